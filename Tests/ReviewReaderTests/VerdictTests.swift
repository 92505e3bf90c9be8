import Foundation
import Testing

@testable import Kata13Support

/// The ids a test leaves for the workbook's debrief: only where the workbook asks for them.
@Suite("The verdict left for the debrief")
struct VerdictTests {
    @Test("a plain run, with no folder named, writes nothing")
    func nothingUnasked() {
        #expect(TheVerdict.leave(["named: S1"], as: "slips", environment: [:]) == nil)
        #expect(TheVerdict.leave(["named: S1"], as: "slips", environment: [TheVerdict.variable: ""]) == nil)
    }

    @Test("a run the workbook starts writes the ids to a file of the test's own")
    func writesTheIds() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = ReviewKey("| S1 | slip | A.swift:3 | a |\n| S2 | slip | B.swift:5 | b |\n")
        let file = try #require(
            TheVerdict.leave(
                ["named: \(TheVerdict.ids(Array(key.slips.prefix(1))))", "missed: S2"], as: "slips",
                environment: [TheVerdict.variable: folder.path]))
        #expect(file.lastPathComponent == "slips")
        #expect(try String(contentsOf: file, encoding: .utf8) == "named: S1\nmissed: S2\n")
    }
}
