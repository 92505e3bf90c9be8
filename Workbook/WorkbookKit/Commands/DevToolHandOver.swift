import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The maintainers' commands (verify, mutants, bench, new, ask-eval) live in an executable of their
/// own, `workbook-dev`, so a candidate's `swift run workbook` never compiles them. Typed to `workbook`
/// out of habit, one of them is handed on: this process becomes `swift run workbook-dev …`, which
/// builds the maintainers' tool the first time and runs it with the same arguments.
public enum DevToolHandOver {
    /// The names `workbook-dev` answers to; `workbook` knows them only to hand them on.
    public static let commands: Set<String> = ["verify", "mutants", "bench", "new", "ask-eval"]

    /// The maintainers' command a command line names, if it names one before any kata or value.
    public static func command(in arguments: [String]) -> String? {
        arguments.first { !$0.hasPrefix("-") }.flatMap { commands.contains($0) ? $0 : nil }
    }

    /// Replaces this process with `swift run workbook-dev <arguments>` in the workbook's folder.
    /// Returns only when that cannot start, with the sentence that says why.
    public static func handOver(_ arguments: [String], root: URL) -> WorkbookError {
        guard FileManager.default.changeCurrentDirectoryPath(root.path) else {
            return WorkbookError("Cannot open the workbook's folder, \(root.path), to run workbook-dev.")
        }
        let words = ["swift", "run", "workbook-dev"] + arguments
        var pointers: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        execvp("swift", &pointers)
        let reason = String(cString: strerror(errno))
        return WorkbookError(
            "Could not start `swift run workbook-dev` (\(reason)): run it yourself in \(root.path).")
    }
}
