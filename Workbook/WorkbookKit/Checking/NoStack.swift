import Foundation

/// Why a crash or a hang came with no stack to read (its words for the candidate are in
/// Screen/CrashAndHangWords.swift).
/// macOS is the platform where this is common: its Swift runtime prints a crash's backtrace only to
/// a terminal and never for a hardened program, and a debugger may attach only to a program that
/// allows it, after macOS has asked for a password. The tool never waits on a prompt nobody sees.
public enum NoStack: Equatable, Sendable {
    /// A crash whose runtime printed no backtrace.
    case printedNone
    /// A crash on macOS: the runtime prints no backtrace into the tool's log.
    case macOSPrintsNone
    /// A crash on macOS whose runtime said it will not print one for a privileged program.
    case backtraceRefused
    /// A hang, and neither gdb nor lldb on the PATH.
    case noDebugger
    /// A hang on macOS in a program with the hardened runtime and no `get-task-allow`: no debugger
    /// may attach to it.
    case hardened(program: String)
    /// A hang on macOS, where Developer Tools access is off: attaching would ask for a password
    /// in a window the candidate may never see, so the tool does not try.
    case needsPermission
    /// The debugger tried and said why it could not: its own words.
    case refused(String)
    /// The debugger did not finish within its time limit.
    case tooSlow

    /// After a crash with no backtrace in `output`: what kept it out.
    static func afterCrash(output: String, onMac: Bool) -> NoStack {
        if output.contains("backtrace-on-crash is not supported for privileged executables") {
            return .backtraceRefused
        }
        return onMac ? .macOSPrintsNone : .printedNone
    }

    /// The debugger's first line of complaint ("error: attach failed: …", "ptrace: Operation not
    /// permitted."), cut to a sentence's length; nil when it printed none.
    static func complaint(inDebuggerOutput output: String) -> String? {
        let line = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first {
            $0.hasPrefix("error:") || $0.hasPrefix("ptrace:") || $0.contains("Operation not permitted")
        }
        guard var words = line else { return nil }
        while words.hasPrefix("error:") {
            words = words.dropFirst("error:".count).trimmingCharacters(in: .whitespaces)
        }
        return words.count > 120 ? String(words.prefix(119)) + "…" : words
    }
}

/// Whether lldb may attach to a program on macOS, told before it tries: `codesign -dv` says whether
/// the program runs with the hardened runtime (`flags=0x10000(runtime)`), `codesign -d
/// --entitlements -` whether it allows a debugger anyway (`get-task-allow`), and `DevToolsSecurity
/// -status` whether attaching would ask for a password. Pure: the texts are read, not run, so
/// Linux tests it with macOS's words.
enum DebuggerAccess {
    static func refusal(program: String, signature: String, entitlements: String, devTools: String)
        -> NoStack?
    {
        let hardened = signature.split(separator: "\n").contains { line in
            line.hasPrefix("CodeDirectory") && line.contains("runtime")
        }
        if hardened && !allowsDebugger(entitlements) { return .hardened(program: program) }
        if devTools.contains("currently disabled") { return .needsPermission }
        return nil
    }

    /// True when the entitlements hold `com.apple.security.get-task-allow` set to true, in either
    /// of the forms `codesign` prints (an XML property list, or its newer `[Key]`/`[Bool]` text).
    static func allowsDebugger(_ entitlements: String) -> Bool {
        guard let key = entitlements.range(of: "com.apple.security.get-task-allow") else { return false }
        var value = entitlements[key.upperBound...]
        for next in ["<key>", "[Key]"] {
            if let found = value.range(of: next) { value = value[..<found.lowerBound] }
        }
        return value.contains("true")
    }

    /// Asks macOS about `pid`'s program, when `codesign` is there to ask (on macOS only); nil when
    /// nothing forbids the attach, or nothing could be asked.
    static func check(pid: pid_t, in directory: URL) -> NoStack? {
        let codesign = URL(fileURLWithPath: "/usr/bin/codesign")
        guard FileManager.default.isExecutableFile(atPath: codesign.path) else { return nil }
        func output(_ executable: URL, _ arguments: [String]) -> String {
            (try? ChildRun(
                executable, arguments, in: directory, environment: ["LC_ALL": "C"], timeout: 5
            ).run())?.output ?? ""
        }
        let path = output(URL(fileURLWithPath: "/bin/ps"), ["-o", "comm=", "-p", "\(pid)"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !path.isEmpty else { return nil }
        let devTools = URL(fileURLWithPath: "/usr/sbin/DevToolsSecurity")
        return refusal(
            program: URL(fileURLWithPath: path).lastPathComponent,
            signature: output(codesign, ["-dv", path]),
            entitlements: output(codesign, ["-d", "--entitlements", "-", path]),
            devTools: FileManager.default.isExecutableFile(atPath: devTools.path)
                ? output(devTools, ["-status"]) : "")
    }
}

/// The platform the tool runs on, where a report's words depend on it.
enum Platform {
    #if os(macOS)
        static let isMac = true
    #else
        static let isMac = false
    #endif
}
