import Foundation
import Kata14Domain

/// The body of `GET /orders` (see `OrdersAPI`), read as the screen has always read it.
enum OrdersJSON {
    /// The orders of a body; an order that does not read is left out, so one bad order never
    /// hides the others.
    ///
    /// - Throws: `Unreadable` when the body is not an object with a list of orders.
    static func orders(from body: Data) throws -> [Order] {
        guard let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let list = json["orders"] as? [[String: Any]]
        else { throw Unreadable() }
        let parser = ISO8601DateFormatter()
        var orders: [Order] = []
        for entry in list {
            guard let id = entry["id"] as? String,
                let status = (entry["status"] as? String).flatMap(Order.Status.init(rawValue:)),
                let placedText = entry["placed_at"] as? String,
                let placedAt = parser.date(from: placedText),
                let total = entry["total"] as? NSNumber,
                let currency = entry["currency"] as? String,
                let itemList = entry["items"] as? [[String: Any]]
            else { continue }
            var items: [(product: String, quantity: Int)] = []
            for item in itemList {
                if let product = item["product"] as? String, let quantity = item["quantity"] as? Int {
                    items.append((product, quantity))
                }
            }
            if items.count != itemList.count { continue }
            orders.append(
                Order(
                    id: id, status: status, placedAt: placedAt, total: total.decimalValue,
                    currency: currency, items: items))
        }
        return orders
    }

    /// The body is not an object with a list of orders.
    struct Unreadable: Error {}
}
