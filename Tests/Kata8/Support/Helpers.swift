import Foundation
import SharedFakes

@testable import Kata8

/// The one sentence the screen shows for any failure (the contract's words).
let failureMessage = "Your orders could not be searched. Please try again."

/// The view model with a test clock and a use case that answers as `replies` say, call by call,
/// and the timeline of what it asks them. `debounce: nil` keeps the view model's default.
@MainActor
func makeSUT(_ replies: Timeline.Reply..., debounce: Duration? = nil) -> (
    sut: OrderSearchViewModel, timeline: Timeline
) {
    makeSUT(replies: replies, debounce: debounce)
}

/// The same, with the replies as a list.
@MainActor
func makeSUT(replies: [Timeline.Reply], debounce: Duration? = nil) -> (
    sut: OrderSearchViewModel, timeline: Timeline
) {
    let timeline = Timeline(clock: TestClock(), replies: replies)
    let (clock, search) = timeline.makeCollaborators()
    let sut =
        if let debounce {
            OrderSearchViewModel(search: search, clock: clock, debounce: debounce)
        } else {
            OrderSearchViewModel(search: search, clock: clock)
        }
    return (sut, timeline)
}

extension Timeline.Reply {
    /// Answers at once with orders of these IDs, in this order.
    static func orders(_ ids: String...) -> Self {
        .now(.success(ids.map(order)))
    }

    /// Fails at once with `error`.
    static func failure(_ error: any Error) -> Self {
        .now(.failure(error))
    }
}

func order(_ id: String) -> Order {
    Order(id: id)
}

/// The rows the screen shows for orders of these IDs, in this order.
func rows(_ ids: String...) -> [OrderRow] {
    ids.map { OrderRow(id: $0, title: "Order \($0)") }
}

/// The error a test's use case fails with when the kind of failure does not matter.
struct AnyError: Error {}
