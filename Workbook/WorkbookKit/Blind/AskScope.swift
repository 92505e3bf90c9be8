/// Questions no rule of any kata answers, told apart before a rule is looked for: a wrong rule is
/// worse than none, and a question about the Keychain or a spinner only ever meets a rule by
/// accident of its other words.
enum AskScope: Sendable, Equatable {
    /// Technology, screens, logging and tools the exercise leaves out: "Core Data or a file?"
    case outside
    /// How the candidate builds it, which the suite never looks at: "struct or class?"
    case design
    /// What the kata's contract leaves to the candidate in its own words: "does the cancelled
    /// caller throw at once or wait?" in Kata11. Answered as a choice of theirs, unless a rule
    /// places the question well, as `outside` is.
    case yours

    /// The scope a question is out of, or nil when a rule may answer it. `vocabulary` is the
    /// kata's own stems: a topic of the feature the kata has no word for ("analytics" in a kata
    /// without analytics) is outside it.
    /// A construction word of one word that the kata's own rules use ("factory" where a rule is
    /// about what composing does) places nothing: `ruleWords` are the stems of its rules and listed phrases.
    /// `yours` are what this kata leaves to the candidate though its rules share the words: a
    /// caller's task cancelled in Kata10, whose rules cancel a page for a refresh.
    static func of(
        _ question: String, vocabulary: Set<String>, ruleWords: Set<String> = [], yours: [String] = []
    ) -> AskScope? {
        let text = " " + Asking.phrased(question).joined(separator: " ") + " "
        func mentions(_ phrases: [String]) -> Bool {
            phrases.contains { text.contains(" " + $0 + " ") }
        }
        if mentions(yours) { return .yours }
        // A word the kata's own rules use is inside it: "headers" where a rule keeps them, "widget"
        // in the round that builds one.
        if mentions(outsideWords.filter { !Set(Asking.stems($0)).isSubset(of: ruleWords) }) {
            return .outside
        }
        let topics = featureTopics.filter { mentions($0.words) && !vocabulary.contains($0.stem) }
        if !topics.isEmpty { return .outside }
        let design = designWords.filter { text.contains(" " + $0 + " ") }
        if design.contains(where: { $0.contains(" ") || !Set(Asking.stems($0)).isSubset(of: ruleWords) }) {
            return .design
        }
        return nil
    }

    /// A kata's own `yours` line in its ASK.md, before the first heading: `yours: <phrase>, …`,
    /// each phrase as a question's words are read.
    static func yours(in text: String) -> [String] {
        AskHeader.lines(marked: "yours", in: text).flatMap(\.items)
            .map { Asking.phrased($0).joined(separator: " ") }.filter { !$0.isEmpty }
    }

    /// What no kata of the order-history feature asks for, in the words candidates use for it.
    static let outsideWords: [String] = [
        // Where things are kept.
        "core data", "coredata", "swiftdata", "swift data", "userdefaults", "user defaults", "realm",
        "sqlite", "sql", "database", "grdb", "filemanager", "file manager", "file system", "plist",
        "file", "files", "keychain", "access group", "secure enclave", "i cloud", "cloud kit",
        // Screens.
        "swiftui", "swift ui", "uikit", "view controller", "viewcontroller", "storyboard", "spinner",
        "activity indicator", "skeleton", "shimmer", "animation", "animate", "animated", "colour",
        "color", "font", "dark mode", "voiceover", "accessibility", "toast", "haptic", "highlight",
        "placeholder", "icon", "table view", "collection view", "uitable view", "lazy vstack",
        // The app's own entry points, which the composition root is called from.
        "scene delegate", "scenedelegate", "app delegate", "appdelegate", "app entry point",
        // Logs and tools.
        "log", "logs", "logged", "logging", "logger", "oslog", "os log", "print statement",
        "print statements", "provider", "encrypt", "encrypted", "encryption", "migration", "migrations",
        "migrate", "migrated", "migrating", "banner", "banners",
        "monitoring", "crashlytics", "sentry", "telemetry", "firebase", "mixpanel", "amplitude",
        "sdk", "combine", "rx swift", "alamofire", "swinject", "moya", "promise kit", "di container",
        "dependency injection container", "dependency injection framework", "tca", "redux",
        "urlsession", "url session", "base url", "remote config", "feature flag",
        // HTTP beyond the status code, and time beyond one wait.
        "header", "headers", "retry after header", "retry after value", "overall timeout", "total timeout",
        "idempotent", "idempotency", "idempotency key", "circuit breaker", "rate limit", "rate limiting",
        "overall deadline", "global timeout", "time budget", "timeout across", "across all attempts",
        // A time limit of the candidate's own, as against a timeout the remote fails with.
        "own timeout", "timeout i own", "any timeout", "add a timeout", "put a timeout", "set a timeout",
        "there be a timeout", "is there a timeout", "hangs forever", "hang forever", "just hangs",
        "need a timeout", "needs a timeout", "how long do i wait", "how long should i wait", "call timeout",
        // Words, translation, speed.
        "string catalog", "string catalogs", "localizable", "nslocalized string", "localization",
        "localisation", "localized", "localised", "localize", "localise", "translate", "translation",
        "translations", "i18n", "performance",
        "benchmark",
        // Tests, tools and platforms around the code, never its behaviour.
        "xctest", "xcuitest", "snapshot test", "snapshot tests", "cocoapods", "carthage", "swiftlint",
        "instruments", "push notification", "push notifications", "widget", "widgets", "ipad",
        "landscape", "dynamic type", "documentation", "doc comment", "doc comments",
    ]

    /// Topics of the feature that only some katas have: asked in a kata without them, outside it.
    static let featureTopics: [(words: [String], stem: String)] = [
        (["analytics", "analytic", "tracking", "metrics"], Asking.stem("analytic")),
        (["auth", "authorization", "authentication"], Asking.stem("authorization")),
        (["cache", "caching", "cached", "disk", "persistence"], Asking.stem("cache")),
    ]

    /// The construction a candidate chooses, which the suite leaves open.
    static let designWords: [String] = [
        "struct", "structs", "class", "classes", "final class", "actor", "actors", "enum", "enums",
        "protocol", "protocols", "closure", "closures", "generic type", "generics", "nested type",
        "typealias", "naming", "property wrapper", "computed property", "stored property",
        "static func", "static function", "static functions", "static method", "static methods",
        "lock", "locks", "mutex", "nslock", "dispatch queue", "dispatchqueue", "serial queue",
        "thread", "threads", "threading", "thread safe", "thread safety", "background thread", "main thread",
        "main actor", "mainactor",
        "sendable", "async await", "async throws", "completion handler",
        "completion handlers", "callback", "callbacks", "publisher", "observable object", "published",
        "codable", "equatable", "hashable", "identifiable", "localized error",
        "custom string convertible", "conform", "conformance", "conforms", "mutating", "in place",
        "value type", "reference type", "inout", "subclass", "inheritance", "folder", "module",
        "access control", "jsondecoder", "decodable", "separate type", "factory", "factories",
        "weak self", "retain cycle", "unowned", "task group", "async let", "continuation",
        "checked continuation", "result type", "existential", "opaque type", "singleton", "singletons",
        "import", "imports", "dto", "dtos", "layer", "layers", "use case protocol", "repository protocol",
        // Where a rule lives, which the suite never sees: "in the use case in Domain, or presentation?"
        "belong", "belongs", "in domain", "in the domain", "presentation filter", "in presentation",
        "should live", "should it live", "does it live", "rule live", "where to put", "where do i put",
        "where should i put", "where would you put",
    ]
}
