import Foundation
import Testing

@testable import WorkbookKit

@Suite("The session's diff view")
struct SessionDiffViewTests {
    let fixture = SessionFixture()

    @Test(
        "a diff's line wider than the window is clipped at its edge with a marker, never folded into a fake line"
    )
    func clipped() {
        var state = fixture.finished(fixture.green())
        let long = "+        // " + Array(repeating: "word", count: 30).joined(separator: " ")
        _ = Session.reduce(&state, .key(.character("d")))
        _ = Session.reduce(
            &state, .diffReady(["--- a (yours)", "+++ b (reference)", "@@ -1 +1,2 @@", " kept", long]))

        let lines = SessionScreen.lines(state, rows: 40, columns: 80)

        let shown = lines.filter { $0.contains("word") }
        #expect(shown.count == 1, "the line is folded: \(shown)")
        #expect(shown.first?.hasPrefix("+        // word word") == true)
        #expect(shown.first?.last == TextLayout.clipMarker)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains(" kept"))
    }
}
