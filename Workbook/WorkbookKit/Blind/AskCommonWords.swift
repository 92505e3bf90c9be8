/// The words of any question that say nothing of which rule is meant, apart from the feature's own
/// language (AskLanguage).
extension Asking {
    /// Words that say nothing about which behaviour is meant: grammar, and the words of asking
    /// itself ("should", "happen", "edge case").
    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "if", "then", "else", "when", "whenever", "while", "what",
        "which", "who", "how", "why", "where", "is", "are", "was", "were", "be", "been", "being", "am",
        "do", "does", "did", "doing", "done", "have", "has", "had", "i", "me", "my", "we", "our", "us",
        "you", "your", "it", "its", "they", "them", "their", "this", "that", "these", "those", "there",
        "here", "to", "of", "in", "on", "at", "by", "for", "with", "from", "into", "about", "as", "so",
        "than", "too", "very", "can", "could", "should", "would", "will", "shall", "may", "might",
        "must", "just", "also", "any", "some", "should", "want", "wanted",
        "need", "needs", "expect", "expected", "handle", "handled", "happen", "happens", "case",
        "cases", "edge", "scenario", "behaviour", "behavior", "test", "tests", "requirement", "ok",
        "okay", "fine", "assume", "mean", "like", "please", "thing", "things", "something",
        "anything", "kind", "way", "really", "right", "correct", "correctly", "wrong", "work",
        "works", "there", "s", "t", "d", "ll", "ve", "re", "m", "supposed", "go", "goes",
        "let", "lets", "other", "else", "ask", "question", "mind", "know", "okay", "it", "get",
        "gets", "got", "make", "sure", "care", "important", "matter", "matters", "consider",
        "handl", "happen", "expect", "requir", "assum", "eg", "ie", "etc", "actually", "still",
        "anyway", "ever", "even", "yet", "instead", "rather", "prefer", "preference", "enough", "vs",
        "versus", "e", "g", "i", "well",
        // What people say out loud around a question: fillers and tags.
        "yeah", "yep", "yup", "um", "uh", "umm", "uhm", "uhh", "hmm", "er", "basically", "kinda",
        "sorta", "gonna", "wanna", "gotta", "huh", "eh", "alright", "guess", "btw", "honestly",
        "literally", "sorry", "quick", "probably", "pretty", "sounds", "cool", "great", "perfect",
    ]

    /// Everyday words of any question, which never make it foreign to a kata: "Should the app
    /// return the value at the start?" is about nothing these words name.
    static let everyday: Set<String> = Set(
        [
            "use", "return", "call", "value", "type", "data", "time", "new", "old", "first", "last",
            "same", "different", "again", "back", "keep", "give", "take", "put", "come", "look", "see",
            "tell", "treat", "real", "app", "screen", "list", "item", "result", "example", "more",
            "less", "much", "few", "another", "both", "either", "neither", "only", "own", "whole",
            "entire", "part", "point", "start", "end", "stop", "run", "change", "set", "add", "check",
            "good", "bad", "possible", "able", "next", "previous", "before", "after", "until",
            "during", "once", "always", "never", "sometimes", "often", "already", "immediately",
            "later", "soon", "directly", "automatically", "separate", "default", "simply", "silently",
            "quietly", "also", "maybe", "probably", "such", "least", "most", "every", "each",
            "whatever", "whichever", "however", "whether", "because", "since", "though", "although",
            "otherwise", "properly", "exact", "precise", "specific", "particular", "actual", "given",
            "provided", "inject", "injected", "pass", "live", "think", "yes", "not", "out", "up",
            "down", "over", "off", "away", "through", "around", "against", "per", "via", "within",
            "just", "like", "way", "one", "all", "any", "no", "still", "happen", "should", "really",
            "own", "sure", "order", "customer", "user", "thing", "mean", "kind", "do", "does",
            "fine", "okay", "ok", "its", "done", "needed", "necessary", "allowed", "supposed",
            "everything", "anything", "nothing", "someone", "anyone", "everyone", "somewhere",
            "now", "today", "then", "there", "here", "else", "still", "okay", "want", "let", "say",
            "between", "used", "going", "stay", "contain", "itself", "themselves", "avoid", "ago",
            "leave", "completely", "underlying", "came", "idea", "plan", "approach", "option",
            "behave", "expect", "treated", "considered", "count", "number", "reason", "rule", "design",
            "important", "worry", "care", "about", "assume", "fire", "trigger", "triggered", "make",
            "based", "myself", "yourself", "ourselves", "someone", "somehow", "anyway", "really", "already",
            "mark", "marked", "arrive", "arrives", "become", "becomes", "turn", "turns", "ends",
        ].map(stem))
}
