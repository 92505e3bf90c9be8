/// The live session's logic, kept apart from the terminal: a state, the events that change it
/// (a key, a save, a finished run) and the effects the shell must perform (run the suite, record
/// progress, draw the screen). `Session.reduce` is a plain function, so every key is tested
/// without a terminal, a child process or a clock.

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

/// What one run of a kata's suite showed.
public struct SessionResult: Equatable, Sendable {
    /// The check's lines: the failing behaviours first with their first failures, or the
    /// compile errors.
    public var lines: [String]
    /// The whole report (every failure, every behaviour), when it says more than `lines`.
    public var whole: [String]?
    public var passing: Int
    public var total: Int

    public init(lines: [String], whole: [String]? = nil, passing: Int, total: Int) {
        self.lines = lines
        self.whole = whole
        self.passing = passing
        self.total = total
    }

    public var allPass: Bool { total > 0 && passing == total }
}

/// One kata's line in "check every kata".
public struct CheckAllRow: Equatable, Sendable {
    public var kata: Kata
    public var passing: Int
    public var total: Int
    /// Why nothing ran (a compile error, a crash), when that is the case.
    public var problem: String?

    public init(kata: Kata, passing: Int, total: Int, problem: String? = nil) {
        self.kata = kata
        self.passing = passing
        self.total = total
        self.problem = problem
    }

    /// "  ✓ Kata1 · Sample: 4 of 4 behaviours passing".
    var line: String {
        let mark = total > 0 && passing == total ? "✓" : "✗"
        let detail = problem ?? "\(passing) of \(total) behaviours passing"
        return "  \(mark) \(kata.module) · \(kata.title): \(detail)"
    }
}

public struct SessionState: Equatable, Sendable {
    public enum Run: Equatable, Sendable {
        case idle
        case kata(generation: Int)
        case everyKata(generation: Int)
    }

    public enum Mode: Equatable, Sendable {
        /// The current kata's result, and the keys.
        case result
        /// Every kata, waiting for a number.
        case list(typed: String)
        case confirmReset
        case confirmDiff
        /// A page of text (the diff, every kata's check) until any key but those that scroll.
        case page(title: String, lines: [String])
        /// Every kata being checked: each result as it arrives.
        case everyKata
    }

    public var katas: [Kata]
    /// An index into `katas`.
    public var current: Int
    public var progress: CandidateProgress
    public var run: Run = .idle
    /// Counts the runs asked for: a result from an older run than the latest is stale.
    public var generation = 0
    /// The current kata's last finished run; nil before the first.
    public var result: SessionResult?
    /// What the build or run is doing now ("Building… [3/9]").
    public var status = ""
    /// Lines under the result: a hint, what a reset did, why a key did nothing.
    public var notice: [String] = []
    public var mode: Mode = .result
    public var quitting = false
    /// How many lines of the result or page are scrolled off the top.
    public var scroll = 0
    /// The whole report (every failure, every behaviour) instead of the red-first one.
    public var whole = false
    /// The window's size, which decides how far a page scrolls.
    public var rows = 40
    public var columns = 100
    /// The katas checked so far by "check every kata", in order.
    public var checkedRows: [CheckAllRow] = []
    /// The mock interview running in another terminal, if any, and what time it was when last
    /// looked: the header shows its clock.
    public var interview: CandidateProgress.RunningInterview?
    public var clockNow = Date.distantPast

    public init(katas: [Kata], current: Int, progress: CandidateProgress) {
        self.katas = katas
        self.current = current
        self.progress = progress
    }

    public var kata: Kata { katas[current] }
    public var isRunning: Bool { run != .idle }

    /// Where a session starts: the kata asked for, else the first one not solved, else the first.
    public static func startIndex(katas: [Kata], progress: CandidateProgress, asked: Kata?) -> Int {
        if let asked, let index = katas.firstIndex(of: asked) { return index }
        return katas.firstIndex { !progress.isSolved($0) } ?? 0
    }
}

public enum SessionEvent: Equatable, Sendable {
    case started
    case key(SessionKey)
    /// A file of the watched kata changed.
    case saved
    case status(String)
    /// `at` is when it finished: the shell reads the clock, the logic never does.
    case runFinished(generation: Int, SessionResult, at: Date)
    /// One kata of "check every kata" finished.
    case checkedKata(generation: Int, CheckAllRow)
    case checkedEveryKata(generation: Int, [CheckAllRow], at: Date)
    case resetFinished([String])
    case diffReady([String])
    /// The window changed size: draw again.
    case resized
    /// The window's size, measured: at the start and after each change.
    case size(rows: Int, columns: Int)
    /// Once a second: the interview running now (read from the progress file), if any.
    case clock(CandidateProgress.RunningInterview?, at: Date)
    /// SIGTERM or SIGHUP: leave as `q` does.
    case stop
}

public enum SessionEffect: Equatable, Sendable {
    /// Run the kata's suite, stopping whatever run is in flight first.
    case run(Kata, generation: Int)
    /// Run every kata's suite in turn, stopping whatever run is in flight first.
    case checkEveryKata(generation: Int)
    /// Watch this kata's folder for saves from now on.
    case watch(Kata)
    case recordCheck(Kata, passing: Int, total: Int)
    case recordHints(Kata, shown: Int)
    /// The reference was shown while the kata did not pass: it counts like a hint.
    case recordReferenceSeen(Kata)
    case diff(Kata)
    case reset(Kata)
    case render
    case quit
}

public enum Session {
    public static func reduce(_ state: inout SessionState, _ event: SessionEvent) -> [SessionEffect] {
        switch event {
        case .started:
            return open(&state, index: state.current, force: true)

        case .key(let key):
            return press(key, &state)

        case .saved:
            guard !state.quitting else { return [] }
            return rerun(&state)

        case .status(let text):
            guard state.isRunning, text != state.status else { return [] }
            state.status = text
            return [.render]

        case .runFinished(let generation, let result, let now):
            guard state.run == .kata(generation: generation) else { return [] }
            state.run = .idle
            state.status = ""
            state.result = result
            // A notice written while the kata was red (a hint, "n moves on once…") is stale once
            // it passes: the screen says it is solved and nothing else.
            if result.allPass { state.notice = [] }
            if state.mode == .result { state.scroll = 0 }
            var effects: [SessionEffect] = [.render]
            if result.total > 0 {
                state.progress.recordCheck(state.kata, passing: result.passing, total: result.total, at: now)
                effects.insert(.recordCheck(state.kata, passing: result.passing, total: result.total), at: 0)
            }
            return effects

        case .checkedEveryKata(let generation, let rows, let now):
            guard state.run == .everyKata(generation: generation) else { return [] }
            state.run = .idle
            state.status = ""
            var effects: [SessionEffect] = []
            for row in rows where row.total > 0 {
                state.progress.recordCheck(row.kata, passing: row.passing, total: row.total, at: now)
                effects.append(.recordCheck(row.kata, passing: row.passing, total: row.total))
            }
            let solved = rows.filter { $0.total > 0 && $0.passing == $0.total }.count
            let lines = rows.map(\.line) + ["", "\(solved) of \(rows.count) katas pass every behaviour."]
            state.mode = .page(title: "Every kata, checked:", lines: lines)
            state.scroll = 0
            return effects + [.render]

        case .checkedKata(let generation, let row):
            guard state.run == .everyKata(generation: generation) else { return [] }
            state.checkedRows.append(row)
            let next = state.checkedRows.count
            if next < state.katas.count { state.status = checkingStatus(state, index: next) }
            return [.render]

        case .resetFinished(let lines):
            state.notice = lines
            return [.render]

        case .diffReady(let lines):
            state.scroll = 0
            state.mode = .page(
                title: "Your code beside the reference (\(state.kata.module)):",
                lines: lines.isEmpty ? ["Your files are the same as the reference."] : lines)
            return [.render]

        case .resized:
            return [.render]

        case .size(let rows, let columns):
            state.rows = rows
            state.columns = columns
            state.scroll = min(state.scroll, SessionScreen.maxScroll(state))
            return [.render]
        case .clock(let interview, let now):
            let before = SessionScreen.clockLine(state)
            state.interview = interview
            state.clockNow = now
            return SessionScreen.clockLine(state) == before ? [] : [.render]

        case .stop:
            state.quitting = true
            return [.quit]
        }
    }

    private static func press(_ key: SessionKey, _ state: inout SessionState) -> [SessionEffect] {
        if key == .interrupt || key == .endOfInput {
            state.quitting = true
            return [.quit]
        }
        if let moved = scrolled(key, state) {
            guard moved != state.scroll else { return [] }
            state.scroll = moved
            return [.render]
        }
        switch state.mode {
        case .result:
            return command(key, &state)
        case .list(let typed):
            return pick(key, typed: typed, &state)
        case .confirmReset:
            state.mode = .result
            guard key == .character("y") || key == .character("Y") else {
                state.notice = ["Nothing was reset."]
                return [.render]
            }
            state.notice = ["Resetting \(state.kata.module)…"]
            return [.render, .reset(state.kata)]
        case .confirmDiff:
            state.mode = .result
            guard key == .character("y") || key == .character("Y") else {
                state.notice = []
                return [.render]
            }
            return [.recordReferenceSeen(state.kata), .diff(state.kata)]
        case .page, .everyKata:
            state.mode = .result
            state.scroll = 0
            return [.render]
        }
    }

    /// Where a scrolling key moves the result or page to, or nil for a key that does not scroll.
    /// None of them means anything else where they scroll (the result, the pages, the list).
    static func scrolled(_ key: SessionKey, _ state: SessionState) -> Int? {
        let page: Int
        switch state.mode {
        case .result, .page, .everyKata, .list: page = SessionScreen.pageStep(state)
        case .confirmReset, .confirmDiff: return nil
        }
        let step: Int
        switch key {
        case .up, .character("k"): step = -1
        case .down, .character("j"): step = 1
        case .pageUp, .character("b"): step = -page
        case .pageDown, .character(" "): step = page
        case .home, .character("g"): step = -state.scroll
        case .end, .character("G"): step = Int.max / 2
        default: return nil
        }
        return max(0, min(SessionScreen.maxScroll(state), state.scroll + step))
    }

    /// A key on the result screen.
    private static func command(_ key: SessionKey, _ state: inout SessionState) -> [SessionEffect] {
        guard case .character(let character) = key else { return [] }
        let kata = state.kata
        switch character {
        case "q":
            state.quitting = true
            return [.quit]
        case "h", "d":
            if let refusal = state.interview?.refusal(for: kata, at: state.clockNow) {
                state.notice = [refusal]
                return [.render]
            }
            if character == "d" {
                if state.result?.allPass == true { return [.diff(kata)] }
                state.mode = .confirmDiff
                return [.render]
            }
            let revealed = Hints.reveal(kata, alreadyShown: state.progress[kata].hintsShown, all: false)
            state.progress[kata].hintsShown = revealed.shown
            // The command line's "run it again" means "press h again" here.
            state.notice = revealed.lines.filter { !$0.hasPrefix("(Run it again") }
            return [.recordHints(kata, shown: revealed.shown), .render]
        case "n":
            guard state.result?.allPass == true else {
                state.notice = [
                    "n moves on once every behaviour of \(kata.module) passes; l lists the katas to pick another."
                ]
                return [.render]
            }
            guard let next = nextIndex(state) else {
                state.notice = ["Every kata passes: that was the last one. l picks one to practise again."]
                return [.render]
            }
            return open(&state, index: next)
        case "l":
            state.mode = .list(typed: "")
            state.scroll = 0
            return [.render]
        case "r":
            state.mode = .confirmReset
            return [.render]
        case "a":
            state.whole.toggle()
            state.scroll = 0
            return [.render]
        case "c":
            state.generation += 1
            state.run = .everyKata(generation: state.generation)
            state.checkedRows = []
            state.status = checkingStatus(state, index: 0)
            state.mode = .everyKata
            state.scroll = 0
            return [.checkEveryKata(generation: state.generation), .render]
        default:
            return []
        }
    }

    /// A key in the list: digits name a kata; it opens as soon as no other kata's number starts
    /// with what was typed (so 1 waits for Enter only if a Kata10 exists). Any other key goes back.
    private static func pick(_ key: SessionKey, typed: String, _ state: inout SessionState) -> [SessionEffect]
    {
        let numbers = state.katas.map { String($0.number) }
        switch key {
        case .character(let digit) where digit.isNumber:
            let now = typed + String(digit)
            guard numbers.contains(where: { $0.hasPrefix(now) }) else {
                state.mode = .result
                state.notice = ["There is no kata \(now)."]
                return [.render]
            }
            if let index = numbers.firstIndex(of: now),
                !numbers.contains(where: { $0 != now && $0.hasPrefix(now) })
            {
                return open(&state, index: index)
            }
            state.mode = .list(typed: now)
            return [.render]
        case .enter:
            if let index = numbers.firstIndex(of: typed) { return open(&state, index: index) }
            state.mode = .result
            return [.render]
        default:
            state.mode = .result
            return [.render]
        }
    }

    /// "checking Kata3 (3 of 9)…": the kata at `index` of "check every kata".
    static func checkingStatus(_ state: SessionState, index: Int) -> String {
        "checking \(state.katas[index].module) (\(index + 1) of \(state.katas.count))…"
    }

    /// Makes the kata at `index` current and runs its suite (unless it already is current).
    private static func open(_ state: inout SessionState, index: Int, force: Bool = false) -> [SessionEffect]
    {
        state.mode = .result
        guard force || index != state.current else { return [.render] }
        state.current = index
        state.result = nil
        state.notice = []
        state.scroll = 0
        return [.watch(state.kata)] + rerun(&state)
    }

    /// Starts a run of the current kata; one in flight is stopped by the runner, and its late
    /// result is ignored because its generation is older.
    private static func rerun(_ state: inout SessionState) -> [SessionEffect] {
        state.generation += 1
        state.run = .kata(generation: state.generation)
        state.status = "Running \(state.kata.module)'s suite…"
        return [.run(state.kata, generation: state.generation), .render]
    }

    /// The next kata not solved after the current one, wrapping round; nil when all are solved.
    static func nextIndex(_ state: SessionState) -> Int? {
        let count = state.katas.count
        for step in 1..<max(count, 1) {
            let index = (state.current + step) % count
            if !state.progress.isSolved(state.katas[index]) { return index }
        }
        return nil
    }
}
