import Foundation

/// What a test saw, by the key's ids (`named: S1 S3`, `missed: S4`, `flagged: D4`), left for the
/// workbook's debrief after the round. Written only when `WORKBOOK_REVIEW_VERDICT` names a folder,
/// which the workbook sets on the runs it starts; a plain `swift test` writes nothing. Each test
/// writes a file of its own, so tests running side by side share nothing.
enum TheVerdict {
    static let variable = "WORKBOOK_REVIEW_VERDICT"

    /// Writes `lines` to the file `name` in the folder the variable names; the file written, or
    /// nil when the variable names none.
    @discardableResult
    static func leave(
        _ lines: [String], as name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try? (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The ids of `entries`, one space between.
    static func ids(_ entries: [ReviewKey.Entry]) -> String {
        entries.map(\.id).joined(separator: " ")
    }
}
