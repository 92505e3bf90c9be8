import Foundation

/// One frame of a stack, top first: the function and, when the debug information says, where.
public struct StackFrame: Sendable, Equatable {
    public var function: String
    /// An absolute path, or only the file's name (lldb and macOS print no folder); "" unknown.
    public var file: String
    public var line: Int

    public init(function: String, file: String = "", line: Int = 0) {
        self.function = function
        self.file = file
        self.line = line
    }

    /// The file's name without its folder.
    var fileName: String { file.split(separator: "/").last.map(String.init) ?? "" }
}

/// Reads the stacks that a crash or a stuck process leaves as text: the Swift runtime's own
/// backtrace (Linux, and macOS where it is on), a gdb sample, an lldb sample. Pure: the text
/// in, frames out, so each form is tested with a fixed sample. Lines it does not understand are
/// skipped: a toolchain that prints more must not break the tool.
public enum StackText {
    /// The thread the Swift runtime's backtrace says crashed ("Thread 4 "name" crashed:"),
    /// frames top first; empty when the text holds no such backtrace.
    public static func crashedThread(inBacktrace text: String) -> [StackFrame] {
        var frames: [StackFrame] = []
        var inCrashed = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("Thread ") {
                if inCrashed { break }
                inCrashed = line.hasSuffix(" crashed:")
                continue
            }
            guard inCrashed else { continue }
            // The registers or the images end the thread's frames; a source excerpt between
            // frames is passed over.
            if line.hasPrefix("Registers") || line.hasPrefix("Images") { break }
            if let frame = backtraceFrame(line) { frames.append(frame) }
        }
        return frames
    }

    /// `3 [ra] [inlined] 0x0000… OrderItem.subtotal.getter + 117 in Tests.xctest at /p/OrderItem.swift:27:46`:
    /// an index, flags in brackets, the address, the function (which may hold " in "), an
    /// offset, the image, and where.
    static func backtraceFrame(_ line: String) -> StackFrame? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        guard let index = words.first, index.allSatisfy(\.isNumber) else { return nil }
        words = words.dropFirst()
        while let flag = words.first, flag.hasPrefix("[") { words = words.dropFirst() }
        guard let address = words.first, address.hasPrefix("0x") else { return nil }
        var rest = words.dropFirst().joined(separator: " ")
        var file = ""
        var lineNumber = 0
        if let at = rest.range(of: " at ", options: .backwards) {
            (file, lineNumber) = place(String(rest[at.upperBound...]))
            rest = String(rest[..<at.lowerBound])
        }
        // The image follows the last " in "; an offset ("+ 117") may come before it.
        if let image = rest.range(of: " in ", options: .backwards) {
            rest = String(rest[..<image.lowerBound])
        }
        if let plus = rest.range(of: " + ", options: .backwards),
            rest[plus.upperBound...].allSatisfy(\.isNumber)
        {
            rest = String(rest[..<plus.lowerBound])
        }
        return StackFrame(function: rest, file: file, line: lineNumber)
    }

    /// Every thread of gdb's `thread apply all bt`, frames top first. Function names are as gdb
    /// printed them: mangled Swift names (`$s5Kata15OrderV9itemCountSivg`) until demangled.
    public static func threads(inGDB text: String) -> [[StackFrame]] {
        var threads: [[StackFrame]] = []
        var current: [StackFrame]?
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("Thread ") {
                if let done = current { threads.append(done) }
                current = []
                continue
            }
            guard current != nil, line.hasPrefix("#") else { continue }
            // `#1  0x00005573d924c334 in $s5Kata1… (self=...) at /p/Order.swift:30`; an inlined
            // frame has no address: `#3  $s10Kata1Tests… (self=...) at /p/OrderTests.swift:83`.
            var rest = line.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
            if rest.hasPrefix("0x"), let inWord = rest.range(of: " in ") {
                rest = String(rest[inWord.upperBound...])
            }
            var file = ""
            var lineNumber = 0
            if let at = rest.range(of: " at ", options: .backwards) {
                (file, lineNumber) = place(String(rest[at.upperBound...]))
                rest = String(rest[..<at.lowerBound])
            } else if let from = rest.range(of: " from ", options: .backwards) {
                rest = String(rest[..<from.lowerBound])
            }
            let function = rest.range(of: " (").map { String(rest[..<$0.lowerBound]) } ?? rest
            current?.append(StackFrame(function: function, file: file, line: lineNumber))
        }
        if let done = current { threads.append(done) }
        return threads.filter { !$0.isEmpty }
    }

    /// Every thread of lldb's `thread backtrace all`, frames top first:
    /// `frame #1: 0x0000… Tests`Order.itemCount.getter at Order.swift:30:9` (a file name, no folder).
    public static func threads(inLLDB text: String) -> [[StackFrame]] {
        var threads: [[StackFrame]] = []
        var current: [StackFrame]?
        for raw in text.split(separator: "\n") {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("* ") { line = String(line.dropFirst(2)) }
            if line.hasPrefix("thread #") {
                if let done = current { threads.append(done) }
                current = []
                continue
            }
            guard current != nil, line.hasPrefix("frame #"), let tick = line.firstIndex(of: "`") else {
                continue
            }
            var rest = String(line[line.index(after: tick)...])
            var file = ""
            var lineNumber = 0
            if let at = rest.range(of: " at ", options: .backwards) {
                (file, lineNumber) = place(String(rest[at.upperBound...]))
                rest = String(rest[..<at.lowerBound])
            }
            if let plus = rest.range(of: " + ", options: .backwards),
                rest[plus.upperBound...].allSatisfy(\.isNumber)
            {
                rest = String(rest[..<plus.lowerBound])
            }
            current?.append(StackFrame(function: rest, file: file, line: lineNumber))
        }
        if let done = current { threads.append(done) }
        return threads.filter { !$0.isEmpty }
    }

    /// `/p/Order.swift:30:9` or `/p/Order.swift:30` → (`/p/Order.swift`, 30); a place with no
    /// line number (`/p/File.swift`, `//<compiler-generated>`) has line 0.
    static func place(_ text: String) -> (file: String, line: Int) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        while let last = parts.last, let number = Int(last), parts.count > 1 {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        return (parts.joined(separator: ":"), numbers.first ?? 0)
    }

    /// What the runtime said when it stopped the program: "Fatal error: Index out of range"
    /// (without the standard library's own file and line, which say nothing to the candidate),
    /// or the signal the backtrace names ("Bad pointer dereference"); nil when it said nothing.
    public static func runtimeMessage(in output: String) -> String? {
        for line in output.split(separator: "\n") {
            if let fatal = line.range(of: "Fatal error") {
                return String(line[fatal.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        for line in output.split(separator: "\n") {
            guard let crashed = line.range(of: "Program crashed: ") else { continue }
            var what = line[crashed.upperBound...]
            if let at = what.range(of: " at 0x") { what = what[..<at.lowerBound] }
            return what.trimmingCharacters(in: CharacterSet(charactersIn: " *"))
        }
        return nil
    }

    /// The mangled Swift names in `frames` (gdb prints them so), for a demangler to turn into
    /// the names the candidate wrote.
    public static func mangledNames(in frames: [StackFrame]) -> [String] {
        var names: [String] = []
        for frame in frames where frame.function.hasPrefix("$s") && !names.contains(frame.function) {
            names.append(frame.function)
        }
        return names
    }
}

/// Where in the candidate's code a crash or a hang happened: the first frame, top down, in the
/// kata's folder.
public struct CrashSite: Sendable, Equatable {
    /// Relative to the workbook: `Katas/Kata1_Entity/OrderItem.swift`.
    public var file: String
    public var line: Int
    public var function: String

    public init(file: String, line: Int, function: String) {
        self.file = file
        self.line = line
        self.function = function
    }

    /// The first frame in the kata's `folder` (relative to `root`: `Katas/Kata1_Entity/`): by its
    /// absolute path, or, where the text gives only a file's name (lldb, macOS), by a name that
    /// one of `files` (the folder's files, relative to `root`) alone has. Nil when no frame is
    /// in the kata's code.
    public static func first(
        in frames: [StackFrame], root: String, folder: String, files: [String] = []
    ) -> CrashSite? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let folder = folder.hasSuffix("/") ? folder : folder + "/"
        for frame in frames where frame.line > 0 {
            var relative: String?
            if frame.file.hasPrefix(prefix + folder) {
                relative = String(frame.file.dropFirst(prefix.count))
            } else if !frame.file.contains("/") {
                let named = files.filter {
                    $0.hasPrefix(folder) && $0.split(separator: "/").last.map(String.init) == frame.fileName
                }
                relative = named.count == 1 ? named[0] : nil
            }
            if let relative {
                return CrashSite(file: relative, line: frame.line, function: frame.function)
            }
        }
        return nil
    }

    /// `Katas/Kata1_Entity/OrderItem.swift:27 in OrderItem.subtotal.getter`.
    public var description: String {
        "\(file):\(line)" + (function.isEmpty ? "" : " in \(function)")
    }
}
