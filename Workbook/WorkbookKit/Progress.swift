import Foundation

/// What the candidate has done so far: per kata, the last check and the hints seen; and every
/// mock interview. Losing it costs history only, never work.
public struct CandidateProgress: Codable, Equatable, Sendable {
    public struct KataProgress: Codable, Equatable, Sendable {
        public var hintsShown = 0
        /// Behaviours passing at the last check of the candidate's code, out of `total`.
        public var passing = 0
        public var total = 0
        public var lastChecked: Date?
        /// When every behaviour first passed.
        public var solvedAt: Date?

        public init() {}
    }

    public struct Attempt: Codable, Equatable, Sendable {
        /// The kata's folder name (`Kata1_Entity`): numbers may move as katas are added.
        public var kata: String
        public var startedAt: Date
        public var seconds: Int
        public var limitSeconds: Int
        public var passing: Int
        public var total: Int
        public var hintsUsed: Int
        public var solved: Bool

        public init(
            kata: String, startedAt: Date, seconds: Int, limitSeconds: Int, passing: Int, total: Int,
            hintsUsed: Int, solved: Bool
        ) {
            self.kata = kata
            self.startedAt = startedAt
            self.seconds = seconds
            self.limitSeconds = limitSeconds
            self.passing = passing
            self.total = total
            self.hintsUsed = hintsUsed
            self.solved = solved
        }
    }

    public var version = 1
    /// By the kata's folder name.
    public var katas: [String: KataProgress] = [:]
    public var attempts: [Attempt] = []

    public init() {}

    public subscript(kata: Kata) -> KataProgress {
        get { katas[kata.folder] ?? KataProgress() }
        set { katas[kata.folder] = newValue }
    }

    public func isSolved(_ kata: Kata) -> Bool {
        self[kata].solvedAt != nil || attempts.contains { $0.kata == kata.folder && $0.solved }
    }

    /// The fastest solved interview, in seconds.
    public func bestSeconds(_ kata: Kata) -> Int? {
        attempts.filter { $0.kata == kata.folder && $0.solved }.map(\.seconds).min()
    }

    /// Records a check of the candidate's own code.
    public mutating func recordCheck(_ kata: Kata, passing: Int, total: Int, at now: Date) {
        var entry = self[kata]
        entry.passing = passing
        entry.total = total
        entry.lastChecked = now
        if total > 0, passing == total, entry.solvedAt == nil { entry.solvedAt = now }
        self[kata] = entry
    }
}

/// Reads and writes `.workbook/progress.json` in the workbook folder.
public struct ProgressStore: Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public init(workspace: Workspace) {
        self.init(file: workspace.root.appendingPathComponent(".workbook/progress.json"))
    }

    /// The saved progress, or a fresh one with one sentence saying why the file could not be used.
    public func load() -> (progress: CandidateProgress, warning: String?) {
        guard FileManager.default.fileExists(atPath: file.path) else { return (CandidateProgress(), nil) }
        do {
            let data = try Data(contentsOf: file)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return (try decoder.decode(CandidateProgress.self, from: data), nil)
        } catch {
            return (
                CandidateProgress(),
                "Your progress file (\(file.lastPathComponent)) could not be read, so the workbook starts "
                    + "a fresh one: only the history is lost, none of your code."
            )
        }
    }

    /// Writes to a temporary file beside the real one, then renames it over: a crash or Ctrl-C
    /// leaves either the old file or the new one, never half of one.
    public func save(_ progress: CandidateProgress) throws(WorkbookError) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try encoder.encode(progress).write(to: temporary)
            if rename(temporary.path, file.path) != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WorkbookError(
                "Could not save your progress to \(file.path): \(error.localizedDescription).")
        }
    }

    /// Loads, changes and saves in one step; a warning about an unreadable file goes to `warn`.
    public func update(warn: (String) -> Void, _ change: (inout CandidateProgress) -> Void)
        throws(WorkbookError)
    {
        var (progress, warning) = load()
        if let warning { warn(warning) }
        change(&progress)
        try save(progress)
    }
}
