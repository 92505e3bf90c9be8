import Foundation
import Testing

@testable import WorkbookKit

@Suite("Deciding what a reset keeps")
struct ResetPlanTests {
    let stub = ["Thing.swift": Data("stub".utf8), "Context/Given.swift": Data("given".utf8)]

    @Test("an untouched folder needs nothing")
    func untouched() {
        let plan = ResetPlan(current: stub, pristine: stub)

        #expect(plan.isClean)
        #expect(!plan.needsBackup)
    }

    @Test("a changed file is backed up before it is restored")
    func changedFile() {
        var current = stub
        current["Thing.swift"] = Data("my work".utf8)

        let plan = ResetPlan(current: current, pristine: stub)

        #expect(plan.changed == ["Thing.swift"])
        #expect(plan.needsBackup)
    }

    @Test("an added file is backed up, a deleted one is only restored")
    func addedAndDeleted() {
        var current = stub
        current["Helper.swift"] = Data("mine".utf8)
        current["Context/Given.swift"] = nil

        let plan = ResetPlan(current: current, pristine: stub)

        #expect(plan.added == ["Helper.swift"])
        #expect(plan.missing == ["Context/Given.swift"])
        #expect(plan.changed == [])
        #expect(plan.needsBackup)
    }

    @Test("only deleting stub files needs no backup: nothing of the candidate's would be lost")
    func deletedOnly() {
        let plan = ResetPlan(current: [:], pristine: stub)

        #expect(!plan.needsBackup)
        #expect(!plan.isClean)
    }
}

@Suite("Resetting from git", .enabled(if: (try? Git(root: URL(fileURLWithPath: "/"))) != nil))
struct ResetFromGitTests {
    /// A tiny workbook clone: the stub is on the tracked branch, the candidate's work is committed
    /// on top of it, and then edited some more.
    func makeClone(_ folder: TemporaryFolder) throws -> (Workspace, Git, Kata) {
        let upstream = folder.url.appendingPathComponent("upstream")
        let clone = folder.url.appendingPathComponent("clone")
        try FileManager.default.createDirectory(at: upstream, withIntermediateDirectories: true)
        try folder.write("// Package", to: "upstream/Package.swift")
        try folder.write("stub\n", to: "upstream/Katas/Kata7_Sample/Thing.swift")
        try folder.write("---\ntitle: Sample\n---\n", to: "upstream/Katas/Kata7_Sample/README.md")
        let git = try Git(root: upstream)
        let identity = [
            "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
        ]
        #expect(try git.run(["init", "-q"]).status == 0)
        #expect(try git.run(["add", "."]).status == 0)
        #expect(try git.run(identity + ["commit", "-qm", "stub"]).status == 0)
        #expect(try git.run(["clone", "-q", upstream.path, clone.path]).status == 0)

        try folder.write("committed work\n", to: "clone/Katas/Kata7_Sample/Thing.swift")
        let cloneGit = try Git(root: clone)
        #expect(try cloneGit.run(identity + ["commit", "-qam", "my work"]).status == 0)
        try folder.write("more work\n", to: "clone/Katas/Kata7_Sample/Thing.swift")
        let workspace = Workspace(root: clone)
        let kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
        return (workspace, cloneGit, kata)
    }

    @Test("restores the tracked branch's stub, not the candidate's commit, after backing the work up")
    func committedWork() throws {
        let folder = try TemporaryFolder()
        let (workspace, git, kata) = try makeClone(folder)

        let lines = try Reset(workspace: workspace, git: git)
            .run(kata, from: nil, now: Date(timeIntervalSince1970: 0))

        let thing = kata.exerciseFolder.appendingPathComponent("Thing.swift")
        #expect(try String(contentsOf: thing, encoding: .utf8) == "stub\n")
        #expect(
            lines.first
                == "Your work is saved in .workbook/backups/Kata7_Sample-19700101-000000/ (Thing.swift).")
        let backup = workspace.root.appendingPathComponent(
            ".workbook/backups/Kata7_Sample-19700101-000000/Thing.swift")
        #expect(try String(contentsOf: backup, encoding: .utf8) == "more work\n")
        #expect(lines.contains { $0.hasPrefix("Restored Katas/Kata7_Sample/ from origin/") })
    }

    @Test("says how to bring the work back, and --undo brings back the latest backup")
    func undo() throws {
        let folder = try TemporaryFolder()
        let (workspace, git, kata) = try makeClone(folder)
        let reset = Reset(workspace: workspace, git: git)
        let thing = kata.exerciseFolder.appendingPathComponent("Thing.swift")

        let lines = try reset.run(kata, from: nil, now: Date(timeIntervalSince1970: 0))
        let undone = try reset.undo(kata, now: Date(timeIntervalSince1970: 60))

        #expect(lines.last == "To bring your work back: swift run workbook reset 7 --undo")
        #expect(try String(contentsOf: thing, encoding: .utf8) == "more work\n")
        #expect(
            undone == [
                "Brought back your work from .workbook/backups/Kata7_Sample-19700101-000000/: Thing.swift."
            ])
    }

    @Test("an undo over new work backs that work up first")
    func undoOverWork() throws {
        let folder = try TemporaryFolder()
        let (workspace, git, kata) = try makeClone(folder)
        let reset = Reset(workspace: workspace, git: git)
        _ = try reset.run(kata, from: nil, now: Date(timeIntervalSince1970: 0))
        try folder.write("newer work\n", to: "clone/Katas/Kata7_Sample/Thing.swift")

        let undone = try reset.undo(kata, now: Date(timeIntervalSince1970: 60))

        #expect(
            undone.first
                == "What was there is saved in .workbook/backups/Kata7_Sample-19700101-000100/ (Thing.swift)."
        )
        let kept = workspace.root.appendingPathComponent(
            ".workbook/backups/Kata7_Sample-19700101-000100/Thing.swift")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "newer work\n")
    }

    @Test("the latest backup is found by its time, then its number")
    func latestBackup() {
        let kata = sampleKata(number: 7)
        let names = [
            "Kata7_Sample-20250101-120000-2", "Kata7_Sample-20250101-120000-10",
            "Kata7_Sample-20240101-235959",
            "Kata70_Other-20990101-000000", "Kata7_Sample-20250101-120000",
        ]

        #expect(Reset.latestBackup(of: kata, among: names) == "Kata7_Sample-20250101-120000-10")
        #expect(Reset.latestBackup(of: kata, among: []) == nil)
    }

    @Test("a second reset finds nothing to do and makes no backup")
    func secondReset() throws {
        let folder = try TemporaryFolder()
        let (workspace, git, kata) = try makeClone(folder)
        let reset = Reset(workspace: workspace, git: git)
        _ = try reset.run(kata, from: nil, now: Date(timeIntervalSince1970: 0))

        let lines = try reset.run(kata, from: nil, now: Date(timeIntervalSince1970: 60))

        #expect(lines.count == 1)
        #expect(lines.first?.contains("nothing to restore") == true)
        let backups = try FileManager.default.contentsOfDirectory(
            atPath: workspace.root.appendingPathComponent(".workbook/backups").path)
        #expect(backups.count == 1)
    }
}

@Suite("Diffing against the reference")
struct UnifiedDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(UnifiedDiff.lines(from: "a\nb\n", to: "a\nb\n", oldLabel: "x", newLabel: "y") == [])
    }

    @Test("prints a hunk with context, removed lines before added ones, as diff -u does")
    func hunk() {
        let old = "1\n2\n3\n4\nold\n6\n7\n8\n9\n"
        let new = "1\n2\n3\n4\nnew\nextra\n6\n7\n8\n9\n"

        #expect(
            UnifiedDiff.lines(from: old, to: new, oldLabel: "yours", newLabel: "reference") == [
                "--- yours", "+++ reference", "@@ -2,7 +2,8 @@", " 2", " 3", " 4", "-old", "+new", "+extra",
                " 6",
                " 7", " 8",
            ])
    }

    @Test("changes far apart get hunks of their own; a file from nothing starts at line 0")
    func separateHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines[1] = "two"
        lines[18] = "nineteen"
        let new = lines.joined(separator: "\n")

        let diff = UnifiedDiff.lines(from: old, to: new, oldLabel: "a", newLabel: "b")

        #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
        #expect(UnifiedDiff.lines(from: "", to: "x\n", oldLabel: "a", newLabel: "b")[2] == "@@ -0,0 +1,1 @@")
    }
}
