import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
/// An actor: two saves from different tasks take turns between their awaits, and the expiry is
/// a date kept beside the check rather than a helper.
actor LocalOrderCache {
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
        let cached = try await store.retrieve()
        return cached.flatMap { expired($0.savedAt) ? nil : $0.orders }
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        try await store.insert(orders, savedAt: now())
    }

    func validateCache() async {
        let retrieval: Result<CachedOrders?, any Error>
        do {
            retrieval = .success(try await store.retrieve())
        } catch {
            retrieval = .failure(error)
        }
        switch retrieval {
        case .failure:
            try? await store.deleteCachedOrders()
        case .success(let cached?) where expired(cached.savedAt):
            try? await store.deleteCachedOrders()
        case .success:
            break
        }
    }

    private func expired(_ savedAt: Date) -> Bool {
        let moment = now()
        let expiry = calendar.date(byAdding: .day, value: maxAgeInDays, to: savedAt) ?? .distantPast
        return savedAt > moment || moment >= expiry
    }
}
