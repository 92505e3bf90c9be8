import Foundation

/// Which slips a review round's suite saw named, which it saw missed, and which sound lines it saw
/// flagged, by their ids in the key: what the debrief groups the key by. The suite writes it, one
/// small file a test, only when `variable` names a folder, and the tool sets that only on the runs
/// of a review's own tree that it starts. Read after the round alone, like the key.
struct ReviewVerdict: Equatable {
    /// The environment variable that names the folder the suite writes into.
    static let variable = "WORKBOOK_REVIEW_VERDICT"

    var named: Set<String> = []
    var missed: Set<String> = []
    var flagged: Set<String> = []

    /// `.workbook/review/<module>/` in the workbook the kata is in.
    static func folder(of kata: Kata) -> URL {
        kata.exerciseFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".workbook/review/\(kata.module)")
    }

    /// The verdict in the folder's files (`named: S1 S3`, `missed: S4`, `flagged: D4`); nil when
    /// the folder holds none, as before any run or after one that did not build.
    static func read(from folder: URL) -> ReviewVerdict? {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let texts = files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        guard !texts.isEmpty else { return nil }
        var verdict = ReviewVerdict()
        for line in texts.flatMap({ $0.split(separator: "\n") }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let ids = Set(parts[1].split(separator: " ").map(String.init))
            switch parts[0].trimmingCharacters(in: .whitespaces) {
            case "named": verdict.named.formUnion(ids)
            case "missed": verdict.missed.formUnion(ids)
            case "flagged": verdict.flagged.formUnion(ids)
            default: continue
            }
        }
        return verdict
    }

    /// The tool for a run of `kata` in `mode`: for a review's own tree, the last verdict cleared
    /// and the suite told where to write the next; any other run as it was.
    static func tool(_ tool: SwiftTool, for kata: Kata, mode: BuildMode) -> SwiftTool {
        guard kata.kind == .review, mode == .exercises else { return tool }
        let folder = folder(of: kata)
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var tool = tool
        tool.environmentChanges[variable] = folder.path
        return tool
    }
}
