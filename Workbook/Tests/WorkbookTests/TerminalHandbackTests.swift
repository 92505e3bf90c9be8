import Testing

@testable import WorkbookKit

/// Records the calls that give the terminal back, in order.
private struct TerminalCallsSpy: TerminalCalls {
    enum Call: Equatable { case discardTypedAhead, putBackSettings, showCursor }
    var calls: [Call] = []
    mutating func discardTypedAhead() { calls.append(.discardTypedAhead) }
    mutating func putBackSettings() { calls.append(.putBackSettings) }
    mutating func showCursor() { calls.append(.showCursor) }
}

@Suite("Giving the terminal back drops the keys the tool did not read")
struct TerminalHandbackTests {
    @Test("leaving raw mode drops pending input before the settings go back, once")
    func leavingRawMode() {
        var handback = TerminalHandback()
        var spy = TerminalCallsSpy()
        handback.enteredRawMode()
        handback.leaveRawMode(&spy)
        handback.leaveRawMode(&spy)
        #expect(spy.calls == [.discardTypedAhead, .putBackSettings, .showCursor])
        #expect(!handback.isRaw)
    }

    @Test("an exit in raw mode (a crash, a kill) gives the terminal back the same way")
    func exitInRawMode() {
        var handback = TerminalHandback()
        var spy = TerminalCallsSpy()
        handback.enteredRawMode()
        handback.exiting(&spy)
        #expect(spy.calls == [.discardTypedAhead, .putBackSettings, .showCursor])
    }

    @Test("the exit after answers typed a line at a time (the debrief) drops a key typed once too often")
    func exitAfterAnswers() {
        var handback = TerminalHandback()
        var spy = TerminalCallsSpy()
        handback.readAnswer()
        handback.exiting(&spy)
        #expect(spy.calls == [.discardTypedAhead])
        // A round's screen left before the debrief: its keys were dropped then, and again at exit.
        var round = TerminalHandback()
        var roundSpy = TerminalCallsSpy()
        round.enteredRawMode()
        round.leaveRawMode(&roundSpy)
        round.exiting(&roundSpy)
        #expect(roundSpy.calls == [.discardTypedAhead, .putBackSettings, .showCursor, .discardTypedAhead])
    }

    @Test("a command that read nothing from the terminal leaves the shell's type-ahead alone")
    func nothingRead() {
        var handback = TerminalHandback()
        var spy = TerminalCallsSpy()
        handback.exiting(&spy)
        handback.leaveRawMode(&spy)
        #expect(spy.calls.isEmpty)
    }
}
