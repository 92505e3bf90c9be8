import Testing

@testable import Kata13Support

/// The forms reviewers write a place in, each read as the same file and lines.
@Suite("Reading a place in a finding")
struct PlaceReadingTests {
    static let repository = "Data/RemoteWishlistRepository.swift"

    @Test(
        "a file and a line, in the forms reviewers write",
        arguments: [
            ("Data/RemoteWishlistRepository.swift:110 force try crashes", 110...110),
            ("`Data/RemoteWishlistRepository.swift`:110: force try on the body", 110...110),
            ("Data/RemoteWishlistRepository.swift:110:117: warning: force try", 110...110),
            ("RemoteWishlistRepository.swift line 110: crashes", 110...110),
            ("RemoteWishlistRepository.swift, lines 121–126: a rule", 121...126),
            ("RemoteWishlistRepository.swift L121-126: a rule", 121...126),
            ("RemoteWishlistRepository.swift L121-L126: a rule", 121...126),
            ("RemoteWishlistRepository.swift:L121-L126 a rule", 121...126),
            ("Data/RemoteWishlistRepository.swift#L121-L126 a rule", 121...126),
            ("**RemoteWishlistRepository.swift** (line 110): force try", 110...110),
            ("line 110 of RemoteWishlistRepository.swift: force try", 110...110),
            ("Line 110 in `RemoteWishlistRepository.swift` uses a force try", 110...110),
            ("lines 126 to 121 of RemoteWishlistRepository.swift", 121...126),
            ("| Data/RemoteWishlistRepository.swift | 110 | force try crashes |", 110...110),
            ("| RemoteWishlistRepository.swift | L121–126 | a rule in Data |", 121...126),
            ("| 110 | RemoteWishlistRepository.swift | force try crashes |", 110...110),
        ])
    func oneForm(text: String, lines: ClosedRange<Int>) {
        let places = PlaceReader.places(in: text)
        #expect(places.count == 1, "\(places)")
        #expect(places.first?.lines == lines)
        #expect(places.first?.names(Self.repository) == true)
    }

    @Test("several lines of one file are several places")
    func severalLines() {
        let places = PlaceReader.places(in: "lines 110 and 124 in RemoteWishlistRepository.swift")
        #expect(places.map(\.lines) == [110...110, 124...124])
        #expect(
            PlaceReader.places(in: "RemoteWishlistRepository.swift L110, L124").map(\.lines) == [
                110...110, 124...124,
            ])
    }

    @Test("each line goes with its own file when a finding names two")
    func twoFiles() {
        let places = PlaceReader.places(
            in:
                "In WishlistViewModel.swift, line 131, as in RemoteWishlistRepository.swift:110, a failure hides"
        )
        #expect(
            places.map(\.description) == [
                "WishlistViewModel.swift:131-131", "RemoteWishlistRepository.swift:110-110",
            ])
    }

    @Test("lines with no file of their own are the context's")
    func contextFile() {
        let places = PlaceReader.places(
            in: "L131: optional try hides the failure", contextFile: "WishlistViewModel.swift")
        #expect(places.map(\.description) == ["WishlistViewModel.swift:131-131"])
        #expect(PlaceReader.places(in: "L131: optional try hides the failure").isEmpty)
    }

    @Test(
        "numbers that are not lines are not places",
        arguments: [
            "WishlistViewModel.swift: 365 days is not a year",
            "WishlistViewModel.swift is 60 lines long",
            "the whole of WishlistViewModel.swift",
            "a 404 from GET /orders/42 is a failure, not an empty order",
        ])
    func notLines(text: String) {
        #expect(PlaceReader.places(in: text).isEmpty)
    }

    @Test("a file names the change's file with or without its folders, and nothing shorter")
    func fileNames() {
        let path = "Domain/Product.swift"
        #expect(ReviewPlace(file: "Product.swift", lines: 1...1).names(path))
        #expect(ReviewPlace(file: "domain/product.swift", lines: 1...1).names(path))
        #expect(ReviewPlace(file: "Sources/Shop/Domain/Product.swift", lines: 1...1).names(path))
        #expect(!ReviewPlace(file: "Detail.swift", lines: 1...1).names(path))
        #expect(!ReviewPlace(file: "Data/Product.swift", lines: 1...1).names(path))
        #expect(!ReviewPlace(file: "ProductDTO.swift", lines: 1...1).names(path))
    }
}
