@testable import Kata9

/// A use case that answers what the test told it: these orders, or this error. Only the
/// decorator's own test uses it; every other test composes the whole screen.
struct OrderHistoryStub: GetOrderHistoryUseCaseProtocol {
    let answer: Result<[Order], StubFailure>

    func execute() async throws -> [Order] {
        try answer.get()
    }
}

/// An error only this stub throws, so the test can tell it from any other.
struct StubFailure: Error, Equatable {
    let reason: String
}
