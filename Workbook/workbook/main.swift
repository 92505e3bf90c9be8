import Foundation
import WorkbookKit

/// Writes a line at once, unbuffered, so a long run shows its progress as it goes.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ error: WorkbookError) -> Never {
    FileHandle.standardError.write(Data(("workbook: " + error.message + "\n").utf8))
    exit(error.exitCode)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do throws(WorkbookError) {
    let workspace = try Workspace.locate(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    switch arguments.first {
    case "verify":
        let tool = try SwiftTool(workspace: workspace)
        let holds = try Verify(workspace: workspace, tool: tool, say: say).run()
        exit(holds ? 0 : 1)
    case "mutants":
        let katas = try arguments.count > 1 ? [workspace.kata(arguments[1])] : workspace.katas()
        let caught = try MutantRun(workspace: workspace, say: say).run(katas: katas)
        exit(caught ? 0 : 1)
    default:
        throw WorkbookError("Unknown command \"\(arguments.first ?? "")\": try `swift run workbook verify`.")
    }
} catch {
    fail(error)
}
