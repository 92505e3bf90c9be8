import Foundation

/// What the server answered: a status code and a body.
struct HTTPResponse: Sendable, Equatable {
    /// The status that says the access token was not accepted (expired, or revoked).
    static let unauthorized = 401

    let status: Int
    let body: Data
}
