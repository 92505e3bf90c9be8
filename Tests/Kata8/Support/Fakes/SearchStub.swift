import SharedFakes

@testable import Kata8

/// The use case the view model gets: call N answers as the timeline's N-th reply says, at once
/// or when the test answers it. A call beyond the script fails at once with `UnscriptedSearch`,
/// so a view model that searches too often fails its test instead of hanging it.
///
/// It is `@MainActor` for the same reason as `ClockSpy`: whatever a call ends with is logged on
/// the main actor before the view model gets it.
@MainActor final class SearchStub: SearchOrdersUseCase {
    private let timeline: Timeline

    init(timeline: Timeline) {
        self.timeline = timeline
    }

    func search(matching query: String) async throws -> [Order] {
        let (index, reply) = timeline.recordSearch(query)
        do {
            let orders = try await answer(reply)
            timeline.recordEnd(ofSearch: index, .completed)
            return orders
        } catch {
            timeline.recordEnd(ofSearch: index, Task.isCancelled ? .cancelled : .completed)
            throw error
        }
    }

    private func answer(_ reply: Timeline.Reply?) async throws -> [Order] {
        switch reply {
        case nil:
            throw UnscriptedSearch()
        case .now(let answer):
            return try answer.get()
        case .held(let gate):
            return try await gate.pass().get()
        case .heldIgnoringCancellation(let gate):
            // Not a child task: cancelling the caller does not reach it.
            return try await Task { try await gate.pass() }.value.get()
        case .heldReportingCancellationAs(let error, let gate):
            do {
                return try await gate.pass().get()
            } catch is CancellationError {
                throw error
            }
        }
    }
}

/// The view model searched more often than the test scripted.
struct UnscriptedSearch: Error {}
