import Foundation
import Synchronization

/// Where the tool writes. On a terminal a status line ("Building… [12/40]", "12:34 left") is
/// rewritten in place; elsewhere (a pipe, a log) status lines are dropped and only lines remain.
public final class Console: Sendable {
    public let isInteractive: Bool
    private let write: @Sendable (String) -> Void
    /// Whether a status line is on screen, to be wiped before the next line.
    private let showingStatus = Mutex(false)

    public init(isInteractive: Bool, write: @escaping @Sendable (String) -> Void) {
        self.isInteractive = isInteractive
        self.write = write
    }

    /// Standard output, unbuffered, so progress shows as it happens.
    public static let standard = Console(isInteractive: isatty(STDOUT_FILENO) == 1) { text in
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func say(_ line: String) {
        showingStatus.withLock { showing in
            write((showing ? "\r\u{1B}[2K" : "") + line + "\n")
            showing = false
        }
    }

    /// A line after Ctrl-C: the terminal has echoed "^C", which this overwrites.
    public func sayOverInterrupt(_ line: String) {
        if isInteractive { write("\r\u{1B}[2K") }
        say(line)
    }

    /// Replaces the status line; cut to one line so it never wraps and leaves a trail.
    public func status(_ text: String) {
        guard isInteractive else { return }
        let line = text.count > 100 ? String(text.prefix(99)) + "…" : text
        showingStatus.withLock { showing in
            write("\r\u{1B}[2K" + line)
            showing = true
        }
    }

    public func clearStatus() {
        showingStatus.withLock { showing in
            if showing { write("\r\u{1B}[2K") }
            showing = false
        }
    }

    /// Clears the terminal between runs, so the screen shows only the latest result.
    public func clearScreen() {
        guard isInteractive else { return }
        showingStatus.withLock { showing in
            write("\u{1B}[2J\u{1B}[H")
            showing = false
        }
    }
}
