import Foundation

/// `workbook clean`: frees the disk space that old build selections hold. `check`, the session
/// and the maintainers' tools each build in a scratch folder of their own under `.build`, so
/// switching kata never rebuilds, but every kata tried leaves a few dozen megabytes behind. Only
/// build products go: never a file of the candidate's, and never the build the tool runs from.
public struct Clean: Sendable {
    public let build: URL
    /// The katas in progress (by module), whose builds stay unless `all`: a rebuild would cost the
    /// candidate a minute on their next save.
    public let inProgress: Set<String>

    public init(workspace: Workspace, inProgress: Set<String> = []) {
        build = workspace.root.appendingPathComponent(".build")
        self.inProgress = inProgress
    }

    /// The katas in progress, as the progress file says: the interview running now, the kata
    /// checked last that is not solved, and the one a session opens on (the first not solved).
    public static func inProgress(katas: [Kata], progress: CandidateProgress, now: Date) -> Set<String> {
        var found: Set<String> = []
        if let interview = progress.interview, interview.isRunning(at: now),
            let kata = katas.first(where: { $0.folder == interview.kata })
        {
            found.insert(kata.module)
        }
        let unsolved = katas.filter { !progress.isSolved($0) }
        if let last = unsolved.filter({ progress[$0].lastChecked != nil }).max(by: {
            progress[$0].lastChecked! < progress[$1].lastChecked!
        }) {
            found.insert(last.module)
        }
        if let first = unsolved.first { found.insert(first.module) }
        return found
    }

    /// The scratch folders of the maintainers' tools: rebuilt whenever they run.
    static let maintainerFolders = ["mutants", "verify", "bench"]

    /// What goes: every kata selection's folder but the one used last and those of the katas in
    /// progress (all of them with `all`),
    /// the maintainers' folders, and with `all` the reference's build too.
    public func folders(all: Bool) -> [URL] {
        let manager = FileManager.default
        let only = build.appendingPathComponent("only")
        let selections = ((try? manager.contentsOfDirectory(at: only, includingPropertiesForKeys: nil)) ?? [])
            .sorted { Self.modified($0) > Self.modified($1) }
        var chosen =
            all ? selections : selections.dropFirst().filter { !inProgress.contains($0.lastPathComponent) }
        chosen += Self.maintainerFolders.map { build.appendingPathComponent($0) }
        if all { chosen.append(build.appendingPathComponent("solutions")) }
        return chosen.filter { manager.fileExists(atPath: $0.path) }
    }

    /// Removes `folders(all:)` and says what it freed: `.build` before and after.
    public func run(all: Bool) -> [String] {
        let before = Self.diskUsage(build)
        let doomed = folders(all: all)
        guard !doomed.isEmpty else {
            return [
                "Nothing to free: .build holds \(Self.size(before)), all of it in use"
                    + (all ? "." : " (the katas in progress and the tool; --all frees those too).")
            ]
        }
        var problems: [String] = []
        for folder in doomed {
            do {
                try FileManager.default.removeItem(at: folder)
            } catch {
                problems.append("Could not remove \(relative(folder)): \(error.localizedDescription)")
            }
        }
        let after = Self.diskUsage(build)
        let names = doomed.map(relative).sorted()
        return problems + [
            "Freed \(Self.size(max(0, before - after))): .build was \(Self.size(before)), now \(Self.size(after)).",
            "Removed \(names.joined(separator: ", ")). Each is rebuilt when next needed; your code is untouched.",
        ]
    }

    private func relative(_ folder: URL) -> String {
        ".build/" + folder.path.dropFirst(build.path.count + 1)
    }

    private static func modified(_ url: URL) -> Date {
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
            ?? .distantPast
    }

    /// The bytes a folder takes on disk, as `du` counts them (allocated blocks, links not followed).
    public static func diskUsage(_ folder: URL) -> Int64 {
        var total: Int64 = 0
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return 0 }
        total += Int64(info.st_blocks) * 512
        guard (info.st_mode & S_IFMT) == S_IFDIR,
            let walker = FileManager.default.enumerator(atPath: folder.path)
        else { return total }
        for case let path as String in walker {
            if lstat(folder.path + "/" + path, &info) == 0 { total += Int64(info.st_blocks) * 512 }
        }
        return total
    }

    /// "732 MB", "1.1 GB": decimal units, as `du -h --si` and Finder count them.
    public static func size(_ bytes: Int64) -> String {
        let megabytes = Double(bytes) / 1_000_000
        if megabytes >= 1000 {
            return String(format: "%.1f GB", megabytes / 1000)
        }
        return "\(Int(megabytes.rounded())) MB"
    }
}
