import Observation

/// The order's detail screen: its lines, its total, and "buy again".
@MainActor
@Observable
final class OrderDetailViewModel {
    enum State: Equatable {
        case loading
        case loaded(OrderDetail)
        case noLines
        case failed(String)
    }

    private(set) var state = State.loading
    private(set) var addedToCart = false
    var onBuyAgainFinished: (@MainActor () -> Void)?

    private let orderID: String
    private let buyAgain: BuyAgainUseCase
    private let getOrderDetail = GetOrderDetailUseCase(
        repository: AppContainer.shared.orderDetailRepository)
    private var cartChanges: Task<Void, Never>?

    init(orderID: String, buyAgain: BuyAgainUseCase) {
        self.orderID = orderID
        self.buyAgain = buyAgain
    }

    func load() async {
        state = .loading
        guard let order = try? await getOrderDetail.execute(id: orderID), !order.lines.isEmpty else {
            state = .noLines
            return
        }
        state = .loaded(order)
    }

    /// Loads again whenever the cart changes elsewhere, so "buy again" reflects what is in it.
    func reload(on changes: AsyncStream<Void>) {
        cartChanges = Task {
            for await _ in changes {
                await self.load()
            }
        }
    }

    func buyAgainTapped() {
        guard case .loaded(let order) = state else { return }
        let buyAgain = self.buyAgain
        Task { [weak self] in
            do {
                let added = try await buyAgain.execute(order)
                self?.addedToCart = added
                self?.onBuyAgainFinished?()
            } catch {
                self?.state = .failed("We couldn't add these to your cart. Please try again.")
            }
        }
    }
}
