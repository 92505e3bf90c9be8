import Foundation
import WorkbookKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An xUnit report as a CI system reads it: XML that a parser accepts, or the place it stops.
public enum XUnitReport {
    /// Nil when `data` is well-formed XML; otherwise where and why a parser rejects it. The
    /// characters are checked first, against XML 1.0's list: Foundation's parser lets a raw
    /// control character through, where CI systems' parsers stop.
    public static func problem(in data: Data) -> String? {
        if let bad = forbiddenCharacter(in: data) {
            return "is not well-formed XML (line \(bad.line), column \(bad.column)): "
                + "a character XML does not allow, \(bad.what) (a control character in a test's arguments?)"
        }
        // Foundation's parser may report success with an error recorded, or for a document
        // whose root never closes: its error, and the elements it saw open and close, decide.
        let parser = XMLParser(data: data)
        let watcher = ElementWatcher()
        parser.delegate = watcher
        let succeeded = parser.parse()
        let place = "line \(parser.lineNumber), column \(parser.columnNumber)"
        if !succeeded || parser.parserError != nil || watcher.errors > 0 {
            let code = (parser.parserError as NSError?)?.code ?? 0
            return "is not well-formed XML (\(place)): " + reason(code)
        }
        if watcher.roots == 0 { return "is not well-formed XML: it has no element at all" }
        if watcher.depth != 0 { return "is not well-formed XML (\(place)): " + reason(5) }
        return nil
    }

    /// Counts what the parser saw: elements opened and closed, and errors.
    private final class ElementWatcher: NSObject, XMLParserDelegate {
        var depth = 0
        var roots = 0
        var errors = 0

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if depth == 0 { roots += 1 }
            depth += 1
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            depth -= 1
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            errors += 1
        }
    }

    /// XML 1.0 allows tab, line feed and carriage return, and nothing else below U+0020, raw or
    /// as a character reference (`&#27;`, `&#x1B;`).
    static func isAllowed(_ scalar: UInt32) -> Bool {
        scalar == 0x9 || scalar == 0xA || scalar == 0xD || (0x20...0xD7FF).contains(scalar)
            || (0xE000...0xFFFD).contains(scalar) || (0x10000...0x10FFFF).contains(scalar)
    }

    static func forbiddenCharacter(in data: Data) -> (line: Int, column: Int, what: String)? {
        let text = String(decoding: data, as: UTF8.self)
        var line = 1
        var column = 0
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
            }
            if !isAllowed(scalar.value) {
                return (line, column, "U+" + String(format: "%04X", scalar.value))
            }
            if scalar == "&", scalars.dropFirst().first == "#",
                let end = scalars.prefix(12).firstIndex(of: ";")
            {
                let body = String(
                    String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<end]))
                let value = body.hasPrefix("x") ? UInt32(body.dropFirst(), radix: 16) : UInt32(body)
                if let value, !isAllowed(value) {
                    return (line, column, "&#\(body);")
                }
            }
            scalars = scalars.dropFirst()
        }
        return nil
    }

    /// libxml2's error numbers for what a test report most often gets wrong.
    static func reason(_ code: Int) -> String {
        switch code {
        case 4: return "the file is empty"
        case 76: return "a closing tag does not match the element it closes"
        case 9: return "a character XML does not allow (a control character in a test's arguments?)"
        case 5, 77: return "it ends before its elements are closed"
        default: return "the parser stops there (error \(code))"
        }
    }

    /// Swift Testing writes its report beside the path given to `--xunit-output`, with
    /// `-swift-testing` before the extension: `r.xml` → `r-swift-testing.xml`.
    public static func swiftTestingFile(for path: URL) -> URL {
        let name = path.deletingPathExtension().lastPathComponent + "-swift-testing." + path.pathExtension
        return path.deletingLastPathComponent().appendingPathComponent(name)
    }
}
