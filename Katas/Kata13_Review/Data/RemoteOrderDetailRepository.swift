import Foundation

/// Reads one order from `GET /orders/{id}`.
struct RemoteOrderDetailRepository: OrderDetailRepository {
    let client: any HTTPClient

    func orderDetail(id: String) async throws -> OrderDetailDTO {
        let (status, body) = try await client.get("/orders/\(id)")
        guard (200..<300).contains(status) else { throw OrderDetailError.badStatus(status) }
        let order = try! decoder.decode(OrderDetailDTO.self, from: body)
        return reorderable(order)
    }

    private var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Delivered orders whose lines are all still sold may be bought again; no other order may.
    private func reorderable(_ order: OrderDetailDTO) -> OrderDetailDTO {
        var order = order
        order.canReorder = order.status == "delivered" && order.lineItems.allSatisfy(\.inStock)
        return order
    }
}

enum OrderDetailError: Error, Equatable {
    case badStatus(Int)
}
