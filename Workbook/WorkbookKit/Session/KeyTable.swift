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
    /// The page of "check every kata" while it runs.
    case checkingAll
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
    /// Stops "check every kata" where it is.
    case stopCheckAll
    case whole
    case blind
    case ask
    case missed
    /// In a live blind round: the person across the table answers, so the key says so.
    case interviewerAnswers
    case endRound
    case scroll
    /// The page that lists every key of the screen it was opened from.
    case keys
    /// Folds the lines under the result (hints, what a key said) away.
    case fold
    /// The interviewer's words again, on a page: once a run shows its failures first.
    case prompt
    /// A kata's held first run: its behaviours (`FirstScreen.swift`).
    case behaviours
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
    /// The sentence the keys page gives it ("the next hint; each is recorded").
    public let help: String
    /// In a round, a key that costs something asks first: "Press h again, or Enter, to <this>".
    public let asksInRound: String?

    init(
        _ keys: [SessionKey], _ action: KeyAction, in contexts: Set<KeyContext>, legend: String?,
        listedIn listed: Set<KeyContext>? = nil, waitsInRound: Bool = false, help: String,
        asksInRound: String? = nil
    ) {
        self.keys = keys
        self.action = action
        self.contexts = contexts
        self.legend = legend
        self.listed = listed
        self.waitsInRound = waitsInRound
        self.help = help
        self.asksInRound = asksInRound
    }

    /// How the keys page names the keys: "h", "↑ ↓ PgUp PgDn …".
    var names: String {
        keys.map { key in
            switch key {
            case .character(" "): "space"
            case .character(let character): String(character)
            case .up: "↑"
            case .down: "↓"
            case .pageUp: "PgUp"
            case .pageDown: "PgDn"
            case .home: "Home"
            case .end: "End"
            case .enter: "Enter"
            case .escape: "Esc"
            default: "?"
            }
        }.joined(separator: " ")
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
        KeyBinding(
            [.character("?")], .ask, in: [.blindRound], legend: "? ask",
            help: "ask the interviewer a question (type it, then Enter; Esc: never mind)"),
        KeyBinding(
            [.character("m")], .missed, in: [.blindRound], legend: "m what did I miss?",
            help: "be told one behaviour you have missed (it counts as told)",
            asksInRound: "be told one behaviour you missed (it counts as told)"),
        // A live blind round's rules come from the person across the table, who has the sheet:
        // ? and m work there only to say so.
        KeyBinding(
            [.character("?"), .character("m")], .interviewerAnswers, in: [.blindLiveRound], legend: nil,
            help: "in a live round, ask your interviewer aloud: they answer and say what you missed"),
        KeyBinding(
            [.character("h")], .hint, in: [.kata, .round, .blindRound], legend: "h hint",
            help: "the next of the kata's three hints: it asks first, as each one is recorded",
            asksInRound: "take the next hint (it is recorded)"),
        // A live round's hints come from the interviewer: h works there only to say so.
        KeyBinding(
            [.character("h")], .hint, in: [.liveRound, .blindLiveRound], legend: nil,
            help: "hints come from your interviewer in a live round"),
        KeyBinding(
            [.character("p")], .prompt, in: [.kata, .whole] + rounds, legend: "p prompt", listedIn: rounds,
            help: "the interviewer's words again: the prompt, and where to write"),
        KeyBinding(
            [.enter], .behaviours, in: [.kata], legend: nil,
            help: "on a kata's first screen, its behaviours (they state the rules: b first to play it blind)"),
        KeyBinding(
            [.character("x")], .fold, in: [.kata, .whole] + rounds, legend: nil,
            help: "fold the lines under the result (hints, notes) away"),
        KeyBinding(
            [.character("n")], .next, in: [.kata], legend: "n next", waitsInRound: true,
            help: "the next kata not solved, once this one passes"),
        KeyBinding(
            [.character("l")], .list, in: [.kata], legend: "l list", waitsInRound: true,
            help: "every kata, to open one by its number"),
        KeyBinding(
            [.character("d")], .diff, in: [.kata], legend: "d diff", waitsInRound: true,
            help: "your code beside the reference (before the kata passes, it asks first)"),
        KeyBinding(
            [.character("r")], .reset, in: [.kata], legend: "r reset", waitsInRound: true,
            help: "put the stub back, after backing your files up (it asks first)"),
        KeyBinding(
            [.character("c")], .checkAll, in: [.kata], legend: "c all", listedIn: [], waitsInRound: true,
            help: "check every kata, one at a time (it says what that costs first)"),
        KeyBinding(
            [.character("s")], .stopCheckAll, in: [.kata, .checkingAll], legend: "s stop the check",
            listedIn: [.checkingAll], help: "stop checking every kata (what was checked is kept)"),
        KeyBinding(
            [.character("a")], .whole, in: [.kata], legend: "a full", listedIn: [], waitsInRound: true,
            help: "the full report: every failure, every behaviour"),
        KeyBinding(
            [.character("a")], .whole, in: [.whole], legend: "a back to what fails first",
            help: "back to what fails first"),
        KeyBinding(
            [.character("b")], .blind, in: [.kata], legend: "b blind", waitsInRound: true,
            help: "a blind round on this kata: the interviewer's words, no rules; ask, and be told"),
        KeyBinding(
            [.character("q")], .quit, in: [.kata, .whole], legend: "q quit", help: "leave the session"),
        KeyBinding(
            [.character("q")], .endRound, in: [.round], legend: "q end the interview",
            help: "end the interview (it asks first)", asksInRound: "end the interview"),
        KeyBinding(
            [.character("q")], .endRound, in: [.blindRound], legend: "q end",
            help: "end the round (it asks first)", asksInRound: "end the round"),
        KeyBinding(
            [.character("q")], .endRound, in: [.liveRound, .blindLiveRound], legend: "q end the round",
            help: "end the round (it asks first)", asksInRound: "end the round"),
        KeyBinding(
            [.character("K")], .keys, in: [.kata, .whole] + rounds, legend: "K every key", listedIn: [.kata],
            help: "a page of every key of the screen it is pressed on"),
        // The result screen has no room to list them; they work there all the same.
        KeyBinding(
            scrollKeys, .scroll, in: [.kata, .whole, .page, .checkingAll, .list] + rounds,
            legend: "↑↓ j k space u: scroll",
            listedIn: [.whole] + rounds, help: "scroll what is taller than the window (u and PgUp: a page up)"
        ),
    ]

    /// The keys page for `context`: each key that works there, with what it does.
    /// `oneLine`: each key's row on one line for a command's help, which folds it to the window.
    public static func help(for context: KeyContext, oneLine: Bool = false) -> [String] {
        let rows = bindings.filter { $0.contexts.contains(context) }
        let width = min(12, rows.map(\.names.count).max() ?? 0)
        return rows.flatMap { row -> [String] in
            // The scrolling keys are many: their names take a line of their own.
            row.names.count > width
                ? (oneLine
                    ? ["  " + row.names + "  " + row.help]
                    : ["  " + row.names, "  " + String(repeating: " ", count: width + 2) + row.help])
                : ["  " + row.names.padding(toLength: width + 2, withPad: " ", startingAt: 0) + row.help]
        } + ["", "Ctrl-C leaves at once, from any screen."]
    }

    /// The binding of `key` in `context`, if it has one.
    public static func binding(for key: SessionKey, in context: KeyContext) -> KeyBinding? {
        bindings.first { $0.contexts.contains(context) && $0.keys.contains(key) }
    }

    /// How the keys page names the keys of `action` ("s"), wherever they are bound.
    static func names(of action: KeyAction) -> String {
        bindings.first { $0.action == action }?.names ?? ""
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
    public static func clashes(in bindings: [KeyBinding] = bindings) -> [String] {
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
