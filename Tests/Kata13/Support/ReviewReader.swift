import Foundation

/// One finding of a review: its text (continuation lines and nested bullets joined) and the
/// places it names.
struct ReviewFinding: Equatable, Sendable {
    var text: String
    var places: [ReviewPlace]
    /// It names a Swift file but no line of it.
    var namesFileWithoutLine: Bool
    /// Its words besides where it is: what to change and why.
    var wordsBesidesPlaces: Int
    /// It is a bullet, a numbered item, a table row or a heading, not a paragraph.
    var isItem = true
}

/// A review as the suite reads it: the findings, and the two the reviewer picked as mattering
/// most. A tolerant reader: bullets, numbered items, table rows, paragraphs, a heading a
/// finding, GitHub-style `path:line: message` lines; HTML comments are the template's, not the
/// reviewer's.
struct ReadReview: Equatable, Sendable {
    var findings: [ReviewFinding] = []
    var twoThatMatter: [ReviewFinding] = []

    /// What a finding says besides where it is, at the least: "crashes on bad JSON" is four.
    static let fewestWords = 4

    /// Every place the review names, in its findings and in its two that matter.
    var places: [ReviewPlace] { (findings + twoThatMatter).flatMap(\.places) }

    init(_ markdown: String) {
        var reading = Reading()
        for line in ReviewText.withoutComments(markdown).components(separatedBy: .newlines) {
            reading.read(line)
        }
        reading.close()
        findings = reading.findings
        // The picks are the items under the heading; paragraphs count only when there are none.
        let items = reading.twoThatMatter.filter(\.isItem)
        let picks = items.isEmpty ? reading.twoThatMatter : items
        // Beside another pick, what a pick says after its first place is its argument; a lone
        // pick is the reviewer's list ("`A.swift:10` (crash) and `B.swift:7`"): each place a pick.
        // So is one that points back at several numbered findings ("Findings 3 and 7").
        let numbered = picks.count == 1 && picks[0].places.isEmpty ? numberedFindings(in: picks[0]) : []
        if picks.count == 1, picks[0].places.count > 1 {
            twoThatMatter = picks[0].places.map { place in
                var named = picks[0]
                named.places = [place]
                return named
            }
        } else if numbered.count > 1 {
            twoThatMatter = numbered
        } else {
            twoThatMatter = picks.map { firstNamed(by: $0) }
        }
        // Blockers marked in the findings themselves ("- [ ] **BLOCKER** …"), with picks that only
        // point back at them ("the two marked BLOCKER above"): the marked findings are the picks.
        if twoThatMatter.allSatisfy(\.places.isEmpty) {
            let marked = findings.filter {
                $0.text.range(of: #"\bblockers?\b"#, options: [.regularExpression, .caseInsensitive]) != nil
            }
            if !marked.isEmpty {
                twoThatMatter = marked.map { finding in
                    var named = finding
                    named.places = Array(finding.places.prefix(1))
                    return named
                }
            }
        }
    }

    /// The findings a pick points back to by number, each by its first place.
    private func numberedFindings(in pick: ReviewFinding) -> [ReviewFinding] {
        ReviewText.findingNumbers(in: pick.text).filter { findings.indices.contains($0 - 1) }.map { number in
            var named = pick
            named.places = Array(findings[number - 1].places.prefix(1))
            return named
        }
    }

    /// A pick beside others names one finding: by the first place it gives, or by the first
    /// numbered finding it points back to ("Finding 3", "#3"), whichever it writes first. What it
    /// says after that is its argument, not another pick.
    private func firstNamed(by pick: ReviewFinding) -> ReviewFinding {
        var named = pick
        named.places = Array(pick.places.prefix(1))
        guard let (number, offset) = ReviewText.findingNumberAndOffset(in: pick.text),
            findings.indices.contains(number - 1),
            PlaceReader.places(in: (pick.text as NSString).substring(to: offset)).isEmpty
        else { return named }
        named.places = Array(findings[number - 1].places.prefix(1))
        return named
    }
}

/// The reader's state as it goes down the review, one line at a time.
private struct Reading {
    var findings: [ReviewFinding] = []
    var twoThatMatter: [ReviewFinding] = []
    private var inTwoThatMatter = false
    /// The file a heading or a bullet named without a line: lines named under it are its.
    private var contextFile: String?
    private var current: (lines: [String], indent: Int, isHeading: Bool, isItem: Bool)?

    mutating func read(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        if trimmed.isEmpty {
            if current?.isHeading == false { close() }
            return
        }
        if trimmed.hasPrefix("#") {
            close()
            let title = String(trimmed.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            if PlaceReader.places(in: title).isEmpty {
                // A section's heading, or a file's: the lines named under it are that file's.
                inTwoThatMatter = ReviewText.isTwoThatMatterTitle(title)
                let files = PlaceReader.files(in: title)
                contextFile = files.count == 1 ? files[0] : nil
                return
            }
            current = ([title], indent, true, true)
            return
        }
        if ReviewText.isTableSeparator(trimmed) { return }
        if !ReviewText.startsItem(trimmed), let file = ReviewText.onlyFile(in: trimmed) {
            // `**Domain/File.swift**` on its own line: the lines named under it are that file's.
            close()
            contextFile = file
            return
        }
        if let open = current, ReviewText.startsItem(trimmed) || ReviewText.startsWithPlace(trimmed) {
            // Under a finding, a nested bullet with no place of its own is part of it.
            let ownsPlace = !PlaceReader.places(in: trimmed).isEmpty
            let nested = indent > open.indent || open.isHeading
            if ownsPlace || !nested { close() }
        }
        if current == nil {
            let isItem = ReviewText.startsItem(trimmed) || ReviewText.startsWithPlace(trimmed)
            current = ([ReviewText.withoutMarker(trimmed)], indent, false, isItem)
        } else {
            current?.lines.append(ReviewText.withoutMarker(trimmed))
        }
    }

    mutating func close() {
        guard let open = current else { return }
        current = nil
        let first = open.lines[0]
        let text = open.lines.joined(separator: " ")
        if first.hasPrefix("|"), open.lines.count == 1, ReviewText.isTableHeader(first) { return }
        if let file = ReviewText.onlyFile(in: text) {
            // `**Domain/File.swift**`, a file's name on its own: the lines under it are its.
            contextFile = file
            return
        }
        let places = PlaceReader.places(in: text, contextFile: contextFile)
        let files = PlaceReader.files(in: text)
        if places.isEmpty, files.count == 1, !open.isHeading { contextFile = files[0] }
        let finding = ReviewFinding(
            text: text, places: places, namesFileWithoutLine: places.isEmpty && !files.isEmpty,
            wordsBesidesPlaces: ReviewText.wordsBesidesPlaces(in: text), isItem: open.isItem)
        let pointsBack = inTwoThatMatter && ReviewText.findingNumber(in: text) != nil
        guard !places.isEmpty || !files.isEmpty || pointsBack else { return }
        if inTwoThatMatter { twoThatMatter.append(finding) } else { findings.append(finding) }
    }
}
