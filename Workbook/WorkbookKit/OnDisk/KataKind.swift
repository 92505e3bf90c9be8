import Foundation

/// What a kata asks of the candidate, read once from its README's front matter (`kind:`): code,
/// as most katas; a review of a teammate's change (`kind: review`, Kata13), where the change is
/// read and never written and the candidate's one file is `REVIEW.md`; or a refactor of working
/// legacy code (`kind: refactor`, Kata14), where the candidate's files start full and what they
/// write is mostly moved. Each way the workbook bends for them is a property here, so no command
/// asks which kata it is.
public enum KataKind: String, Sendable, Equatable {
    case code
    case review
    case refactor

    /// The kind a README's `kind:` field names; code when it names none.
    init(field: String?) {
        self = field.flatMap { KataKind(rawValue: $0.lowercased()) } ?? .code
    }

    /// The file a review round's candidate writes, beside the change.
    public static let reviewFile = "REVIEW.md"
    /// Beside a review's reference: where each slip and each sound line is, why, and the fix.
    public static let slipsFile = "SLIPS.md"

    /// Whether the file at `path`, relative to the kata's folder, is the candidate's to write:
    /// what `solution` shows and diffs, what the time box counts and the layering read goes
    /// through. In a code kata, its Swift files outside the given code; in a review, `REVIEW.md`
    /// alone (the change is the teammate's).
    public func isCandidatesFile(_ path: String) -> Bool {
        switch self {
        case .code, .refactor: path.hasSuffix(".swift") && !GivenCode.contains(path)
        case .review: path == Self.reviewFile
        }
    }

    /// Whether a blind round may hide paragraphs of this file's doc comments. In a review, no
    /// file: the change must keep every line where it is, or a finding's line would point at
    /// another, and the template has nothing to hide. In a refactor, none either: the legacy code
    /// is what the candidate reads, whole, and what it does is stated in the README.
    func blindViewHides(_ path: String) -> Bool {
        self == .code && isCandidatesFile(path)
    }

    /// Whether a blind round hides part of the candidate's Swift files, which verify then
    /// demands: a code kata's contract paragraphs; a review's Swift is the teammate's and a
    /// refactor's the legacy code, both shown whole.
    public var blindViewHidesContracts: Bool { self == .code }

    /// Where the candidate writes, as the session says it under the prompt.
    public func whereToWrite(_ kata: Kata) -> String {
        switch self {
        case .code:
            "Write your code in Katas/\(kata.folder)/; the given code is in "
                + "\(GivenCode.whereItIs(in: kata.exerciseFolder))."
        case .refactor:
            "Refactor the code in Katas/\(kata.folder)/ and write yours beside it; the given code is in "
                + "\(GivenCode.whereItIs(in: kata.exerciseFolder))."
        case .review:
            "Write your review in Katas/\(kata.folder)/\(Self.reviewFile); the change is in the folders "
                + "beside it, to read, not to run."
        }
    }

    /// What the session says after naming the prompt's file, before the first run.
    public func besideThePrompt(_ kata: Kata) -> String {
        switch self {
        case .code:
            "write your code in the files beside it (the given code is in "
                + "\(GivenCode.whereItIs(in: kata.exerciseFolder)))."
        case .refactor:
            "refactor the working code beside it and write yours there (the given code is in "
                + "\(GivenCode.whereItIs(in: kata.exerciseFolder)))."
        case .review:
            "write your review in \(Self.reviewFile) beside it; the change is in the folders beside it, "
                + "to read, not to run."
        }
    }

    /// The file a failed expectation sends the candidate to, instead of the test's own line: a
    /// review's test reads `REVIEW.md`, and its line says nothing of where the review falls short.
    public func fileToOpen(_ kata: Kata) -> String? {
        switch self {
        case .code, .refactor: nil
        case .review: "Katas/\(kata.folder)/\(Self.reviewFile)"
        }
    }

    /// What the reference shows beside the candidate's files once they ask (`solution`, the
    /// debrief), by path in the reference's folder: a review's key to its slips.
    public var revealedWithTheReference: [String] {
        switch self {
        case .code, .refactor: []
        case .review: [Self.slipsFile]
        }
    }

    /// Whether the Prompt may state most of the kata's behaviours: a refactor's README hands over
    /// what the legacy code does today, quirks included, so that no test pins what the candidate
    /// could not know; its blind round then scores the few behaviours left to ask. Elsewhere a
    /// Prompt is a few sentences that state some behaviours, never most of them.
    public var promptMayStateMost: Bool { self == .refactor }

    /// Whether the time box counts a line of the reference that the stub already holds anywhere
    /// as moved, not written: in a refactor the candidate cuts and pastes the legacy code into
    /// its layers (and a line made `public` or `private` on the way is the same line). Elsewhere a
    /// line counts unless the stub holds it in the same file.
    public var movedLinesAreFree: Bool { self == .refactor }

    /// A code line as the time box of a refactor compares it: without the access modifiers that
    /// open it.
    static func withoutAccess(_ line: String) -> String {
        let modifiers = ["public ", "private(set) ", "private ", "fileprivate ", "internal ", "package "]
        var rest = Substring(line)
        while let modifier = modifiers.first(where: { rest.hasPrefix($0) }) {
            rest = rest.dropFirst(modifier.count)
        }
        return String(rest)
    }

}
