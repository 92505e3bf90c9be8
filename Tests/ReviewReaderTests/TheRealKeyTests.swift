import Foundation
import Testing

@testable import Kata13Support

/// Kata13's own key, its change and its reviews, read from the repository's files: when the
/// change moves a line, these say which row of `SLIPS.md` to move with it.
@Suite("Kata13's key, change and reviews")
struct TheRealKeyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static let key = ReviewKey(text("Solutions/Kata13_Review/SLIPS.md"))

    @Test("the key has ten to twelve slips and at least three sound lines")
    func sizes() {
        #expect((10...12).contains(Self.key.slips.count))
        #expect(Self.key.soundLines.count >= 3)
    }

    @Test("each row's lines hold the code its words quote")
    func rowsMatchTheChange() {
        for entry in Self.key.entries {
            let quoted = entry.what.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let held = entry.places.map { place in
                let lines = Self.text("Katas/Kata13_Review/" + place.file).components(separatedBy: "\n")
                #expect(place.lines.upperBound <= lines.count, "\(entry.id): \(place) is past the file's end")
                return lines[
                    min(place.lines.lowerBound, lines.count) - 1..<min(place.lines.upperBound, lines.count)
                ]
                .joined(separator: "\n")
            }
            for code in quoted {
                #expect(held.allSatisfy { $0.contains(code) }, "\(entry.id): \(code) is not on its lines")
            }
        }
    }

    @Test("no sound line sits within a slip's slack")
    func soundLinesApart() {
        for sound in Self.key.soundLines {
            for place in sound.places {
                #expect(Self.key.slipsNamed(by: [place]).isEmpty, "\(sound.id) at \(place) would name a slip")
            }
        }
    }

    @Test("the model review names every slip, flags no sound line and picks two; the template names nothing")
    func reviews() {
        let model = ReadReview(Self.text("Solutions/Kata13_Review/REVIEW.md"))
        #expect(Self.key.slipsNamed(by: model.places).count == Self.key.slips.count)
        #expect(Self.key.soundLinesFlagged(by: model.places).isEmpty)
        #expect(Self.key.slipsNamed(by: model.twoThatMatter.flatMap(\.places)).count == 2)
        let template = ReadReview(Self.text("Katas/Kata13_Review/REVIEW.md"))
        #expect(template.findings.isEmpty && template.twoThatMatter.isEmpty)
    }

    /// Found by a newcomer: one bullet named both blockers, and the check said the picks named
    /// one slip; it passed only once split into two bullets.
    @Test("a lone pick that names two places picks both; beside another pick, only its first")
    func lonePickNamingTwo() {
        let findings = """
            ## Findings
            - `RemoteOrderDetailRepository.swift:10`: `try!` crashes the app on a bad body; throw.
            - `OrderDetailMapper.swift:7`: an unknown status shows as placed; model `.unknown`.
            - `OrderDetailViewModel.swift:31`: `try?` shows a failure as an empty order; catch it.

            """
        let lone = ReadReview(
            findings + """
                ## The two that matter most
                - `RemoteOrderDetailRepository.swift:10` (crash) and `OrderDetailMapper.swift:7` (wrong data shown)
                """)
        #expect(lone.twoThatMatter.count == 2)
        #expect(Self.key.slipsNamed(by: lone.twoThatMatter.flatMap(\.places)).count == 2)
        let two = ReadReview(
            findings + """
                ## The two that matter most
                - `RemoteOrderDetailRepository.swift:10`: a crash, worse than `OrderDetailViewModel.swift:31`.
                - `OrderDetailMapper.swift:7`: wrong data, shown with confidence.
                """)
        #expect(two.twoThatMatter.map { $0.places.map(\.lines) } == [[10...10], [7...7]])
    }

    @Test("a lone pick that points back at two numbered findings picks both")
    func lonePickNumberingTwo() {
        for picked in ["- Findings 1 and 3: the crash and the failure shown as an order.", "- #1, #3"] {
            let review = ReadReview(
                """
                ## Findings
                1. `RemoteOrderDetailRepository.swift:10`: `try!` crashes the app on a bad body; throw.
                2. `OrderDetailMapper.swift:7`: an unknown status shows as placed; model `.unknown`.
                3. `OrderDetailViewModel.swift:31`: `try?` shows a failure as an empty order; catch it.

                ## The two that matter most
                \(picked)
                """)
            #expect(
                review.twoThatMatter.map { $0.places.map(\.lines) } == [[10...10], [31...31]], "\(picked)")
        }
    }
}
