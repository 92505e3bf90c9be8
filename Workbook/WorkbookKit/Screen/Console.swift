import Foundation
import Synchronization

/// Where the tool writes, and the one way it prints: every line of prose is folded to the window's
/// width (80 columns when there is no terminal), at spaces, never inside a word; code and diffs are
/// printed byte for byte, never folded (`TextLayout`). On a
/// terminal a status line ("Building… [12/40]", "12:34 left") is rewritten in place; elsewhere (a
/// pipe, a log) status lines are dropped and only lines remain.
public final class Console: Sendable {
    public let isInteractive: Bool
    private let write: @Sendable (String) -> Void
    /// The width asked for, whatever the window (a test's, a report's); nil follows the window.
    private let columns: Int?
    /// The status line on screen, if any: wiped before the next line, and not written again
    /// while it says the same (the interview's clock asks twenty times a second).
    private let shownStatus = Mutex<String?>(nil)
    /// The window's width as last measured, and when: a page of lines, or a status line asked for
    /// twenty times a second, measures once, and a window resized since is measured again.
    private let measured = Mutex<(columns: Int, at: ContinuousClock.Instant)?>(nil)

    /// The width when there is no window to measure (a pipe, a log, CI).
    public static let defaultWidth = 80

    public init(isInteractive: Bool, width: Int? = nil, write: @escaping @Sendable (String) -> Void) {
        self.isInteractive = isInteractive
        self.columns = width
        self.write = write
    }

    /// Standard output, unbuffered, so progress shows as it happens.
    public static let standard = Console(isInteractive: isatty(STDOUT_FILENO) == 1) { text in
        emit(text, to: .standardOutput)
    }

    /// Standard error, for the sentence that says why a command could not run.
    public static let standardError = Console(isInteractive: isatty(STDERR_FILENO) == 1) { text in
        emit(text, to: .standardError)
    }

    /// Writes `text` to a standard stream. A terminal that is gone (its window closed: every write
    /// fails) drops the text instead of ending the tool, so a round still ends in order after the
    /// hang-up and gives back what it hid.
    public static func emit(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }

    /// How wide lines are folded: the width asked for; else the window's on a terminal (measured
    /// at most once a second: it may have been resized); else 80 columns.
    public var width: Int {
        if let columns { return columns }
        guard isInteractive else { return Self.defaultWidth }
        return measured.withLock { last in
            if let last, last.at.duration(to: .now) < .seconds(1) { return last.columns }
            let columns = Terminal.size()?.columns ?? Self.defaultWidth
            last = (columns, .now)
            return columns
        }
    }

    /// Lines, each folded to the window; a diff or a code block among them is printed as it is
    /// (`TextLayout.wrap`).
    public func say(wrapping lines: [String]) {
        print(TextLayout.wrap(lines, width: width, longWords: .whole))
    }

    /// Folded lines, each ended, after the status line is wiped.
    private func print(_ folded: [String]) {
        shownStatus.withLock { shown in
            write((shown != nil ? "\r\u{1B}[2K" : "") + folded.map { $0 + "\n" }.joined())
            shown = nil
        }
    }

    /// Lines of code (a reference's file), printed as they are: never folded, whatever the window
    /// (a terminal clips or wraps them itself; piped, they are the file's bytes).
    public func say(code lines: [String]) {
        print(TextLayout.verbatim(lines, width: width, longWords: .whole))
    }

    /// A line, or several separated by newlines, folded to the window.
    public func say(_ text: String) {
        say(wrapping: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// A question folded to the window like any line, the cursor left after it for the answer
    /// (a column is kept for the space before it).
    public func ask(_ question: String) {
        let folded = TextLayout.wrap([question], width: width - 1, longWords: .whole)
        shownStatus.withLock { shown in
            write(
                (shown != nil ? "\r\u{1B}[2K" : "") + folded.dropLast().map { $0 + "\n" }.joined()
                    + (folded.last ?? "") + " ")
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
        let limit = min(100, width - 1)
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
