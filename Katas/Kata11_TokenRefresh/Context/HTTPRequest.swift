/// A request to the shop's API, kept small: where it goes and its headers.
struct HTTPRequest: Sendable, Equatable {
    var path: String
    var headers: [String: String] = [:]

    /// This request with `Authorization: Bearer <accessToken>`, replacing any token it carried.
    func signed(with accessToken: String) -> HTTPRequest {
        var signed = self
        signed.headers["Authorization"] = "Bearer \(accessToken)"
        return signed
    }

    /// The access token this request is signed with, or nil when it carries none.
    var accessToken: String? {
        guard let value = headers["Authorization"], value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }
}
