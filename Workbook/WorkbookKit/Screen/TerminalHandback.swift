/// The calls that give a terminal back: the system's in `Terminal`, a recorder's in tests.
public protocol TerminalCalls {
    /// Drops what was typed and not yet read (`tcflush(…, TCIFLUSH)`).
    mutating func discardTypedAhead()
    /// Puts back the settings saved before raw mode.
    mutating func putBackSettings()
    mutating func showCursor()
}

/// What the tool owes the terminal when it leaves raw mode or exits, apart from the terminal.
///
/// A key the tool did not read is meant for the tool: pressed as the screen ends, or once too often
/// while answering the debrief, it would otherwise land on the shell's prompt and run there. So
/// leaving raw mode drops pending input before the settings go back, and so does the exit of a run
/// that read answers from the terminal. A command that asked nothing (`list`, `check`) leaves
/// what was typed during it alone: that is the shell's type-ahead.
///
/// No allocation here, so a fatal signal's handler may call it.
public struct TerminalHandback {
    public private(set) var isRaw = false
    /// True once the run read anything from the terminal: a key, or a line as an answer.
    public private(set) var hasRead = false

    public init() {}

    public mutating func enteredRawMode() {
        isRaw = true
        hasRead = true
    }

    public mutating func readAnswer() { hasRead = true }

    /// Leaving raw mode: pending input dropped, then the settings and the cursor; safe to call twice.
    public mutating func leaveRawMode<Calls: TerminalCalls>(_ calls: inout Calls) {
        guard isRaw else { return }
        isRaw = false
        calls.discardTypedAhead()
        calls.putBackSettings()
        calls.showCursor()
    }

    /// The tool's exit, on every path that runs `atexit`: raw mode left as above, and otherwise
    /// pending input dropped when the run read from the terminal.
    public mutating func exiting<Calls: TerminalCalls>(_ calls: inout Calls) {
        if isRaw {
            leaveRawMode(&calls)
        } else if hasRead {
            calls.discardTypedAhead()
        }
    }
}
