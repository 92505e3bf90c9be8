import Foundation

/// What "check every kata" costs, said before it starts: each kata with no build yet builds first,
/// one at a time, and each build stays under `.build` until `clean`. The sizes are measured on
/// this machine, from the katas already built.
public enum CheckAllCost {
    /// The builds on disk: each kata's size under `.build/only`, nil for a kata not built yet.
    public static func measure(_ katas: [Kata], root: URL) -> [Int64?] {
        katas.map { kata in
            let folder = root.appendingPathComponent(".build/only/\(kata.module)")
            guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
            return Clean.diskUsage(folder)
        }
    }

    /// The question before the check: what it builds, what that takes, and how to back out.
    public static func question(_ katas: [Kata], built: [Int64?]) -> [String] {
        let sizes = built.compactMap { $0 }
        let missing = built.count - sizes.count
        let each = sizes.isEmpty ? nil : sizes.reduce(0, +) / Int64(sizes.count)
        let cost: String
        if missing == 0 {
            cost = "Every one is built already, so each check takes seconds."
        } else {
            let disk =
                each.map {
                    "about \(Clean.size($0)) each under .build, \(Clean.size($0 * Int64(missing))) in all"
                }
                ?? "tens of megabytes each under .build"
            cost =
                "\(missing) of the \(katas.count) have no build yet and build first: minutes, not seconds, and "
                + "\(disk) (`swift run workbook clean` frees them)."
        }
        return [
            "Check every kata, one at a time? " + cost,
            "y or Enter: check them all · any other key: not now",
        ]
    }
}
