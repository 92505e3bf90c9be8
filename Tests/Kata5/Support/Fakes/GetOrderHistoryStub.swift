import SharedFakes
import Synchronization

@testable import Kata5

/// What one call to the use case answers: the orders, or an error.
typealias Answer = Result<[Order], any Error>

/// A use case that answers what the test scripted, when the test says so: call N waits at the
/// N-th gate until the test opens it, so the test can look at the screen while a request is in
/// flight. It counts every call.
///
/// A call beyond the script fails at once with `UnscriptedCall`: an implementation that asks
/// too often then fails its test instead of hanging the run.
final class GetOrderHistoryStub: GetOrderHistoryUseCaseProtocol {
    private let gates: [Gate<Answer>]
    private let calls = Mutex(0)

    init(_ gates: [Gate<Answer>]) {
        self.gates = gates
    }

    var callCount: Int {
        calls.withLock { $0 }
    }

    func execute() async throws -> [Order] {
        let index = calls.withLock { count in
            defer { count += 1 }
            return count
        }
        guard gates.indices.contains(index) else { throw UnscriptedCall() }
        return try await gates[index].pass().get()
    }
}

/// The use case was asked more often than the test expected.
struct UnscriptedCall: Error {}

extension Gate {
    /// A gate that is open from the start: the call answers as soon as it is made.
    static func opened(with value: Value) -> Gate {
        let gate = Gate()
        gate.open(with: value)
        return gate
    }
}
