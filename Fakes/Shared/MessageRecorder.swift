import Synchronization

/// The memory of a spy: an ordered list of the messages it received, safe to append to from
/// any task, so a test can assert both what was asked and in which order.
public final class MessageRecorder<Message: Equatable & Sendable>: Sendable {
    private let log = Mutex<[Message]>([])

    public init() {}

    public func record(_ message: Message) {
        log.withLock { $0.append(message) }
    }

    public var messages: [Message] {
        log.withLock { $0 }
    }
}
