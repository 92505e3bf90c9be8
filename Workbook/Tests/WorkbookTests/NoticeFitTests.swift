import Testing

@testable import WorkbookKit

/// The lines under a result, in the rows the window leaves them.
@Suite("A notice taller than its room")
struct NoticeFitTests {
    let answer = [
        "You asked: “none?”", "The rule: shows the empty screen", "Also: caches it", "Also: says so",
    ]

    @Test("a notice that fits shows whole, under its blank line, and moves nothing")
    func fits() {
        let fit = NoticeFit.fit(answer, answer: true, room: 5, width: 79)
        #expect(fit.shown == [""] + answer)
        #expect(fit.moved == [])
    }

    @Test("however small the room, the question and the answer's first line stay; the rest moves, counted")
    func tooSmall() {
        let fit = NoticeFit.fit(answer, answer: true, room: 2, width: 79)
        #expect(
            fit.shown == [
                "", "You asked: “none?”", "The rule: shows the empty screen",
                "↓ 2 more lines of this answer are at the end of the text above: G shows them.",
            ])
        #expect(fit.moved == ["", "The answer, continued:", "Also: caches it", "Also: says so"])
    }

    @Test("a note that is no answer keeps its first line, and says note")
    func note() {
        let fit = NoticeFit.fit(["Hint 1", "Hint 2", "Hint 3"], answer: false, room: 3, width: 79)
        #expect(
            fit.shown == [
                "", "Hint 1", "↓ 2 more lines of this note are at the end of the text above: G shows them.",
            ])
        #expect(fit.moved == ["", "The note, continued:", "Hint 2", "Hint 3"])
    }
}
