import Foundation

/// What each command's wiring receives: the global options, the workbook it runs in, the
/// progress file and the console. `main.swift` parses, builds this once and dispatches.
public struct CommandContext: Sendable {
    public let options: GlobalOptions
    public let workspace: Workspace
    public let store: ProgressStore
    public let console: Console

    public init(options: GlobalOptions, workspace: Workspace, console: Console) {
        self.options = options
        self.workspace = workspace
        self.store = ProgressStore(workspace: workspace)
        self.console = console
    }

    /// Finds the workbook from `--package-path`, the current folder or the executable's place.
    public static func locate(options: GlobalOptions, console: Console) throws(WorkbookError)
        -> CommandContext
    {
        let workspace = try Workspace.locate(
            packagePath: options.packagePath,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            executable: Bundle.main.executableURL)
        return CommandContext(options: options, workspace: workspace, console: console)
    }

    public func say(_ line: String) {
        console.say(line)
    }

    /// The `swift` tool, with the test time limit the command line or the environment set.
    public func swiftTool() throws(WorkbookError) -> SwiftTool {
        var tool = try SwiftTool(workspace: workspace)
        tool.testTimeLimit = options.timeLimit ?? SwiftTool.defaultTestTimeLimit
        return tool
    }
}
