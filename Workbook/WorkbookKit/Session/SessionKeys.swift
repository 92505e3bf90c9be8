import Foundation
import Synchronization

/// A key, as the session reads it from a terminal in raw mode (`KeyDecoder` turns the bytes,
/// escape sequences included, into keys).
public enum SessionKey: Equatable, Sendable {
    case character(Character)
    case enter
    case escape
    case up
    case down
    case pageUp
    case pageDown
    case home
    case end
    /// Ctrl-C: in raw mode it is a byte, not a signal.
    case interrupt
    /// Ctrl-D, or the end of standard input.
    case endOfInput
    /// Backspace (DEL, or Ctrl-H), while a line is typed.
    case backspace
    case other

    public static func decode(_ byte: UInt8) -> SessionKey {
        switch byte {
        case 3: .interrupt
        case 4: .endOfInput
        case 10, 13: .enter
        case 27: .escape
        case 8, 127: .backspace
        case 32...126: .character(Character(UnicodeScalar(byte)))
        default: .other
        }
    }
}

/// Turns the bytes a terminal sends into keys: an arrow or PgDn is an escape sequence
/// (`ESC [ A`, `ESC [ 6 ~`, `ESC O B`), which arrives all at once; an Esc alone is followed by
/// nothing, so the reader calls `flush` when no byte follows it at once. A character beyond
/// ASCII (an em dash, an é) is two to four bytes of UTF-8, read whole into one key.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// A UTF-8 character begun, and how many bytes it takes.
    private var character: [UInt8] = []
    private var characterLength = 0

    public init() {}

    /// True while an escape sequence or a character is begun and not finished.
    public var isPending: Bool { !pending.isEmpty || !character.isEmpty }

    /// The keys this byte completes, if any.
    public mutating func feed(_ byte: UInt8) -> [SessionKey] {
        if !character.isEmpty { return continueCharacter(byte) }
        if pending.isEmpty {
            if byte == 27 {
                pending = [27]
                return []
            }
            // A lead byte of UTF-8: 110xxxxx, 1110xxxx or 11110xxx (C0, C1 and F5… never are).
            if (0xC2...0xF4).contains(byte) {
                character = [byte]
                characterLength = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                return []
            }
            return [SessionKey.decode(byte)]
        }
        pending.append(byte)
        switch pending.count {
        case 2:
            // ESC [ (CSI) and ESC O (SS3) begin a sequence; anything else was a lone Esc, then a key.
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") { return [] }
            pending = []
            return [.escape] + feed(byte)
        default:
            // CSI: parameters and intermediates (0x20...0x3F), then one final byte (0x40...0x7E);
            // SS3: one final byte.
            if pending[1] == UInt8(ascii: "["), (0x20...0x3F).contains(byte) { return [] }
            defer { pending = [] }
            return [Self.key(for: pending)]
        }
    }

    /// Nothing followed: what began is an Esc alone, or a character cut short (no key).
    public mutating func flush() -> [SessionKey] {
        defer { pending = [] }
        if !character.isEmpty {
            character = []
            return [.other]
        }
        return pending.isEmpty ? [] : [.escape]
    }

    /// A byte after a character's lead byte: a continuation (10xxxxxx) adds to it, and the last
    /// one makes it a key; anything else cuts it short and is read on its own.
    private mutating func continueCharacter(_ byte: UInt8) -> [SessionKey] {
        guard byte & 0xC0 == 0x80 else {
            character = []
            return [.other] + feed(byte)
        }
        character.append(byte)
        guard character.count == characterLength else { return [] }
        defer { character = [] }
        guard let text = String(validating: character, as: UTF8.self), let first = text.first else {
            return [.other]
        }
        return [.character(first)]
    }

    static func key(for sequence: [UInt8]) -> SessionKey {
        let body = String(decoding: sequence.dropFirst(2), as: UTF8.self)
        switch body {
        case "A": return .up
        case "B": return .down
        case "H", "1~", "7~": return .home
        case "F", "4~", "8~": return .end
        case "5~": return .pageUp
        case "6~": return .pageDown
        default: return .other
        }
    }
}

/// Reads the terminal's keys on a thread of its own and posts each one, until stopped: a round
/// that ends hands standard input back to the debrief's questions.
public final class KeyReader: Sendable {
    private let stopped = Mutex(false)
    private let done = DispatchSemaphore(value: 0)

    public init(events: EventQueue) {
        Thread { [self] in
            defer { done.signal() }
            var decoder = KeyDecoder()
            while !stopped.withLock({ $0 }) {
                // A short wait, so a stop is heard within a tenth of a second.
                guard Terminal.hasInput(within: 0.1) else { continue }
                guard let byte = Terminal.readByte() else {
                    events.post(.key(.endOfInput))
                    return
                }
                for key in decoder.feed(byte) { events.post(.key(key)) }
                // An arrow's bytes come together; an Esc alone is followed by nothing.
                while decoder.isPending {
                    guard Terminal.hasInput(within: 0.05), let next = Terminal.readByte() else {
                        for key in decoder.flush() { events.post(.key(key)) }
                        break
                    }
                    for key in decoder.feed(next) { events.post(.key(key)) }
                }
            }
        }.start()
    }

    /// Stops reading, and returns once the reader has let go of standard input.
    public func stop() {
        stopped.withLock { $0 = true }
        done.wait()
    }
}
