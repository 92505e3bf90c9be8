import SharedFakes
import Synchronization

@testable import Kata9

/// The storage edge: a working store in memory that also records what it was asked, in order.
final class InMemoryOrderStore: OrderStore {
    enum Message: Equatable, Sendable {
        case retrieve
        case save([Order])
    }

    private let saved: Mutex<[Order]?>
    private let recorder = MessageRecorder<Message>()

    /// A store holding `orders`, or nothing ever saved when nil.
    init(holding orders: [Order]? = nil) {
        saved = Mutex(orders)
    }

    /// What is stored now.
    var stored: [Order]? { saved.withLock { $0 } }

    /// Every call, in order.
    var messages: [Message] { recorder.messages }

    func retrieve() async throws -> [Order]? {
        recorder.record(.retrieve)
        return stored
    }

    func save(_ orders: [Order]) async throws {
        recorder.record(.save(orders))
        saved.withLock { $0 = orders }
    }
}
