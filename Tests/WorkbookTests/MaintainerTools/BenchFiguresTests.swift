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

    @Test("compares check with swift test, and swift test with the floor, against the targets")
    func targets() {
        let fast = BenchFigures(swiftTest: [1.0, 1.2, 1.1], check: [1.5, 1.4, 1.6], floor: [0.8, 0.8, 0.9])
        let slow = BenchFigures(swiftTest: [1.0, 1.0, 1.0], check: [1.6, 1.6, 1.6], floor: [0.5, 0.5, 0.5])

        #expect(abs(fast.checkOverhead - 0.4) < 1e-9)
        #expect(abs(fast.floorRatio - 1.375) < 1e-9)
        #expect(fast.meetsTargets)
        #expect(!slow.meetsTargets)
        #expect(slow.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (b) − (a) = +0.60 s") })
        #expect(slow.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (a) ÷ floor = 2.00×") })
    }

    @Test("compares the session's save → result with swift test: at most 0.3 s more")
    func session() {
        let near = BenchFigures(swiftTest: [1.0], check: [1.2], floor: [0.9], session: [1.25])
        let far = BenchFigures(swiftTest: [1.0], check: [1.2], floor: [0.9], session: [1.4])

        #expect(abs(near.sessionOverhead - 0.25) < 1e-9)
        #expect(near.meetsTargets)
        #expect(!far.meetsTargets)
        #expect(far.lines(kata: sampleKata()).contains { $0.hasPrefix("  ✗ (c) − (a) = +0.40 s") })
        #expect(
            near.lines(kata: sampleKata()).contains {
                $0.hasPrefix("  (c) the live session, save → result  1.25 s")
            })
    }
}
