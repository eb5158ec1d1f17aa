#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// An XML element as read: its name, attributes, children and where it starts.
struct IBElement: Sendable {
    /// The element name (`view`, `constraint`, …).
    var name: String
    /// The attributes.
    var attributes: [String: String]
    /// The child elements, in order.
    var children: [IBElement]
    /// Where the start tag is (as the parser reports it).
    var position: SourcePosition

    /// An attribute.
    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The children with a name.
    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child with a name (and a `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// True for `"YES"`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Parses XML into ``IBElement`` trees with FoundationXML, refusing what an Interface Builder
/// document never contains and a hostile file might: a DTD with entity declarations (billion
/// laughs, external entities), and nesting deeper than ``maximumDepth``.
enum IBXMLReader {
    /// The deepest nesting accepted.
    static let maximumDepth = 512

    /// The offset of the first `<!DOCTYPE` or `<!ENTITY`, if any: a byte scan (Foundation's
    /// `range(of:)` on the whole text took two thirds of reading a large storyboard).
    static func firstDeclaration(in bytes: [UInt8]) -> Int? {
        let doctype = Array("DOCTYPE".utf8), entity = Array("ENTITY".utf8)
        var offset = 0
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "<"), bytes[offset + 1] == UInt8(ascii: "!") {
                let rest = bytes[(offset + 2)...]
                if rest.starts(with: doctype) || rest.starts(with: entity) { return offset }
            }
            offset += 1
        }
        return nil
    }

    /// The document element.
    /// - Throws: ``DocumentError`` of kind `.syntax` with the line and column.
    static func parse(_ text: String, path: String) throws(DocumentError) -> IBElement {
        let bytes = Array(text.utf8)
        if let offset = IBXMLReader.firstDeclaration(in: bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw DocumentError(.syntax, path: path, position: SourcePosition(line: line, column: 1),
                                message: "document type declarations and entities are not allowed in Interface Builder documents")
        }
        let data = Data(bytes)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        if let problem = builder.problem {
            throw DocumentError(.syntax, path: path, position: problem.position, message: problem.message)
        }
        guard ok, let root = builder.root else {
            let position = SourcePosition(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "the XML is not well-formed"
            throw DocumentError(.syntax, path: path, position: position, message: "not well-formed XML (\(reason))")
        }
        return root
    }

    /// Builds the tree from the parser's events.
    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [IBElement] = []
        var root: IBElement?
        var problem: (position: SourcePosition, message: String)?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let position = SourcePosition(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            guard stack.count < IBXMLReader.maximumDepth else {
                problem = (position, "elements nested deeper than \(IBXMLReader.maximumDepth) levels")
                parser.abortParsing()
                return
            }
            stack.append(IBElement(name: elementName, attributes: attributeDict, children: [], position: position))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text content (multi-line label text) is kept as an attribute of its element.
            // Between elements the text is indentation: an ASCII scan skips it (Character's
            // `isWhitespace` looked up Unicode properties for every byte of it).
            guard !stack.isEmpty,
                  !string.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }),
                  !string.allSatisfy(\.isWhitespace) else { return }
            stack[stack.count - 1].attributes["#text", default: ""] += string
        }
    }
}
