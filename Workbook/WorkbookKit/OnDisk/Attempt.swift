import Foundation

extension CandidateProgress {
    /// One mock interview. A file written before a field existed still reads: each field added
    /// later has a default (see `init(from:)`).
    public struct Attempt: Codable, Equatable, Sendable {
        /// The kata's folder name (`Kata1_Entity`): numbers may move as katas are added.
        public var kata: String
        public var startedAt: Date
        public var seconds: Int
        public var limitSeconds: Int
        public var passing: Int
        public var total: Int
        public var hintsUsed: Int
        public var solved: Bool
        /// Behaviours already passing when the clock started, from earlier work: 0 for a clean start.
        public var passingAtStart = 0

        public init(
            kata: String, startedAt: Date, seconds: Int, limitSeconds: Int, passing: Int, total: Int,
            hintsUsed: Int, solved: Bool, passingAtStart: Int = 0
        ) {
            self.kata = kata
            self.startedAt = startedAt
            self.seconds = seconds
            self.limitSeconds = limitSeconds
            self.passing = passing
            self.total = total
            self.hintsUsed = hintsUsed
            self.solved = solved
            self.passingAtStart = passingAtStart
        }

        /// Solved from nothing passing: the only kind of solve the best time and the review count
        /// as fast.
        public var isCleanSolve: Bool { solved && passingAtStart == 0 }

        enum CodingKeys: String, CodingKey {
            case kata, startedAt, seconds, limitSeconds, passing, total, hintsUsed, solved, passingAtStart
        }

        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            kata = try values.decode(String.self, forKey: .kata)
            startedAt = try values.decode(Date.self, forKey: .startedAt)
            seconds = try values.decode(Int.self, forKey: .seconds)
            limitSeconds = try values.decode(Int.self, forKey: .limitSeconds)
            passing = try values.decode(Int.self, forKey: .passing)
            total = try values.decode(Int.self, forKey: .total)
            hintsUsed = try values.decode(Int.self, forKey: .hintsUsed)
            solved = try values.decode(Bool.self, forKey: .solved)
            passingAtStart = try values.decodeIfPresent(Int.self, forKey: .passingAtStart) ?? 0
        }
    }
}
