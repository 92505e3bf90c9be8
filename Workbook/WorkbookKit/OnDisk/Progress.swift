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
        /// The stage a staged round had reached at the last check, whose count is of the stages
        /// reached only ("21 of 28" of 49); nil when the last check counted the whole kata.
        public var stage: Int?
        /// When every behaviour first passed.
        public var solvedAt: Date?
        /// When the reference was last shown while the candidate's code did not pass: it counts
        /// like a hint.
        public var referenceSeenAt: Date?

        public init() {}
    }

    public var version = 1
    /// By the kata's folder name.
    public var katas: [String: KataProgress] = [:]
    public var attempts: [Attempt] = []
    /// The mock interview under way, if any.
    public var interview: RunningInterview?

    public init() {}

    public subscript(kata: Kata) -> KataProgress {
        get { katas[kata.folder] ?? KataProgress() }
        set { katas[kata.folder] = newValue }
    }

    public func isSolved(_ kata: Kata) -> Bool {
        self[kata].solvedAt != nil || attempts.contains { $0.kata == kata.folder && $0.solved }
    }

    /// The fastest clean solve in an interview, in seconds: one that started with behaviours
    /// already passing is no clean solve, so it never counts here.
    public func bestSeconds(_ kata: Kata) -> Int? {
        attempts(kata).filter(\.isCleanSolve).map(\.seconds).min()
    }

    /// The kata's interviews, oldest first.
    public func attempts(_ kata: Kata) -> [Attempt] {
        attempts.filter { $0.kata == kata.folder }.sorted { $0.startedAt < $1.startedAt }
    }

    /// Records a look at the reference while the candidate's code does not pass.
    public mutating func recordReferenceSeen(_ kata: Kata, at now: Date) {
        self[kata].referenceSeenAt = now
    }

    /// Whether the last check of the candidate's code passed every behaviour: then the reference
    /// gives nothing away.
    public func passesAtLastCheck(_ kata: Kata) -> Bool {
        let entry = self[kata]
        return entry.lastChecked != nil && entry.stage == nil && entry.total > 0
            && entry.passing == entry.total
    }

    /// Whether the reference was read before the kata was first solved (or while it is unsolved).
    public func readReferenceBeforeSolving(_ kata: Kata) -> Bool {
        guard let seen = self[kata].referenceSeenAt else { return false }
        return self[kata].solvedAt.map { seen <= $0 } ?? true
    }

    /// Records a reset to the stub: no behaviour passes on a stub, so none is claimed; a solve
    /// already earned stays in the history.
    public mutating func recordReset(_ kata: Kata, at now: Date) {
        self[kata].passing = 0
        self[kata].lastChecked = now
        // The stub is the whole kata's: a staged round's count of its stages no longer stands.
        if self[kata].stage != nil {
            self[kata].stage = nil
            self[kata].total = Behaviour.all(in: kata.fullReadme).count
        }
    }

    /// Records a check of the candidate's own code.
    public mutating func recordCheck(_ kata: Kata, passing: Int, total: Int, at now: Date) {
        var entry = self[kata]
        entry.lastChecked = now
        entry.passing = passing
        entry.total = total
        // A staged round's run before its last stage counts the stages reached only: its count
        // stands with its stage ("16 of 16", stage 1 of 4), and it never solves the kata.
        if let stage = kata.stageReached, stage < kata.stages.count {
            entry.stage = stage
            self[kata] = entry
            return
        }
        entry.stage = nil
        if total > 0, passing == total, entry.solvedAt == nil { entry.solvedAt = now }
        self[kata] = entry
    }
}

/// Reads and writes `.workbook/progress.json` in the workbook folder, as a convenience: a file
/// that cannot be read or written never withholds a hint or a result, and never changes an exit
/// code. It costs history only, said in one plain sentence.
public struct ProgressStore: Sendable {
    public let file: URL
    /// What time it is, for the name of a corrupt file kept aside.
    let now: @Sendable () -> Date

    public init(file: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.file = file
        self.now = now
    }

    public init(workspace: Workspace) {
        self.init(file: workspace.root.appendingPathComponent(".workbook/progress.json"))
    }

    /// The saved progress, or a fresh one with one sentence saying why the file could not be used.
    /// A file that is not progress (half-written by another tool, edited by hand) is kept aside
    /// as `progress.json.corrupt-<time>` first, so nothing in it is lost to the next save.
    public func load() -> (progress: CandidateProgress, warning: String?) {
        guard FileManager.default.fileExists(atPath: file.path) else { return (CandidateProgress(), nil) }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return (
                CandidateProgress(),
                "Your progress file \(file.path) cannot be read, so this run starts from no history "
                    + "(none of your code is affected)."
            )
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let progress = try? decoder.decode(CandidateProgress.self, from: data) { return (progress, nil) }

        let stamp = Self.stamp(now())
        let aside = file.deletingLastPathComponent().appendingPathComponent(
            "\(file.lastPathComponent).corrupt-\(stamp)")
        if rename(file.path, aside.path) == 0 {
            return (
                CandidateProgress(),
                "Your progress file could not be read, so it is kept as \(aside.path) and a fresh one "
                    + "starts: only the history is lost, none of your code."
            )
        }
        let reason = Self.reason(errno)
        return (
            CandidateProgress(),
            "Your progress file \(file.path) could not be read, nor kept aside (\(reason)), so this run "
                + "starts from no history: copy the file somewhere safe if it matters."
        )
    }

    /// `20261123-001502`: sorts by time, and is a valid file name everywhere.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    /// `EACCES` → "permission denied": the system's words, as a plain phrase.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Writes to a temporary file beside the real one, then renames it over: a crash or Ctrl-C
    /// leaves either the old file or the new one, never half of one. Returns nil when saved, or
    /// the sentence that says it could not be.
    public func save(_ progress: CandidateProgress) -> String? {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        func failed(_ code: Int32) -> String {
            unlink(temporary.path)
            return "Your progress could not be saved in \(file.path) (\(Self.reason(code))): only this "
                + "record is missing, nothing else is affected."
        }
        guard let data = try? encoder.encode(progress) else { return failed(EINVAL) }
        if mkdir(folder.path, 0o755) != 0, errno != EEXIST { return failed(errno) }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return failed(errno) }
        let written = data.withUnsafeBytes { bytes in write(descriptor, bytes.baseAddress, bytes.count) }
        let writeError = written == data.count ? 0 : (written < 0 ? errno : EIO)
        close(descriptor)
        if writeError != 0 { return failed(writeError) }
        if rename(temporary.path, file.path) != 0 { return failed(errno) }
        return nil
    }

    /// Loads, changes and saves in one step, as well as it can: a warning about the file (one that
    /// could not be read, or saved) goes to `warn`. Returns true when the change was saved.
    /// The step holds an exclusive lock, so a session in one terminal and `hint` in another never
    /// write over each other's change: each change is made to what is on disk at that moment.
    @discardableResult
    public func update(warn: (String) -> Void, _ change: (inout CandidateProgress) -> Void) -> Bool {
        locked {
            var (progress, warning) = load()
            if let warning { warn(warning) }
            change(&progress)
            if let problem = save(progress) {
                warn(problem)
                return false
            }
            return true
        }
    }

    /// Runs `body` holding an exclusive `flock` on `progress.json.lock` beside the file. The lock
    /// belongs to the open file, so other processes (and other stores in this one) wait their
    /// turn, and it is let go when the file is closed, or when a process ends however it ends.
    /// Where no lock file can be made (a folder that cannot be written), `body` runs unlocked:
    /// its save will say why it failed.
    func locked<Result>(_ body: () -> Result) -> Result {
        let folder = file.deletingLastPathComponent()
        if mkdir(folder.path, 0o755) != 0, errno != EEXIST { return body() }
        let lock = folder.appendingPathComponent(file.lastPathComponent + ".lock")
        let descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return body() }
        }
        return body()
    }
}
