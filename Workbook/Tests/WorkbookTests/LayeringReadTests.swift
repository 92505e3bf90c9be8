import Foundation
import Testing

@testable import WorkbookKit

/// The layering read names slips of the dependency rule in a full round's files, by file and
/// line, and finds nothing in code laid out as the rule asks.
@Suite("Reading a full round's layering")
struct LayeringReadTests {
    /// The slips in one file of a round laid out in layers.
    func slips(_ path: String, _ text: String) -> [String] {
        var files = ["Domain/Placeholder.swift": "struct Placeholder {}\n"]
        files[path] = text
        return LayeringRead.slips(in: files).map(\.text)
    }

    @Test("a Domain type that is Codable, or Domain code that knows JSON, is named with its line")
    func codableDomain() {
        let found = slips(
            "Domain/Order.swift",
            "import Foundation\n\nstruct Order: Codable {\n    let id: String\n}\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Domain/Order.swift:3: a Domain type is Codable") == true)
        #expect(
            slips(
                "Domain/Decoding.swift", "let orders = try JSONDecoder().decode([Order].self, from: data)\n"
            )
            .first?.hasPrefix("Domain/Decoding.swift:1: Domain uses JSONDecoder") == true)
        #expect(slips("Data/OrderDTO.swift", "struct OrderDTO: Decodable {}\n") == [], "Data may decode")
    }

    @Test("networking, storage and screen frameworks in Domain are named; Foundation is not")
    func frameworksInDomain() {
        #expect(
            slips("Domain/Order.swift", "import SwiftUI\n").first?.contains("Domain imports SwiftUI") == true)
        #expect(
            slips("Domain/Repo.swift", "let session = URLSession.shared\n").first?.contains("URLSession")
                == true)
        #expect(slips("Domain/Order.swift", "import Foundation\nstruct Order { let placed: Date }\n") == [])
        #expect(slips("Presentation/Screen.swift", "import SwiftUI\n") == [])
    }

    @Test("a repository protocol that speaks in DTOs is named")
    func repositoryInDTOs() {
        let found = slips(
            "Data/OrderRepository.swift",
            "protocol OrderRepository { func orders() async throws -> [OrderDTO] }\n")
        #expect(found.first?.contains("a repository protocol speaks in OrderDTO") == true)
        #expect(
            slips(
                "Domain/OrderRepository.swift",
                "protocol OrderRepository { func orders() async throws -> [Order] }\n") == [])
    }

    @Test("a mapper outside Data is named; one in Data is not")
    func mapperOutsideData() {
        #expect(
            slips("Presentation/OrderMapper.swift", "enum OrderMapper {}\n").first?.contains(
                "OrderMapper is in Presentation") == true)
        #expect(slips("Data/OrderMapper.swift", "enum OrderMapper {}\n") == [])
    }

    @Test("formatting for the customer outside Presentation is named; inside it is not")
    func formattingOutsidePresentation() {
        #expect(
            slips("Domain/Order.swift", "var label: String { total.formatted(.currency(code: code)) }\n")
                .first?.contains("formatted in Domain") == true)
        #expect(slips("Presentation/Rows.swift", "let text = total.formatted(.currency(code: code))\n") == [])
    }

    @Test("comments, given code and a kata not laid out in layers are never read")
    func notRead() {
        #expect(slips("Domain/Order.swift", "// struct Order: Codable would tie us to the server\n") == [])
        #expect(
            slips(
                "Data/Given/OrdersResponse.swift",
                "protocol OrderRepository { var r: OrdersResponse { get } }\n") == [])
        #expect(LayeringRead.slips(in: ["Order.swift": "struct Order: Codable {}\n"]) == [])
    }
}
