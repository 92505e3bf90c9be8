import Foundation
import Kata14Presentation
import Observation

/// The order-history screen, as the app has shipped it for two years: it asks the server, reads
/// the answer, applies the shop's rules and writes the rows, all by itself.
@MainActor @Observable
final class OrderHistoryViewModel: OrderHistoryScreen {
    private(set) var state = OrderHistoryState.idle

    /// One order as this screen reads it from the server's JSON.
    private struct Order {
        let id: String
        let status: String
        let placedAt: Date
        let total: Decimal
        let currency: String
        let items: [(product: String, quantity: Int)]
    }

    private static let failureMessage = "We couldn't load your orders. Pull down to try again."
    private static let knownStatuses = ["placed", "shipped", "delivered", "cancelled"]

    func load() async {
        state = .loading

        // 1. Ask the server.
        let body: Data
        do {
            let (data, status) = try await LegacyAPI.shared.get("/orders")
            if status != 200 {
                state = .failed(message: Self.failureMessage)
                return
            }
            body = data
        } catch {
            state = .failed(message: Self.failureMessage)
            return
        }

        // 2. Read the JSON. An order we cannot read is skipped, so one bad order never hides the
        //    others.
        guard let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let list = json["orders"] as? [[String: Any]]
        else {
            state = .failed(message: Self.failureMessage)
            return
        }
        // Kept for the offline mode that was planned and never built.
        LegacyStore.shared.set(body, forKey: "orders-response")

        let parser = ISO8601DateFormatter()
        var orders: [Order] = []
        for entry in list {
            guard let id = entry["id"] as? String,
                let status = entry["status"] as? String,
                Self.knownStatuses.contains(status),
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

        // 3. Support's rule: cancellations older than 30 days are hidden.
        let thirtyDaysAgo = Date().addingTimeInterval(-30 * 24 * 60 * 60)
        var visible: [Order] = []
        for order in orders {
            if order.status == "cancelled" && order.placedAt < thirtyDaysAgo {
                continue
            }
            visible.append(order)
        }

        // 4. Newest first.
        visible.sort { $0.placedAt > $1.placedAt }

        if visible.isEmpty {
            state = .empty
            return
        }

        // 5. Write the rows.
        let calendar = Calendar.current
        let dayStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: Locale.current, calendar: calendar,
            timeZone: calendar.timeZone)
        var rows: [OrderRow] = []
        for order in visible {
            var names: [String] = []
            for item in order.items {
                if item.quantity > 1 {
                    names.append("\(item.quantity) × \(item.product)")
                } else {
                    names.append(item.product)
                }
            }
            let money = Decimal.FormatStyle.Currency(code: order.currency, locale: Locale.current)
            rows.append(
                OrderRow(
                    id: order.id,
                    title: names.joined(separator: ", "),
                    status: order.status.prefix(1).uppercased() + order.status.dropFirst(),
                    total: order.total.formatted(money),
                    date: order.placedAt.formatted(dayStyle)))
        }
        state = .loaded(rows)
    }
}
