import Testing

@testable import WorkbookKit
