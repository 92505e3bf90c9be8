/// An order as a page of the history carries it. The list shows only its ID, so that is all this
/// kata needs of it.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
}
