/// Counted nouns, so no sentence says "1 minutes".
enum Words {
    /// `count(1, "minute")` is "1 minute", `count(20, "minute")` is "20 minutes".
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}
