import Foundation

/// A file as a blind round shows it, and what it holds back: the contract paragraphs of its doc
/// comments, or a README's Requirements. Saved beside the kata while the round lasts, so the full
/// text comes back later from this value and whatever the candidate made of the blind text.
public struct BlindText: Codable, Equatable, Sendable {
    /// Lines the blind view removed, and what finds their place again.
    public struct Block: Codable, Equatable, Sendable {
        /// The removed lines, as they were.
        public var lines: [String]
        /// The kept line just before the block in the blind text; nil at the top of the file.
        public var before: String?
        /// The kept line just after it; nil at the end of the file. For the README's Requirements,
        /// the line after the replacement line.
        public var after: String?
        /// Which occurrence of the pair (`before`, `after`) in the blind text, counted from 0.
        public var occurrence: Int
        /// The index, in the blind text's lines, of the line the block goes in front of (or, for
        /// the README, of the replacement line it takes the place of).
        public var line: Int
        /// The README's line that stands in for this block in the blind text, if any: the block
        /// takes its place on the way back. Nil for a Swift file's paragraphs, which replace nothing.
        public var replaces: String?

        public init(
            lines: [String], before: String?, after: String?, occurrence: Int, line: Int,
            replaces: String? = nil
        ) {
            self.lines = lines
            self.before = before
            self.after = after
            self.occurrence = occurrence
            self.line = line
            self.replaces = replaces
        }
    }

    /// The text the candidate sees.
    public var text: String
    /// What it holds back, top to bottom.
    public var blocks: [Block]

    public init(text: String, blocks: [Block]) {
        self.text = text
        self.blocks = blocks
    }

    /// The README's line that replaced the Requirements body; nil for a Swift file.
    public var replacement: String? { blocks.lazy.compactMap(\.replaces).first }
}

/// The blind view of a kata's files, and the way back, on plain text: no disk.
///
/// In a Swift file, each doc comment keeps its first paragraph (what the declaration is for) and
/// any later paragraph that starts `/// Given:`; every other later paragraph is hidden with the
/// `///` line before it. In a README, the body of `## Requirements` becomes one line that says how
/// to ask. `BlindFiles` applies it to a kata's folder on disk.
public enum BlindView {
    /// The Swift file as the blind round shows it, and the paragraphs it hides.
    public static func hide(swift text: String) -> BlindText {
        let lines = split(text)
        var hidden = [Bool](repeating: false, count: lines.count)
        var index = 0
        while index < lines.count {
            guard isDocLine(lines[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < lines.count, isDocLine(lines[end]) { end += 1 }
            hideLaterParagraphs(of: lines, in: index..<end, marking: &hidden)
            index = end
        }
        return blind(lines, hidden: hidden)
    }

    /// The line that stands for the Requirements in a blind README.
    public static func askLine(kata number: Int) -> String {
        "Ask what you need to know: `swift run workbook ask \(number) \"your question\"`."
    }

    /// The full text again. When `current` is the blind text unchanged, the original comes back
    /// byte for byte. Otherwise each block goes back only where the lines it sat between still
    /// stand side by side, unchanged, in one place (`place`), never replacing or removing a line
    /// of `current` other than the README's own replacement line. A block whose place is changed,
    /// gone or ambiguous is returned in `unplaced`, and `current` keeps no trace of it; a block
    /// already in place is left.
    public static func restore(_ current: String, from blind: BlindText) -> (
        text: String, unplaced: [BlindText.Block]
    ) {
        guard !blind.blocks.isEmpty else { return (current, []) }
        let blindLines = split(blind.text)
        var lines = split(current)
        var placements: [(at: Int, order: Int, block: BlindText.Block, replacing: Bool)] = []
        var unplaced: [BlindText.Block] = []
        let unchanged = current == blind.text
        for (order, block) in blind.blocks.enumerated() {
            if unchanged {
                placements.append((block.line, order, block, block.replaces != nil))
                continue
            }
            if isInPlace(block, in: lines) { continue }
            if let replacement = block.replaces, lines.contains(replacement) {
                let at = choose(
                    among: lines.indices.filter { lines[$0] == replacement },
                    were: blindLines.indices.filter { blindLines[$0] == replacement }, line: block.line)
                placements.append((at, order, block, true))
            } else if let at = place(block, in: lines, blindLines: blindLines) {
                placements.append((at, order, block, false))
            } else {
                unplaced.append(block)
            }
        }
        // Bottom to top, so an insertion never moves a place found further up.
        for placement in placements.sorted(by: { ($0.at, $0.order) > ($1.at, $1.order) }) {
            let span = placement.replacing ? placement.at..<(placement.at + 1) : placement.at..<placement.at
            lines.replaceSubrange(span, with: placement.block.lines)
        }
        return (lines.joined(separator: "\n"), unplaced)
    }

    // MARK: - Hiding

    /// Lines as written: split on "\n" only (a "\r" before it stays on its line), so joining them
    /// with "\n" gives the text back exactly.
    static func split(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// A line's text with its indentation and any carriage return at its end left out.
    static func trimmed(_ line: String) -> Substring {
        var text = line.drop { $0 == " " || $0 == "\t" }
        if text.hasSuffix("\r") { text = text.dropLast() }
        return text
    }

    static func isDocLine(_ line: String) -> Bool { trimmed(line).hasPrefix("///") }

    static func isSeparator(_ line: String) -> Bool { trimmed(line) == "///" }

    /// Marks every paragraph after the first in the doc comment `run`, with the separator before
    /// it, unless it starts `/// Given:`. Separators before the first paragraph belong to it.
    private static func hideLaterParagraphs(
        of lines: [String], in run: Range<Int>, marking hidden: inout [Bool]
    ) {
        var index = run.lowerBound
        while index < run.upperBound, isSeparator(lines[index]) { index += 1 }
        while index < run.upperBound, !isSeparator(lines[index]) { index += 1 }
        // `index` is now the separator that opens the first later paragraph, if any.
        while index < run.upperBound {
            var end = index + 1
            while end < run.upperBound, !isSeparator(lines[end]) { end += 1 }
            let given = end > index + 1 && trimmed(lines[index + 1]).hasPrefix("/// Given:")
            if !given {
                for line in index..<end { hidden[line] = true }
            }
            index = end
        }
    }

    /// Takes the hidden lines out, each run of them one block, anchored on the kept lines around
    /// it. A run that holds a line of `replacements` (by its index in `lines`) is replaced by that
    /// line's replacement; any other run is taken out.
    static func blind(_ lines: [String], hidden: [Bool], replacements: [Int: String] = [:]) -> BlindText {
        var kept: [String] = []
        var runs: [(lines: [String], at: Int, replacement: String?)] = []
        var index = 0
        while index < lines.count {
            guard hidden[index] else {
                kept.append(lines[index])
                index += 1
                continue
            }
            var end = index
            while end < lines.count, hidden[end] { end += 1 }
            let replacement = (index..<end).lazy.compactMap { replacements[$0] }.first
            runs.append((Array(lines[index..<end]), kept.count, replacement))
            if let replacement { kept.append(replacement) }
            index = end
        }
        guard !runs.isEmpty else { return BlindText(text: lines.joined(separator: "\n"), blocks: []) }
        let blocks = runs.map { run in
            let replacing = run.replacement != nil
            let anchors = pair(at: run.at, in: kept, replacing: replacing)
            let earlier = kept.indices.prefix(run.at).filter {
                pair(at: $0, in: kept, replacing: replacing) == anchors
            }
            return BlindText.Block(
                lines: run.lines, before: anchors.before, after: anchors.after, occurrence: earlier.count,
                line: run.at, replaces: run.replacement)
        }
        return BlindText(text: kept.joined(separator: "\n"), blocks: blocks)
    }

    /// The kept lines around a block that goes in front of line `at` (or replaces it).
    private static func pair(at: Int, in kept: [String], replacing: Bool) -> Anchors {
        let afterIndex = replacing ? at + 1 : at
        return Anchors(
            before: at > 0 ? kept[at - 1] : nil, after: afterIndex < kept.count ? kept[afterIndex] : nil)
    }

    private struct Anchors: Equatable {
        var before: String?
        var after: String?
    }

    // MARK: - Finding a block's place again

    /// Whether `current` already holds the block between its anchors (or after its line before),
    /// as after a round that ended halfway: then putting it back again would double it.
    private static func isInPlace(_ block: BlindText.Block, in lines: [String]) -> Bool {
        guard !block.lines.isEmpty, lines.count >= block.lines.count else { return false }
        for start in 0...(lines.count - block.lines.count)
        where lines[start..<(start + block.lines.count)].elementsEqual(block.lines) {
            let beforeHolds = block.before.map { start > 0 && lines[start - 1] == $0 } ?? (start == 0)
            let end = start + block.lines.count
            let afterHolds = block.after.map { end < lines.count && lines[end] == $0 } ?? (end == lines.count)
            if block.replaces != nil ? beforeHolds : (beforeHolds || afterHolds) { return true }
        }
        return false
    }

    /// Where a block goes in `lines`: the index to insert it at, or nil when its place is not
    /// certain. The place is where the lines it sat between (or the file's edge) still stand side
    /// by side, unchanged, and only there: a line the candidate reworded, removed or moved leaves
    /// the block out rather than spliced beside text it no longer belongs to (a contract under a
    /// declaration whose comment was rewritten away would open a comment with a bare `///`). When
    /// that pair stands in as many places as it did in the blind text, the block takes the place
    /// of its own rank; any other count is ambiguous, and the block is left out too.
    private static func place(_ block: BlindText.Block, in lines: [String], blindLines: [String]) -> Int? {
        // In the blind text, a README block's line after follows its replacement line.
        let gap = block.replaces == nil ? 0 : 1
        func between(_ text: [String], gap: Int) -> (Int) -> Bool {
            { at in
                let end = at + gap
                let before = block.before.map { at > 0 && text[at - 1] == $0 } ?? (at == 0)
                let after = block.after.map { end < text.count && text[end] == $0 } ?? (end == text.count)
                return before && after
            }
        }
        let places = (0...lines.count).filter(between(lines, gap: 0))
        let were = (0...blindLines.count).filter(between(blindLines, gap: gap))
        guard places.count == were.count, let rank = were.firstIndex(of: block.line) else { return nil }
        return places[rank]
    }

    /// One of `places`: the one in the same rank as the block's line among the places that were,
    /// when there are as many now as then; else the one nearest to where the block was.
    private static func choose(among places: [Int], were: [Int], line: Int) -> Int {
        if places.count == were.count, let rank = were.firstIndex(of: line) { return places[rank] }
        return places.min { abs($0 - line) < abs($1 - line) } ?? line
    }
}
