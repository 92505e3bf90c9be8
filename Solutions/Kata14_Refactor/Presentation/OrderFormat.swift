import Foundation
import Kata14Domain

/// How an order is written for the customer, in one locale and one calendar's time zone.
public struct OrderFormat: Sendable {
    let locale: Locale
    let dayStyle: Date.FormatStyle

    public init(calendar: Calendar, locale: Locale) {
        self.locale = locale
        dayStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
    }

    /// The order's row in the list.
    func row(_ order: Order) -> OrderRow {
        var names: [String] = []
        for item in order.items {
            if item.quantity > 1 {
                names.append("\(item.quantity) × \(item.product)")
            } else {
                names.append(item.product)
            }
        }
        let money = Decimal.FormatStyle.Currency(code: order.currency, locale: locale)
        return OrderRow(
            id: order.id,
            title: names.joined(separator: ", "),
            status: order.status.rawValue.prefix(1).uppercased() + order.status.rawValue.dropFirst(),
            total: order.total.formatted(money),
            date: order.placedAt.formatted(dayStyle))
    }
}
