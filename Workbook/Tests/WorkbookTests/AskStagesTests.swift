import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// A staged round's interviewer: a later stage's rule overrides the earlier one it names, and a
/// labelled set says the stage each question was asked in.
@Suite("ask across stages: a later rule replaces an earlier one, and sets say their stage")
struct AskStagesTests {
    static let readme = """
        # Kata12 · Sample

        ## Prompt
        "Show the orders."

        ## Stage 2 · Offline
        "Now offline."

        ## Requirements
        Stage 1 · The order history
        - no answer from the network shows the failure sentence
        - a status outside 200–299 shows the failure sentence

        Stage 2 · Offline
        - offline, the last good answer is shown instead of the failure
        """

    static let words = """
        ## no answer from the network shows the failure sentence
        offline, no connection, network error
        ## a status outside 200–299 shows the failure sentence
        status code, 500
        ## offline, the last good answer is shown instead of the failure
        replaces: no answer from the network shows the failure sentence
        offline, cached orders, last good answer
        """

    func asking(_ words: String) -> Asking {
        Asking(behaviours: Behaviour.all(in: KataReadme(text: Self.readme)), words: AskWords(text: words))
    }

    @Test("a `replaces:` line is one whole sentence, kept apart from the rule's phrases")
    func parsing() {
        let words = AskWords(text: Self.words)
        let offline = "offline, the last good answer is shown instead of the failure"
        #expect(words.replaced(by: offline) == ["no answer from the network shows the failure sentence"])
        #expect(words.phrases(for: offline) == ["offline", "cached orders", "last good answer"])
        let behaviours = Behaviour.all(in: KataReadme(text: Self.readme))
        #expect(words.problems(behaviours: behaviours).isEmpty)
        let wrong = AskWords(text: Self.words + "\nreplaces: no such rule\n")
        #expect(
            wrong.problems(behaviours: behaviours) == [
                "ASK.md: \"\(offline)\" replaces \"no such rule\", which is no other behaviour"
            ])
    }

    @Test("where both would be named, the earlier stage's rule gives way to the one replacing it")
    func replaced() {
        let question = "offline, failure sentence?"
        let plain = asking(Self.words.replacingOccurrences(of: "replaces: ", with: "# "))
        #expect(
            plain.answer(question).map(\.text).contains(
                "no answer from the network shows the failure sentence"),
            "without the line, both rules are named: \(plain.answer(question).map(\.text))")
        #expect(
            asking(Self.words).answer(question).map(\.text) == [
                "offline, the last good answer is shown instead of the failure"
            ])
        #expect(
            asking(Self.words).answer("a 500, the failure sentence?").map(\.text) == [
                "a status outside 200–299 shows the failure sentence"
            ], "a rule nothing replaces is named as before")
    }

    @Test("`# Kata12 · stage 2` is Kata12's questions asked at stage 2; a plain heading is the kata whole")
    func stagedSections() {
        let set = AskEvalSet(text: "# Kata12 · stage 2\n? offline?\n= (none)\n# Kata7\n? DST?\n= (none)\n")
        #expect(set.sections.map(\.kata) == ["Kata12", "Kata7"])
        #expect(set.sections.map(\.stage) == [2, nil])
        #expect(AskEvalSet(text: "# Kata12 · stage two\n").sections.map(\.kata) == ["Kata12 · stage two"])
    }

    @Test("a staged section is measured with the stages reached then, and only those")
    func stagedMeasure() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Katas/Kata12_Sample")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.readme.write(
            to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let workspace = Workspace(root: root)
        let first = try #require(workspace.kata("Kata12", stage: 1))
        #expect(Behaviour.all(in: first.readme).count == 2, "stage 1 knows its own two rules")
        let later = try #require(workspace.kata("Kata12", stage: 9))
        #expect(Behaviour.all(in: later.readme).count == 3, "a stage past the last is the kata whole")
    }

    @Test("in stage 2 a question that meets only stage 1's replaced rule gets the rule that replaced it")
    func replacedRuleStandsIn() throws {
        let kata = try #require(Workspace(root: Repository.root).kata("Kata12", stage: 2))
        let reply = Asking(kata: kata).reply("So should a 500 still show the failure sentence?")
        let named = reply.behaviours.map(\.text)
        #expect(!named.contains("a status outside 200–299 shows the failure sentence"), "\(reply.lines)")
        #expect(named.first == "a status outside 200–299 shows the last good answer", "\(reply.lines)")
        // A 204's empty body does not read: stage 2 shows the last good answer for it.
        let empty = Asking(kata: kata).reply(
            "After stage 2, a 204 with some kept orders: I show the kept orders?")
        #expect(
            !empty.behaviours.map(\.text).contains("a 204 with an empty body shows the failure sentence"),
            "\(empty.lines)")
    }
}
