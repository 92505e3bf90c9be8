import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process with everything it started, found from the system's process table, so that
/// ending a run ends the test program under `swift test` too. Killing `swift test` alone is not
/// enough: the package manager starts the test program in a process group of its own, which
/// would keep running, orphaned, at full speed.
public enum ProcessTree {
    /// One row of the process table.
    public struct Entry: Equatable, Sendable {
        public var pid: pid_t
        public var parent: pid_t
        public var group: pid_t
        public var session: pid_t
        /// "Z" for a process that has ended but is not yet reaped.
        public var state: String
        /// When it started (0 where unknown): on Linux in clock ticks since boot, on macOS in
        /// seconds since 1970 as `ps` tells it. With the ID, it names one process, even after the
        /// system gives the ID to another.
        public var started: UInt64 = 0
    }

    /// Every process the system shows: /proc on Linux, `ps` elsewhere.
    public static func table() -> [Entry] {
        #if os(Linux)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return names.compactMap { name -> Entry? in
                guard let pid = pid_t(name),
                    let text = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8)
                else { return nil }
                return Self.entry(pid: pid, stat: text)
            }
        #else
            return psTable()
        #endif
    }

    /// `/proc/<pid>/stat` reads `pid (name) state parent group session …`; the name may hold
    /// spaces and parentheses, so the fields are counted from the last ")".
    static func entry(pid: pid_t, stat: String) -> Entry? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count >= 4, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
            let session = pid_t(fields[3])
        else { return nil }
        // Field 22 of the line, the start time, is the 20th after the name.
        let started = fields.count > 19 ? UInt64(fields[19]) ?? 0 : 0
        return Entry(
            pid: pid, parent: parent, group: group, session: session, state: String(fields[0]),
            started: started)
    }

    /// The table as `ps` prints it: how macOS reads it, compiled everywhere, so that Linux's `ps`
    /// (which prints the same columns) can prove it against a live system too.
    static func psTable() -> [Entry] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o", Self.psColumns]
        // The start time's day and month in English, its hour in one zone all year.
        process.environment = ["LC_ALL": "C", "TZ": "UTC"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return entries(psOutput: String(decoding: data, as: UTF8.self))
    }

    /// What `ps` prints of each process. The start time comes last: it holds spaces.
    static let psColumns = "pid=,ppid=,pgid=,sess=,stat=,lstart="

    /// The rows of `ps -A -o pid=,ppid=,pgid=,sess=,stat=,lstart=`, as macOS prints them:
    /// right-aligned numbers, a state of one letter and flags (`Ss`, `R+`, `Z`), and the start
    /// time as `Wed Nov  5 09:03:07 2026` (C locale). macOS's `sess` is the kernel's session
    /// pointer, not an ID (`0`, or hex when the kernel shows it), so a value that is not a
    /// number counts as no session: the group and the parents still find the tree. A row whose
    /// start time cannot be read keeps 0, and so is never ended as a remembered process.
    /// Compiled everywhere, so Linux tests it with macOS's text.
    static func entries(psOutput: String) -> [Entry] {
        psOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 5, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]),
                let group = pid_t(fields[2])
            else { return nil }
            return Entry(
                pid: pid, parent: parent, group: group, session: pid_t(fields[3]) ?? 0,
                state: String(fields[4].prefix(1)), started: startSeconds(fields.dropFirst(5)) ?? 0)
        }
    }

    /// `Wed Nov  5 09:03:07 2026` as seconds since 1970, counted as if it were UTC (`ps` is
    /// asked for UTC). Nil unless it is exactly a weekday, a month, a day, a time and a year.
    static func startSeconds(_ words: ArraySlice<Substring>) -> UInt64? {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let words = Array(words)
        guard words.count == 5, let month = months.firstIndex(of: String(words[1])),
            let day = Int(words[2]), (1...31).contains(day), let year = Int(words[4]), year >= 1970
        else { return nil }
        let clock = words[3].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0..<24).contains(clock[0]), (0..<60).contains(clock[1]),
            (0..<61).contains(clock[2])
        else { return nil }
        // Days from 1970-01-01 to the first of the month, the civil calendar's own arithmetic
        // (years counted from March, so the leap day falls last).
        let shifted = month < 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * ((month + 10) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return UInt64(days * 86_400 + clock[0] * 3_600 + clock[1] * 60 + clock[2])
    }

    /// The processes that belong to `root`'s run: its descendants, and every process still in
    /// the process group or session `root` leads (those outlive a parent that died).
    public static func members(of root: pid_t, in table: [Entry]) -> Set<pid_t> {
        let me = getpid()
        let leads = table.contains { $0.pid == root && ($0.group == root || $0.session == root) }
        var found: Set<pid_t> = [root]
        if leads || !table.contains(where: { $0.pid == root }) {
            // A leader that has already ended still names its group and session.
            for entry in table where entry.group == root || entry.session == root { found.insert(entry.pid) }
        }
        var grew = true
        while grew {
            grew = false
            for entry in table where found.contains(entry.parent) && !found.contains(entry.pid) {
                found.insert(entry.pid)
                grew = true
            }
        }
        found.remove(me)
        return found.filter { pid in table.contains { $0.pid == pid } }
    }

    /// The processes `root` has started so far, each with its start time: what `endRemembered`
    /// ends if they outlive `root` (a package manager that died and left its test program).
    public static func descendants(of root: pid_t) -> [pid_t: UInt64] {
        descendants(of: root, in: table())
    }

    static func descendants(of root: pid_t, in table: [Entry]) -> [pid_t: UInt64] {
        let found = members(of: root, in: table).subtracting([root])
        var result: [pid_t: UInt64] = [:]
        for entry in table where found.contains(entry.pid) && entry.started != 0 {
            result[entry.pid] = entry.started
        }
        return result
    }

    /// Kills those of `remembered` still running: the same ID *and* start time, so a process
    /// that was given a reused ID is never touched.
    public static func endRemembered(_ remembered: [pid_t: UInt64]) {
        guard !remembered.isEmpty else { return }
        let alive = table().filter { remembered[$0.pid] == $0.started && $0.state != "Z" }.map(\.pid)
        for pid in alive { kill(pid, SIGKILL) }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, alive.contains(where: isRunning) { usleep(10_000) }
    }

    /// Ends `root` and everything it started: first freezes them all (a frozen process cannot
    /// start another), looking again until no new one appears, then kills them together, and
    /// waits (up to two seconds) until none of them runs.
    public static func end(_ root: pid_t) {
        guard root > 0, root != getpid() else { return }
        var frozen: Set<pid_t> = []
        for _ in 0..<50 {
            let found = members(of: root, in: table())
            let new = found.subtracting(frozen)
            if new.isEmpty { break }
            for pid in new { kill(pid, SIGSTOP) }
            frozen.formUnion(new)
        }
        // (A stopped process dies of SIGKILL all the same.) The root is reaped by whoever started
        // it (Foundation's `Process`); the others, orphaned, by the system.
        for pid in frozen { kill(pid, SIGKILL) }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, frozen.contains(where: isRunning) { usleep(10_000) }
    }

    /// True while `pid` exists and has not ended: a zombie waiting to be reaped runs no more.
    public static func isRunning(_ pid: pid_t) -> Bool {
        #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let entry = entry(pid: pid, stat: text)
            else { return false }
            return entry.state != "Z" && entry.state != "X"
        #else
            // (A zombie counts as running here: asking `ps` ten times a second would cost more.)
            return kill(pid, 0) == 0
        #endif
    }
}
