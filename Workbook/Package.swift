// swift-tools-version: 6.2
import PackageDescription

/// The `workbook` tool, a package of its own inside the workbook. The workbook's manifest depends on
/// it by path and uses none of it, so a bare `swift test` or `swift test --filter Kata3Tests` builds
/// only katas, and `swift run workbook` (or `workbook-dev`) builds only the product it names.
///
/// - `WorkbookKit`: everything a candidate's command touches, by feature (see CONTRIBUTING's map).
/// - `workbook`: the candidate's executable; what `swift run workbook` compiles.
/// - `MaintainerTools` and `workbook-dev`: verify, mutants, bench, new and ask-eval. A candidate never
///   compiles them: `swift run workbook-dev verify` does, when a maintainer asks.
/// - `WorkbookTests`: the tool's own tests, `swift test --package-path Workbook`.
let strict: [SwiftSetting] =
    Context.environment["WORKBOOK_STRICT"] == "1" ? [.treatAllWarnings(as: .error)] : []

let package = Package(
    name: "Workbook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "workbook-dev", targets: ["workbook-dev"]),
    ],
    targets: [
        .target(name: "WorkbookKit", path: "WorkbookKit", swiftSettings: strict),
        .executableTarget(
            name: "workbook", dependencies: ["WorkbookKit"], path: "workbook", swiftSettings: strict),
        .target(
            name: "MaintainerTools", dependencies: ["WorkbookKit"], path: "MaintainerTools",
            swiftSettings: strict),
        .executableTarget(
            name: "workbook-dev", dependencies: ["WorkbookKit", "MaintainerTools"], path: "workbook-dev",
            swiftSettings: strict),
        .testTarget(
            name: "WorkbookTests",
            dependencies: ["WorkbookKit", "MaintainerTools"],
            path: "Tests/WorkbookTests",
            swiftSettings: strict
        ),
    ]
)
