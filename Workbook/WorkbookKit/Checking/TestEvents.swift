import Foundation

/// What one `swift test` run reported through Swift Testing's event stream (JSON lines, version 0):
/// which tests ran, each case's outcome with its failures, and whether the run ended normally.
public struct TestRun: Sendable, Equatable {
    public var tests: [TestResult] = []
    /// False when the test process died (a trap, a signal) before reporting the end of the run.
    public var endedNormally = false
    /// Tests that started but never ended: after a crash, the likely culprits.
    public var unfinished: [String] = []
    /// Each suite's display name by its ID (`Kata1Tests.OrderTests` → "Order").
    public var suiteNames: [String: String] = [:]

    public init(
        tests: [TestResult] = [], endedNormally: Bool = false, unfinished: [String] = [],
        suiteNames: [String: String] = [:]
    ) {
        self.tests = tests
        self.endedNormally = endedNormally
        self.unfinished = unfinished
        self.suiteNames = suiteNames
    }

    public func tests(inModule module: String) -> [TestResult] {
        tests.filter { $0.module == module }
    }

    /// The tests of `kata`, in whichever of its test modules they are.
    public func tests(of kata: Kata) -> [TestResult] {
        tests.filter { kata.testModules.contains($0.module) }
    }

    /// This run, with each test another run finished put in its place: after a hang, the suite run
    /// again without the stuck tests says what the rest of the code earns, where this run only
    /// says what the hang starved. How this run ended is kept.
    public func completed(with other: TestRun) -> TestRun {
        var merged = self
        for test in other.tests where test.finished {
            if let index = merged.tests.firstIndex(where: { $0.id == test.id }) {
                merged.tests[index] = test
            } else {
                merged.tests.append(test)
            }
        }
        let finished = Set(other.tests.filter(\.finished).map(\.id))
        merged.unfinished.removeAll { finished.contains($0) }
        merged.suiteNames.merge(other.suiteNames) { mine, _ in mine }
        return merged
    }
}

public struct TestResult: Sendable, Equatable {
    /// Module, type and function, without the source location: `Kata1Tests.OrderTests/totalIsExact()`.
    public var id: String
    public var displayName: String
    public var file: String
    public var line: Int
    /// One entry per case: a plain test has one case named "".
    public var cases: [CaseResult]
    /// False when the run died before this test ended: its cases' outcomes are unknown.
    public var finished = true

    public var module: String { String(id.prefix { $0 != "." }) }
    /// The ID of the suite the test belongs to: everything before the function.
    public var suiteID: String { id.lastIndex(of: "/").map { String(id[..<$0]) } ?? module }
    public var passed: Bool { cases.allSatisfy(\.passed) }
    public var issues: [Issue] { cases.flatMap(\.issues) }
}

public struct CaseResult: Sendable, Equatable {
    /// The arguments of a parameterised case, as Swift Testing prints them; "" for a plain test.
    public var arguments: String
    public var issues: [Issue]
    public var passed: Bool { issues.isEmpty }
}

public struct Issue: Sendable, Equatable {
    public var message: String
    /// `Kata1Tests/OrderTests.swift`: the module and file name, as Swift Testing reports it.
    public var fileID: String
    public var line: Int
    /// The absolute path, when the stream gave it: a fileID does not say which subfolder.
    public var filePath: String = ""
    /// What the test said about the expectation (`#expect(…, "load() never asked the use case")`):
    /// `swift test` prints them under the failure after `↳`. A `// comment` above it, which
    /// `swift test` prints there too, is left out (`isCodeComment`).
    public var comments: [String] = []

    /// True for a comment Swift Testing took from the test's source (`// …`, `/// …`, `/* … */`)
    /// rather than from the expectation's message.
    static func isCodeComment(_ text: String) -> Bool {
        let start = text.drop { $0 == " " || $0 == "\t" }
        return start.hasPrefix("//") || start.hasPrefix("/*")
    }
}

extension TestRun {
    /// Reads an event stream. Lines that are not understood are skipped: the stream's format is
    /// versioned, and a newer toolchain adding fields must not break the tool.
    public init(eventStream: String) {
        struct Record: Decodable {
            var kind: String
            var payload: Payload
        }
        struct Payload: Decodable {
            var kind: String
            var id: String?
            var testID: String?
            var displayName: String?
            var name: String?
            var sourceLocation: Location?
            var _testCase: TestCase?
            var _testCases: [TestCase]?
            var issue: IssuePayload?
            var messages: [Message]?
        }
        struct Location: Decodable {
            var fileID: String
            var line: Int
            var _filePath: String?
        }
        struct TestCase: Decodable {
            var displayName: String
        }
        struct IssuePayload: Decodable {
            var isKnown: Bool?
            var severity: String?
            var sourceLocation: Location?
        }
        struct Message: Decodable {
            var symbol: String
            var text: String
        }

        var declared: [String: TestResult] = [:]
        var order: [String] = []
        var started: [String] = []
        var ended: Set<String> = []
        var failures: [String: [String: [Issue]]] = [:]
        var suiteNames: [String: String] = [:]
        let decoder = JSONDecoder()

        // One JSON object a line, and JSON escapes every newline inside a string: splitting the
        // bytes at "\n" is exact, and far cheaper than walking the text as characters.
        for line in eventStream.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? decoder.decode(Record.self, from: Data(line)) else { continue }
            let payload = record.payload
            switch (record.kind, payload.kind) {
            case ("test", "function"):
                guard let rawID = payload.id else { continue }
                let id = Self.stripLocation(rawID)
                let cases = payload._testCases?.map { CaseResult(arguments: $0.displayName, issues: []) }
                declared[rawID] = TestResult(
                    id: id,
                    displayName: payload.displayName ?? payload.name ?? id,
                    file: payload.sourceLocation?.fileID ?? "",
                    line: payload.sourceLocation?.line ?? 0,
                    cases: cases ?? [CaseResult(arguments: "", issues: [])])
            case ("test", "suite"):
                if let id = payload.id, let name = payload.displayName ?? payload.name {
                    suiteNames[id] = name
                }
            case ("event", "testStarted"):
                if let id = payload.testID, declared[id] != nil, !started.contains(id) {
                    started.append(id)
                    order.append(id)
                }
            case ("event", "testEnded"), ("event", "testSkipped"):
                if let id = payload.testID { ended.insert(id) }
            case ("event", "issueRecorded"):
                guard let id = payload.testID, payload.issue?.isKnown != true,
                    payload.issue?.severity.map({ $0 == "error" }) ?? true
                else { continue }
                let text =
                    payload.messages?.first { $0.symbol == "fail" }?.text
                    ?? payload.messages?.first?.text ?? "an issue was recorded"
                let location = payload.issue?.sourceLocation
                // The comments come as "details" messages after the failure's own. A `//` or
                // `/* */` comment written above the expectation comes too: it is the test's note
                // to whoever reads it (a maintainer's reasoning, at times a spoiler), not the
                // message the test gives the candidate.
                let comments =
                    payload.messages?.filter { $0.symbol == "details" }.map(\.text)
                    .filter { !Issue.isCodeComment($0) } ?? []
                let issue = Issue(
                    message: text, fileID: location?.fileID ?? "", line: location?.line ?? 0,
                    filePath: location?._filePath ?? "", comments: comments)
                failures[id, default: [:]][payload._testCase?.displayName ?? "", default: []].append(issue)
            case ("event", "runEnded"):
                endedNormally = true
            default:
                continue
            }
        }

        tests = order.compactMap { rawID in
            guard var test = declared[rawID] else { return nil }
            test.finished = ended.contains(rawID)
            let recorded = failures[rawID] ?? [:]
            // An issue outside any case (a failing `#require` before the arguments are used,
            // say) belongs to every case.
            let whole = recorded[""] ?? []
            if test.cases.count == 1, test.cases[0].arguments.isEmpty {
                test.cases[0].issues = whole
            } else {
                test.cases = test.cases.map { testCase in
                    CaseResult(
                        arguments: testCase.arguments, issues: whole + (recorded[testCase.arguments] ?? []))
                }
            }
            return test
        }
        self.suiteNames = suiteNames
        unfinished = started.filter { !ended.contains($0) }.compactMap { declared[$0]?.displayName }
    }

    /// `Kata1Tests.OrderTests/total()/OrderTests.swift:12:6` → `Kata1Tests.OrderTests/total()`. Only
    /// a `file:line:column` tail goes: a function's own colons (`rejects(q:)`) stay.
    static func stripLocation(_ id: String) -> String {
        guard let slash = id.lastIndex(of: "/") else { return id }
        let parts = id[id.index(after: slash)...].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].hasSuffix(")"),
            parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        else { return id }
        return String(id[..<slash])
    }

    /// The test IDs `swift test list` printed, each as the event stream's are kept: without a source
    /// location. The list adds one only where two tests share a type and function name, whatever
    /// their modules (`Kata12Tests.Stage1RowsTests/rowShowsOrder()/Stage1RowsTests.swift:14:6` beside
    /// `Kata14Tests.Stage1RowsTests/rowShowsOrder()/…`); kept, it would make those IDs differ from
    /// the run's.
    public static func ids(inList output: String) -> [String] {
        output.split(separator: "\n").map(String.init)
            .filter { $0.contains(".") && $0.contains("/") && !$0.hasPrefix("warning:") }
            .map(stripLocation)
    }
}
