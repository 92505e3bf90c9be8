// swift-tools-version: 6.2
import PackageDescription

/// Every kata, in workbook order, by folder name. Adding a kata is adding its folder here:
/// `Katas/<folder>` (the exercise), `Solutions/<folder>` (the reference) and
/// `Tests/<module>Tests`, where the module is the folder's name up to the first underscore.
let katas = [
    "Kata1_Entity",
    "Kata2_UseCase",
    "Kata3_Repository",
    "Kata4_Mapper",
    "Kata5_ViewModel",
]

/// The one switch: `SOLUTIONS=1 swift test …` builds every kata from `Solutions/` instead of
/// `Katas/`. The module names stay the same, so the tests are written once, and only the
/// selected tree is compiled: a half-edited exercise never blocks a reference run.
let useSolutions = Context.environment["SOLUTIONS"] == "1"
let tree = useSolutions ? "Solutions" : "Katas"

/// The maintainers' switch: `WORKBOOK_STRICT=1` (set by `.ci/run`) turns every warning into an
/// error. Candidates never need it: a warning in half-written code should not stop a test run.
let strict: [SwiftSetting] =
    Context.environment["WORKBOOK_STRICT"] == "1" ? [.treatAllWarnings(as: .error)] : []

let kataTargets: [Target] = katas.flatMap { folder -> [Target] in
    let module = String(folder.prefix { $0 != "_" })
    return [
        .target(
            name: module,
            path: "\(tree)/\(folder)",
            // The prompt lives beside the exercise only.
            exclude: useSolutions ? [] : ["README.md"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "\(module)Tests",
            dependencies: [.target(name: module), "SharedFakes"],
            path: "Tests/\(module)Tests",
            swiftSettings: strict
        ),
    ]
}

let package = Package(
    name: "CleanArchitectureKatas",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "workbook", targets: ["workbook"])
    ],
    targets: kataTargets + [
        // Generic test doubles that any kata's tests may use: a settable "now", a gate the test
        // opens, a message recorder. Kata-specific doubles conform to the kata's internal
        // protocols, so they live inside that kata's test target (Tests/KataNTests/Fakes).
        .target(name: "SharedFakes", path: "Fakes/Shared", swiftSettings: strict),

        // The `workbook` command: a thin executable over a library that its tests exercise.
        .target(name: "WorkbookKit", path: "Workbook/WorkbookKit", swiftSettings: strict),
        .executableTarget(
            name: "workbook",
            dependencies: ["WorkbookKit"],
            path: "Workbook/workbook",
            swiftSettings: strict
        ),
        .testTarget(
            name: "WorkbookTests",
            dependencies: ["WorkbookKit"],
            path: "Tests/WorkbookTests",
            swiftSettings: strict
        ),
    ]
)
