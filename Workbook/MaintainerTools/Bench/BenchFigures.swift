import Foundation
import WorkbookKit

/// The kinds of edit a candidate makes, timed separately because they cost differently.
public enum BenchEdit: String, Sendable, CaseIterable {
    /// A comment line added to an exercise file: the kata's module recompiles, its interface stays
    /// the same, so its tests do not.
    case body
    /// Every exercise file swapped for the reference's, then back: stored properties and helpers
    /// come and go, the module's interface changes, and every test file of the kata recompiles.
    case interface
    /// A line that does not compile added to an exercise file: the time to the compiler's error.
    case compileError = "compile-error"

    /// The line a body edit or a compile error adds in timed run `run` (each run's line differs,
    /// so each run is a save); nil for an interface edit.
    func addedLine(run: Int) -> String? {
        switch self {
        case .body: "// workbook bench edit \(run)"
        case .compileError: "let workbookBenchError: Int = \"run\" // \(run)"
        case .interface: nil
        }
    }

    /// An interface edit's timed runs alternate: odd runs swap the reference in, even runs the
    /// original back.
    static func swapsIn(run: Int) -> Bool { run % 2 == 1 }
}

/// The edit → result loop's figures for one kind of edit, and how they compare with the targets:
/// `workbook check` within 0.1 s of `swift test --filter`, the live session's save → result within
/// 0.1 s of `check`; for a body edit and a compile error, `swift test` within 1.5 times the floor
/// (the same edit in a minimal one-file Swift Testing package); for an interface edit, `check`
/// within 1.5 s.
public struct BenchFigures: Equatable, Sendable {
    public var edit: BenchEdit
    public var swiftTest: [Double]
    public var check: [Double]
    public var floor: [Double]
    /// Save → result on the session's screen (empty when not measured).
    public var session: [Double]

    public init(
        edit: BenchEdit = .body, swiftTest: [Double], check: [Double], floor: [Double], session: [Double] = []
    ) {
        self.edit = edit
        self.swiftTest = swiftTest
        self.check = check
        self.floor = floor
        self.session = session
    }

    static let checkOverheadTarget = 0.1
    static let sessionOverheadTarget = 0.1
    static let floorRatioTarget = 1.5
    static let interfaceCheckTarget = 1.5

    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// (b) − (a): what `check` adds to `swift test`.
    public var checkOverhead: Double { Self.median(check) - Self.median(swiftTest) }
    /// (c) − (b): what the session adds to `check` (noticing the save, showing the result).
    public var sessionOverhead: Double { Self.median(session) - Self.median(check) }
    public var floorRatio: Double {
        Self.median(floor) > 0 ? Self.median(swiftTest) / Self.median(floor) : 0
    }

    public var meetsTargets: Bool {
        let kindTarget =
            switch edit {
            case .body, .compileError: floorRatio <= Self.floorRatioTarget
            case .interface: Self.median(check) <= Self.interfaceCheckTarget
            }
        return checkOverhead <= Self.checkOverheadTarget && kindTarget
            && (session.isEmpty || sessionOverhead <= Self.sessionOverheadTarget)
    }

    public func lines(kata: Kata) -> [String] {
        func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
        func runs(_ values: [Double]) -> String {
            values.map { String(format: "%.2f", $0) }.joined(separator: " ")
        }
        func mark(_ met: Bool) -> String { met ? "✓" : "✗" }
        let heading =
            switch edit {
            case .body: "A body edit (a comment line added to an exercise file)"
            case .interface: "An interface edit (the exercise files swapped for the reference's, and back)"
            case .compileError: "A compile error (a line that does not compile added to an exercise file)"
            }
        var lines = [
            "\(heading), median of \(swiftTest.count):",
            "  (a) swift test --filter \(kata.shellFilter)  \(seconds(Self.median(swiftTest)))   [\(runs(swiftTest))]",
            "  (b) workbook check \(kata.number)                 \(seconds(Self.median(check)))   [\(runs(check))]",
        ]
        if !session.isEmpty {
            lines.append(
                "  (c) the live session, save → result  \(seconds(Self.median(session)))   [\(runs(session))]"
            )
        }
        lines += [
            "  floor: a one-file package's swift test  \(seconds(Self.median(floor)))   [\(runs(floor))]",
            "",
            "  \(mark(checkOverhead <= Self.checkOverheadTarget)) (b) − (a) = "
                + "\(String(format: "%+.2f", checkOverhead)) s   (target: at most +0.10 s)",
        ]
        if !session.isEmpty {
            lines.append(
                "  \(mark(sessionOverhead <= Self.sessionOverheadTarget)) (c) − (b) = "
                    + "\(String(format: "%+.2f", sessionOverhead)) s   (target: at most +0.10 s)")
        }
        switch edit {
        case .body, .compileError:
            lines.append(
                "  \(mark(floorRatio <= Self.floorRatioTarget)) (a) ÷ floor = "
                    + "\(String(format: "%.2f", floorRatio))×     (target: at most 1.50×)")
        case .interface:
            let check = Self.median(check)
            lines.append(
                "  \(mark(check <= Self.interfaceCheckTarget)) (b) = \(seconds(check))   (target: at most 1.50 s)"
            )
        }
        return lines
    }
}
