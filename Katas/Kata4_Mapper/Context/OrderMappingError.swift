/// Why a response could not become domain orders. Each case carries the offending raw value, so
/// the log line says what the server actually sent.
enum OrderMappingError: Error, Equatable {
    /// Not JSON, or not shaped like `OrdersResponseDTO` (a missing key, a wrong type).
    case invalidJSON
    case unknownStatus(String)
    case invalidDate(String)
    case invalidPrice(String)
    case invalidQuantity(Int)
    case noItems(orderID: String)
}
