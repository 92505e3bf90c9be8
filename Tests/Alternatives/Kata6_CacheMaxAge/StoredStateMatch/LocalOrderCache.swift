import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
///
/// Written around one inspection of the store that names what it found (nothing, fresh orders,
/// expired orders, or an unreadable store); `load` and `validateCache` each switch over it.
/// The age is the whole number of calendar days between the stamp and now.
final class LocalOrderCache: Sendable {
    private enum Found {
        case nothing
        case fresh([Order])
        case expired
        case unreadable(any Error)
    }

    private let store: any OrderStore
    private let now: @Sendable () -> Date
    private let calendar: Calendar
    private let maxAgeInDays: Int

    init(
        store: any OrderStore, now: @escaping @Sendable () -> Date, calendar: Calendar, maxAgeInDays: Int = 7
    ) {
        self.store = store
        self.now = now
        self.calendar = calendar
        self.maxAgeInDays = maxAgeInDays
    }

    func load() async throws -> [Order]? {
        switch await inspect() {
        case .nothing, .expired: return nil
        case .fresh(let orders): return orders
        case .unreadable(let error): throw error
        }
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        try await store.insert(orders, savedAt: now())
    }

    func validateCache() async {
        switch await inspect() {
        case .nothing, .fresh: return
        case .expired, .unreadable: _ = try? await store.deleteCachedOrders()
        }
    }

    private func inspect() async -> Found {
        let cached: CachedOrders?
        do {
            cached = try await store.retrieve()
        } catch {
            return .unreadable(error)
        }
        guard let cached else { return .nothing }
        let current = now()
        guard cached.savedAt <= current,
            let age = calendar.dateComponents([.day], from: cached.savedAt, to: current).day,
            age < maxAgeInDays
        else { return .expired }
        return .fresh(cached.orders)
    }
}
