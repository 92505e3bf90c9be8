import Foundation
import Kata14Domain

/// How an order is written for the customer, in one locale and one calendar's time zone.
public struct OrderFormat: Sendable {
    private let locale: Locale
    private let dayStyle: Date.FormatStyle

    public init(calendar: Calendar, locale: Locale) {
        self.locale = locale
        dayStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
    }

    /// The order's row in the list.
    func row(_ order: Order) -> OrderRow {
        OrderRow(
            id: order.id,
            title: order.items.map { $0.quantity > 1 ? "\($0.quantity) × \($0.product)" : $0.product }
                .joined(separator: ", "),
            status: Self.word(order.status),
            total: order.total.formatted(.currency(code: order.currency).locale(locale)),
            date: day(order.placedAt))
    }

    /// The day `date` falls on.
    func day(_ date: Date) -> String {
        date.formatted(dayStyle)
    }

    private static func word(_ status: Order.Status) -> String {
        switch status {
        case .placed: "Placed"
        case .shipped: "Shipped"
        case .delivered: "Delivered"
        case .cancelled: "Cancelled"
        }
    }
}
