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
            - `Data/RemoteOrderDetailRepository.swift:10`: `try!` on the body
              crashes the app on one bad response; throw instead.
            - OrderDetailViewModel.swift L31 hides a failure as an empty order.
            """)
        #expect(
            review.findings.map { $0.places.map(\.description) } == [
                ["Data/RemoteOrderDetailRepository.swift:10-10"], ["OrderDetailViewModel.swift:31-31"],
            ])
        #expect(review.findings[0].wordsBesidesPlaces >= 10)
    }

    @Test("a table's rows are findings and its header is not")
    func table() {
        let review = ReadReview(
            """
            | File | Line | What and why |
            |------|:----:|--------------|
            | RemoteOrderDetailRepository.swift | 10 | try! crashes on bad data |
            | OrderDetailViewModel.swift | 31–33 | try? hides the failure |
            """)
        #expect(review.findings.map { $0.places.map(\.lines) } == [[10...10], [31...33]])
    }

    @Test("a heading that names a file gives its lines to the bullets under it")
    func fileHeadings() {
        let review = ReadReview(
            """
            ### Presentation/OrderDetailViewModel.swift
            - L20: reaches for the shared container, cannot be faked
            - line 31: try? turns a failure into no lines
            ### Data
            - L10: nothing to say
            """)
        #expect(
            review.findings.map { $0.places.map(\.description) } == [
                ["Presentation/OrderDetailViewModel.swift:20-20"],
                ["Presentation/OrderDetailViewModel.swift:31-31"],
            ])
    }

    @Test("a bullet that names a file is one finding with the bullets nested under it")
    func nestedBullets() {
        let review = ReadReview(
            """
            - OrderDetailViewModel.swift
              - L31: try? turns a failure into no lines
              - L40-44: the task keeps the view model alive
            """)
        #expect(
            review.findings.flatMap(\.places).map(\.description) == [
                "OrderDetailViewModel.swift:31-31", "OrderDetailViewModel.swift:40-44",
            ])
        #expect(review.findings.count == 1)
    }

    @Test("a heading that names a place is a finding, with the paragraph and notes under it")
    func findingHeadings() {
        let review = ReadReview(
            """
            ### 1. Data/RemoteOrderDetailRepository.swift:10

            The try! crashes the app on a bad body.

            - Fix: throw a decoding error.
            ### 2. OrderDetailViewModel.swift:31
            try? hides the failure.
            """)
        #expect(review.findings.count == 2)
        #expect(review.findings[0].wordsBesidesPlaces >= 10)
        #expect(review.findings[1].places.map(\.lines) == [31...31])
    }

    @Test("GitHub-style annotations on consecutive lines are one finding each")
    func annotations() {
        let review = ReadReview(
            """
            Data/RemoteOrderDetailRepository.swift:10: error: try! on data from the server
            Presentation/OrderDetailViewModel.swift:31: warning: try? hides a failure
            """)
        #expect(review.findings.map { $0.places.map(\.lines) } == [[10...10], [31...31]])
    }

    @Test("the two that matter are read under their own heading, by place or by a finding's number")
    func twoThatMatter() {
        let review = ReadReview(
            """
            ## Findings
            1. RemoteOrderDetailRepository.swift:10 try! crashes on a bad body
            2. OrderDetailViewModel.swift:31 try? hides the failure
            3. OrderDetailComposer.swift:8 the closure keeps the view model alive
            ## Top 2 (would block the merge)
            - Finding 1, because a crash reaches every customer.
            - OrderDetailViewModel.swift:31, because it shows wrong information.
            Both are about failures.
            """)
        #expect(review.findings.count == 3)
        #expect(review.twoThatMatter.map { $0.places.map(\.lines) } == [[10...10], [31...31]])
    }

    @Test("a finding that names a file but no line says so")
    func fileWithoutLine() {
        let review = ReadReview("- OrderDetailViewModel.swift does too much: split it up")
        #expect(review.findings.map(\.namesFileWithoutLine) == [true])
        #expect(
            ReadReview("- OrderDetailViewModel.swift:3 does too much").findings.map(\.namesFileWithoutLine)
                == [false])
    }

    @Test("what a finding says besides its place is counted in words")
    func words() {
        #expect(ReviewText.wordsBesidesPlaces(in: "Data/RemoteOrderDetailRepository.swift:10") == 0)
        #expect(ReviewText.wordsBesidesPlaces(in: "OrderDetailViewModel.swift line 31: hides a failure") == 3)
    }
}
