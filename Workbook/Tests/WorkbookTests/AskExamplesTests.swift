import Foundation
import Testing

@testable import WorkbookKit

@Suite("ask: what answered the questions asked before")
struct AskExamplesTests {
    static let failedSave = "a cache that fails to save does not fail the call"
    static let remoteFirst = "asks the remote first, then reads the cache"

    /// A kata with two rules and a few questions asked before, one of them about no rule.
    static let examples = AskExamples([
        ("If writing to the cache throws, does the caller still get the orders?", [failedSave]),
        ("What if persisting the fresh orders blows up?", [failedSave]),
        ("Do you hit the network before looking at the cache?", [remoteFirst]),
        ("Is the list paged by month, one heading per month?", []),
    ])

    @Test("a question close to ones about a rule is answered with that rule")
    func nearRule() {
        #expect(
            Self.examples.vote("And if the cache write throws, do I still return the orders?")
                .map(Self.rules) == [Self.failedSave])
    }

    @Test("a question close to one no rule answered votes for no rule")
    func nearNoRule() {
        guard case .noRule(let closest) = Self.examples.vote("Paged by month, with one heading per month?")
        else {
            Issue.record("a question about headings is about no rule")
            return
        }
        #expect(closest > 0.5)
    }

    @Test("a question close to none of them gets no vote")
    func farFromAll() {
        #expect(Self.examples.vote("Should the rows be sorted by total?") == nil)
        #expect(AskExamples([]).vote("Anything at all?") == nil)
    }

    @Test("the words compared: lower case, no stop words, rough stems")
    func words() {
        #expect(AskExamples.words("What if SAVING the orders fails?") == ["sav", "order", "fail"])
        #expect(AskExamples.stem("yes") == "yes", "a stem keeps three letters")
    }

    static func rules(_ vote: AskExamples.Vote) -> [String] {
        if case .rules(let rules, _) = vote { return rules }
        return []
    }

    /// A workbook of one kata in a temporary folder, with sets of questions asked before.
    func workbook(_ sets: [String: String]) throws -> (kata: Kata, folder: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asked-\(UUID().uuidString)")
        let readme = """
            # Kata3 · Repository

            ## Prompt

            "Write the repository."

            ## Requirements

            Getting every order
            - \(Self.failedSave)
            - \(Self.remoteFirst)
            """
        for folder in ["Katas/Kata3_Repository", "Solutions/Kata3_Repository", "Workbook/AskedQuestions"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try readme.write(
            to: root.appendingPathComponent("Katas/Kata3_Repository/README.md"), atomically: true,
            encoding: .utf8)
        let folder = root.appendingPathComponent("Workbook/AskedQuestions")
        for (name, text) in sets {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return (try Workspace(root: root).kata("3"), folder)
    }

    @Test(
        "the interviewer learns from every set but the one left out, and never from a label that is no rule")
    func learnsFromTheFolder() throws {
        let question = "Suppose persisting throws after the fetch: is the caller's call failed?"
        let (kata, folder) = try workbook([
            "AskA.md":
                "# Kata3\n? If persisting throws after the fetch, is the call failed?\n= \(Self.failedSave)\n",
            "AskB.md":
                "# Kata3\n? If persisting throws after the fetch, does the caller fail?\n= a rule since renamed\n",
        ])
        defer {
            try? FileManager.default.removeItem(
                at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        #expect(Asking.askedQuestions(kata).standardizedFileURL == folder.standardizedFileURL)
        let learnt = Asking(kata: kata).reply(question)
        #expect(learnt.behaviours.map(\.text) == [Self.failedSave], "\(learnt.lines)")
        #expect(
            Asking(kata: kata).examples?.examples.count == 1, "AskB's only label is no rule: not learnt from")
        #expect(
            Asking(kata: kata, leavingOut: folder.appendingPathComponent("AskA.md")).examples?.examples
                .isEmpty
                == true, "the set left out is not learnt from")
    }

    @Test("near questions about no rule silence a rule the words alone would name")
    func silenced() {
        let behaviours = [Behaviour(suite: "Getting every order", text: Self.failedSave)]
        let words = AskWords(entries: [
            .init(behaviour: Self.failedSave, phrases: ["paged by month with a heading"])
        ])
        let question = "Is the list paged by month, with a heading per month?"
        let alone = Asking(behaviours: behaviours, words: words)
        let taught = Asking(behaviours: behaviours, words: words, examples: Self.examples)
        #expect(alone.reply(question).kind == .rules, "the words alone name the rule")
        #expect(taught.reply(question).kind == .unsure, "\(taught.reply(question).lines)")
    }
}
