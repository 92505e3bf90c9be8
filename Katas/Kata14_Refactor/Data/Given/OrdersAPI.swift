/// The shop's order-history endpoint, as the backend team documents it.
///
/// `GET /orders` answers with the customer's orders, in no order the app may rely on:
///
///     {"orders": [
///       {"id": "A1", "status": "delivered", "placed_at": "2024-03-01T10:15:30Z",
///        "total": 42.50, "currency": "EUR",
///        "items": [{"product": "Kettle", "quantity": 1}, {"product": "Tea cups", "quantity": 2}]}
///     ]}
///
/// - `status` is one of "placed", "shipped", "delivered" and "cancelled".
/// - `placed_at` is an ISO 8601 instant in UTC, to the second; `total` is what the customer paid,
///   a JSON number, in `currency` (ISO 4217: "EUR", "USD", "JPY").
/// - `items` lists what was bought, each product once, in the order it was put in the basket.
public enum OrdersAPI {
    public static let path = "/orders"
}
