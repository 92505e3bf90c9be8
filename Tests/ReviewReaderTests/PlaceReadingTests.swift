import Testing

@testable import Kata13Support

/// The forms reviewers write a place in, each read as the same file and lines.
@Suite("Reading a place in a finding")
struct PlaceReadingTests {
    static let repository = "Data/RemoteOrderDetailRepository.swift"

    @Test(
        "a file and a line, in the forms reviewers write",
        arguments: [
            ("Data/RemoteOrderDetailRepository.swift:10 try! crashes", 10...10),
            ("`Data/RemoteOrderDetailRepository.swift`:10: try! on the body", 10...10),
            ("Data/RemoteOrderDetailRepository.swift:10:17: warning: try!", 10...10),
            ("RemoteOrderDetailRepository.swift line 10: crashes", 10...10),
            ("RemoteOrderDetailRepository.swift, lines 21–26: a rule", 21...26),
            ("RemoteOrderDetailRepository.swift L21-26: a rule", 21...26),
            ("RemoteOrderDetailRepository.swift L21-L26: a rule", 21...26),
            ("RemoteOrderDetailRepository.swift:L21-L26 a rule", 21...26),
            ("Data/RemoteOrderDetailRepository.swift#L21-L26 a rule", 21...26),
            ("**RemoteOrderDetailRepository.swift** (line 10): try!", 10...10),
            ("line 10 of RemoteOrderDetailRepository.swift: try!", 10...10),
            ("Line 10 in `RemoteOrderDetailRepository.swift` uses try!", 10...10),
            ("lines 26 to 21 of RemoteOrderDetailRepository.swift", 21...26),
            ("| Data/RemoteOrderDetailRepository.swift | 10 | try! crashes |", 10...10),
            ("| RemoteOrderDetailRepository.swift | L21–26 | a rule in Data |", 21...26),
            ("| 10 | RemoteOrderDetailRepository.swift | try! crashes |", 10...10),
        ])
    func oneForm(text: String, lines: ClosedRange<Int>) {
        let places = PlaceReader.places(in: text)
        #expect(places.count == 1, "\(places)")
        #expect(places.first?.lines == lines)
        #expect(places.first?.names(Self.repository) == true)
    }

    @Test("several lines of one file are several places")
    func severalLines() {
        let places = PlaceReader.places(in: "lines 10 and 24 in RemoteOrderDetailRepository.swift")
        #expect(places.map(\.lines) == [10...10, 24...24])
        #expect(
            PlaceReader.places(in: "RemoteOrderDetailRepository.swift L10, L24").map(\.lines) == [
                10...10, 24...24,
            ])
    }

    @Test("each line goes with its own file when a finding names two")
    func twoFiles() {
        let places = PlaceReader.places(
            in:
                "In OrderDetailViewModel.swift, line 31, as in RemoteOrderDetailRepository.swift:10, a failure hides"
        )
        #expect(
            places.map(\.description) == [
                "OrderDetailViewModel.swift:31-31", "RemoteOrderDetailRepository.swift:10-10",
            ])
    }

    @Test("lines with no file of their own are the context's")
    func contextFile() {
        let places = PlaceReader.places(
            in: "L31: try? hides the failure", contextFile: "OrderDetailViewModel.swift")
        #expect(places.map(\.description) == ["OrderDetailViewModel.swift:31-31"])
        #expect(PlaceReader.places(in: "L31: try? hides the failure").isEmpty)
    }

    @Test(
        "numbers that are not lines are not places",
        arguments: [
            "OrderDetailViewModel.swift: 365 days is not a year",
            "OrderDetailViewModel.swift is 60 lines long",
            "the whole of OrderDetailViewModel.swift",
            "a 404 from GET /orders/42 is a failure, not an empty order",
        ])
    func notLines(text: String) {
        #expect(PlaceReader.places(in: text).isEmpty)
    }

    @Test("a file names the change's file with or without its folders, and nothing shorter")
    func fileNames() {
        let path = "Domain/OrderDetail.swift"
        #expect(ReviewPlace(file: "OrderDetail.swift", lines: 1...1).names(path))
        #expect(ReviewPlace(file: "domain/orderdetail.swift", lines: 1...1).names(path))
        #expect(ReviewPlace(file: "Katas/Kata13_Review/Domain/OrderDetail.swift", lines: 1...1).names(path))
        #expect(!ReviewPlace(file: "Detail.swift", lines: 1...1).names(path))
        #expect(!ReviewPlace(file: "Data/OrderDetail.swift", lines: 1...1).names(path))
        #expect(!ReviewPlace(file: "OrderDetailDTO.swift", lines: 1...1).names(path))
    }
}
