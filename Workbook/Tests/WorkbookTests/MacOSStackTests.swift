import Foundation
import Testing

@testable import WorkbookKit

/// What macOS prints or answers where Linux shows a stack, read from fixed texts: the runtime's
/// refusal, `codesign`'s and `DevToolsSecurity`'s answers, lldb's failed attach.
@Suite("Telling the truth on macOS when there is no stack")
struct MacOSStackTests {
    /// `codesign -dv` on the testing helper of an Xcode toolchain (trimmed): hardened runtime.
    static let hardenedSignature = """
        Executable=/Applications/Xcode.app/Contents/SharedFrameworks/SwiftPM.framework/SharedSupport/libexec/swift/pm/swiftpm-testing-helper
        Identifier=com.apple.swiftpm-testing-helper
        Format=Mach-O universal (x86_64 arm64)
        CodeDirectory v=20500 size=2215 flags=0x10000(runtime) hashes=58+7 location=embedded
        Signature size=4797
        Authority=Software Signing
        Authority=Apple Code Signing Certification Authority
        Authority=Apple Root CA
        TeamIdentifier=not set
        Sealed Resources=none
        Internal requirements count=1 size=68
        """

    /// `codesign -dv` on an ad-hoc signed program the package built (the linker signs every binary
    /// on Apple silicon): no hardened runtime.
    static let adhocSignature = """
        Executable=/Users/me/katas/.build/arm64-apple-macosx/debug/CleanArchitectureKatasPackageTests.xctest/Contents/MacOS/CleanArchitectureKatasPackageTests
        Identifier=CleanArchitectureKatasPackageTests
        Format=bundle with Mach-O thin (arm64)
        CodeDirectory v=20400 size=90214 flags=0x20002(adhoc,linker-signed) hashes=2816+0 location=embedded
        Signature=adhoc
        """

    @Test("a crash on macOS without a backtrace says why, and where to see the line instead")
    func macCrash() throws {
        let output = """
            [3/3] Linking Kata7PackageTests
            Build complete! (2.41s)
            error: Exited with unexpected signal code 5
            """
        let culprit = Culprit.crash(
            output: output, run: TestRun(tests: [], suiteNames: [:]),
            in: Culprit.Code(
                kata: CulpritTests().kata, mode: .exercises, root: URL(fileURLWithPath: "/work/book")),
            onMac: true)

        #expect(culprit.noStack == .macOSPrintsNone)
        #expect(
            NoStack.afterCrash(output: output, onMac: false) == .printedNone,
            "elsewhere, a run with no backtrace simply printed none")
        #expect(NoStack.macOSPrintsNone.reason.contains("Run that test in Xcode"))
    }

    @Test("the runtime's refusal to backtrace a privileged program is recognised")
    func privileged() {
        let output = "swift runtime: backtrace-on-crash is not supported for privileged executables.\n"

        #expect(NoStack.afterCrash(output: output, onMac: true) == .backtraceRefused)
        #expect(NoStack.afterCrash(output: output, onMac: false) == .backtraceRefused)
    }

    @Test("lldb is not sent at a hardened program that does not allow a debugger")
    func hardened() {
        let refusal = DebuggerAccess.refusal(
            program: "swiftpm-testing-helper", signature: Self.hardenedSignature, entitlements: "",
            devTools: "Developer mode is currently enabled.")

        #expect(refusal == .hardened(program: "swiftpm-testing-helper"))
        #expect(refusal?.reason.hasPrefix("macOS lets no debugger into swiftpm-testing-helper") == true)
    }

    @Test("a hardened program that allows a debugger, in either entitlements form, is attached to")
    func getTaskAllow() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>com.apple.security.get-task-allow</key><true/></dict></plist>
            """
        let bracketed = """
            Executable=/path/to/helper
            [Dict]
            \t[Key] com.apple.security.get-task-allow
            \t[Value]
            \t\t[Bool] true
            """
        let denied = """
            [Dict]
            \t[Key] com.apple.security.get-task-allow
            \t[Value]
            \t\t[Bool] false
            \t[Key] com.apple.security.cs.disable-library-validation
            \t[Value]
            \t\t[Bool] true
            """

        for entitlements in [xml, bracketed] {
            #expect(
                DebuggerAccess.refusal(
                    program: "helper", signature: Self.hardenedSignature, entitlements: entitlements,
                    devTools: "Developer mode is currently enabled.") == nil,
                "get-task-allow lets a debugger in")
        }
        #expect(
            DebuggerAccess.refusal(
                program: "helper", signature: Self.hardenedSignature, entitlements: denied,
                devTools: "Developer mode is currently enabled.") == .hardened(program: "helper"),
            "a false get-task-allow, with another key true after it, allows nothing")
    }

    @Test("with Developer Tools access off, the tool does not attach and wait on a password prompt")
    func permission() {
        let refusal = DebuggerAccess.refusal(
            program: "CleanArchitectureKatasPackageTests", signature: Self.adhocSignature, entitlements: "",
            devTools: "Developer mode is currently disabled.")

        #expect(refusal == .needsPermission)
        #expect(refusal?.reason.contains("DevToolsSecurity -enable") == true)
        #expect(
            DebuggerAccess.refusal(
                program: "x", signature: Self.adhocSignature, entitlements: "",
                devTools: "Developer mode is currently enabled.") == nil,
            "an ad-hoc signed program with access on is attached to")
    }

    @Test("a debugger that could not attach is quoted, not called missing")
    func refusedAttach() {
        let lldb = """
            (lldb) process attach --pid 48213
            error: attach failed: attach failed (Not allowed to attach to process.  Look in the console messages (Console.app), near the debugserver entries, when the attach failed.  The subsystem that denied the attach permission will likely have logged an informative message about why it was denied.)
            """
        let gdb = """
            Attaching to process 4821
            ptrace: Operation not permitted.
            """

        let words = NoStack.complaint(inDebuggerOutput: lldb)
        #expect(words?.hasPrefix("attach failed: attach failed (Not allowed to attach to process.") == true)
        #expect((words?.count ?? 0) <= 120, "a long complaint is cut to a sentence's length")
        #expect(NoStack.complaint(inDebuggerOutput: gdb) == "ptrace: Operation not permitted.")
        #expect(NoStack.complaint(inDebuggerOutput: "Thread 1 (LWP 7):\n#0 main ()") == nil)
    }

    @Test("a hang whose stack could not be read says why in the report's second line")
    func hangReport() throws {
        let culprits = CulpritTests()
        let sample = StackSample(threads: [], missing: .hardened(program: "swiftpm-testing-helper"))

        let outcome = try Checker.outcome(
            of: FinishedRun(run: culprits.run, output: "", timedOut: 15, sample: sample),
            kata: culprits.kata, mode: .exercises, root: culprits.root)

        #expect(outcome.lines.first == "✗ Kata7 hung: still running after 15 s, so the tool stopped it.")
        #expect(
            outcome.lines[1]
                == "Which test and which line of your code cannot be told: "
                + NoStack.hardened(program: "swiftpm-testing-helper").reason + ".")
    }
}
