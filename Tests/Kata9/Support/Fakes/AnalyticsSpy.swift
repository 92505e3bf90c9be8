import SharedFakes

@testable import Kata9

/// The analytics edge: records every event, in order, and which task recorded it.
final class AnalyticsSpy: Analytics {
    struct Recorded: Equatable, Sendable {
        let event: OrderHistoryEvent
        let task: Int?
    }

    private let recorder = MessageRecorder<Recorded>()

    var events: [OrderHistoryEvent] { recorder.messages.map(\.event) }

    /// For each event, the task that recorded it (see `currentTaskID()`).
    var recordingTasks: [Int?] { recorder.messages.map(\.task) }

    func record(_ event: OrderHistoryEvent) {
        recorder.record(Recorded(event: event, task: currentTaskID()))
    }
}

/// The task running this code, by a hash of its identity: two tasks alive at the same time
/// tell apart, and nil outside any task.
func currentTaskID() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
}
