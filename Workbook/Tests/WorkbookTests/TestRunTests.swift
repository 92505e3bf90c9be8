import Foundation
import Testing

@testable import WorkbookKit

@Suite("Reading the event stream")
struct TestRunTests {
    /// Lines in the shape Swift Testing 6.3 writes (version 0), trimmed to the fields the tool reads.
    static let stream = """
        {"kind":"test","payload":{"displayName":"keeps what it was given","id":"K1Tests.OrderTests\\/keeps()\\/OrderTests.swift:4:6","kind":"function","name":"keeps()","sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":4,"column":6}},"version":0}
        {"kind":"test","payload":{"_testCases":[{"displayName":"0","id":"a"},{"displayName":"-1","id":"b"}],"displayName":"rejects a bad quantity","id":"K1Tests.OrderTests\\/rejects(q:)\\/OrderTests.swift:9:6","isParameterized":true,"kind":"function","name":"rejects(q:)","sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":9,"column":6}},"version":0}
        {"kind":"test","payload":{"displayName":"never started","id":"K1Tests.OrderTests\\/idle()\\/OrderTests.swift:20:6","kind":"function","name":"idle()","sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":20,"column":6}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"K1Tests.OrderTests\\/keeps()\\/OrderTests.swift:4:6"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"K1Tests.OrderTests\\/rejects(q:)\\/OrderTests.swift:9:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"-1","id":"b"},"issue":{"isKnown":false,"sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":11,"column":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: an error was expected but none was thrown"}],"testID":"K1Tests.OrderTests\\/rejects(q:)\\/OrderTests.swift:9:6"},"version":0}
        {"kind":"event","payload":{"issue":{"isKnown":true,"sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":5,"column":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"known issue"}],"testID":"K1Tests.OrderTests\\/keeps()\\/OrderTests.swift:4:6"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"K1Tests.OrderTests\\/keeps()\\/OrderTests.swift:4:6"},"version":0}
        this line is not JSON and is skipped
        """

    @Test("keeps only the tests that started, in the order they started")
    func startedTestsOnly() {
        let run = TestRun(eventStream: Self.stream)

        #expect(run.tests.map(\.id) == ["K1Tests.OrderTests/keeps()", "K1Tests.OrderTests/rejects(q:)"])
        #expect(run.tests.map(\.displayName) == ["keeps what it was given", "rejects a bad quantity"])
        #expect(run.tests.first?.module == "K1Tests")
    }

    @Test("gives each parameterised case its own outcome")
    func casesHaveOutcomes() throws {
        let rejects = try #require(TestRun(eventStream: Self.stream).tests.last)

        #expect(rejects.cases.map(\.arguments) == ["0", "-1"])
        #expect(rejects.cases.map(\.passed) == [true, false])
        #expect(
            rejects.issues == [
                Issue(
                    message: "Expectation failed: an error was expected but none was thrown",
                    fileID: "K1Tests/OrderTests.swift", line: 11)
            ])
    }

    @Test("does not count a known issue as a failure")
    func knownIssuesPass() throws {
        let keeps = try #require(TestRun(eventStream: Self.stream).tests.first)

        #expect(keeps.passed)
    }

    @Test("a stream without its end is a run that died, naming the tests still running")
    func crashedRun() {
        let run = TestRun(eventStream: Self.stream)
        let finished = TestRun(
            eventStream: Self.stream
                + "\n{\"kind\":\"event\",\"payload\":{\"kind\":\"runEnded\"},\"version\":0}")

        #expect(!run.endedNormally)
        #expect(run.unfinished == ["rejects a bad quantity"])
        #expect(finished.endedNormally)
    }

    @Test("keeps the comments a failed expectation carries, not its difference")
    func comments() throws {
        let issue = """
            {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":11,"column":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (calls → []) == [\\"load\\"]"},{"symbol":"difference","text":"removed [\\"load\\"]"},{"symbol":"details","text":"load() never asked the use case"}],"testID":"K1Tests.OrderTests\\/keeps()\\/OrderTests.swift:4:6"},"version":0}
            """

        let keeps = try #require(TestRun(eventStream: Self.stream + "\n" + issue).tests.first)

        #expect(keeps.issues.map(\.comments) == [["load() never asked the use case"]])
        #expect(keeps.issues.map(\.message) == ["Expectation failed: (calls → []) == [\"load\"]"])
    }

    @Test("a code comment above an expectation is a note to the test's reader, not under its failure")
    func codeCommentsStayInTheTest() throws {
        // Swift Testing hands on a `//` or `/* */` comment written above `#expect` as a comment of
        // the failure, beside the message the test passed: only that message is the candidate's.
        let issue = """
            {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"fileID":"K1Tests\\/OrderTests.swift","line":11,"column":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (changes → []) == [\\"state\\"]"},{"symbol":"details","text":"// Tracking is one-shot: the first change is reported."},{"symbol":"details","text":"  /* Read once, never rewritten. */"},{"symbol":"details","text":"/// A doc comment."},{"symbol":"details","text":"the view was never told"}],"testID":"K1Tests.OrderTests\\/keeps()\\/OrderTests.swift:4:6"},"version":0}
            """

        let keeps = try #require(TestRun(eventStream: Self.stream + "\n" + issue).tests.first)
        let shown = CheckReport.issueLines(
            try #require(keeps.issues.first), indent: "", root: URL(fileURLWithPath: "/w"))

        #expect(keeps.issues.map(\.comments) == [["the view was never told"]])
        #expect(shown.filter { $0.hasPrefix("↳") } == ["↳ the view was never told"])
    }
}
