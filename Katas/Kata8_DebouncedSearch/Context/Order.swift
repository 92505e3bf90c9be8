/// An order as the search use case finds it. The search screen shows only its ID, so that is all
/// this kata needs of it.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
}
