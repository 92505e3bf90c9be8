import SharedFakes
import Synchronization
import Testing

@testable import Kata7

/// A remote that answers each call with the next result the test scripted, and records when
/// each call came, as time on the test clock. One result serves one call: a call the test
/// scripted nothing for records an issue and fails as if offline.
final class RemoteStub: OrderRemoteDataSource {
    private let answers: Mutex<[Result<[Order], any Error>]>
    private let callTimes = MessageRecorder<Duration>()
    private let clock: TestClock

    init(clock: TestClock, answers: [Result<[Order], any Error>]) {
        self.clock = clock
        self.answers = Mutex(answers)
    }

    /// When each attempt was made, since the clock's start: `[0 s, 1 s, 3 s]` is an attempt at
    /// once, one after a one-second wait, one after a further two seconds.
    var attempts: [Duration] {
        callTimes.messages
    }

    func fetchOrders() async throws -> [Order] {
        callTimes.record(clock.now.offset)
        guard let answer = answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            Issue.record("fetchOrders() was called more often than the test scripted answers for")
            throw RemoteError.offline
        }
        return try answer.get()
    }
}
