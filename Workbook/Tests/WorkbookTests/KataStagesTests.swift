import Foundation
import Testing

@testable import WorkbookKit

/// A full round's README: the Prompt is stage 1, `## Stage N · Title` sections hold the later
/// stages, and each Requirements group is headed by its stage.
let stagedReadme = """
    ---
    title: Staged
    grade: 5
    minutes: 20
    layer: All layers
    stages: 2
    ---
    # Kata7 · Staged

    ## Prompt
    "Show the list."

    ## Stage 2 · Offline
    "Now offline."

    ## Requirements
    Stage 1 · The list
    - shows the rows
    - shows the empty screen

    Stage 2 · Offline
    - keeps the last answer

    ## Given
    Nothing.

    ## Run
    swift test

    ## Layers
    All.
    """

@Suite("A full round's stages")
struct KataStagesTests {
    let readme = KataReadme(text: stagedReadme)

    @Test("the Prompt is stage 1, titled by its first group; each Stage section is a later stage")
    func stages() {
        #expect(
            readme.stages == [
                .init(number: 1, title: "The list", paragraph: "\"Show the list.\""),
                .init(number: 2, title: "Offline", paragraph: "\"Now offline.\""),
            ])
        #expect(KataReadme(text: "## Prompt\nHi.\n## Requirements\nThing\n- works\n").stages == [])
    }

    @Test("a group heading names its stage; any other heading names none")
    func stageOfHeading() {
        #expect(KataReadme.stage(ofHeading: "Stage 2 · Offline") == 2)
        #expect(KataReadme.stage(ofHeading: "Stage 12 · Search") == 12)
        #expect(KataReadme.stage(ofHeading: "Offline") == nil)
        #expect(KataReadme.stage(ofHeading: "Stage two · Offline") == nil)
        #expect(KataReadme.stage(ofHeading: "Stage 2: Offline") == nil)
    }

    @Test("up to a stage, the README holds its paragraphs and Requirements, and nothing later")
    func upTo() {
        let first = readme.upTo(stage: 1)
        #expect(first.sections["Prompt"] == "\"Show the list.\"")
        #expect(first.bulletItems(of: "Requirements") == ["shows the rows", "shows the empty screen"])
        #expect(first.requirementGroups.map(\.suite) == ["Stage 1 · The list"])
        #expect(first.sections["Stage 2 · Offline"] == nil)
        #expect(!first.sectionOrder.contains("Stage 2 · Offline"))

        let second = readme.upTo(stage: 2)
        #expect(second.sections["Prompt"] == "\"Show the list.\"\n\nStage 2 · Offline: \"Now offline.\"")
        #expect(second.bulletItems(of: "Requirements").count == 3)
    }

    @Test("a complete staged README has no problem; each gap in its stages is named")
    func problems() {
        #expect(readme.problems == [])
        let miscounted = KataReadme(
            text: stagedReadme.replacingOccurrences(of: "stages: 2", with: "stages: 3"))
        #expect(miscounted.problems.contains { $0.contains("stages: 3, but the README has 2") })
        let unstaged = KataReadme(
            text: stagedReadme.replacingOccurrences(
                of: "Stage 2 · Offline\n- keeps", with: "Offline\n- keeps"))
        #expect(unstaged.problems.contains { $0.contains("\"Offline\" names no stage") })
        #expect(unstaged.problems.contains("no Requirements group belongs to stage 2"))
    }

    @Test("a kata that reached a stage counts that stage's suites and earlier ones only")
    func counting() {
        let kata = sampleKata(readme: stagedReadme)
        #expect(kata.counts(suite: "Stage 2 · Offline"))
        let first = kata.reaching(stage: 1)
        #expect(first.counts(suite: "Stage 1 · The list"))
        #expect(!first.counts(suite: "Stage 2 · Offline"))
        #expect(first.readme.bulletItems(of: "Requirements").count == 2)
        #expect(first.fullReadme.bulletItems(of: "Requirements").count == 3)
        #expect(first.stages.count == 2)

        let run = TestRun(
            tests: [
                TestResult(
                    id: "Kata7Tests.Stage1ListTests/rows()", displayName: "shows the rows", file: "L.swift",
                    line: 1, cases: [CaseResult(arguments: "", issues: [])]),
                TestResult(
                    id: "Kata7Tests.Stage2OfflineTests/keeps()", displayName: "keeps the last answer",
                    file: "O.swift", line: 1, cases: [CaseResult(arguments: "", issues: [])]),
            ],
            endedNormally: true,
            suiteNames: [
                "Kata7Tests.Stage1ListTests": "Stage 1 · The list",
                "Kata7Tests.Stage2OfflineTests": "Stage 2 · Offline",
            ])
        let report = CheckReport(run: run, kata: first)
        #expect(report.tests.map(\.displayName) == ["shows the rows"])
        #expect(report.notRun.map(\.behaviour) == ["shows the empty screen"])
        #expect(report.total == 2)
        #expect(CheckReport(run: run, kata: kata).total == 3)
    }
}

extension KataStagesTests {
    @Test("a crash in a stage not reached names no test of that stage")
    func culpritOfALaterStage() {
        let first = sampleKata(readme: stagedReadme).reaching(stage: 1)
        let names = [
            "Kata7Tests.Stage2OfflineTests": "Stage 2 · Offline",
            "Kata7Tests.Stage1ListTests": "Stage 1 · The list",
        ]
        var culprit = Culprit(message: "Fatal error")
        for (id, name) in [
            ("Kata7Tests.Stage2OfflineTests/keeps()", "keeps the last answer"),
            ("Kata7Tests.Stage1ListTests/rows()", "shows the rows"),
        ] {
            culprit.add(TestResult(id: id, displayName: name, file: "S.swift", line: 1, cases: []))
        }

        let kept = culprit.keeping { first.counts(testID: $0, suiteNames: names) }

        #expect(kept.testNames == ["shows the rows"])
        #expect(kept.message == "Fatal error")
        #expect(
            first.reaching(stage: 2).counts(
                testID: "Kata7Tests.Stage2OfflineTests/keeps()", suiteNames: names))
    }
}
