import Foundation
import Testing

@testable import WorkbookKit

/// The layering read also names work left in the view model or the composition root that is
/// Domain's or Data's, and the device read anywhere but the composition root.
@Suite("Reading logic left behind in a layered round")
struct LogicLeftBehindTests {
    func slips(_ path: String, _ text: String) -> [String] {
        var files = ["Domain/Placeholder.swift": "struct Placeholder {}\n"]
        files[path] = text
        return LayeringRead.slips(in: files).map(\.text)
    }

    @Test("a view model that parses JSON, judges the status and reaches a singleton is named line by line")
    func tangledViewModel() {
        let found = slips(
            "App/OrderHistoryViewModel.swift",
            """
            final class OrderHistoryViewModel {
                func load() async {
                    let (data, response) = try await LegacyAPI.shared.get("/orders")
                    guard response.statusCode == 200 else { return }
                    let json = try JSONSerialization.jsonObject(with: data)
                }
            }
            """)
        #expect(found.count == 2, "a singleton in App is the composition root's to reach: \(found)")
        #expect(
            found.first?.hasPrefix("App/OrderHistoryViewModel.swift:4: App judges the server's status")
                == true)
        #expect(
            found.last?.hasPrefix("App/OrderHistoryViewModel.swift:5: App reads JSON with JSONSerialization")
                == true)
        let inPresentation = slips(
            "Presentation/ViewModel.swift", "let orders = try await LegacyAPI.shared.orders()\n")
        #expect(inPresentation.first?.contains("Presentation reaches LegacyAPI.shared") == true)
    }

    @Test("a rule of which orders show, decided in the view model or the composition root, is named")
    func rulesLeftBehind() {
        #expect(
            slips(
                "Presentation/VM.swift", "let cutoff = calendar.date(byAdding: .day, value: -30, to: now)!\n"
            )
            .first?.contains("Presentation does date arithmetic for a rule") == true)
        #expect(
            slips(
                "Presentation/VM.swift",
                "let shown = orders.filter { !$0.isCancelled || $0.placedAt > cutoff }\n"
            )
            .first?.contains("Presentation decides which orders show") == true)
        #expect(
            slips("App/Composer.swift", "let recent = orders.filter { $0.total > 0 }\n").first?.contains(
                "the composition root sorts or filters") == true)
        #expect(
            slips("Presentation/VM.swift", "let matching = orders.filter { order in\n") == [],
            "a search may filter")
        #expect(
            slips(
                "Domain/UseCase.swift", "let cutoff = calendar.date(byAdding: .day, value: -30, to: now())\n")
                == [])
    }

    @Test("the device's clock, calendar and locale read outside the composition root are named")
    func deviceReads() {
        #expect(
            slips("Domain/UseCase.swift", "let now = Date()\n").first?.contains(
                "Domain reads the device with Date()")
                == true)
        #expect(
            slips("Presentation/VM.swift", "init(locale: Locale = Locale.current) {}\n").first?.contains(
                "Locale.current") == true)
        #expect(
            slips("App/Composer.swift", "now: { Date() }, calendar: .current, locale: Locale.current\n") == []
        )
    }

    @Test("one sentence for a service reached by its shared instance, and none for a member named shared")
    func oneSentenceEach() {
        let found = slips("Presentation/VM.swift", "let session = URLSession.shared\n")
        #expect(found.count == 1)
        #expect(found.first?.contains("Presentation reaches URLSession itself") == true)
        #expect(slips("Presentation/VM.swift", "let isShared = model.sharedCount\n") == [])
        #expect(slips("Data/Store.swift", "let value = self.defaultValue\n") == [])
    }

    @Test("the refactor round's legacy view model, left in App, is read for each kind of work it holds")
    func legacyViewModel() throws {
        let kata = try Workspace(root: Repository.root).kata("14")
        let found = LayeringRead.slips(in: SolutionView.ownFiles(in: kata.exerciseFolder)).map(\.sentence)
        for kind in [
            "App judges the server's status", "App reads JSON", "App reads the server's dates",
            "App does date arithmetic for a rule", "App decides which orders show",
            "the composition root sorts",
            "in App: writing amounts and dates",
        ] {
            #expect(found.contains { $0.contains(kind) }, "\(kind)")
        }
    }

    @Test(
        "a layered kata whose files the read finds clean says so in one line; a one-folder kata says nothing")
    func cleanSaysSo() throws {
        let workspace = Workspace(root: Repository.root)
        #expect(
            LayeringRead.lines(for: try workspace.kata("12")).last
                == "The layering read of your files: nothing is left outside its layer.",
            "Kata12's skeleton keeps every layer's work in its layer")
        #expect(LayeringRead.lines(for: try workspace.kata("3")) == [])
    }

    @Test("every layered kata's reference reads clean")
    func referencesAreClean() throws {
        let layered = try Workspace(root: Repository.root).katas().filter {
            $0.kind != .review
                && FileManager.default.fileExists(
                    atPath: $0.solutionFolder.appendingPathComponent("Domain").path)
        }
        #expect(!layered.isEmpty)
        for kata in layered {
            let found = LayeringRead.slips(in: SolutionView.ownFiles(in: kata.solutionFolder)).map(\.text)
            #expect(found == [], "\(kata.folder)")
        }
    }
}
