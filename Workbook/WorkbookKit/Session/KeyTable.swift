/// Every key of the live session, declared once: what it does, where it works, what the key line
/// says of it and whether a round makes it wait. The reducer (`Session.press`), the key lines under
/// each screen and the notice a waiting key gets in a round are all read from this table, so a key
/// cannot do one thing and be shown as another. Adding a key is a row here and its action in
/// `Session.perform`; a key that does I/O also adds its effect (`SessionEffect`) and the loop's
/// handling of it.

/// Where a key is read: the kata's result (or its full report), a page or the list, or a round.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case kata
    case whole
    case page
    case list
    case round
    case liveRound
    case blindRound
    case blindLiveRound

    var isRound: Bool { [.round, .liveRound, .blindRound, .blindLiveRound].contains(self) }
}

/// What a key does; `Session.perform` carries each one out.
public enum KeyAction: Equatable, Sendable {
    case quit
    case hint
    case next
    case list
    case diff
    case reset
    case checkAll
    case whole
    case blind
    case ask
    case missed
    /// In a live blind round: the person across the table answers, so the key says so.
    case interviewerAnswers
    case endRound
    case scroll
}

/// One row of the table.
public struct KeyBinding: Sendable {
    public let keys: [SessionKey]
    public let action: KeyAction
    /// Where the key works.
    public let contexts: Set<KeyContext>
    /// What the key line says ("h hint"), in the contexts of `listed`; nil for a key never listed.
    public let legend: String?
    /// The contexts whose key line shows it; all of `contexts` when nil.
    public let listed: Set<KeyContext>?
    /// Outside a round it works; in a round that does not bind it, it waits for the end and says so.
    public let waitsInRound: Bool

    init(
        _ keys: [SessionKey], _ action: KeyAction, in contexts: Set<KeyContext>, legend: String?,
        listedIn listed: Set<KeyContext>? = nil, waitsInRound: Bool = false
    ) {
        self.keys = keys
        self.action = action
        self.contexts = contexts
        self.legend = legend
        self.listed = listed
        self.waitsInRound = waitsInRound
    }
}

public enum KeyTable {
    static let rounds: Set<KeyContext> = [.round, .liveRound, .blindRound, .blindLiveRound]
    static let scrollKeys: [SessionKey] = [
        .up, .down, .pageUp, .pageDown, .home, .end,
        .character("k"), .character("j"), .character("u"), .character(" "), .character("g"), .character("G"),
    ]

    /// In the order the key lines list them.
    public static let bindings: [KeyBinding] = [
        KeyBinding([.character("?")], .ask, in: [.blindRound], legend: "? ask"),
        KeyBinding([.character("m")], .missed, in: [.blindRound], legend: "m what did I miss?"),
        // A live blind round's rules come from the person across the table, who has the sheet:
        // ? and m work there only to say so.
        KeyBinding(
            [.character("?"), .character("m")], .interviewerAnswers, in: [.blindLiveRound], legend: nil),
        // A live round's hints come from the interviewer: h works there only to say so.
        KeyBinding(
            [.character("h")], .hint, in: [.kata, .round, .blindRound, .liveRound, .blindLiveRound],
            legend: "h hint", listedIn: [.kata, .round, .blindRound]),
        KeyBinding([.character("n")], .next, in: [.kata], legend: "n next", waitsInRound: true),
        KeyBinding([.character("l")], .list, in: [.kata], legend: "l list", waitsInRound: true),
        KeyBinding([.character("d")], .diff, in: [.kata], legend: "d diff", waitsInRound: true),
        KeyBinding([.character("r")], .reset, in: [.kata], legend: "r reset", waitsInRound: true),
        KeyBinding([.character("c")], .checkAll, in: [.kata], legend: "c all", waitsInRound: true),
        KeyBinding([.character("a")], .whole, in: [.kata], legend: "a full", waitsInRound: true),
        KeyBinding([.character("a")], .whole, in: [.whole], legend: "a back to what fails first"),
        KeyBinding([.character("b")], .blind, in: [.kata], legend: "b blind", waitsInRound: true),
        KeyBinding([.character("q")], .quit, in: [.kata, .whole], legend: "q quit"),
        KeyBinding([.character("q")], .endRound, in: [.round], legend: "q end the interview"),
        KeyBinding([.character("q")], .endRound, in: [.blindRound], legend: "q end"),
        KeyBinding(
            [.character("q")], .endRound, in: [.liveRound, .blindLiveRound], legend: "q end the round"),
        // The result screen has no room to list them; they work there all the same.
        KeyBinding(
            scrollKeys, .scroll, in: [.kata, .whole, .page, .list] + rounds, legend: "↑↓ j k space u: scroll",
            listedIn: [.whole] + rounds),
    ]

    /// The binding of `key` in `context`, if it has one.
    public static func binding(for key: SessionKey, in context: KeyContext) -> KeyBinding? {
        bindings.first { $0.contexts.contains(context) && $0.keys.contains(key) }
    }

    /// True when `key` is bound in some context but waits in a round.
    static func waits(_ key: SessionKey) -> Bool {
        bindings.contains { $0.waitsInRound && $0.keys.contains(key) }
    }

    /// The key line under the screen of `context`: "h hint · n next · … · q quit".
    public static func legend(for context: KeyContext) -> String {
        bindings.filter { ($0.listed ?? $0.contexts).contains(context) }.compactMap(\.legend)
            .joined(separator: " · ")
    }

    /// Each context's keys bound more than once, as "context: key": empty when the table is sound.
    public static func clashes() -> [String] {
        KeyContext.allCases.flatMap { context in
            let keys = bindings.filter { $0.contexts.contains(context) }.flatMap(\.keys)
            return keys.enumerated().filter { index, key in keys[..<index].contains(key) }
                .map { "\(context): \($0.element)" }
        }
    }
}

extension Set where Element == KeyContext {
    fileprivate static func + (lhs: Set<KeyContext>, rhs: Set<KeyContext>) -> Set<KeyContext> {
        lhs.union(rhs)
    }
}
