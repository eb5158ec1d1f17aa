#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import ScrollLayout

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

    /// The frame the document stores for the element (`<rect key="frame">`), if any.
    var storedFrame: Rect? {
        guard let rect = child("rect", key: "frame") else { return nil }
        return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
    }

    /// The `key` of the navigation bar made up to hold a controller's title view.
    static let titleBarKey = "titleBar"

    /// For a controller's navigation item (`<navigationItem key="navigationItem">`), its title
    /// view when that is a view: laid out in a bar of its own, not named as not laid out.
    var ownTitleView: IBElement? {
        guard name == "navigationItem", attributes["key"] == "navigationItem" else { return nil }
        return children.first { $0.attributes["key"] == "titleView" && IBViewKinds.isView($0.name) }
    }

    /// True when the element or something inside it has an id and a stored frame.
    var holdsStoredFrame: Bool {
        if attributes["id"] != nil, child("rect", key: "frame") != nil { return true }
        return children.contains { $0.holdsStoredFrame }
    }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Parses XML into ``IBElement`` trees with FoundationXML, refusing what an Interface Builder
/// document never contains and a hostile file might: a DTD with entity declarations (billion
/// laughs, external entities), processing instructions (FoundationXML's parser dereferences the
/// missing data of `<?name?>` and the process dies), and nesting deeper than ``maximumDepth``.
enum IBXMLReader {
    /// The deepest nesting accepted.
    static let maximumDepth = 512

    /// The first thing a byte scan refuses before the parser sees the text: a `<!DOCTYPE` or
    /// `<!ENTITY`, or a processing instruction other than the `<?xml …?>` declaration, with its
    /// offset and the reason. Comments and CDATA sections are skipped, as the parser skips them.
    /// (A byte scan: Foundation's `range(of:)` on the whole text took two thirds of reading a
    /// large storyboard.)
    static func refusal(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        let doctype = Array("DOCTYPE".utf8), entity = Array("ENTITY".utf8)
        let comment = Array("--".utf8), cdata = Array("[CDATA[".utf8)
        let count = bytes.count
        var offset = 0
        while offset + 1 < count {
            guard bytes[offset] == UInt8(ascii: "<") else {
                offset += 1
                continue
            }
            let rest = bytes[(offset + 2)...]
            switch bytes[offset + 1] {
            case UInt8(ascii: "!"):
                if rest.starts(with: comment) {
                    offset = end(of: Array("-->".utf8), in: bytes, from: offset + 4)
                    continue
                }
                if rest.starts(with: cdata) {
                    offset = end(of: Array("]]>".utf8), in: bytes, from: offset + 9)
                    continue
                }
                if rest.starts(with: doctype) || rest.starts(with: entity) {
                    return (offset, "document type declarations and entities are not allowed in Interface Builder documents")
                }
            case UInt8(ascii: "?"):
                // The target's name, as far as 64 bytes of it.
                var nameEnd = offset + 2
                while nameEnd < min(count, offset + 66), !isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: "?") {
                    nameEnd += 1
                }
                let name = bytes[(offset + 2)..<nameEnd]
                // The declaration never reaches the processing-instruction callback.
                if name.elementsEqual("xml".utf8) { break }
                let shown = String(decoding: name.map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                return (offset, "processing instructions (<?\(shown) …?>) are not allowed in Interface Builder documents; only the <?xml …?> declaration is")
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    /// The offset just past the first `terminator` at or after `start` (the end of the text
    /// when there is none).
    private static func end(of terminator: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset + terminator.count <= bytes.count {
            if bytes[offset] == terminator[0], bytes[offset..<(offset + terminator.count)].elementsEqual(terminator) {
                return offset + terminator.count
            }
            offset += 1
        }
        return bytes.count
    }

    /// XML's white space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The document element.
    /// - Throws: ``DocumentError`` of kind `.syntax` with the line and column.
    static func parse(_ text: String, path: String) throws(DocumentError) -> IBElement {
        let bytes = Array(text.utf8)
        if let refused = IBXMLReader.refusal(in: bytes) {
            throw DocumentError(.syntax, path: path, position: TextReplacement.position(of: refused.offset, in: text),
                                message: refused.message)
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
            throw DocumentError(.syntax, path: path, position: position, message: "not well-formed XML (\(reason(for: parser.parserError)))")
        }
        return root
    }

    /// What the parser's error means, in words, for the errors a damaged or hand-edited
    /// document shows (Foundation's own text is "The operation could not be completed" and a
    /// number); the number for the rest. The numbers are libxml2's, which Apple's
    /// `NSXMLParserError` values follow and which the toolchain's Foundation reports as the
    /// error's code (its `XMLParser.ErrorCode` cases are numbered one lower, so they are not
    /// used to decode it).
    static func reason(for error: Error?) -> String {
        guard let error else { return "the XML is not well-formed" }
        let code = (error as NSError).code
        switch code {
        case 4: return "the document is empty"
        case 5: return "the text ends before the document element is closed"
        case 6, 7, 8, 9: return "a character XML does not allow"
        case 23: return "an entity reference without its closing ';' (write & as &amp;)"
        case 26: return "an undeclared entity (XML has &amp; &lt; &gt; &quot; &apos; and character references)"
        case 33, 34, 39, 40, 41: return "an attribute value that is not quoted, or not closed"
        case 38: return "a '<' inside an attribute value (write &lt;)"
        case 42: return "an attribute given twice on one element"
        case 45: return "a comment that is never closed with -->"
        case 62: return "']]>' outside a CDATA section"
        case 68: return "a name was expected (of an element or attribute)"
        case 73, 77: return "a tag that is not closed with '>'"
        case 76, 85: return "a closing tag that does not match the open element"
        case 86: return "content after the document element"
        default: return "XML parser error \(code)"
        }
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
                  !string.utf8.allSatisfy(IBXMLReader.isSpace),
                  !string.allSatisfy(\.isWhitespace) else { return }
            stack[stack.count - 1].attributes["#text", default: ""] += string
        }
    }
}
