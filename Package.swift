// swift-tools-version: 6.2
import PackageDescription

/// Every kata, in workbook order, by folder name. Adding a kata is adding its folder here:
/// `Katas/<folder>` (the exercise), `Solutions/<folder>` (the reference) and `Tests/<module>/`
/// (its tests), where the module is the folder's name up to the first underscore. A kata is one
/// folder, one target (a plain name), or a full round's layers (`.layers("…")`): the folders
/// `Domain/`, `Data/`, `Presentation/` and `App/`, one target each, whose dependencies the package
/// fixes, so the compiler keeps the dependency rule.
let katas: [KataShape] = [
    "Kata1_Entity",
    "Kata2_UseCase",
    "Kata3_Repository",
    "Kata4_Mapper",
    "Kata5_ViewModel",
    "Kata6_CacheMaxAge",
    "Kata7_RetryBackoff",
    "Kata8_DebouncedSearch",
    "Kata9_CompositionRoot",
    "Kata10_LoadMore",
    "Kata11_TokenRefresh",
    .layers("Kata12_FullRound"),
    "Kata13_Review",
    .layers("Kata14_Refactor"),
]

/// How a kata's code is laid out: one folder, one target; or layer folders, one target each.
struct KataShape: ExpressibleByStringLiteral {
    let folder: String
    let isLayered: Bool

    init(stringLiteral folder: String) {
        self.folder = folder
        isLayered = false
    }

    private init(layered folder: String) {
        self.folder = folder
        isLayered = true
    }

    /// A full round: Domain depends on nothing, Data and Presentation on Domain only, and the
    /// composition, the kata's module itself (`App/`), on all three.
    static func layers(_ folder: String) -> KataShape { KataShape(layered: folder) }

    var module: String { String(folder.prefix { $0 != "_" }) }

    /// The targets of the kata's code, by name, folder in the kata's folder and dependencies; the
    /// kata's module comes last, and the tests depend on every one.
    var codeTargets: [(name: String, folder: String?, dependencies: [String])] {
        guard isLayered else { return [(module, nil, [])] }
        let domain = module + "Domain"
        return [
            (domain, "Domain", []),
            (module + "Data", "Data", [domain]),
            (module + "Presentation", "Presentation", [domain]),
            (module, "App", [domain, module + "Data", module + "Presentation"]),
        ]
    }
}

/// Text a kata's target leaves out besides the prompt and the sheet, by folder. The review round
/// (Kata13) carries the candidate's review, `REVIEW.md`, in both trees, and beside the reference
/// the places of its slips and its sound lines, `SLIPS.md`, which the suite reads.
let kataTexts: [String: (exercise: [String], reference: [String])] = [
    "Kata13_Review": (["REVIEW.md"], ["REVIEW.md", "SLIPS.md"])
]

/// The one switch: `SOLUTIONS=1 swift test …` builds every kata from `Solutions/` instead of
/// `Katas/`. The module names stay the same, so the tests are written once, and only the
/// selected tree is compiled: a half-edited exercise never blocks a reference run.
let useSolutions = Context.environment["SOLUTIONS"] == "1"
let tree = useSolutions ? "Solutions" : "Katas"

/// Xcode's view of the package: the katas, their tests and the shared fakes, and not the `workbook`
/// tool. Everything in that view is plain Swift and builds for every destination Xcode offers (a Mac,
/// an iPhone simulator); the tool starts processes and drives a terminal, which only a Mac and Linux
/// have, and runs from Terminal anyway. So ⌘U runs the katas' suites and never the tool's own tests,
/// which start `swift test` inside `swift test`. Xcode marks every process it starts with its bundle
/// identifier; `WORKBOOK_XCODE=1` asks for the same view elsewhere (CI's `xcodebuild`).
let xcodeView =
    Context.environment["__CFBundleIdentifier"] == "com.apple.dt.Xcode"
    || Context.environment["WORKBOOK_XCODE"] == "1"

/// The isolation switch the `workbook` tool sets: `WORKBOOK_ONLY=Kata3` declares kata 3, its
/// tests and the shared fakes and nothing else, so a half-written Kata5 never blocks Kata3 and
/// an edit relinks one small test binary.
/// The tool gives each selection a scratch folder of its own, so switching rebuilds nothing.
let only = Context.environment["WORKBOOK_ONLY"]

/// The maintainers' switch: `WORKBOOK_STRICT=1` (set by `.ci/run`) turns every warning into an
/// error. Candidates never need it: a warning in half-written code should not stop a test run.
let strict: [SwiftSetting] =
    Context.environment["WORKBOOK_STRICT"] == "1" ? [.treatAllWarnings(as: .error)] : []

/// The loop's switch, which only the `workbook` tool sets, and always with `--build-system native`
/// (and the package manager's in-process driver, `--use-integrated-swift-driver`; see `SwiftTool`):
/// `WORKBOOK_LOOP=1` compiles a kata and its tests whole, in one job each. After a save that is
/// quicker than the incremental mode, and always right: the incremental mode can keep an object file
/// from before a compile error and link it after the fix, so the suite runs yesterday's code. (The
/// compiler says so in one remark, "Incremental compilation has been disabled…": that is this.)
/// The flags are the native build system's: Swift Build, which Xcode uses, plans a build file by
/// file and waits for outputs these flags never write. So a plain `swift build`, Xcode and
/// `--build-system swiftbuild` never see them. `workbook-dev bench` measures what they gain.
let loop = Context.environment["WORKBOOK_LOOP"] == "1"
let wholeKata: [SwiftSetting] =
    loop ? [.unsafeFlags(["-disable-batch-mode", "-wmo", "-num-threads", "1"])] : []
/// The tests' variant also writes the module's interface in the same job, so the Swift Testing
/// macros expand once, not twice.
let wholeTests: [SwiftSetting] =
    loop
    ? [.unsafeFlags(["-disable-batch-mode", "-wmo", "-num-threads", "1", "-no-emit-module-separately-wmo"])]
    : []

let kataTargets: [Target] = katas.flatMap { kata -> [Target] in
    let module = kata.module
    guard only == nil || only == module else { return [] }
    // The prompt lives beside the exercise, the interviewer's sheet and the words for `ask`
    // beside the reference; a full round keeps them beside its layer folders, outside every target.
    let texts =
        useSolutions
        ? ["INTERVIEWER.md", "ASK.md"] + (kataTexts[kata.folder]?.reference ?? [])
        : ["README.md"] + (kataTexts[kata.folder]?.exercise ?? [])
    let code = kata.codeTargets.map { layer in
        Target.target(
            name: layer.name,
            dependencies: layer.dependencies.map { .target(name: $0) },
            path: "\(tree)/\(kata.folder)" + (layer.folder.map { "/\($0)" } ?? ""),
            exclude: layer.folder == nil ? texts : [],
            swiftSettings: strict + wholeKata
        )
    }
    let everyLayer = kata.codeTargets.map { Target.Dependency.target(name: $0.name) }
    // A kata's tests live in one folder, `Tests/KataN/`, as three targets. Its suite is split
    // between two test targets, `KataNTests` (`Tests/`) and `KataNTests2` (`Tests2/`), that compile
    // side by side: a whole-module compile uses one core, and after a change to the kata's
    // interface the tests' compile is most of the wait. What both halves use (builders, the kata's
    // own doubles) is compiled once, in the plain target `KataNSupport` (`Support/`), which the
    // halves import with `@testable`; the tool's loop starts the halves once its interface is
    // written. `--filter KataNTests` selects both halves. The tool names the same targets in one
    // place, `KataTests` in `Workbook/WorkbookKit/OnDisk/Workspace.swift`.
    let support = Target.target(
        name: "\(module)Support",
        dependencies: everyLayer + ["SharedFakes"],
        path: "Tests/\(module)/Support",
        swiftSettings: strict + wholeKata
    )
    let tests = ["Tests", "Tests2"].map { part in
        Target.testTarget(
            name: module + part,
            dependencies: everyLayer + [.target(name: "\(module)Support"), "SharedFakes"],
            path: "Tests/\(module)/\(part)",
            swiftSettings: strict + wholeTests
        )
    }
    return code + [support] + tests
}

/// Generic test doubles that any kata's tests may use: a settable "now", a gate the test opens,
/// a message recorder, a test clock. Kata-specific doubles conform to the kata's internal
/// protocols, so they live in that kata's support target (Tests/KataN/Support/Fakes).
/// The test clock is subtle enough to have tests of its own; no test ID there contains "Kata",
/// so `--filter KataN` still selects exactly kata N.
let sharedFakes: [Target] = [
    .target(name: "SharedFakes", path: "Fakes/Shared", swiftSettings: strict),
    .testTarget(
        name: "TestClockTests",
        dependencies: ["SharedFakes"],
        path: "Tests/TestClockTests",
        swiftSettings: strict
    ),
]

/// Given code that is subtle enough to have tests of its own (Kata4's strict instant parser). They
/// pass on the stub too, so no test ID here contains "Kata": `--filter Kata4Tests` selects only the
/// kata's suite, which must be red on the stub. The tool's isolated builds leave them out.
let givenCodeTests: [Target] =
    only == nil
    ? [
        .testTarget(
            name: "GivenCodeTests",
            dependencies: ["Kata4"],
            path: "Tests/GivenCodeTests",
            swiftSettings: strict
        ),
        // The review round's reader of findings (Kata13's support), tested on its own: it reads
        // reviews written in every form a reviewer writes, and no test ID here contains "Kata".
        .testTarget(
            name: "ReviewReaderTests",
            dependencies: [.target(name: "Kata13Support")],
            path: "Tests/ReviewReaderTests",
            exclude: ["Reviews"],
            swiftSettings: strict
        ),
    ]
    : []

/// The `workbook` tool is a package of its own, `Workbook/Package.swift`, which this one depends on
/// by path and uses in no target: `swift run workbook` builds the tool, and a bare `swift test` (or
/// `--filter Kata3Tests`) builds katas only, never the tool or its tests. Xcode's view and the
/// tool's one-kata builds (`WORKBOOK_ONLY`) leave the dependency out altogether.
/// The path is `.workbook-tool`, a link to `Workbook/`: the package manager names a package after its
/// folder, so a clone in a folder called `workbook` and a dependency at `Workbook` would share one
/// name, and `swift run workbook` would find no such product. The link's name is one no clone takes.
let toolPackage: [Package.Dependency] =
    xcodeView || only != nil ? [] : [.package(path: ".workbook-tool")]

/// In Xcode, the reference says so: Xcode reads the manifest once, with the environment it was started
/// in, and nothing else on its screen tells the two trees apart. One warning in the issue navigator
/// names the tree; with no such warning, the build is the candidate's code.
let referenceMarker: [Target] =
    xcodeView && useSolutions
    ? [.target(name: "ThisBuildIsTheReference", path: "Solutions/ThisBuildIsTheReference")] : []

let package = Package(
    name: "CleanArchitectureKatas",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: toolPackage,
    targets: kataTargets + givenCodeTests + sharedFakes + referenceMarker
)
