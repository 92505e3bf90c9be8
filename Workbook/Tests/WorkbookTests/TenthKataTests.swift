import Foundation
import Testing

@testable import WorkbookKit

/// A workbook may grow past nine katas: `--filter Kata1` would then also run Kata10's tests, so
/// the tool selects a kata by the name its test modules begin with, `Kata1Tests`, instead.
@Suite("Room for a tenth kata")
struct TenthKataTests {
    /// A throwaway workbook of two one-test katas, numbered 1 and 10.
    static func workbook() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "TenKatas",
                targets: ["1_One", "10_Ten"].flatMap { name -> [Target] in
                    let number = String(name.prefix { $0 != "_" })
                    return [
                        .target(name: "Kata\\(number)", path: "Katas/Kata\\(name)"),
                        .testTarget(
                            name: "Kata\\(number)Tests", dependencies: [.target(name: "Kata\\(number)")],
                            path: "Tests/Kata\\(number)Tests"),
                    ]
                }
            )
            """, to: "Package.swift")
        for (number, name) in [(1, "One"), (10, "Ten")] {
            try folder.write("let number = \(number)\n", to: "Katas/Kata\(number)_\(name)/Number.swift")
            try folder.write(
                """
                import Testing

                @testable import Kata\(number)

                @Test("kata \(number) answers its own number") func ownNumber() {
                    #expect(number == \(number))
                }
                """, to: "Tests/Kata\(number)Tests/NumberTests.swift")
        }
        return folder
    }

    @Test("a kata's filter matches its own test IDs and never those of a kata whose number starts the same")
    func filterPattern() throws {
        let folder = try Self.workbook()
        let katas = try Workspace(root: folder.url).katas()
        let one = try #require(katas.first { $0.number == 1 })
        let pattern = try Regex(one.testFilter)

        #expect(katas.map(\.number) == [1, 10])
        #expect("Kata1Tests.OrderTests/total()".contains(pattern))
        #expect("Kata1Tests2.OrderItemTests/subtotal()".contains(pattern))
        #expect(!"Kata10Tests.OrderTests/total()".contains(pattern))
        #expect(!"Kata11Tests.OrderTests/total()".contains(pattern))
    }

    @Test("swift test with the tool's filter runs kata 1 alone in a workbook that also has kata 10")
    func exactSelection() throws {
        let folder = try Self.workbook()
        let workspace = Workspace(root: folder.url)
        let one = try workspace.kata("1")
        let ten = try workspace.kata("10")
        let tool = try SwiftTool(workspace: workspace)

        var request = TestRequest(filter: one.testFilter, mode: .exercises)
        request.bounds.timeout = 120
        request.building = true
        let (run, _) = try tool.test(request)

        #expect(
            run.tests.map(\.module) == ["Kata1Tests"],
            "the tool's filter for kata 1 selected \(run.tests.map(\.id))")
        #expect(run.tests.allSatisfy { $0.passed })
        #expect(ten.testFilter == "Kata10Tests")
    }
}
