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
            echo "$WORKBOOK_ONLY|$SOLUTIONS|$WORKBOOK_LOOP|$*" > "$(dirname "$0")/called"
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
        #expect(
            called.hasPrefix(
                "Kata3|1|1|test --build-system native --use-integrated-swift-driver --scratch-path .build/only/Kata3-solutions "
            ), "a kata's own build is the loop's: compiled whole, with the build system those flags need")
        #expect(called.contains("--filter Kata3Tests"))
    }

    @Test("a swift that refuses the in-process driver gets the same run without it, and never again")
    func integratedDriverRefused() throws {
        // A stand-in for `swift` that does not know the option, as its argument parser says it.
        let folder = try TemporaryFolder()
        try folder.write(
            """
            #!/bin/sh
            echo "$*" >> "$(dirname "$0")/called"
            case "$*" in *--use-integrated-swift-driver*)
                echo "Error: Unknown option '--use-integrated-swift-driver'"; exit 64;;
            esac
            echo 'Build complete!'
            """, to: "bin/swift")
        let swift = folder.url.appendingPathComponent("bin/swift")
        chmod(swift.path, 0o755)
        let tool = try SwiftTool(
            workspace: Workspace(root: folder.url),
            environment: ["PATH": swift.deletingLastPathComponent().path])

        let first = try tool.build(.exercises, scope: .only("Kata3"))
        let copy = tool
        let second = try copy.build(.exercises, scope: .only("Kata3"))

        #expect(first.status == 0 && second.status == 0)
        let calls = try String(contentsOf: folder.url.appendingPathComponent("bin/called"), encoding: .utf8)
            .split(separator: "\n")
        #expect(calls.count == 3, "one refused call, the same call again, then the next build")
        #expect(calls.first?.contains("--use-integrated-swift-driver") == true)
        #expect(calls.dropFirst().allSatisfy { !$0.contains("--use-integrated-swift-driver") })
        #expect(calls.dropFirst().allSatisfy { $0.hasPrefix("build --build-system native --scratch-path") })
    }

    @Test("only a kata's own build compiles whole; the package's builds keep the toolchain's defaults")
    func loopFlagsOnlyInTheLoop() {
        var arguments = ["test", "--skip-build"]
        var environment = ["WORKBOOK_ONLY": "Kata3", "PATH": "/usr/bin"]
        SwiftTool.loopBuild(&arguments, &environment)
        #expect(
            arguments == [
                "test", "--build-system", "native", "--use-integrated-swift-driver", "--skip-build",
            ])
        #expect(environment["WORKBOOK_LOOP"] == "1")

        var packageArguments = ["test", "--skip-build"]
        // Set by hand in the candidate's shell: a whole-package run must not pass it on.
        var packageEnvironment = ["WORKBOOK_LOOP": "1", "PATH": "/usr/bin"]
        SwiftTool.loopBuild(&packageArguments, &packageEnvironment)
        #expect(
            packageArguments == ["test", "--skip-build"],
            "Xcode's build system must be able to share the build")
        #expect(packageEnvironment["WORKBOOK_LOOP"] == nil)
    }
}
