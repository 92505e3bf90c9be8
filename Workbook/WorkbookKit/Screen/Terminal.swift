import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The settings to put back, kept where a signal handler can reach them without allocating.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

/// The terminal, in the raw mode the live session needs (each key as it is pressed, no echo,
/// Ctrl-C as a key), and always put back: on `q`, on exit(), on SIGTERM through the session's
/// own ending, and on a crash of the tool itself through the fatal signals' handlers.
public enum Terminal {
    /// Both ends on a terminal: keys come in and the screen goes out.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Returns false when standard input is no terminal (nothing was changed then).
    @discardableResult
    /// `oneKey`: for a question answered with one key, Ctrl-C stays a signal and the cursor shows.
    public static func enterRawMode(oneKey: Bool = false) -> Bool {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        savedSettings = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | (oneKey ? 0 : ISIG | IEXTEN))
        // ISTRIP off too: a character beyond ASCII arrives with its high bits.
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | ISTRIP)
        // Output processing stays on, so "\n" still returns the carriage.
        withUnsafeMutableBytes(of: &settings.c_cc) { cells in
            cells[Int(VMIN)] = 1
            cells[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else { return false }
        isRaw = true
        atexit { Terminal.restore() }
        for fatal in [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP] {
            signal(fatal) { number in
                Terminal.restore()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        // Hide the cursor while the screen is redrawn in place.
        if !oneKey { write(STDOUT_FILENO, "\u{1B}[?25l", 6) }
        return true
    }

    /// The answer to a question that takes one key ("[y/n]"): the key pressed, echoed, with no
    /// Enter; "" for Enter, nil at the end of input. The terminal reads key by key only while it
    /// waits, and any exit (Ctrl-C included) puts it back. Not a terminal: a line, as typed.
    public static func readKey() -> String? {
        guard isatty(STDIN_FILENO) == 1, enterRawMode(oneKey: true) else { return readLine() }
        defer { restore() }
        var decoder = KeyDecoder()
        var keys: [SessionKey] = []
        while keys.isEmpty {
            guard let byte = readByte() else { return nil }
            keys = decoder.feed(byte)
            // An arrow's bytes come together; an Esc alone is followed by nothing.
            while keys.isEmpty, decoder.isPending {
                guard hasInput(within: 0.05), let next = readByte() else {
                    keys = decoder.flush()
                    break
                }
                keys = decoder.feed(next)
            }
        }
        discardTypedAhead()
        let answer: String?
        switch keys[0] {
        case .character(let character): answer = String(character)
        case .enter: answer = ""
        case .endOfInput: answer = nil
        default: answer = "?"
        }
        FileHandle.standardOutput.write(Data(((answer ?? "") + "\n").utf8))
        return answer
    }

    /// Puts the settings back and shows the cursor; safe to call twice, and from a signal handler
    /// (only tcsetattr and write, both async-signal-safe).
    public static func restore() {
        guard isRaw else { return }
        isRaw = false
        tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
        write(STDOUT_FILENO, "\u{1B}[?25h", 6)
    }

    /// Reads one byte of input, waiting for it; nil at the end of input.
    public static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Drops whatever was typed and not yet read, so a question is answered only by what is typed
    /// after it is asked (a key pressed during the round never answers the debrief).
    public static func discardTypedAhead() {
        tcflush(STDIN_FILENO, TCIFLUSH)
    }

    /// True when a byte of input arrives within `seconds` (or is waiting already).
    public static func hasInput(within seconds: TimeInterval) -> Bool {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, Int32(seconds * 1000)) > 0
    }

    /// The window's rows and columns, asked of `stty` (ioctl is variadic, so Swift cannot call it).
    public static func size() -> (rows: Int, columns: Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "stty size 2>/dev/null"]
        process.standardInput = FileHandle.standardInput
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Int($0)
        }
        return numbers.count == 2 && numbers[0] > 0 && numbers[1] > 0 ? (numbers[0], numbers[1]) : nil
    }
}
