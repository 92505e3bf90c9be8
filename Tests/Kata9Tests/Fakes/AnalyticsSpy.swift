import SharedFakes

@testable import Kata9

/// The analytics edge: records every event, in order.
final class AnalyticsSpy: Analytics {
    private let recorder = MessageRecorder<OrderHistoryEvent>()

    var events: [OrderHistoryEvent] { recorder.messages }

    func record(_ event: OrderHistoryEvent) {
        recorder.record(event)
    }
}
