import Foundation
import Testing

@testable import WorkbookKit

@Suite("Freeing what old builds left")
struct CleanTests {
    let folder: TemporaryFolder
    let clean: Clean

    init() throws {
        folder = try TemporaryFolder()
        let payload = String(repeating: "x", count: 40_000)
        for path in [
            ".build/only/Kata1/debug/Kata1.o", ".build/only/Kata2/debug/Kata2.o",
            ".build/only/Kata3-solutions/debug/Kata3.o", ".build/mutants/Kata4/debug/Kata4.o",
            ".build/debug/workbook", ".build/solutions/debug/Kata1.o", "Katas/Kata1_Entity/Order.swift",
        ] {
            try folder.write(payload, to: path)
        }
        // Kata2 was checked last.
        let only = folder.url.appendingPathComponent(".build/only")
        for (name, seconds) in [("Kata1", 100.0), ("Kata2", 300.0), ("Kata3-solutions", 200.0)] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)],
                ofItemAtPath: only.appendingPathComponent(name).path)
        }
        clean = Clean(workspace: Workspace(root: folder.url))
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
    }

    @Test(
        "removes every selection but the one checked last, and the maintainers' folders, and says the sizes")
    func keepsTheLast() {
        let lines = clean.run(all: false)

        #expect(!exists(".build/only/Kata1") && !exists(".build/only/Kata3-solutions"))
        #expect(!exists(".build/mutants"))
        #expect(exists(".build/only/Kata2") && exists(".build/debug/workbook") && exists(".build/solutions"))
        #expect(exists("Katas/Kata1_Entity/Order.swift"))
        #expect(
            lines.last?.contains("Removed .build/mutants, .build/only/Kata1, .build/only/Kata3-solutions")
                == true)
        #expect(lines.first?.hasPrefix("Freed ") == true && lines.first?.contains(", now ") == true)
    }

    @Test("keeps the build of the kata in progress, though another was checked since")
    func keepsTheKataInProgress() {
        let katas = [sampleKata(number: 1), sampleKata(number: 2), sampleKata(number: 3)]
        var progress = CandidateProgress()
        // Kata2 is solved; Kata1 is where the candidate is, Kata3's reference was checked since.
        progress.recordCheck(katas[1], passing: 4, total: 4, at: Date(timeIntervalSince1970: 50))
        progress.recordCheck(katas[0], passing: 1, total: 4, at: Date(timeIntervalSince1970: 100))
        let inProgress = Clean.inProgress(
            katas: katas, progress: progress, now: Date(timeIntervalSince1970: 400))
        #expect(inProgress == ["Kata1"])

        _ = Clean(workspace: Workspace(root: folder.url), inProgress: inProgress).run(all: false)

        #expect(exists(".build/only/Kata1") && exists(".build/only/Kata2"))
        #expect(!exists(".build/only/Kata3-solutions"))
    }

    @Test("the kata of an interview under way is in progress, solved or not")
    func interviewInProgress() {
        let katas = [sampleKata(number: 1), sampleKata(number: 2)]
        var progress = CandidateProgress()
        for kata in katas {
            progress.recordCheck(kata, passing: 4, total: 4, at: Date(timeIntervalSince1970: 50))
        }
        progress.interview = CandidateProgress.RunningInterview(
            kata: katas[1].folder, startedAt: Date(timeIntervalSince1970: 100), limitSeconds: 900, live: false
        )
        #expect(
            Clean.inProgress(katas: katas, progress: progress, now: Date(timeIntervalSince1970: 200)) == [
                "Kata2"
            ])
        #expect(
            Clean.inProgress(katas: katas, progress: progress, now: Date(timeIntervalSince1970: 2_000)) == [])
    }

    @Test("--all removes the last selection and the reference's build too, never the tool's")
    func all() {
        _ = clean.run(all: true)

        #expect(!exists(".build/only/Kata2") && !exists(".build/solutions"))
        #expect(exists(".build/debug/workbook") && exists("Katas/Kata1_Entity/Order.swift"))
        #expect(clean.run(all: true).first?.hasPrefix("Nothing to free") == true)
    }

    @Test(
        "sizes read as du --si prints them",
        arguments: [
            (Int64(0), "0 MB"), (Int64(732_400_000), "732 MB"), (Int64(1_060_000_000), "1.1 GB"),
        ])
    func sizes(bytes: Int64, text: String) {
        #expect(Clean.size(bytes) == text)
    }
}
