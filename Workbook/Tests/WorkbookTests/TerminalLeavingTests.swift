import Foundation
import Testing

@testable import WorkbookKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Leaving raw mode drops what was typed and not read, so a key pressed as the tool ends never
/// reaches the shell. Checked on a pseudo-terminal of the test's own, not the one running the tests.
@Suite struct TerminalLeavingTests {
    /// A fresh pseudo-terminal: the side the test types on, and the side the tool reads. Glibc's
    /// module leaves the pseudo-terminal calls out, so they are looked up by name in the C library.
    private func pseudoTerminal() throws -> (keyboard: Int32, reader: Int32) {
        let library = dlopen(nil, RTLD_NOW)
        func call<T>(_ name: String, as type: T.Type) throws -> T {
            unsafeBitCast(try #require(dlsym(library, name)), to: type)
        }
        typealias OnDescriptor = @convention(c) (Int32) -> Int32
        let openKeyboard = try call("posix_openpt", as: OnDescriptor.self)
        let grant = try call("grantpt", as: OnDescriptor.self)
        let unlock = try call("unlockpt", as: OnDescriptor.self)
        let name = try call("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        let keyboard = openKeyboard(O_RDWR | O_NOCTTY)
        try #require(keyboard >= 0)
        try #require(grant(keyboard) == 0 && unlock(keyboard) == 0)
        let reader = open(try #require(name(keyboard)), O_RDWR | O_NOCTTY)
        try #require(reader >= 0)
        return (keyboard, reader)
    }

    private func waiting(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 200) > 0
    }

    @Test func givingTheTerminalBackDropsTheKeysTypedAhead() throws {
        let (keyboard, reader) = try pseudoTerminal()
        defer {
            close(reader)
            close(keyboard)
        }
        var settings = termios()
        try #require(tcgetattr(reader, &settings) == 0)
        // A rating digit and Enter, typed after the last question was answered.
        try #require(write(keyboard, "5\n", 2) == 2)
        try #require(waiting(reader), "the typed line should be waiting before the terminal is given back")

        Terminal.giveBack(reader, settings: &settings)

        #expect(!waiting(reader), "a key typed ahead would reach the shell as a command")
    }

    @Test func givingTheTerminalBackPutsItsSettingsBack() throws {
        let (keyboard, reader) = try pseudoTerminal()
        defer {
            close(reader)
            close(keyboard)
        }
        var before = termios()
        try #require(tcgetattr(reader, &before) == 0)
        var raw = before
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        try #require(tcsetattr(reader, TCSANOW, &raw) == 0)

        Terminal.giveBack(reader, settings: &before)

        var after = termios()
        try #require(tcgetattr(reader, &after) == 0)
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }
}
