import SharedFakes

@testable import Kata2

/// Answers `getOrders()` with the result it was built with, and records every call so a test
/// can assert when, and how often, the repository was asked.
final class OrderRepositorySpy: OrderRepository {
    enum Message: Equatable, Sendable {
        case getOrders
    }

    private let result: Result<[Order], any Error>
    private let recorder = MessageRecorder<Message>()

    init(result: Result<[Order], any Error>) {
        self.result = result
    }

    var messages: [Message] {
        recorder.messages
    }

    func getOrders() async throws -> [Order] {
        recorder.record(.getOrders)
        return try result.get()
    }
}

/// An error only the repository double throws, so a test can tell it apart from anything else.
enum RepositoryFailure: Error, Equatable {
    case offline
}
