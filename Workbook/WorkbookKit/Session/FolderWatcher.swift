import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Notices saves under a folder by polling: each file's modification time and size. Polling works
/// the same everywhere and needs no file-event API. A poll reads the folder with the POSIX calls
/// (`opendir`, `readdir`, `stat`), so the session can look a hundred times a second and still idle
/// cheaply (CONTRIBUTING, "The figures, measured and dated", says how cheaply).
public struct FolderWatcher: Sendable, Equatable {
    public let folder: URL
    /// The folder's path with symbolic links resolved, once: a poll only reads the folder.
    private let path: String

    public init(folder: URL) {
        self.folder = folder
        self.path = folder.resolvingSymlinksInPath().path
    }

    public struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
    }

    /// Every visible file under the folder (editors' hidden swap files are no save).
    public func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        Self.walk(path, into: &stamps)
        return stamps
    }

    private static func walk(_ path: String, into stamps: inout [String: Stamp]) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let child = path + "/" + name
            var info = stat()
            guard stat(child, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(child, into: &stamps)
            case S_IFREG:
                #if canImport(Darwin)
                    let modified = info.st_mtimespec
                #else
                    let modified = info.st_mtim
                #endif
                stamps[child] = Stamp(
                    seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int(info.st_size)
                )
            default: continue
            }
        }
    }
}
