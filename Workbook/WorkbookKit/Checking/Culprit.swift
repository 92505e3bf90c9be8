import Foundation

/// What stopped a run that did not end normally, as far as the evidence goes: the tests whose
/// own stack held the trap or the loop, the first line of the candidate's code in that stack,
/// and what the runtime said. A test is named only when a stack shows it was running the
/// broken code (or when it was the only one running), never because it merely had not ended.
public struct Culprit: Sendable, Equatable {
    /// The tests it happened in, by ID, in the order found.
    public private(set) var testIDs: [String] = []
    /// Their display names, in the same order.
    public private(set) var testNames: [String] = []
    /// The first frame in the kata's folder.
    public var site: CrashSite?
    /// "Fatal error: Index out of range", when the runtime said it.
    public var message: String?
    /// True when there was a stack to read: a backtrace printed, a sample taken.
    public var stackRead: Bool
    /// Why there was none, when the platform said or the tool knows.
    public var noStack: NoStack?

    public init(
        site: CrashSite? = nil, message: String? = nil, stackRead: Bool = false, noStack: NoStack? = nil
    ) {
        self.site = site
        self.message = message
        self.stackRead = stackRead
        self.noStack = stackRead ? nil : noStack
    }

    /// Names `test`, once.
    mutating func add(_ test: TestResult) {
        guard !testIDs.contains(test.id) else { return }
        testIDs.append(test.id)
        testNames.append(test.displayName)
    }

    /// The same culprit naming only the tests `keep` accepts, by ID.
    func keeping(_ keep: (String) -> Bool) -> Culprit {
        var kept = self
        let indices = testIDs.indices.filter { keep(testIDs[$0]) }
        kept.testIDs = indices.map { testIDs[$0] }
        kept.testNames = indices.map { testNames[$0] }
        return kept
    }

    /// Where the candidate's code is: the kata, the tree it was built from, the workbook's folder
    /// and the kata's source files (a frame counts as the candidate's only in one of them).
    struct Code: Sendable {
        var kata: Kata
        var mode: BuildMode
        var root: URL
        var files: [String] = []

        /// `Katas/Kata1_Entity/` or `Solutions/Kata1_Entity/`.
        var folder: String { kata.folder(in: mode) }
    }

    /// What a run that ended this way shows, if anything: nil for a run that ended normally.
    static func find(
        ending: CheckReport.Ending, run: TestRun, output: String, sample: StackSample?, in code: Code
    ) -> Culprit? {
        switch ending {
        case .normally: nil
        case .crashed: crash(output: output, run: run, in: code)
        case .timedOut: hang(sample: sample, run: run, in: code)
        }
    }

    /// Fills in what this one lacks from a second run's (the suite run again, one test at a time).
    mutating func complete(with other: Culprit) {
        if testIDs.isEmpty {
            testIDs = other.testIDs
            testNames = other.testNames
        }
        if site == nil { site = other.site }
        if message == nil { message = other.message }
        stackRead = stackRead || other.stackRead
        noStack = stackRead ? nil : noStack ?? other.noStack
    }

    /// After a crash: the crashed thread of the runtime's backtrace in `output`. Without one
    /// (a platform that prints none), the trap's own line when it is in the kata's folder, and
    /// the test when it was the only one running.
    static func crash(output: String, run: TestRun, in code: Code, onMac: Bool = Platform.isMac) -> Culprit {
        let (kata, root, files, folder) = (code.kata, code.root, code.files, code.folder)
        let frames = StackText.crashedThread(inBacktrace: output)
        let candidates = run.tests(of: kata).filter { !$0.finished }
        var culprit = Culprit(
            message: StackText.runtimeMessage(in: output), stackRead: !frames.isEmpty,
            noStack: NoStack.afterCrash(output: output, onMac: onMac))
        culprit.site =
            CrashSite.first(in: frames, root: root.standardizedFileURL.path, folder: folder, files: files)
            ?? trapSite(in: output, kata: kata, folder: folder)
        if let test = test(in: frames, among: candidates) {
            culprit.add(test)
        } else if candidates.count == 1 {
            culprit.add(candidates[0])
        }
        return culprit
    }

    /// After the time limit: every sampled thread that was in the kata's code, and the test
    /// each was running (or the only test still running). No site when no thread was in the
    /// kata's code (an await that nothing resumes leaves no stack to show).
    static func hang(sample: StackSample?, run: TestRun, in code: Code) -> Culprit {
        let (root, files, folder) = (code.root, code.files, code.folder)
        let candidates = run.tests(of: code.kata).filter { !$0.finished }
        let read = !(sample?.threads.isEmpty ?? true)
        var culprit = Culprit(
            stackRead: read, noStack: sample.map { $0.missing ?? .printedNone } ?? .noDebugger)
        for thread in sample?.threads ?? [] {
            guard
                let site = CrashSite.first(
                    in: thread, root: root.standardizedFileURL.path, folder: folder, files: files)
            else { continue }
            if culprit.site == nil { culprit.site = site }
            if let test = test(in: thread, among: candidates) { culprit.add(test) }
        }
        if culprit.testIDs.isEmpty, candidates.count == 1 { culprit.add(candidates[0]) }
        return culprit
    }

    /// `Kata1/Order.swift:24: Fatal error: boom` (the runtime names a trap in the candidate's
    /// own `fatalError` or `precondition`) → that line, in the kata's folder.
    static func trapSite(in output: String, kata: Kata, folder: String) -> CrashSite? {
        for line in output.split(separator: "\n") where line.hasPrefix(kata.module + "/") {
            guard let fatal = line.range(of: ": Fatal error") else { continue }
            let (file, number) = StackText.place(String(line[..<fatal.lowerBound]))
            guard number > 0 else { continue }
            return CrashSite(file: folder + file.dropFirst(kata.module.count + 1), line: number, function: "")
        }
        return nil
    }

    /// The test a stack is running: the first frame, top down, that is one of `tests`' own
    /// functions (`OrderTests.total()`, or a closure or async part of it); else the first frame
    /// in a test file, matched to the test declared last above its line.
    static func test(in frames: [StackFrame], among tests: [TestResult]) -> TestResult? {
        for frame in frames {
            if let named = tests.first(where: { names(frame.function, qualifiedName(of: $0)) }) {
                return named
            }
        }
        for frame in frames where frame.line > 0 {
            let inFile = tests.filter { test in
                let name = test.file.split(separator: "/").last.map(String.init) ?? ""
                // The test's file ID (`Kata1Tests/OrderTests.swift`) names the file by module; on
                // disk it is `Tests/Kata1/Tests/OrderTests.swift`.
                return frame.fileName == name
                    && (!frame.file.contains("/")
                        || ("/" + frame.file).hasSuffix("/" + KataTests.path(ofFileID: test.file)))
                    && test.line <= frame.line
            }
            if let nearest = inFile.max(by: { $0.line < $1.line }) { return nearest }
        }
        return nil
    }

    /// True when `function` holds `name` whole: `closure #1 in OrderTests.total()` names
    /// `OrderTests.total()`; `SubOrderTests.total()` does not.
    static func names(_ function: String, _ name: String) -> Bool {
        var rest = function[...]
        while let found = rest.range(of: name) {
            let before =
                found.lowerBound == function.startIndex
                ? nil : function[function.index(before: found.lowerBound)]
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = function[found.upperBound...]
        }
        return false
    }

    /// `Kata1Tests.OrderTests/total(for:)` → `OrderTests.total(for:)`, as a backtrace names it.
    static func qualifiedName(of test: TestResult) -> String {
        let function = test.id.split(separator: "/").last.map(String.init) ?? test.id
        let suite = test.suiteID.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? ""
        return suite.isEmpty || suite == test.module ? function : suite + "." + function
    }
}
