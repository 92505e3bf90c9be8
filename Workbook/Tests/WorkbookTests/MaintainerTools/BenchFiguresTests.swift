import Testing

@testable import MaintainerTools
@testable import WorkbookKit

@Suite("Benchmark figures")
struct BenchFiguresTests {
    @Test("the median of an odd and an even number of runs")
    func median() {
        #expect(BenchFigures.median([3, 1, 2]) == 2)
        #expect(BenchFigures.median([4, 1, 3, 2]) == 2.5)
        #expect(BenchFigures.median([]) == 0)
    }

    @Test("a body edit: check within 0.1 s of swift test, and swift test within 1.5 times the floor")
    func bodyTargets() {
        let fast = BenchFigures(
            swiftTest: [1.0, 1.2, 1.1], check: [1.15, 1.1, 1.2], floor: [0.8, 0.8, 0.9])
        let slow = BenchFigures(swiftTest: [1.0, 1.0, 1.0], check: [1.2, 1.2, 1.2], floor: [0.5, 0.5, 0.5])

        #expect(abs(fast.checkOverhead - 0.05) < 1e-9)
        #expect(abs(fast.floorRatio - 1.375) < 1e-9)
        #expect(fast.meetsTargets)
        #expect(!slow.meetsTargets)
        #expect(slow.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (b) − (a) = +0.20 s") })
        #expect(slow.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (a) ÷ floor = 2.00×") })
    }

    @Test("an interface edit: check within 1.5 s, however slow the floor")
    func interfaceTargets() {
        let quick = BenchFigures(edit: .interface, swiftTest: [1.5], check: [1.4], floor: [0.5])
        let slow = BenchFigures(edit: .interface, swiftTest: [1.7], check: [1.6], floor: [0.5])

        #expect(quick.meetsTargets)
        #expect(!slow.meetsTargets)
        #expect(slow.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (b) = 1.60 s") })
        #expect(!quick.lines(kata: sampleKata()).contains { $0.contains("÷ floor") })
        #expect(quick.lines(kata: sampleKata()).first?.hasPrefix("An interface edit") == true)
    }

    @Test("compares the session's save → result with check: at most 0.1 s more")
    func session() {
        let near = BenchFigures(swiftTest: [1.0], check: [1.05], floor: [0.9], session: [1.1])
        let far = BenchFigures(swiftTest: [1.0], check: [1.05], floor: [0.9], session: [1.3])

        #expect(abs(near.sessionOverhead - 0.05) < 1e-9)
        #expect(near.meetsTargets)
        #expect(!far.meetsTargets)
        #expect(far.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (c) − (b) = +0.25 s") })
        #expect(
            near.lines(kata: sampleKata()).contains {
                $0.hasPrefix("  (c) the live session, save → result  1.10 s")
            })
    }

    @Test(
        "each timed run is a save: a body edit or a compile error adds a line of its own, an interface edit alternates"
    )
    func edits() {
        #expect(BenchEdit.body.addedLine(run: 1) != BenchEdit.body.addedLine(run: 2))
        #expect(
            BenchEdit.compileError.addedLine(run: 3)?.hasPrefix("let workbookBenchError: Int = \"run\"")
                == true)
        #expect(BenchEdit.interface.addedLine(run: 1) == nil)
        #expect((1...4).map(BenchEdit.swapsIn(run:)) == [true, false, true, false])
    }
}
