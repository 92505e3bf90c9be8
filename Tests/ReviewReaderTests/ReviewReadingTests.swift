import Testing

@testable import Kata13Support

/// Reviews as people write them: bullets, tables, headings, annotations, nested notes.
@Suite("Reading a review")
struct ReviewReadingTests {
    @Test("the template's guidance is no finding")
    func template() {
        let review = ReadReview(
            """
            ## Findings
            <!-- e.g. `Data/File.swift:12`, "line 12 of File.swift" -->
            ## The two that matter most
            <!-- two, by where they are -->
            """)
        #expect(review.findings.isEmpty)
        #expect(review.twoThatMatter.isEmpty)
    }

    @Test("a bullet wrapped over lines is one finding, with every word of it")
    func wrappedBullets() {
        let review = ReadReview(
            """
            - `Data/RemoteWishlistRepository.swift:110`: a force try on the body
              crashes the app on one bad response; throw instead.
            - WishlistViewModel.swift L131 hides a failure as an empty order.
            """)
        #expect(
            review.findings.map { $0.places.map(\.description) } == [
                ["Data/RemoteWishlistRepository.swift:110-110"], ["WishlistViewModel.swift:131-131"],
            ])
        #expect(review.findings[0].wordsBesidesPlaces >= 10)
    }

    @Test("a table's rows are findings and its header is not")
    func table() {
        let review = ReadReview(
            """
            | File | Line | What and why |
            |------|:----:|--------------|
            | RemoteWishlistRepository.swift | 110 | force try crashes on bad data |
            | WishlistViewModel.swift | 131–133 | optional try hides the failure |
            """)
        #expect(review.findings.map { $0.places.map(\.lines) } == [[110...110], [131...133]])
    }

    @Test("a heading that names a file gives its lines to the bullets under it")
    func fileHeadings() {
        let review = ReadReview(
            """
            ### Presentation/WishlistViewModel.swift
            - L120: reaches for the shared container, cannot be faked
            - line 131: optional try turns a failure into no lines
            ### Data
            - L110: nothing to say
            """)
        #expect(
            review.findings.map { $0.places.map(\.description) } == [
                ["Presentation/WishlistViewModel.swift:120-120"],
                ["Presentation/WishlistViewModel.swift:131-131"],
            ])
    }

    @Test("a bullet that names a file is one finding with the bullets nested under it")
    func nestedBullets() {
        let review = ReadReview(
            """
            - WishlistViewModel.swift
              - L131: optional try turns a failure into no lines
              - L140-144: the task keeps the view model alive
            """)
        #expect(
            review.findings.flatMap(\.places).map(\.description) == [
                "WishlistViewModel.swift:131-131", "WishlistViewModel.swift:140-144",
            ])
        #expect(review.findings.count == 1)
    }

    @Test("a heading that names a place is a finding, with the paragraph and notes under it")
    func findingHeadings() {
        let review = ReadReview(
            """
            ### 1. Data/RemoteWishlistRepository.swift:110

            The force try crashes the app on a bad body.

            - Fix: throw a decoding error.
            ### 2. WishlistViewModel.swift:131
            optional try hides the failure.
            """)
        #expect(review.findings.count == 2)
        #expect(review.findings[0].wordsBesidesPlaces >= 10)
        #expect(review.findings[1].places.map(\.lines) == [131...131])
    }

    @Test("GitHub-style annotations on consecutive lines are one finding each")
    func annotations() {
        let review = ReadReview(
            """
            Data/RemoteWishlistRepository.swift:110: error: force try on data from the server
            Presentation/WishlistViewModel.swift:131: warning: optional try hides a failure
            """)
        #expect(review.findings.map { $0.places.map(\.lines) } == [[110...110], [131...131]])
    }

    @Test("the two that matter are read under their own heading, by place or by a finding's number")
    func twoThatMatter() {
        let review = ReadReview(
            """
            ## Findings
            1. RemoteWishlistRepository.swift:110 force try crashes on a bad body
            2. WishlistViewModel.swift:131 optional try hides the failure
            3. WishlistComposer.swift:8 the closure keeps the view model alive
            ## Top 2 (would block the merge)
            - Finding 1, because a crash reaches every customer.
            - WishlistViewModel.swift:131, because it shows wrong information.
            Both are about failures.
            """)
        #expect(review.findings.count == 3)
        #expect(review.twoThatMatter.map { $0.places.map(\.lines) } == [[110...110], [131...131]])
    }

    @Test("a finding that names a file but no line says so")
    func fileWithoutLine() {
        let review = ReadReview("- WishlistViewModel.swift does too much: split it up")
        #expect(review.findings.map(\.namesFileWithoutLine) == [true])
        #expect(
            ReadReview("- WishlistViewModel.swift:3 does too much").findings.map(\.namesFileWithoutLine)
                == [false])
    }

    @Test("what a finding says besides its place is counted in words")
    func words() {
        #expect(ReviewText.wordsBesidesPlaces(in: "Data/RemoteWishlistRepository.swift:110") == 0)
        #expect(ReviewText.wordsBesidesPlaces(in: "WishlistViewModel.swift line 131: hides a failure") == 3)
    }
}

/// Forms the three blind reviews wrote in, each on its own.
@Suite("Reading a review's file lines and picks")
struct FileLinesAndPicksTests {
    @Test("a line that names only a file gives its lines to the bullets under it, until the next")
    func fileLines() {
        let review = ReadReview(
            """
            **Presentation/WishlistViewModel.swift**
            - lines 5 and 14-22: the entity carries the server's keys
            - line 131: optional try turns a failure into no lines

            `Data/RemoteWishlistRepository.swift`:
            - lines 36–39: a rule about stock decided in Data
            Domain/Wishlist.swift
            - L8: formats the price for the screen
            ## Notes
            - line 3: nothing of a file's
            """)
        #expect(
            review.findings.map { $0.places.map(\.description) } == [
                ["Presentation/WishlistViewModel.swift:5-5", "Presentation/WishlistViewModel.swift:14-22"],
                ["Presentation/WishlistViewModel.swift:131-131"],
                ["Data/RemoteWishlistRepository.swift:36-39"],
                ["Domain/Wishlist.swift:8-8"],
            ])
        #expect(review.findings.filter(\.namesFileWithoutLine).isEmpty)
    }

    @Test("each pick counts once, by the first place or finding it names; text after the items is not a pick")
    func picks() {
        let review = ReadReview(
            """
            ## Findings
            1. RemoteWishlistRepository.swift:110 force try crashes on a bad body
            2. WishlistViewModel.swift:131 optional try hides the failure
            3. WishlistComposer.swift:8 the closure keeps the view model alive
            ## The two that matter most
            - #2, `WishlistViewModel.swift:131`: #3 and #1 follow from it.
            - `RemoteWishlistRepository.swift:110` (finding 1), then WishlistComposer.swift:8 too.

            The leak (#3) can wait for a follow-up.
            """)
        #expect(review.twoThatMatter.map { $0.places.map(\.lines) } == [[131...131], [110...110]])
    }

    @Test("paragraphs are the picks when there are no items")
    func paragraphPicks() {
        let review = ReadReview(
            """
            ## Findings
            - RemoteWishlistRepository.swift:110 force try crashes on a bad body
            ## Top 2
            RemoteWishlistRepository.swift:110, and WishlistViewModel.swift:131 after it.

            WishlistViewModel.swift:131, because it shows wrong information.
            """)
        #expect(review.twoThatMatter.map { $0.places.map(\.lines) } == [[110...110], [131...131]])
    }
}
