/// What the stub throws until you write the body.
struct NotImplemented: Error {}
