import Foundation

/// `workbook solution`: the reference files, or a diff from the candidate's files to them.
public enum SolutionView {
    /// Every file of a kata folder that is the candidate's to write: its Swift code, outside the
    /// given code (`GivenCode`), or a review's `REVIEW.md` (`KataKind`). Not the README, and never
    /// the interviewer's sheet beside the reference. Relative path → text.
    package static func ownFiles(in folder: URL, kind: KataKind = .code) -> [String: String] {
        files(in: folder).filter { path, _ in kind.isCandidatesFile(path) }
            .compactMapValues { String(data: $0, encoding: .utf8) }
    }

    /// The question asked before the reference of a kata that does not pass yet.
    public static func question(_ kata: Kata) -> String {
        "\(kata.module) does not pass yet: show the reference anyway? It gives the answer away, and"
            + " counts like a hint for the review schedule. [y/N]"
    }

    /// What a run with nobody to answer the question says instead.
    public static func needsYes(_ kata: Kata, diff: Bool) -> String {
        "\(kata.module) does not pass yet, and its reference gives the answer away (it counts like a"
            + " hint). To see it anyway: `swift run workbook solution \(kata.number)\(diff ? " --diff" : "") --yes`"
    }

    /// "y" or "yes", in any case; anything else, an empty line included, is a no.
    public static func isYes(_ answer: String) -> Bool {
        ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The lines of code a candidate writes: in the reference's own files and not in the stub's,
    /// comments and blank lines left out, as the time box counts them. In a refactor, a line the
    /// stub holds anywhere was moved, not written (`KataKind.movedLinesAreFree`).
    package static func linesToWrite(_ kata: Kata) -> Int {
        let stub = ownFiles(in: kata.exerciseFolder, kind: kata.kind)
        let reference = ownFiles(in: kata.solutionFolder, kind: kata.kind)
        if kata.kind.movedLinesAreFree {
            return linesNotMoved(from: Array(stub.values), to: Array(reference.values))
        }
        return reference.keys.reduce(0) { total, path in
            total
                + UnifiedDiff.addedCount(
                    from: codeLines(stub[path] ?? ""), to: codeLines(reference[path] ?? ""))
        }
    }

    /// The code lines of `reference` that no code line of `stub` accounts for, each stub line
    /// accounting for one, wherever it stands, access modifiers set aside.
    package static func linesNotMoved(from stub: [String], to reference: [String]) -> Int {
        var movable: [String: Int] = [:]
        for line in stub.flatMap(codeLines) { movable[KataKind.withoutAccess(line), default: 0] += 1 }
        var written = 0
        for line in reference.flatMap(codeLines) {
            let key = KataKind.withoutAccess(line)
            if let left = movable[key], left > 0 { movable[key] = left - 1 } else { written += 1 }
        }
        return written
    }

    /// The lines that are code: trimmed, neither blank nor a comment, nor only closing brackets
    /// (the editor types those).
    package static func codeLines(_ text: String) -> [String] {
        let closing: Set<Character> = ["}", ")", "]", ",", ";"]
        return UnifiedDiff.split(text).map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            !line.isEmpty && !line.allSatisfy(closing.contains) && !line.hasPrefix("//")
                && !line.hasPrefix("/*") && !line.hasPrefix("*")
        }
    }

    public static func reference(_ kata: Kata, root: URL) -> [String] {
        referenceParts(kata).flatMap(\.lines)
    }

    /// The reference's listing in its parts: sentences and headings, and each file's code, told
    /// apart so each folds to the window as it should.
    static func referenceParts(_ kata: Kata) -> [(lines: [String], isCode: Bool)] {
        var files = ownFiles(in: kata.solutionFolder, kind: kata.kind)
        for path in kata.kind.revealedWithTheReference {
            files[path] = try? String(
                contentsOf: kata.solutionFolder.appendingPathComponent(path), encoding: .utf8)
        }
        guard !files.isEmpty else {
            return [(["\(kata.module) has no reference files under Solutions/\(kata.folder)/."], false)]
        }
        var parts = [
            (
                [
                    "The reference for \(kata.module) · \(kata.title) (the given Context/ is the same as yours):"
                ], false
            )
        ]
        for path in files.keys.sorted() {
            parts.append((["", "── Solutions/\(kata.folder)/\(path) ──"], false))
            parts.append((UnifiedDiff.split(files[path] ?? ""), true))
        }
        // A review's key, grouped by what the last check saw in the candidate's review.
        let verdict = ReviewSlips.verdictLines(for: kata)
        if !verdict.isEmpty {
            parts.append((["", "Your review, as the last check read it:"] + verdict, false))
        }
        parts.append(
            (
                ["", "To see what differs from yours: `swift run workbook solution \(kata.number) --diff`"],
                false
            ))
        return parts
    }

    public static func diff(_ kata: Kata) -> [String] {
        let yours = ownFiles(in: kata.exerciseFolder, kind: kata.kind)
        let reference = ownFiles(in: kata.solutionFolder, kind: kata.kind)
        var lines: [String] = []
        var same: [String] = []
        for path in Set(yours.keys).union(reference.keys).sorted() {
            let changes = UnifiedDiff.lines(
                from: yours[path] ?? "", to: reference[path] ?? "",
                oldLabel: yours[path] == nil ? "/dev/null" : "Katas/\(kata.folder)/\(path) (yours)",
                newLabel: reference[path] == nil
                    ? "/dev/null" : "Solutions/\(kata.folder)/\(path) (reference)")
            if changes.isEmpty {
                same.append(path)
            } else {
                lines += changes + [""]
            }
        }
        if !same.isEmpty { lines.append("The same as the reference: \(same.joined(separator: ", ")).") }
        return lines
    }

    /// Every regular file under `folder`, by its path relative to it; hidden files are skipped.
    package static func files(in folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.resolvingSymlinksInPath()
        guard
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return result }
        let prefix = base.path + "/"
        for case let url as URL in walker {
            let resolved = url.resolvingSymlinksInPath()
            guard (try? resolved.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                url.path.hasPrefix(prefix), let data = FileManager.default.contents(atPath: resolved.path)
            else { continue }
            result[String(url.path.dropFirst(prefix.count))] = data
        }
        return result
    }
}
