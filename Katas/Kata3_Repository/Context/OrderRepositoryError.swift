/// The only failures the repository lets out. Callers never see a `RemoteError` or a cache
/// error: which source failed, and how, is the repository's business.
enum OrderRepositoryError: Error, Equatable {
    /// Neither the remote nor the cache could answer.
    case unavailable
    /// The remote says the order does not exist.
    case notFound
}
