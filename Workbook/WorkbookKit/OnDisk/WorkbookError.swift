/// A problem the tool reports as one sentence: what is wrong and what to do about it.
public struct WorkbookError: Error, Equatable, CustomStringConvertible {
    /// 2: the command could not run as asked (usage, environment, a build that fails).
    /// 1: it ran, and what it checked does not hold.
    public let exitCode: Int32
    public let message: String

    public init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
