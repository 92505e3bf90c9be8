import Foundation

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
    case other

    public static func decode(_ byte: UInt8) -> SessionKey {
        switch byte {
        case 3: .interrupt
        case 4: .endOfInput
        case 10, 13: .enter
        case 27: .escape
        case 32...126: .character(Character(UnicodeScalar(byte)))
        default: .other
        }
    }
}

/// Turns the bytes a terminal sends into keys: an arrow or PgDn is an escape sequence
/// (`ESC [ A`, `ESC [ 6 ~`, `ESC O B`), which arrives all at once; an Esc alone is followed by
/// nothing, so the reader calls `flush` when no byte follows it at once.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// True while an escape sequence is begun and not finished.
    public var isPending: Bool { !pending.isEmpty }

    /// The keys this byte completes, if any.
    public mutating func feed(_ byte: UInt8) -> [SessionKey] {
        if pending.isEmpty {
            if byte == 27 {
                pending = [27]
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

    /// Nothing followed: what began is an Esc alone.
    public mutating func flush() -> [SessionKey] {
        defer { pending = [] }
        return pending.isEmpty ? [] : [.escape]
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
