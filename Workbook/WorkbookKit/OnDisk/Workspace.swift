import Foundation

/// The workbook's folder (the one with Package.swift, Katas/ and Solutions/) and its katas.
public struct Workspace: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// Finds the workbook from `directory` or any folder above it, so the tool also works from
    /// inside a kata's folder.
    public static func locate(from directory: URL) throws(WorkbookError) -> Workspace {
        var candidate = directory.standardizedFileURL
        while true {
            let manifest = candidate.appendingPathComponent("Package.swift").path
            let katas = candidate.appendingPathComponent("Katas").path
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: katas)
            {
                return Workspace(root: candidate)
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path {
                throw WorkbookError(
                    "This is not a workbook folder (no Package.swift with a Katas/ folder here or above "
                        + "\(directory.path)): cd into the workbook you cloned, then run the command again.")
            }
            candidate = parent
        }
    }

    /// Finds the workbook the way the command line says: the `--package-path` folder when given;
    /// otherwise the current folder or one above it, or else the folder the tool was built in
    /// (`swift run --package-path DIR workbook` runs it from anywhere, and its binary lives in
    /// DIR/.build).
    public static func locate(
        packagePath: String?, currentDirectory: URL, executable: URL?
    ) throws(WorkbookError) -> Workspace {
        if let packagePath {
            let folder = URL(fileURLWithPath: packagePath, relativeTo: currentDirectory).standardizedFileURL
            do {
                return try locate(from: folder)
            } catch {
                throw WorkbookError(
                    "--package-path \(packagePath) is not a workbook folder (no Package.swift with a Katas/ "
                        + "folder there or above): give the folder you cloned.")
            }
        }
        do {
            return try locate(from: currentDirectory)
        } catch {
            if let executable, let found = try? locate(from: executable.resolvingSymlinksInPath()) {
                return found
            }
            throw error
        }
    }

    /// Every kata folder under Katas/, in number order.
    public func katas() throws(WorkbookError) -> [Kata] {
        try kataFolders().compactMap { Kata(folder: $0.folder, workspace: self) }
    }

    /// The kata a person means by "3", "Kata3" or "kata3". Only that kata's README and sheet are
    /// read: this is on the path of every check.
    public func kata(_ name: String) throws(WorkbookError) -> Kata {
        let folders = try kataFolders()
        let digits = name.lowercased().hasPrefix("kata") ? String(name.dropFirst(4)) : name
        guard let number = Int(digits), let found = folders.first(where: { $0.number == number }),
            let kata = Kata(folder: found.folder, workspace: self)
        else {
            let known = folders.map { String($0.number) }.joined(separator: ", ")
            throw WorkbookError("There is no kata \"\(name)\": the workbook has katas \(known).")
        }
        return kata
    }

    /// The kata folders under Katas/ (`Kata3_Repository`) with their numbers, in number order.
    private func kataFolders() throws(WorkbookError) -> [(number: Int, folder: String)] {
        let folder = root.appendingPathComponent("Katas")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw WorkbookError("Cannot read \(folder.path): \(error.localizedDescription).")
        }
        return names.compactMap { name in Kata.number(ofFolder: name).map { ($0, name) } }.sorted {
            $0.number < $1.number
        }
    }
}

/// One kata: its number, folders, README and the interviewer's sheet beside the reference.
public struct Kata: Sendable, Equatable {
    public let number: Int
    /// `Kata1_Entity`: the folder name under Katas/ and Solutions/.
    public let folder: String
    public let exerciseFolder: URL
    public let solutionFolder: URL
    /// The README as the tool reads it; in a staged round, up to the stage reached.
    public internal(set) var readme: KataReadme
    /// The whole README, every stage of a full round in it.
    public internal(set) var fullReadme: KataReadme
    /// In a staged round, the stage the candidate has reached; nil when the kata plays whole.
    public internal(set) var stageReached: Int?
    /// True when the README on disk is a blind round's view, whose Requirements `readme` restored
    /// (a staged round's view, which hides its later stages only, is no blind one).
    public let inBlindRound: Bool
    /// A sheet given by hand (tests); nil reads the file when asked.
    private let givenSheet: InterviewerSheet?

    /// `Solutions/KataN_Name/INTERVIEWER.md`; empty sections when the file is missing. Read when
    /// asked, never when the kata loads: a check has no use for it.
    public var sheet: InterviewerSheet {
        givenSheet
            ?? InterviewerSheet(
                text: (try? String(
                    contentsOf: solutionFolder.appendingPathComponent("INTERVIEWER.md"), encoding: .utf8))
                    ?? "")
    }

    public var module: String { "Kata\(number)" }
    /// Where the kata's tests live and what their modules are called (`KataTests`).
    public var tests: KataTests { KataTests(module: module) }
    /// `Tests/Kata1/`, the one folder of the kata's tests.
    public var testsFolder: String { tests.folder }
    /// The kata's test modules, `Kata1Tests` and `Kata1Tests2`.
    public var testModules: [String] { tests.halves.map(\.module) }
    /// What selects this kata's tests and no other's in `swift test --filter`, which reads a
    /// regular expression and matches it anywhere in a test's ID (`Kata1Tests2.OrderItemTests/…`):
    /// `Kata1Tests` matches both of the kata's modules and never `Kata10Tests.…`, where a bare
    /// `Kata1` would.
    public var testFilter: String { testModules[0] }
    /// The filter as a person types it in a shell, for the sentences that name the command.
    public var shellFilter: String { "'\(testFilter)'" }
    public var title: String { readme.fields["title"] ?? String(folder.drop { $0 != "_" }.dropFirst()) }
    public var grade: Int { readme.fields["grade"].flatMap { Int($0) } ?? 0 }
    public var minutes: Int { readme.fields["minutes"].flatMap { Int($0) } ?? 0 }
    public var layer: String { readme.fields["layer"] ?? "" }
    /// Code to write, or a change to review (`kind:` in the front matter): `KataKind` holds how
    /// the tool bends for each.
    public var kind: KataKind { KataKind(field: readme.fields["kind"]) }

    init(
        number: Int, folder: String, exerciseFolder: URL, solutionFolder: URL, readme: KataReadme,
        sheet: InterviewerSheet = InterviewerSheet(text: "")
    ) {
        self.number = number
        self.folder = folder
        self.exerciseFolder = exerciseFolder
        self.solutionFolder = solutionFolder
        self.readme = readme
        self.fullReadme = readme
        self.inBlindRound = false
        self.givenSheet = sheet
    }

    /// 3 for `Kata3_Repository`; nil for a folder that is no kata.
    static func number(ofFolder folder: String) -> Int? {
        guard folder.hasPrefix("Kata"), let underscore = folder.firstIndex(of: "_") else { return nil }
        return Int(folder[folder.index(folder.startIndex, offsetBy: 4)..<underscore])
    }

    init?(folder: String, workspace: Workspace) {
        guard let number = Self.number(ofFolder: folder) else { return nil }
        self.number = number
        self.folder = folder
        exerciseFolder = workspace.root.appendingPathComponent("Katas").appendingPathComponent(folder)
        solutionFolder = workspace.root.appendingPathComponent("Solutions").appendingPathComponent(folder)
        let text =
            (try? String(contentsOf: exerciseFolder.appendingPathComponent("README.md"), encoding: .utf8))
            ?? ""
        // In a round the file on disk may hide the Requirements and the later stages (a blind
        // round, a staged one); the tool still knows them, from the round's journal.
        if let journalled = BlindFiles.journalled(text, folder: folder, root: workspace.root),
            journalled.text != text
        {
            readme = KataReadme(text: journalled.text)
            inBlindRound = journalled.blind
        } else {
            readme = KataReadme(text: text)
            inBlindRound = false
        }
        fullReadme = readme
        givenSheet = nil
    }

    /// `Katas/Kata1_Entity/` or `Solutions/Kata1_Entity/`: the kata's folder in the tree `mode` builds.
    public func folder(in mode: BuildMode) -> String {
        mode.tree + folder + "/"
    }

    /// The raw text of the candidate's README, for the spoiler check.
    package var readmeText: String {
        (try? String(contentsOf: exerciseFolder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }
}

/// The one place the tool names a kata's test targets (Package.swift declares the same): one folder,
/// `Tests/Kata1/`, with the suite split between two test modules, `Kata1Tests` in `Tests/` and
/// `Kata1Tests2` in `Tests2/`, which compile side by side on two cores, and what both halves use
/// (builders, the kata's own doubles) in the plain module `Kata1Support`, in `Support/`, which
/// they import with `@testable`.
public struct KataTests: Sendable, Equatable {
    /// A target of the kata's tests: its module's name and its folder (from the workbook's root).
    public struct Part: Sendable, Equatable {
        public var module: String
        public var folder: String
    }

    public var folder: String
    public var support: Part
    public var halves: [Part]

    /// The tests of the kata whose module is `module` (`Kata1`).
    public init(module: String) {
        let folder = "Tests/\(module)/"
        self.folder = folder
        support = Part(module: module + "Support", folder: folder + "Support/")
        halves = ["Tests", "Tests2"].map { Part(module: module + $0, folder: folder + $0 + "/") }
    }

    /// The file a Swift Testing file ID names (`Kata1Tests2/OrderItemTests.swift`), from the
    /// workbook's root: a kata's test or support module lives in the kata's folder
    /// (`Tests/Kata1/Tests2/OrderItemTests.swift`), any other test module in `Tests/<module>/`.
    public static func path(ofFileID fileID: String) -> String {
        let module = String(fileID.prefix { $0 != "/" })
        let file = fileID.dropFirst(module.count + 1)
        let kata = "Kata" + module.dropFirst(4).prefix(while: \.isNumber)
        if module.hasPrefix("Kata"), kata != "Kata", fileID.contains("/") {
            let tests = KataTests(module: kata)
            if let part = ([tests.support] + tests.halves).first(where: { $0.module == module }) {
                return part.folder + file
            }
        }
        return "Tests/" + fileID
    }
}

extension Kata {
    /// Whether a check of this kata counts the test whose ID is `testID`, its suite named as
    /// `suiteNames` says (by suite ID, `Kata12Tests.Stage2OfflineTests`).
    public func counts(testID: String, suiteNames: [String: String]) -> Bool {
        let suiteID = testID.lastIndex(of: "/").map { String(testID[..<$0]) } ?? testID
        return counts(suite: suiteNames[suiteID] ?? suiteID)
    }

    /// Whether a check of this kata counts the suite named `suite`: every suite, unless the kata
    /// is a staged round, which counts its reached stages' suites only.
    public func counts(suite: String) -> Bool {
        guard let stageReached, let stage = KataReadme.stage(ofHeading: suite) else { return true }
        return stage <= stageReached
    }
}
