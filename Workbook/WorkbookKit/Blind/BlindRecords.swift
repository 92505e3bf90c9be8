import Foundation

// What a blind round keeps with the attempt and the running record: each behaviour revealed, each
// question asked, and the round's score.

extension CandidateProgress {
    /// One behaviour of a blind round made known to the candidate: by asking, or by being told.
    public struct Reveal: Codable, Equatable, Sendable {
        public enum How: String, Codable, Sendable {
            /// Named in the answer to a question the candidate asked.
            case asked
            /// Shown without asking: "what did I miss?", or a crash or hang inside it.
            case told
        }

        /// The behaviour as the README's Requirements word it.
        public var behaviour: String
        /// The suite it is listed under.
        public var suite: String
        public var how: How
        /// Seconds after the clock started.
        public var at: Int

        public init(behaviour: String, suite: String, how: How, at: Int) {
            self.behaviour = behaviour
            self.suite = suite
            self.how = how
            self.at = at
        }
    }

    /// A question asked in a round, and the behaviours its answer revealed (none: the answer named
    /// no rule, "Your call").
    public struct Question: Codable, Equatable, Sendable {
        public var text: String
        /// Seconds after the clock started.
        public var at: Int
        public var answered: [Behaviour]

        public init(text: String, at: Int, answered: [Behaviour]) {
            self.text = text
            self.at = at
            self.answered = answered
        }
    }

    /// How a blind round went, behaviour by behaviour: each counted once, by what came first.
    public struct BlindScore: Codable, Equatable, Sendable {
        /// Passed before it was asked about or told. In a live round, whose interviewer answered
        /// aloud, passed before the tool told it: the tool cannot hear what was asked.
        public var anticipated: Int
        public var asked: Int
        public var told: Int
        /// The kata's behaviours.
        public var total: Int
        /// Questions asked, "Your call" answers included.
        public var questions: Int
        /// Behaviours the Prompt states: in none of the three counts. 0 in older records.
        public var given = 0
        /// The rules the answers to questions named, each once; `asked` of them were new to the
        /// candidate, and the rest split three ways: the Prompt states it, it passed before an
        /// answer named it (counted anticipated), or it was told first (counted told). 0 in older
        /// records.
        public var opened = 0
        public var openedGiven = 0
        public var openedAnticipated = 0
        public var openedTold = 0

        public init(
            anticipated: Int, asked: Int, told: Int, total: Int, questions: Int, given: Int = 0,
            opened: Int = 0
        ) {
            self.anticipated = anticipated
            self.asked = asked
            self.told = told
            self.total = total
            self.questions = questions
            self.given = given
            self.opened = opened
        }

        enum CodingKeys: String, CodingKey {
            case anticipated, asked, told, total, questions, given, opened, openedGiven, openedAnticipated,
                openedTold
        }

        /// A score written before `given` existed still reads.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            anticipated = try values.decode(Int.self, forKey: .anticipated)
            asked = try values.decode(Int.self, forKey: .asked)
            told = try values.decode(Int.self, forKey: .told)
            total = try values.decode(Int.self, forKey: .total)
            questions = try values.decode(Int.self, forKey: .questions)
            given = try values.decodeIfPresent(Int.self, forKey: .given) ?? 0
            opened = try values.decodeIfPresent(Int.self, forKey: .opened) ?? 0
            openedGiven = try values.decodeIfPresent(Int.self, forKey: .openedGiven) ?? 0
            openedAnticipated = try values.decodeIfPresent(Int.self, forKey: .openedAnticipated) ?? 0
            openedTold = try values.decodeIfPresent(Int.self, forKey: .openedTold) ?? 0
        }
    }
}
