import Foundation

/// What the suite grades a review against, read from `SLIPS.md` beside the reference: each
/// slip and each sound line that looks suspicious, by where it is. Kept out of the candidate's
/// tree, and out of every test's name and message.
struct ReviewKey: Sendable {
    struct Entry: Sendable, Equatable {
        var id: String
        var isSlip: Bool
        var places: [ReviewPlace]
        var what: String
    }

    /// A line or two off still names a slip; a sound line is flagged only by a place within it.
    static let slack = 2
    /// A range longer than this names nothing: a whole file is not a finding.
    static let longestRange = 25

    var entries: [Entry]
    var slips: [Entry] { entries.filter(\.isSlip) }
    var soundLines: [Entry] { entries.filter { !$0.isSlip } }

    /// Reads the table's rows: `| S1 | slip | Domain/File.swift:5-33 | what |`, `sound` for a
    /// decoy, several places in one cell split by `;`.
    init(_ markdown: String) {
        entries = markdown.components(separatedBy: .newlines).compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count >= 4, ["slip", "sound"].contains(cells[1]) else {
                return nil
            }
            return Entry(
                id: cells[0], isSlip: cells[1] == "slip", places: PlaceReader.places(in: cells[2]),
                what: cells[3])
        }
    }

    /// True when `place` is near enough to one of the slip's places to name it.
    static func place(_ place: ReviewPlace, names slip: Entry) -> Bool {
        guard place.lines.count <= longestRange else { return false }
        return slip.places.contains { real in
            place.names(real.file)
                && place.lines.overlaps((real.lines.lowerBound - slack)...(real.lines.upperBound + slack))
        }
    }

    /// True when `place` points at the sound line itself, and at no slip: every line of it lies
    /// within the sound line's. A longer range that starts there and runs on is about something
    /// else, or about a slip it covers.
    func place(_ place: ReviewPlace, flags sound: Entry) -> Bool {
        guard !slips.contains(where: { Self.place(place, names: $0) }) else { return false }
        return sound.places.contains { real in
            place.names(real.file) && real.lines.contains(place.lines.lowerBound)
                && real.lines.contains(place.lines.upperBound)
        }
    }

    /// The slips the places name.
    func slipsNamed(by places: [ReviewPlace]) -> [Entry] {
        slips.filter { slip in places.contains { Self.place($0, names: slip) } }
    }

    /// The sound lines the places flag as slips.
    func soundLinesFlagged(by places: [ReviewPlace]) -> [Entry] {
        soundLines.filter { sound in places.contains { place($0, flags: sound) } }
    }
}
