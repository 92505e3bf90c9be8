import Foundation

/// What resetting a kata folder would change: the decision, kept apart from the disk so it is
/// tested on plain values.
public struct ResetPlan: Equatable, Sendable {
    /// Files that differ from the stub.
    public var changed: [String]
    /// Files the candidate added.
    public var added: [String]
    /// Stub files the candidate deleted.
    public var missing: [String]

    public init(current: [String: Data], pristine: [String: Data]) {
        changed = current.filter { path, data in pristine[path].map { $0 != data } ?? false }.keys.sorted()
        added = current.keys.filter { pristine[$0] == nil }.sorted()
        missing = pristine.keys.filter { current[$0] == nil }.sorted()
    }

    /// Anything that exists only in the candidate's copy would be lost by restoring: keep it first.
    public var needsBackup: Bool { !changed.isEmpty || !added.isEmpty }
    public var isClean: Bool { changed.isEmpty && added.isEmpty && missing.isEmpty }
}

/// `workbook reset`: restores a kata's folder under Katas/ as the workbook shipped it.
///
/// Where the stub comes from: git, because the workbook is a clone. Not simply `HEAD`: a candidate
/// who commits their work moves `HEAD`, and "restoring" from it would restore their own code.
/// So the stub is read from the branch the clone tracks (`@{upstream}`, e.g. `origin/main`), which
/// only holds the candidate's commits if they pushed them; `HEAD` is used only when nothing is
/// tracked (or the kata is not there yet), and `--from <ref>` names any other commit. Whatever is
/// chosen, nothing is lost: every file that differs from it is copied to
/// `.workbook/backups/<kata>-<time>/` before the folder is restored, and the tool says where.
public struct Reset: Sendable {
    public let workspace: Workspace
    public let git: Git

    public init(workspace: Workspace, git: Git) {
        self.workspace = workspace
        self.git = git
    }

    public func run(_ kata: Kata, from requested: String?, now: Date) throws(WorkbookError) -> [String] {
        let folder = "Katas/\(kata.folder)"
        let (ref, pristine) = try stub(folder: folder, requested: requested)
        var lines = try endBlindRound(kata)
        let current = SolutionView.files(in: kata.exerciseFolder)
        let plan = ResetPlan(current: current, pristine: pristine)
        if plan.isClean {
            return lines + ["\(folder)/ is already the stub as in \(ref): nothing to restore."]
        }

        if plan.needsBackup {
            let backup = try self.backup(plan.changed + plan.added, from: current, kata: kata, now: now)
            lines.append(
                "Your work is saved in \(backup)/ (\((plan.changed + plan.added).joined(separator: ", "))).")
        }
        do {
            for path in plan.added {
                try FileManager.default.removeItem(at: kata.exerciseFolder.appendingPathComponent(path))
            }
            for path in plan.changed + plan.missing {
                let file = kata.exerciseFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try pristine[path]?.write(to: file, options: .atomic)
            }
        } catch {
            throw WorkbookError("Could not restore \(folder)/: \(error.localizedDescription).")
        }
        let restored = (plan.changed + plan.missing).sorted()
        lines.append(
            "Restored \(folder)/ from \(ref)"
                + (restored.isEmpty ? "" : ": \(restored.joined(separator: ", "))")
                + (plan.added.isEmpty ? "" : "; removed the added \(plan.added.joined(separator: ", "))")
                + ".")
        if plan.needsBackup {
            lines.append("To bring your work back: swift run workbook reset \(kata.number) --undo")
        }
        return lines
    }

    /// A blind kata's files get their hidden paragraphs back first, so the backup holds the
    /// candidate's work in full and `--undo` brings back no blind file; then the round's state goes.
    /// State that cannot be read is dropped: the stub restored next has every paragraph anyway.
    private func endBlindRound(_ kata: Kata) throws(WorkbookError) -> [String] {
        let blind = BlindFiles(workspace: workspace)
        guard blind.isBlind(kata) else { return [] }
        _ = try? blind.leave(kata)
        try blind.drop(kata)
        return ["Ended \(kata.module)'s blind round: the full stub comes back."]
    }

    /// `reset N --undo`: puts the kata's latest backup back over its folder. What is there now is
    /// backed up first when it holds work of its own, so an undo loses nothing either.
    public func undo(_ kata: Kata, now: Date) throws(WorkbookError) -> [String] {
        let backups = workspace.root.appendingPathComponent(".workbook/backups")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: backups.path)) ?? []
        guard let latest = Self.latestBackup(of: kata, among: names) else {
            throw WorkbookError(
                "There is no backup of \(kata.module) to bring back: .workbook/backups/ has none for it.")
        }
        let saved = SolutionView.files(in: backups.appendingPathComponent(latest))
        let current = SolutionView.files(in: kata.exerciseFolder)
        var lines: [String] = []
        let (_, pristine) = try stub(folder: "Katas/\(kata.folder)", requested: nil)
        let plan = ResetPlan(current: current, pristine: pristine)
        let ownWork = (plan.changed + plan.added).filter { saved[$0] != current[$0] }
        if !ownWork.isEmpty {
            let backup = try self.backup(ownWork, from: current, kata: kata, now: now)
            lines.append("What was there is saved in \(backup)/ (\(ownWork.joined(separator: ", "))).")
        }
        do {
            for (path, data) in saved {
                let file = kata.exerciseFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            }
        } catch {
            throw WorkbookError(
                "Could not bring back .workbook/backups/\(latest)/: \(error.localizedDescription).")
        }
        lines.append(
            "Brought back your work from .workbook/backups/\(latest)/: \(saved.keys.sorted().joined(separator: ", "))."
        )
        return lines
    }

    /// The newest of a kata's backups: `<folder>-<yyyyMMdd-HHmmss>[-<n>]`, by time, then by n.
    static func latestBackup(of kata: Kata, among names: [String]) -> String? {
        let prefix = kata.folder + "-"
        func key(_ name: String) -> (String, Int) {
            let rest = name.dropFirst(prefix.count)
            let parts = rest.split(separator: "-")
            let stamp = parts.prefix(2).joined(separator: "-")
            return (stamp, parts.count > 2 ? Int(parts[2]) ?? 0 : 1)
        }
        return names.filter { $0.hasPrefix(prefix) }.max { key($0) < key($1) }
    }

    /// The kata folder's files as the workbook shipped them, and the ref they came from.
    func stub(folder: String, requested: String?) throws(WorkbookError) -> (String, [String: Data]) {
        var candidates: [String]
        if let requested {
            guard git.resolves(requested) else {
                throw WorkbookError(
                    "git knows no commit, branch or tag \"\(requested)\" to read the stub from.")
            }
            candidates = [requested]
        } else {
            candidates = [git.upstream(), "HEAD"].compactMap { $0 }
        }
        for ref in candidates {
            let files = try git.files(in: folder, at: ref)
            if !files.isEmpty { return (ref, files) }
        }
        throw WorkbookError(
            "git has no \(folder)/ in \(candidates.joined(separator: " or ")), so there is no stub to restore "
                + "from: name a commit that has it with --from <ref>.")
    }

    private func backup(_ paths: [String], from current: [String: Data], kata: Kata, now: Date)
        throws(WorkbookError)
        -> String
    {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var name = ".workbook/backups/\(kata.folder)-\(formatter.string(from: now))"
        var number = 2
        while FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent(name).path) {
            name = ".workbook/backups/\(kata.folder)-\(formatter.string(from: now))-\(number)"
            number += 1
        }
        let folder = workspace.root.appendingPathComponent(name)
        do {
            for path in paths {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try current[path]?.write(to: file)
            }
        } catch {
            throw WorkbookError(
                "Could not back up your work to \(name)/ (\(error.localizedDescription)), so nothing was reset."
            )
        }
        return name
    }
}

/// The few git questions reset asks, answered by running `git` in the workbook.
public struct Git: Sendable {
    public let root: URL
    let executable: URL

    public init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(WorkbookError)
    {
        self.root = root
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let found = directories.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("git") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw WorkbookError(
                "Reset reads the stub from git, and there is no `git` on your PATH: install git, then try again."
            )
        }
        executable = found
    }

    func upstream() -> String? {
        guard
            let (status, output) = try? run([
                "rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}",
            ]),
            status == 0
        else { return nil }
        let name = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }

    func resolves(_ ref: String) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"]))?.status == 0
    }

    /// The paths under `folder` that differ from `ref`: changed, added or removed, untracked
    /// files included (ignored ones are not). Nil when git cannot tell (no clone, no such ref).
    package func changes(in folder: String, since ref: String) -> [String]? {
        guard let (status, tracked) = try? run(["diff", "--name-only", "-z", ref, "--", folder + "/"]),
            status == 0,
            let (listed, untracked) = try? run([
                "ls-files", "-z", "--others", "--exclude-standard", "--", folder + "/",
            ]),
            listed == 0
        else { return nil }
        return (tracked.split(separator: 0) + untracked.split(separator: 0)).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Where the stubs are read from: the branch the clone tracks, or else `HEAD` (see `Reset`).
    package func stubRef() -> String {
        upstream() ?? "HEAD"
    }

    /// The regular files under `folder` at `ref`, relative to the folder; empty when it has none.
    package func files(in folder: String, at ref: String) throws(WorkbookError) -> [String: Data] {
        let (status, listing) = try run(["ls-tree", "-r", "-z", ref, "--", folder + "/"])
        guard status == 0 else {
            throw WorkbookError(
                "This workbook is not a git clone (a downloaded ZIP has no git history, or git cannot read "
                    + "it), so reset has nothing to read the stub from. Copy \(folder)/ from a fresh download "
                    + "over yours (your files first to somewhere safe), or clone the workbook with git.")
        }
        var files: [String: Data] = [:]
        for entry in listing.split(separator: 0) {
            // "<mode> blob <hash>\t<path>": only plain files; a symlink or submodule is no stub file.
            let text = String(decoding: entry, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755"
            else {
                continue
            }
            let path = String(text[text.index(after: tab)...])
            let (shown, data) = try run(["cat-file", "blob", String(fields[2])])
            guard shown == 0 else { continue }
            files[String(path.dropFirst(folder.count + 1))] = data
        }
        return files
    }

    func run(_ arguments: [String]) throws(WorkbookError) -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-C", root.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WorkbookError("Could not run git: \(error.localizedDescription).")
        }
        // Read to the end before waiting: a large blob would otherwise fill the pipe and stall git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
