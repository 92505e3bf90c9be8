import Foundation
import Synchronization

/// Where the tool writes. On a terminal a status line ("Building… [12/40]", "12:34 left") is
/// rewritten in place; elsewhere (a pipe, a log) status lines are dropped and only lines remain.
public final class Console: Sendable {
    public let isInteractive: Bool
    private let write: @Sendable (String) -> Void
    /// The status line on screen, if any: wiped before the next line, and not written again
    /// while it says the same (the interview's clock asks twenty times a second).
    private let shownStatus = Mutex<String?>(nil)
    /// The window's width for status lines, measured once: a status line is asked for often.
    private let statusWidth = Mutex<Int??>(nil)

    public init(isInteractive: Bool, write: @escaping @Sendable (String) -> Void) {
        self.isInteractive = isInteractive
        self.write = write
    }

    /// Standard output, unbuffered, so progress shows as it happens.
    public static let standard = Console(isInteractive: isatty(STDOUT_FILENO) == 1) { text in
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The window's width on a terminal, asked each time (it may have been resized); nil in a
    /// pipe or a log, where lines are left whole.
    public var width: Int? {
        isInteractive ? Terminal.size()?.columns : nil
    }

    /// Lines folded to the window's width, never cut (`TextLayout.wrap`).
    public func say(wrapping lines: [String]) {
        for line in TextLayout.wrap(lines, width: width) { say(line) }
    }

    public func say(_ line: String) {
        shownStatus.withLock { shown in
            write((shown != nil ? "\r\u{1B}[2K" : "") + line + "\n")
            shown = nil
        }
    }

    /// A line after Ctrl-C: the terminal has echoed "^C", which this overwrites.
    public func sayOverInterrupt(_ line: String) {
        if isInteractive { write("\r\u{1B}[2K") }
        say(line)
    }

    /// Replaces the status line; cut to one line of the window so it never wraps and leaves a
    /// trail (erasing the line erases only its last row).
    public func status(_ text: String) {
        guard isInteractive else { return }
        let limit = statusWidth.withLock { measured in
            if measured == nil { measured = .some(self.width) }
            return min(100, (measured ?? nil).map { $0 - 1 } ?? 100)
        }
        let line = text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
        shownStatus.withLock { shown in
            guard shown != line else { return }
            write("\r\u{1B}[2K" + line)
            shown = line
        }
    }

    public func clearStatus() {
        shownStatus.withLock { shown in
            if shown != nil { write("\r\u{1B}[2K") }
            shown = nil
        }
    }

    /// Clears the terminal between runs, so the screen shows only the latest result.
    public func clearScreen() {
        guard isInteractive else { return }
        shownStatus.withLock { shown in
            write("\u{1B}[2J\u{1B}[H")
            shown = nil
        }
    }
}
