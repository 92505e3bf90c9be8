import Foundation
import Testing

@testable import Kata13Support

/// How places are weighed against the key, and whether the key still matches the change.
@Suite("Weighing a review against its key")
struct ReviewKeyTests {
    static let key = ReviewKey(
        """
        | S1 | slip | Data/Repository.swift:10-12 | a slip | why | fix |
        | D1 | sound | Data/Repository.swift:20; App/Composer.swift:2 | a sound line | why | nothing |
        """)

    static func place(_ file: String, _ lines: ClosedRange<Int>) -> ReviewPlace {
        ReviewPlace(file: file, lines: lines)
    }

    @Test("a line or two off names a slip; three off does not")
    func slack() {
        #expect(Self.key.slipsNamed(by: [Self.place("Repository.swift", 14...14)]).count == 1)
        #expect(Self.key.slipsNamed(by: [Self.place("Repository.swift", 8...8)]).count == 1)
        #expect(Self.key.slipsNamed(by: [Self.place("Repository.swift", 15...15)]).isEmpty)
        #expect(Self.key.slipsNamed(by: [Self.place("Other/Repository.swift", 11...11)]).isEmpty)
    }

    @Test("a range names the slips it overlaps, unless it is a whole file")
    func ranges() {
        #expect(Self.key.slipsNamed(by: [Self.place("Repository.swift", 1...20)]).count == 1)
        #expect(Self.key.slipsNamed(by: [Self.place("Repository.swift", 1...40)]).isEmpty)
    }

    @Test("a sound line is flagged where it is, and not by a place that names a slip")
    func soundLines() {
        #expect(Self.key.soundLinesFlagged(by: [Self.place("Composer.swift", 2...2)]).map(\.id) == ["D1"])
        #expect(Self.key.soundLinesFlagged(by: [Self.place("Repository.swift", 20...20)]).map(\.id) == ["D1"])
        #expect(Self.key.soundLinesFlagged(by: [Self.place("Repository.swift", 19...19)]).isEmpty)
        #expect(Self.key.soundLinesFlagged(by: [Self.place("Repository.swift", 12...20)]).isEmpty)
    }

    @Test("a range that starts on a sound line and runs past it flags nothing")
    func rangesPastSoundLines() {
        #expect(Self.key.soundLinesFlagged(by: [Self.place("Repository.swift", 20...27)]).isEmpty)
        #expect(Self.key.soundLinesFlagged(by: [Self.place("Composer.swift", 1...2)]).isEmpty)
    }
}
