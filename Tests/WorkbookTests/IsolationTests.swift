import Foundation
import Testing

@testable import WorkbookKit

@Suite("Building one kata alone")
struct IsolationTests {
    @Test(
        "each selection has its own scratch folder and tells the manifest which kata to declare",
        arguments: [
            (BuildMode.exercises, SwiftTool.Scope.only("Kata3"), ".build/only/Kata3", "Kata3"),
            (.solutions, .only("Kata3"), ".build/only/Kata3-solutions", "Kata3"),
            (.solutions, .package, ".build/solutions", nil),
            (.exercises, .package, nil, nil),
        ] as [(BuildMode, SwiftTool.Scope, String?, String?)])
    func placement(mode: BuildMode, scope: SwiftTool.Scope, scratch: String?, only: String?) {
        let placement = SwiftTool.placement(mode: mode, scope: scope)

        #expect(placement.scratch == scratch)
        #expect(placement.environment["WORKBOOK_ONLY"] == .some(only))
        #expect(placement.environment["SOLUTIONS"] == .some(mode == .solutions ? "1" : nil))
    }

    @Test("check builds and runs the kata alone, in its own scratch folder, with the time limit")
    func checkIsolates() throws {
        // A stand-in for `swift` that writes down how it was called, then builds nothing.
        let folder = try TemporaryFolder()
        try folder.write(
            """
            #!/bin/sh
            echo "$WORKBOOK_ONLY|$SOLUTIONS|$*" > "$(dirname "$0")/called"
            echo 'Build complete!'
            """, to: "bin/swift")
        let swift = folder.url.appendingPathComponent("bin/swift")
        chmod(swift.path, 0o755)
        let workspace = Workspace(root: folder.url)
        let tool = try SwiftTool(
            workspace: workspace, environment: ["PATH": swift.deletingLastPathComponent().path])
        let checker = Checker(
            workspace: workspace, tool: tool, console: Console(isInteractive: false) { _ in })

        // Nothing ran, which check reports as an error: only the call matters here.
        #expect(throws: WorkbookError.self) { try checker.check(sampleKata(number: 3), mode: .solutions) }

        let called = try String(contentsOf: folder.url.appendingPathComponent("bin/called"), encoding: .utf8)
        #expect(called.hasPrefix("Kata3|1|test --scratch-path .build/only/Kata3-solutions "))
        #expect(called.contains("--filter Kata3"))
    }
}
