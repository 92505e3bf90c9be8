import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

@Suite("The time box: what a candidate writes against the minutes")
struct TimeBoxTests {
    @Test("counts the reference's code lines the stub lacks; no comments, blanks or closing brackets")
    func counting() throws {
        let folder = try TemporaryFolder()
        try folder.write("# Prompt\n", to: "Katas/Kata7_Sample/README.md")
        try folder.write(
            "struct Thing {\n    /// Says hello.\n    func hello() -> String {\n        \"\" // TODO\n    }\n}\n",
            to: "Katas/Kata7_Sample/Thing.swift")
        try folder.write("enum Given { static let long = 1 }\n", to: "Katas/Kata7_Sample/Context/Given.swift")
        try folder.write(
            """
            struct Thing {
                /// Says hello.
                func hello() -> String {
                    // Why: the greeting is fixed.

                    let word = "hello"
                    return word
                }
            }

            """, to: "Solutions/Kata7_Sample/Thing.swift")
        let kata = try Workspace(root: folder.url).kata("7")

        #expect(SolutionView.linesToWrite(kata) == 2)
    }

    @Test("over 2 lines a minute is a problem that names the figures; at 2 or below, none")
    func judging() {
        let kata = sampleKata(minutes: 20)

        #expect(Verify.timeBoxProblems(kata, lines: 40).isEmpty)
        #expect(
            Verify.timeBoxProblems(kata, lines: 69)
                == [
                    "asks 69 lines of code in 20 minutes (3.5 a minute): at most 2 a minute fits the time box;"
                        + " give it more minutes or move machinery that is not the lesson into Context/"
                ])
    }
}
