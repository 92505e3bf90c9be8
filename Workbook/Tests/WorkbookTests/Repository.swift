import Foundation

/// The workbook these tests were compiled from: this file is `Workbook/Tests/WorkbookTests/…`, four
/// folders below it. Tests that read the real katas (their READMEs, stubs, question sets) start here.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
