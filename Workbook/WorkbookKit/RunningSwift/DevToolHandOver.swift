import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A maintainers' command typed to `workbook` (`CommandParser.maintainersCommands`) is handed on:
/// this process becomes `swift run workbook-dev …`, which builds the maintainers' tool the first time
/// and runs it with the same arguments.
public enum DevToolHandOver {
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
