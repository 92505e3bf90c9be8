/// The order-history feature's language, once for every kata: a question and a rule are both read
/// into the same stems, so "blow up", "throws" and "an error" meet at one word, "offline" is the
/// remote failing, and "nothing stored" is one idea rather than two words. Nothing here is a kata's
/// own: a kata's words live in its ASK.md and are read the same way.
extension Asking {
    /// The words of a text that carry meaning, each reduced to its stem and then to the idea it
    /// names: "Cancelled orders?" is ["cancel", "order"]; "What if nothing is stored?" is
    /// ["no:cache", "cache"], the absence kept with the thing that is absent.
    public static func stems(_ text: String) -> [String] {
        ideas(text).flatMap { $0 }
    }

    /// The ideas of each meaningful word of a text, in order: most words name one, "offline"
    /// names three (offline, the remote, failing), and a word after "no" also names its absence.
    /// Where a clause ends stands an empty word.
    static func ideas(_ text: String) -> [[String]] {
        var found: [[String]] = []
        var absentFor = 0
        // Whether the word just before was a meaningful one, with nothing dropped in between.
        var justFound = false
        for word in phrased(text) {
            if word == clauseEnd {
                absentFor = 0
                found.append([])
                justFound = false
                continue
            }
            if absences.contains(word) {
                // "inserts nothing", "asks nothing": the word right before is what does not happen.
                if word == "nothing", justFound, let last = found.last, let first = last.first,
                    !isAbsence(first)
                {
                    found[found.count - 1] = last.map { absent + $0 } + last
                }
                absentFor = 2
                justFound = false
                continue
            }
            // "not because the token was rejected": a condition opens a case of its own, which
            // the absence before it does not reach; nor does it reach past "still" ("a store that
            // cannot save still shows the answer": the showing happens).
            if conditions.contains(word) || word == "still" { absentFor = 0 }
            let number = numbers[word] ?? word
            let stem = Self.stem(number)
            guard !stopWords.contains(number), !stopWords.contains(stem), !stem.isEmpty else {
                // "nothing in the cache and we're offline": an absence ends at "and".
                if conjunctions.contains(word) { absentFor = 0 }
                justFound = false
                continue
            }
            let named = concepts[stem] ?? [stem]
            found.append(absentFor > 0 ? named.flatMap { [Self.absent + $0, $0] } : named)
            absentFor -= 1
            justFound = true
        }
        return found
    }

    /// The text's words with the feature's phrases each read as one word ("pull to refresh" is
    /// "refresh", "no network" is "offline"), before any word is dropped or stemmed; a clause's
    /// end ("," or "?") is kept as `clauseEnd`, so "no cursor, should scrolling…" keeps "no" to
    /// its own clause.
    static func phrased(_ text: String) -> [String] {
        let clauses = text.split(whereSeparator: { ",;:?!()\u{2014}\u{2013}".contains($0) })
        var marked =
            " "
            + clauses.map { words(String($0)).joined(separator: " ") }
            .joined(separator: " \(clauseEnd) ") + " "
        for (phrase, word) in phraseConcepts {
            marked = marked.replacingOccurrences(of: phrase, with: word)
        }
        return marked.split(separator: " ").map(String.init)
    }

    /// The text without its conditions: "Should validateCache throw when deletion fails?" is
    /// "Should validateCache throw", what the question proposes rather than the case it is in.
    static func withoutConditions(_ text: String) -> String {
        var kept: [String] = []
        var inCondition = false
        for word in phrased(text) {
            if word == clauseEnd {
                inCondition = false
            } else if conditions.contains(word) {
                inCondition = true
            }
            if !inCondition { kept.append(word == clauseEnd ? "," : word) }
        }
        return kept.joined(separator: " ")
    }

    static let conditions: Set<String> = [
        "when", "whenever", "if", "while", "after", "until", "unless", "because", "since", "during",
    ]

    /// Where a clause ends, among a text's words.
    static let clauseEnd = "|"

    static let conjunctions: Set<String> = ["and", "or", "but", "then", "so"]

    /// How an absent or denied idea is marked among a text's ideas: "no:cach".
    static let absent = "no:"

    static func isAbsence(_ idea: String) -> Bool { idea.hasPrefix(absent) }

    /// The idea an absence marks: "cach" for "no:cach".
    static func absentIdea(_ idea: String) -> String { String(idea.dropFirst(absent.count)) }

    /// Words that say what follows is missing or does not happen: "no tokens", "nothing cached",
    /// "without items", "cannot be cancelled", "never reads". They mark the next two meaningful
    /// words rather than standing alone.
    static let absences: Set<String> = [
        "no", "nothing", "without", "none", "not", "never", "cannot", "cant", "doesnt", "dont", "isnt",
        "arent", "wont", "didnt", "shouldnt", "neither", "nor", "nobody",
    ]

    /// Words of one idea, by the stem that stands for them all, some standing for two ideas at
    /// once: "offline" is the remote failing. Candidates say "API", "server" or "network" for
    /// what the katas call the remote.
    static let concepts: [String: [String]] = {
        var map: [String: [String]] = [:]
        for (concept, words) in conceptGroups {
            for word in words { map[stem(word)] = [stem(concept)] }
        }
        // Offline is the remote failing: a question about being offline meets every rule about
        // a failed remote, and the rules that say "offline" themselves.
        map[stem("offline")] = ["offline", "remote", "fail"].map(stem)
        return map
    }()

    /// Each idea with the words that name it; no word names two.
    static let conceptGroups: [String: [String]] = [
        "remote": ["network", "server", "api", "backend", "endpoint", "internet", "http"],
        "cache": ["cached", "caching", "store", "stored", "storage", "disk"],
        "fail": [
            "error", "errors", "throw", "throws", "exception", "broken", "crash", "crashes", "failure",
            "break", "breaks", "broke",
            "unsuccessful", "errored", "catch", "catches", "caught",
        ],
        "delete": ["remove", "clear", "wipe", "purge", "erase", "evict", "invalidate"],
        "save": ["write", "persist", "overwrite"],
        "cancel": ["abort", "dismiss", "dismissed", "close", "closes"],
        "wait": ["delay", "sleep", "pause", "paused"],
        "many": [
            "several", "multiple", "concurrent", "concurrently", "simultaneous", "simultaneously",
            "parallel", "together",
        ],
        "answer": ["response", "reply", "respond", "responds"],
        "late": ["slow"],
        "duplicate": ["dedupe", "deduplicate", "repeat", "repeated", "twice", "dupe"],
        "skip": ["drop", "ignore", "discard"],
        "locale": ["language", "region"],
        "device": ["phone", "machine"],
        "customer": ["user"],
        "empty": ["blank"],
        "expire": ["expiry", "expiration", "expired", "stale", "outdated"],
        "id": ["identifier"],
        "show": ["display", "visible", "present", "render", "shown"],
        "hide": ["hidden", "filter", "exclude", "excluded"],
        "reject": ["refuse", "refused", "disallow", "forbid", "invalid", "illegal", "deny"],
        "accept": ["allow", "allowed", "permit", "permitted", "valid", "legal"],
        "retry": ["resend", "replay", "retried"],
        "refresh": ["reload"],
        "401": ["unauthorized", "unauthorised"],
        "token": ["credential", "credentials"],
        "instant": ["moment", "timestamp"],
        "trim": ["strip", "trimmed"],
        "price": ["cost", "costs", "priced"],
        // Rules say a row is "written" in a locale: that is formatting, never saving.
        "format": ["formatted", "formatting", "formatter", "formats", "written"],
        "sort": ["sorted", "sorting", "reorder"],
    ]

    /// Phrases read as one word before the words are split, each padded so it matches whole
    /// words only.
    static let phraseConcepts: [(String, String)] = [
        ("time zone", "timezone"), ("current time", "now"), ("current date", "now"),
        ("same time", "simultaneous"), ("same moment", "simultaneous"), ("at once", "immediately"),
        ("blow up", "fail"), ("blows up", "fail"), ("goes wrong", "fails"), ("go wrong", "fail"),
        ("no network", "offline"), ("no connection", "offline"), ("no internet", "offline"),
        ("no connectivity", "offline"), ("airplane mode", "offline"), ("not connected", "offline"),
        // "The server's down": the remote failing, as offline is.
        ("servers down", "offline"), ("server down", "offline"), ("server is down", "offline"),
        ("network down", "offline"), ("networks down", "offline"), ("network is down", "offline"),
        ("api down", "offline"), ("api is down", "offline"), ("backend down", "offline"),
        ("backend is down", "offline"), ("goes down", "offline"), ("went down", "offline"),
        ("try again", "retry"), ("send again", "retry"), ("sent again", "retry"),
        ("pull to refresh", "refresh"), ("pull-to-refresh", "refresh"), ("pulls to refresh", "refresh"),
        ("log out", "signout"), ("logs out", "signout"), ("logged out", "signout"), ("logout", "signout"),
        ("sign out", "signout"), ("signs out", "signout"), ("signed out", "signout"),
        ("signedout", "signout"),
        ("log in", "signin"), ("logs in", "signin"), ("logged in", "signin"), ("login", "signin"),
        ("sign in", "signin"), ("signs in", "signin"), ("signed in", "signin"),
        ("goes away", "cancelled"), ("go away", "cancel"), ("went away", "cancelled"),
        ("navigates away", "cancelled"), ("leaves the screen", "cancels"), ("leave the screen", "cancel"),
        ("in flight", "inflight"), ("in-flight", "inflight"), ("in progress", "inflight"),
        ("ongoing", "inflight"), ("still running", "inflight"), ("still loading", "inflight"),
        ("already loading", "inflight"), ("underway", "inflight"), ("pending", "inflight"),
        ("daylight saving", "dst"), ("daylight-saving", "dst"), ("summer time", "dst"),
        ("a week", "7 days"), ("one week", "7 days"), ("a month", "30 days"),
        ("times out", "timeout"), ("timed out", "timeout"), ("time out", "timeout"),
        ("localized description", "localizeddescription"), ("dont know", "unknown"),
        ("do not know", "unknown"), ("not known", "unknown"),
        ("dont recognise", "unknown"), ("dont recognize", "unknown"), ("cancellation error", "cancellation"),
        ("cancellationerror", "cancellation"),
        ("fall back", "fallback"), ("falls back", "fallback"), ("falling back", "fallback"),
        ("fell back", "fallback"), ("load more", "next page"), ("loading more", "next page"), ("e g", "eg"),
        ("i e", "ie"),
    ].map { (" " + $0.0 + " ", " " + $0.1 + " ") }

    /// Lowercased words, split at anything that is not a letter or digit and where a lowercase
    /// letter meets an uppercase one (`maxAttempts` is "max attempts"); apostrophes dropped, and a
    /// decimal number ("0.10") kept whole.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "'" || character == "\u{2019}" { continue }
            if character.isLetter || character.isNumber {
                if index > 0, characters[index - 1].isLowercase, character.isUppercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current += character.lowercased()
            } else if character == ".", !current.isEmpty, current.allSatisfy(\.isNumber),
                index + 1 < characters.count, characters[index + 1].isNumber
            {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A light stemmer: plurals, -ed, -ing and -ly off, a final e off, a doubled final letter
    /// single, so "cancelled", "cancelling" and "cancels" all read "cancel".
    static func stem(_ word: String) -> String {
        if let base = irregulars[word] { return stem(base) }
        guard word.count > 3, word.allSatisfy(\.isLetter) else { return word }
        var stem = word
        if stem.hasSuffix("ies") || stem.hasSuffix("ied") {
            stem = String(stem.dropLast(3)) + "y"
        } else if stem.hasSuffix("sses") {
            stem = String(stem.dropLast(2))
        } else if stem.hasSuffix("s"), !stem.hasSuffix("ss"), !stem.hasSuffix("us"), !stem.hasSuffix("is") {
            stem = String(stem.dropLast())
        }
        if stem.hasSuffix("ing"), stem.count > 5 {
            stem = String(stem.dropLast(3))
        } else if stem.hasSuffix("ed"), stem.count > 4 {
            stem = String(stem.dropLast(2))
        } else if stem.hasSuffix("ly"), stem.count > 5 {
            stem = String(stem.dropLast(2))
        } else if stem.hasSuffix("ful"), stem.count > 6 {
            stem = String(stem.dropLast(3))
        }
        if stem.hasSuffix("e"), stem.count > 3 { stem = String(stem.dropLast()) }
        if let last = stem.last, stem.count > 3, stem.dropLast().last == last, !"aeiou".contains(last) {
            stem = String(stem.dropLast())
        }
        return stem
    }

    /// Forms the rules would not bring to their word's stem, each with its plain word.
    static let irregulars: [String: String] = [
        "failure": "fail", "failures": "fail", "newest": "new", "newer": "new", "latest": "late",
        "later": "late", "oldest": "old", "older": "old", "earlier": "early", "earliest": "early",
        "analytics": "analytic", "children": "child", "lazily": "lazy", "wrote": "write",
        "sent": "send", "kept": "keep", "found": "find", "thrown": "throw", "threw": "throw", "told": "tell",
        "shown": "show", "hidden": "hide", "retried": "retry", "cancellation": "cancel",
        "cancellations": "cancel", "deletion": "delete", "deletions": "delete", "insertion": "insert",
        "retrieval": "retrieve", "validation": "validate", "creation": "create", "duplication": "duplicate",
        "expiry": "expire", "configurable": "configure", "configuration": "configure",
    ]

    /// Number words as digits, so "thirty days" and "30 days" meet.
    static let numbers: [String: String] = [
        "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
        "seven": "7", "eight": "8", "nine": "9", "ten": "10", "fifteen": "15", "twenty": "20",
        "thirty": "30", "hundred": "100",
    ]
}
