/// The on-device copy of the orders the server sent last: a file or a database in the app, an
/// in-memory fake in the tests.
protocol OrderStore: Sendable {
    /// The orders saved last, or `nil` when nothing was ever saved.
    func retrieve() async throws -> [Order]?

    /// Replaces what was saved.
    func save(_ orders: [Order]) async throws
}
