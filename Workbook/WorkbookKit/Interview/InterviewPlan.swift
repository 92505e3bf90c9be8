extension Interview {
    /// How a round is played: its time box, and whether it is debriefed, live or blind.
    public struct Plan: Sendable, Equatable {
        public var minutes: Int
        public var debrief = true
        public var live = false
        public var blind = false

        public init(minutes: Int, debrief: Bool = true, live: Bool = false, blind: Bool = false) {
            self.minutes = minutes
            self.debrief = debrief
            self.live = live
            self.blind = blind
        }
    }
}
