import SharedFakes

@testable import Kata10

/// The view model, with a loader that answers `requests` requests, each when the test says.
@MainActor
func makeSUT(requests: Int) -> (sut: OrderListViewModel, loader: PageLoaderSpy) {
    let loader = PageLoaderSpy(requests: requests)
    return (OrderListViewModel(loader: loader), loader)
}

/// A page of orders with these IDs, in this order, and the cursor of the page after it.
func page(_ ids: String..., next cursor: String?) -> Answer {
    page(ids, next: cursor)
}

/// The same, with the IDs as a list.
func page(_ ids: [String], next cursor: String?) -> Answer {
    .success(OrderPage(orders: ids.map { Order(id: $0) }, nextCursor: cursor))
}

/// A request that fails.
let failure = Answer.failure(AnyError())

/// The row the list shows for the order with this ID.
func row(_ id: String) -> OrderRow {
    OrderRow(Order(id: id))
}

/// The rows the list shows for orders of these IDs, in this order.
func rows(_ ids: String...) -> [OrderRow] {
    ids.map(row)
}

/// The error a test's loader fails with when the kind of failure does not matter.
struct AnyError: Error {}

extension OrderListViewModel {
    /// Appears and answers the first page (request 1) with `answer`; returns once it shows.
    func showFirstPage(_ answer: Answer, _ loader: PageLoaderSpy) async throws {
        let appear = loader.start("appear()") { await self.appear() }
        try await loader.answer(1, with: answer, during: appear)
        try await appear.returned()
    }

    /// Shows the row with this ID, as the list does when the customer scrolls to it, and
    /// answers the page it asks for, request `number`, with `answer`; returns once it shows.
    func scroll(to id: String, answering number: Int, with answer: Answer, _ loader: PageLoaderSpy)
        async throws
    {
        let scroll = loader.start("rowAppeared(\(id))") { await self.rowAppeared(row(id)) }
        try await loader.answer(number, with: answer, during: scroll)
        try await scroll.returned()
    }
}

extension PageLoaderSpy {
    /// Runs a call that should answer by itself (it asks nothing, or only what is already
    /// answered) and returns once it has returned.
    func run(_ name: String, _ body: @escaping @MainActor () async -> Void) async throws {
        try await start(name, body).returned()
    }
}
