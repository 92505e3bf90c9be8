import SharedFakes
import Synchronization
import Testing

@testable import Kata7

/// A remote that answers each call with the next result the test scripted, and records when
/// each call came, as time on the test clock. One result serves one call: a call the test
/// scripted nothing for records an issue and fails as if offline. A call can be made to take
/// time: the stub moves the test clock on by `eachCallTakes` before it answers, as a slow
/// network would.
final class RemoteStub: OrderRemoteDataSource {
    private let answers: Mutex<[Result<[Order], any Error>]>
    private let callTimes = MessageRecorder<Duration>()
    private let clock: TestClock
    private let eachCallTakes: Duration

    init(clock: TestClock, answers: [Result<[Order], any Error>], eachCallTakes: Duration = .zero) {
        self.clock = clock
        self.answers = Mutex(answers)
        self.eachCallTakes = eachCallTakes
    }

    /// When each attempt was made, since the clock's start: `[0 s, 1 s, 3 s]` is an attempt at
    /// once, one after a one-second wait, one after a further two seconds.
    var attempts: [Duration] {
        callTimes.messages
    }

    func fetchOrders() async throws -> [Order] {
        callTimes.record(clock.now.offset)
        if eachCallTakes > .zero {
            await clock.advance(by: eachCallTakes)
        }
        guard let answer = answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            Issue.record("fetchOrders() was called more often than the test scripted answers for")
            throw RemoteError.offline
        }
        return try answer.get()
    }
}
