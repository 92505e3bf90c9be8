import Testing

@testable import Kata1
@testable import Kata1Support

@Suite("Order lifecycle")
struct OrderLifecycleTests {
    /// Every move the lifecycle allows; anything else is refused.
    static let allowed: Set<Move> = [
        Move(.placed, .confirmed), Move(.confirmed, .shipped), Move(.shipped, .delivered),
        Move(.placed, .cancelled), Move(.confirmed, .cancelled),
    ]

    static let refused: [Move] = OrderStatus.allCases.flatMap { from in
        OrderStatus.allCases.map { Move(from, $0) }
    }.filter { !allowed.contains($0) }

    @Test(
        "moves one step forward at a time",
        arguments: [Move(.placed, .confirmed), Move(.confirmed, .shipped), Move(.shipped, .delivered)])
    func movesForward(move: Move) throws {
        var subject = try order(status: move.from)

        try subject.transition(to: move.to)

        #expect(subject.status == move.to)
    }

    @Test("placed and confirmed orders can be cancelled", arguments: [OrderStatus.placed, .confirmed])
    func cancelsBeforeShipping(status: OrderStatus) throws {
        var subject = try order(status: status)

        try subject.transition(to: .cancelled)

        #expect(subject.status == .cancelled)
    }

    @Test("a shipped order cannot be cancelled")
    func shippedCannotBeCancelled() throws {
        try expectRefused(Move(.shipped, .cancelled))
    }

    @Test("delivered and cancelled are final", arguments: [OrderStatus.delivered, .cancelled])
    func finalStatuses(status: OrderStatus) throws {
        for next in OrderStatus.allCases {
            try expectRefused(Move(status, next))
        }
    }

    @Test(
        "skipping a step is rejected",
        arguments: [Move(.placed, .shipped), Move(.placed, .delivered), Move(.confirmed, .delivered)])
    func skippingIsRejected(move: Move) throws {
        try expectRefused(move)
    }

    @Test("moving to the status the order already has is rejected", arguments: OrderStatus.allCases)
    func sameStatusIsRejected(status: OrderStatus) throws {
        try expectRefused(Move(status, status))
    }

    @Test("moving backwards is rejected", arguments: [Move(.confirmed, .placed), Move(.delivered, .shipped)])
    func backwardsIsRejected(move: Move) throws {
        try expectRefused(move)
    }

    @Test("every move outside the lifecycle is rejected and leaves the status unchanged", arguments: refused)
    func everyOtherMoveIsRejected(move: Move) throws {
        try expectRefused(move)
    }

    @Test("an order follows the whole happy path, one transition after another")
    func wholeLifecycle() throws {
        var subject = try order()

        try subject.transition(to: .confirmed)
        try subject.transition(to: .shipped)
        try subject.transition(to: .delivered)

        #expect(subject.status == .delivered)
    }

    /// Asserts the move throws `invalidTransition` naming both ends, and changes nothing.
    private func expectRefused(_ move: Move, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var subject = try order(status: move.from)

        #expect(
            throws: OrderError.invalidTransition(from: move.from, to: move.to), sourceLocation: sourceLocation
        ) {
            try subject.transition(to: move.to)
        }
        #expect(
            subject.status == move.from, "a refused move must leave the status as it was",
            sourceLocation: sourceLocation)
    }
}

/// A status change, printed as "placed to shipped" in test results.
struct Move: Hashable, Sendable, CustomTestStringConvertible {
    let from: OrderStatus
    let to: OrderStatus

    init(_ from: OrderStatus, _ to: OrderStatus) {
        self.from = from
        self.to = to
    }

    var testDescription: String { "\(from) to \(to)" }
}
