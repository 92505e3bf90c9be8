/// Loads one order for its detail screen.
///
/// Today it only hands the call on, and that is on purpose: it is the seam where the screen's
/// rules go (hiding refunded lines is next on the board), so the view model will not change
/// when they arrive.
struct GetOrderDetailUseCase: Sendable {
    let repository: any OrderDetailRepository

    func execute(id: String) async throws -> OrderDetail {
        OrderDetailMapper.map(try await repository.orderDetail(id: id))
    }
}
