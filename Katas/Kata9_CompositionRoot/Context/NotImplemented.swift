/// What the stub throws until you write the bodies.
struct NotImplemented: Error {}
