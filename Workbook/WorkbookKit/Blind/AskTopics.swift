/// What a question is about, told by the code it names: in Kata3 "getOrder" is one order and
/// "getOrders" the whole list, though both read as "order" once words are stemmed. Where the two
/// groups of rules share their words, the subject decides and a keyword does not: "a timeout on
/// getOrder, I go to the cached copy?" is about one order, whatever it says of the cache.
///
/// The topics are the kata's data, in its ASK.md before the first heading, one a line:
/// `topic <a group of the Requirements>: <marker>, <marker>, …`. A marker is matched as written,
/// whole words in order, case aside and without splitting an identifier ("getorder" is not
/// "getorders"). The group of the marker said first is the question's subject.
public struct AskTopics: Sendable, Equatable {
    struct Topic: Sendable, Equatable {
        /// The group of the Requirements, as the README names it.
        var group: String
        var markers: [[String]]
    }

    var topics: [Topic] = []

    init(topics: [Topic] = []) {
        self.topics = topics
    }

    /// The `topic` lines of an ASK.md, before its first `## ` heading.
    public init(text: String) {
        for (group, items) in AskHeader.lines(marked: Self.mark, in: text) {
            let markers = items.map(Self.tokens).filter { !$0.isEmpty }
            if !group.isEmpty, !markers.isEmpty { topics.append(Topic(group: group, markers: markers)) }
        }
    }

    static let mark = "topic "

    /// The group of the first marker the question says, or nil when it says none.
    func subject(of question: String) -> String? {
        let said = Self.tokens(question)
        var first: (at: Int, group: String)?
        for topic in topics {
            for marker in topic.markers {
                guard let at = Self.place(of: marker, in: said) else { continue }
                if first.map({ at < $0.at }) ?? true { first = (at, topic.group) }
            }
        }
        return first?.group
    }

    /// Where `marker` first stands in `words`, word for word.
    static func place(of marker: [String], in words: [String]) -> Int? {
        guard marker.count <= words.count else { return nil }
        return (0...(words.count - marker.count)).first { Array(words[$0..<($0 + marker.count)]) == marker }
    }

    /// A text's words as markers are matched: lower case, letters and digits, an identifier whole.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().filter { $0 != "'" && $0 != "\u{2019}" }
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// A `topic` line that names no group of the Requirements, one sentence each (`verify`).
    public func problems(groups: Set<String>) -> [String] {
        topics.filter { !groups.contains($0.group) }.map {
            "ASK.md: the topic \"\($0.group)\" is no group of the README's Requirements"
        }
    }
}
