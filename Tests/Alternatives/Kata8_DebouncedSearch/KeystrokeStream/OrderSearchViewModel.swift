import Foundation
import Observation

/// An alternative: keystrokes go through an `AsyncStream` read by one long-lived task, which
/// cancels the previous keystroke's work and starts the next; a token says which is the latest.
@MainActor @Observable final class OrderSearchViewModel {
    private(set) var state: OrderSearchState = .idle

    /// One keystroke on its way to the pipeline: the trimmed query, and the token that says
    /// whether it is still the latest one.
    private struct Keystroke: Sendable {
        let query: String
        let token: Token
    }

    private final class Token: Sendable {}

    @ObservationIgnored private let keystrokes: AsyncStream<Keystroke>.Continuation
    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var latest: Token?
    @ObservationIgnored private var shownQuery: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
        let (stream, continuation) = AsyncStream.makeStream(of: Keystroke.self)
        keystrokes = continuation
        // The pipeline: one long-lived task takes the keystrokes in order, cancels the search the
        // previous one started, and starts the next.
        Task { [weak self] in
            var running: Task<Void, Never>?
            for await keystroke in stream {
                running?.cancel()
                running = self?.start(keystroke)
            }
            running?.cancel()
        }
    }

    deinit {
        keystrokes.finish()
    }

    func queryChanged(_ text: String) {
        let keystroke = Keystroke(query: text.trimmingCharacters(in: .whitespacesAndNewlines), token: Token())
        latest = keystroke.token
        if keystroke.query.isEmpty {
            state = .idle
            shownQuery = nil
        }
        keystrokes.yield(keystroke)
    }

    private func start(_ keystroke: Keystroke) -> Task<Void, Never>? {
        guard !keystroke.query.isEmpty, keystroke.query != shownQuery else { return nil }
        return Task {
            do {
                try await clock.sleep(for: debounce)
            } catch {
                return
            }
            // The pipeline cancels a little after the keystroke: the wait may be over first.
            guard latest === keystroke.token else { return }
            state = .searching(keystroke.query)
            shownQuery = nil
            let answer: Result<[Order], any Error>
            do {
                answer = .success(try await search.search(matching: keystroke.query))
            } catch {
                answer = .failure(error)
            }
            guard latest === keystroke.token else { return }
            switch answer {
            case .success(let orders) where orders.isEmpty:
                state = .noResults(keystroke.query)
                shownQuery = keystroke.query
            case .success(let orders):
                state = .results(orders.map { OrderRow(id: $0.id, title: "Order \($0.id)") })
                shownQuery = keystroke.query
            case .failure:
                state = .failed(message: OrderSearchState.failureMessage)
            }
        }
    }
}
