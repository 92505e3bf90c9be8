import Foundation
import Testing

@testable import WorkbookKit

/// A folder of its own for each test, removed when the test ends.
final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbook-tests-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

func sampleKata(
    number: Int = 7, grade: Int = 1, minutes: Int = 15, readme: String? = nil, sheet: String = ""
) -> Kata {
    Kata(
        number: number, folder: "Kata\(number)_Sample",
        exerciseFolder: URL(fileURLWithPath: "/nowhere/Katas/Kata\(number)_Sample"),
        solutionFolder: URL(fileURLWithPath: "/nowhere/Solutions/Kata\(number)_Sample"),
        readme: KataReadme(
            text: readme
                ?? "---\ntitle: Sample \(number)\ngrade: \(grade)\nminutes: \(minutes)\nlayer: Domain\n---\n"),
        sheet: InterviewerSheet(text: sheet)
    )
}

@Suite("Saving progress")
struct ProgressTests {
    @Test("what is saved is what is loaded")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(file: folder.url.appendingPathComponent(".workbook/progress.json"))
        var progress = CandidateProgress()
        let kata = sampleKata()
        progress.recordCheck(kata, passing: 3, total: 9, at: Date(timeIntervalSince1970: 1_000_000))
        progress[kata].hintsShown = 2
        progress.attempts.append(
            .init(
                kata: kata.folder, startedAt: Date(timeIntervalSince1970: 2_000_000), seconds: 300,
                limitSeconds: 900, passing: 9, total: 9, hintsUsed: 1, solved: true))

        #expect(store.save(progress) == nil)
        let loaded = store.load()

        #expect(loaded.progress == progress)
        #expect(loaded.warning == nil)
    }

    @Test("no file yet is a fresh start without a warning")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let loaded = ProgressStore(file: folder.url.appendingPathComponent("progress.json")).load()

        #expect(loaded.progress == CandidateProgress())
        #expect(loaded.warning == nil)
    }

    @Test("a corrupt file is a fresh start, said in one sentence")
    func corruptFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"katas\": [tru", to: "progress.json")
        let loaded = ProgressStore(file: folder.url.appendingPathComponent("progress.json")).load()

        #expect(loaded.progress == CandidateProgress())
        let warning = try #require(loaded.warning)
        #expect(warning.contains("could not be read"))
        #expect(!warning.contains("\n"))
    }

    @Test("saving replaces the file whole and leaves no temporary file behind")
    func atomicSave() throws {
        let folder = try TemporaryFolder()
        try folder.write("garbage", to: "progress.json")
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))

        #expect(store.save(CandidateProgress()) == nil)

        #expect(store.load().warning == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["progress.json"])
    }

    @Test("a kata is solved once every behaviour passed, and stays solved")
    func solvedOnce() {
        var progress = CandidateProgress()
        let kata = sampleKata()
        let first = Date(timeIntervalSince1970: 100)

        progress.recordCheck(kata, passing: 4, total: 5, at: Date(timeIntervalSince1970: 50))
        #expect(!progress.isSolved(kata))
        progress.recordCheck(kata, passing: 5, total: 5, at: first)
        progress.recordCheck(kata, passing: 2, total: 5, at: Date(timeIntervalSince1970: 200))

        #expect(progress.isSolved(kata))
        #expect(progress[kata].solvedAt == first)
        #expect(progress[kata].passing == 2)
    }

    @Test("a staged round's run before its last stage solves nothing, and its count stands with its stage")
    func stageIsNoSolve() {
        var progress = CandidateProgress()
        let whole = sampleKata(readme: stagedReadme)
        let first = whole.reaching(stage: 1)
        progress.recordCheck(first, passing: 2, total: 2, at: Date(timeIntervalSince1970: 50))
        #expect(!progress.isSolved(whole), "every behaviour of stage 1 passing solved the whole round")
        #expect(!progress.passesAtLastCheck(whole), "stage 1 passing whole was taken for the kata passing")
        let status = Listing.status(whole, progress, now: Date(timeIntervalSince1970: 55))
        #expect(
            status == "2 of 2 behaviours passing · stage 1 of 2", "stage 1's count was taken for the kata's")
        let last = whole.reaching(stage: whole.stages.count)
        progress.recordCheck(last, passing: 5, total: 5, at: Date(timeIntervalSince1970: 60))
        #expect(progress.isSolved(whole), "the last stage passing whole solves it")
    }

    /// Found in a played round: Kata12 stopped at stage 2 with 21 of 28 passing, and the list said
    /// "0 of 49 passing", the count of a check made long before.
    @Test("the list shows a staged round's last count with the stages it counted; a whole check drops them")
    func stagedCountInTheList() {
        var progress = CandidateProgress()
        let whole = sampleKata(readme: stagedReadme)
        progress.recordCheck(whole, passing: 0, total: 3, at: Date(timeIntervalSince1970: 10))
        progress.recordCheck(
            whole.reaching(stage: 1), passing: 1, total: 2, at: Date(timeIntervalSince1970: 50))
        let now = Date(timeIntervalSince1970: 70)
        #expect(Listing.status(whole, progress, now: now) == "1 of 2 behaviours passing · stage 1 of 2")
        #expect(
            Listing.fold(status: "21 of 28 behaviours passing · stage 2 of 4", width: 30)
                == ["21 of 28 behaviours passing", "· stage 2 of 4"],
            "a narrow status column folds at the stage, not inside the count")
        progress.recordCheck(whole, passing: 2, total: 3, at: Date(timeIntervalSince1970: 60))
        #expect(Listing.status(whole, progress, now: now) == "2 of 3 behaviours passing")
    }

    @Test("a staged kata reset after a round counts its whole stub, not the round's stages")
    func stagedReset() {
        var progress = CandidateProgress()
        let whole = sampleKata(readme: stagedReadme)
        progress.recordCheck(
            whole.reaching(stage: 1), passing: 2, total: 2, at: Date(timeIntervalSince1970: 50))
        progress.recordReset(whole, at: Date(timeIntervalSince1970: 60))
        let status = Listing.status(whole, progress, now: Date(timeIntervalSince1970: 70))
        #expect(status == "0 of 3 behaviours passing", "\(status)")
    }

    @Test("a kata reset to its stub claims no passes in the list")
    func resetClaimsNothing() {
        var progress = CandidateProgress()
        let kata = sampleKata()
        progress.recordCheck(kata, passing: 8, total: 27, at: Date(timeIntervalSince1970: 50))
        progress.recordReset(kata, at: Date(timeIntervalSince1970: 60))

        let status = Listing.status(kata, progress, now: Date(timeIntervalSince1970: 70))
        #expect(status == "0 of 27 behaviours passing", "\(status)")
    }

    @Test("the reference read before the solve counts like a hint: review in a day, and the list says so")
    func referenceRead() {
        var progress = CandidateProgress()
        let kata = sampleKata()
        progress.recordCheck(kata, passing: 1, total: 5, at: Date(timeIntervalSince1970: 50))
        progress.recordReferenceSeen(kata, at: Date(timeIntervalSince1970: 60))
        progress.recordCheck(kata, passing: 5, total: 5, at: Date(timeIntervalSince1970: 100))

        #expect(progress.readReferenceBeforeSolving(kata))
        #expect(Review.schedule(kata, progress: progress)?.days == 1)
        #expect(
            Listing.status(kata, progress, now: Date(timeIntervalSince1970: 100)).contains("reference read"))

        var clean = CandidateProgress()
        clean.recordCheck(kata, passing: 5, total: 5, at: Date(timeIntervalSince1970: 100))
        clean.recordReferenceSeen(kata, at: Date(timeIntervalSince1970: 200))
        #expect(!clean.readReferenceBeforeSolving(kata))
        #expect(Review.schedule(kata, progress: clean)?.days == 7)
    }

    @Test("the list shows each kata's status and the overall progress")
    func listing() {
        var progress = CandidateProgress()
        let (first, second, third) = (sampleKata(number: 1), sampleKata(number: 2), sampleKata(number: 3))
        progress.recordCheck(first, passing: 5, total: 5, at: Date(timeIntervalSince1970: 1))
        progress.attempts.append(
            .init(
                kata: first.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 462,
                limitSeconds: 900,
                passing: 5, total: 5, hintsUsed: 0, solved: true))
        progress.recordCheck(second, passing: 2, total: 7, at: Date(timeIntervalSince1970: 1))
        progress[second].hintsShown = 1

        let lines = Listing.lines(
            katas: [first, second, third], progress: progress, now: Date(timeIntervalSince1970: 2))

        #expect(lines.contains { $0.hasSuffix("solved, best 7:42 · review in 7 days") })
        #expect(lines.contains { $0.hasSuffix("2 of 7 behaviours passing · 1 hint") })
        #expect(lines.contains { $0.hasSuffix("not started") })
        #expect(lines.contains("1 of 3 solved · 1 mock interview"))
    }

    /// Three katas as the real list has them: the longest title, a status that fits 80 columns
    /// once Layer is gone, and a long one.
    static func narrowListing() -> (katas: [Kata], progress: CandidateProgress) {
        let title = "Repository with network first, cache fallback"
        let katas = (1...3).map { number in
            sampleKata(
                number: number,
                readme: "---\ntitle: \(title)\ngrade: 3\nminutes: 25\nlayer: Presentation\n---\n")
        }
        var progress = CandidateProgress()
        progress.recordCheck(katas[1], passing: 19, total: 20, at: Date(timeIntervalSince1970: 1))
        progress[katas[1]].hintsShown = 2
        return (katas, progress)
    }

    @Test("in a window of 80 columns, the list leaves out Layer, Grade and Min before a status would fold")
    func listingNarrow() throws {
        let (katas, progress) = Self.narrowListing()
        let fresh = Listing.table(
            katas: katas, progress: CandidateProgress(), now: Date(timeIntervalSince1970: 2), width: 79)
        let started = Listing.table(
            katas: katas, progress: progress, now: Date(timeIntervalSince1970: 2), width: 79)

        #expect(fresh.allSatisfy { $0.count <= 79 })
        #expect(fresh.first?.hasSuffix("Grade  Min  Status") == true)
        #expect(fresh.filter { $0.hasSuffix("3      25   not started") }.count == 3)
        #expect(started.allSatisfy { $0.count <= 79 })
        #expect(started.first?.hasSuffix("Kata" + String(repeating: " ", count: 43) + "Status") == true)
        let row = try #require(started.firstIndex { $0.hasSuffix("fallback  19 of 20 behaviours passing") })
        // The fold starts under the status, two columns past the title's.
        #expect(started[row + 1] == String(repeating: " ", count: 52) + "· 2 hints")
    }

    @Test("with less than 16 columns beside the title, each status goes under its title")
    func listingUnderTitle() throws {
        let (katas, progress) = Self.narrowListing()

        let lines = Listing.table(
            katas: katas, progress: progress, now: Date(timeIntervalSince1970: 2), width: 60)

        let row = try #require(
            lines.firstIndex { $0 == "  2  Repository with network first, cache fallback" })
        #expect(lines[row + 1] == "     19 of 20 behaviours passing · 2 hints")
        #expect(lines.prefix(2) == ["  #  Kata", "     Status"])
        #expect(lines.allSatisfy { $0.count <= 60 })
    }

    @Test("a status folds between its parts, each later line starting with the dot that joins them")
    func statusFolds() {
        #expect(
            Listing.fold(status: "0 of 27 behaviours passing · 1 hint · review due", width: 28)
                == ["0 of 27 behaviours passing", "· 1 hint · review due"])
        #expect(
            Listing.fold(status: "solved, best 7:42 · 1 hint", width: 40) == ["solved, best 7:42 · 1 hint"])
        #expect(
            Listing.fold(status: "0 of 27 behaviours passing", width: 16) == [
                "0 of 27", "behaviours", "passing",
            ])
    }

    @Test("a window wide enough, or no window, keeps every column")
    func listingWide() {
        let (katas, progress) = Self.narrowListing()
        for width in [nil, 200] {
            let lines = Listing.table(
                katas: katas, progress: progress, now: Date(timeIntervalSince1970: 2), width: width)
            #expect(lines.first?.hasSuffix("Grade  Min  Layer         Status") == true)
            #expect(
                lines.contains {
                    $0.hasSuffix("3      25   Presentation  19 of 20 behaviours passing · 2 hints")
                })
            #expect(lines.count == 1 + 3 + 2)
        }
    }
}

@Suite("Saving progress as well as it can")
struct BestEffortProgressTests {
    @Test("a corrupt file is kept aside under a dated name, and the warning says where")
    func corruptKeptAside() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"katas\": [tru", to: "progress.json")
        let store = ProgressStore(
            file: folder.url.appendingPathComponent("progress.json"), now: { Date(timeIntervalSince1970: 0) })

        let loaded = store.load()

        let kept = folder.url.appendingPathComponent("progress.json.corrupt-19700101-000000")
        #expect(loaded.progress == CandidateProgress())
        #expect(try String(contentsOf: kept, encoding: .utf8) == "{\"katas\": [tru")
        #expect(loaded.warning?.contains(kept.path) == true)
        #expect(
            !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("progress.json").path))
    }

    @Test("progress that cannot be saved is a plain sentence, not an error")
    func unsavable() throws {
        let folder = try TemporaryFolder()
        // The progress folder's place is taken by a file: nothing can be written inside it.
        try folder.write("not a folder", to: ".workbook")
        let store = ProgressStore(file: folder.url.appendingPathComponent(".workbook/progress.json"))
        var warnings: [String] = []

        let saved = store.update(warn: { warnings.append($0) }, { $0[sampleKata()].hintsShown = 1 })

        #expect(!saved)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("Your progress could not be saved in "))
        #expect(!warning.contains("NSCocoaErrorDomain") && !warning.contains("\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [".workbook"])
    }
}
