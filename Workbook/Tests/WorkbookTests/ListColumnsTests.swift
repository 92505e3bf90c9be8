import Foundation
import Testing

@testable import WorkbookKit

/// Found by a newcomer: `help` said the list shows each kata's grade and time, and the list at 80
/// columns, with one status of a staged round, showed neither.
@Suite("The list's columns, as help describes them")
struct ListColumnsTests {
    @Test("help's line for list promises grade and time only as far as an 80-column list shows them")
    func helpAgreesAtEighty() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(
            "---\ntitle: Repository with network first, cache fallback\ngrade: 3\nminutes: 20\nlayer: Data\n---\n# Kata1 · A kata\n\n## Requirements\n"
                + "- does it\n", to: "Katas/Kata1_A/README.md")
        let kata = try #require(Kata(folder: "Kata1_A", workspace: Workspace(root: folder.url)))
        var progress = CandidateProgress()
        progress.recordCheck(kata, passing: 24, total: 49, at: Date())

        let header = Listing.table(katas: [kata], progress: progress, now: Date(), width: 80)[0]
        let summary = ListCommand.spec.summary
        let promised = summary.contains("grade") && !summary.contains("wide window")
        #expect(!promised || header.contains("Grade"), "\(header) under the promise \"\(summary)\"")
        #expect(!header.contains("Grade"), "A long status leaves the grade out at 80 columns: \(header)")
        let details = ListCommand.spec.details
        #expect(details.contains("narrower one leaves them out"), "\(details)")
    }
}
