/// Builds the order's detail screen and says where "buy again" leads.
@MainActor
enum OrderDetailComposer {
    static func compose(
        orderID: String, cart: any Cart, showCart: @escaping @MainActor () -> Void
    ) -> OrderDetailViewModel {
        let viewModel = OrderDetailViewModel(orderID: orderID, buyAgain: BuyAgainUseCase(cart: cart))
        viewModel.onBuyAgainFinished = {
            if viewModel.addedToCart {
                showCart()
            }
        }
        return viewModel
    }
}
