/// A strict JSON parser (RFC 8259) that keeps line and column for every value and key.
///
/// Standard library only. Errors name the position and what was expected. Nesting is limited
/// (``maximumDepth``) so a hostile file cannot exhaust the stack, duplicate keys are refused
/// (a layout file never means "the last one wins"), and numbers that overflow to infinity are
/// refused too.
public struct JSONParser {
    /// The deepest nesting accepted.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let path: String
    /// How far the current line's columns have been counted, so that taking the position of
    /// every value costs only the bytes since the last one: counting from the line's start each
    /// time made files with long lines (generated, minified) quadratic.
    private var countedLine = 0
    private var countedOffset = 0
    private var countedColumn = 1

    /// Parses a whole document.
    /// - Throws: ``DocumentError`` of kind `.syntax`, with the position.
    public static func parse(_ text: String, path: String) throws(DocumentError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8), path: path)
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.error("the file is empty; expected a JSON object") }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the end of the JSON value") }
        return value
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        // A byte-order mark is allowed and skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    /// The current position (columns count characters, not bytes), counted on from where the
    /// last position on this line was taken.
    private mutating func position() -> SourcePosition {
        if countedLine != line || countedOffset > index {
            countedLine = line
            countedOffset = lineStart
            countedColumn = 1
        }
        while countedOffset < index && countedOffset < bytes.count {
            // Count only the first byte of each UTF-8 sequence.
            if bytes[countedOffset] & 0xC0 != 0x80 { countedColumn += 1 }
            countedOffset += 1
        }
        return SourcePosition(line: line, column: countedColumn)
    }

    private mutating func error(_ message: String) -> DocumentError {
        DocumentError(.syntax, path: path, position: position(), message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(DocumentError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        let startIndex = index
        var value = try parseBareValue(depth: depth)
        value.byteRange = startIndex..<index
        return value
    }

    private mutating func parseBareValue(depth: Int) throws(DocumentError) -> JSONValue {
        let start = position()
        guard let byte = current else { throw error("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(kind: .object(try parseObject(depth: depth)), position: start)
        case UInt8(ascii: "["): return JSONValue(kind: .array(try parseArray(depth: depth)), position: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), position: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), position: start)
        default:
            throw error("unexpected character '\(String(decoding: [byte], as: UTF8.self))'; expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(DocumentError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected text; expected \(word)") }
        let matches = word.withUTF8Buffer { expected in
            var offset = 0
            while offset < count, bytes[index + offset] == expected[offset] { offset += 1 }
            return offset == count
        }
        guard matches else { throw error("unexpected text; expected \(word)") }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(DocumentError) -> [JSONValue.Member] {
        index += 1
        var members: [JSONValue.Member] = []
        // Duplicate keys: a scan of the members so far for the small objects layout files are
        // made of (hashing every key cost more than the rest of the object), a set beyond.
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipWhitespace()
            let keyPosition = position()
            let keyOffset = index
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try parseString()
            let isDuplicate: Bool
            if members.count < 16 {
                isDuplicate = members.contains { $0.key == key }
            } else {
                if seen.isEmpty { seen = Set(members.map(\.key)) }
                isDuplicate = !seen.insert(key).inserted
            }
            guard !isDuplicate else {
                throw DocumentError(.syntax, path: path, position: keyPosition, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONValue.Member(key: key, keyPosition: keyPosition, keyOffset: keyOffset, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return members
            case nil: throw error("unexpected end of file; expected ',' or '}'")
            default: throw error("expected ',' or '}' after a member")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(DocumentError) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return elements
            case nil: throw error("unexpected end of file; expected ',' or ']'")
            default: throw error("expected ',' or ']' after an element")
            }
        }
    }

    private mutating func parseString() throws(DocumentError) -> String {
        index += 1
        // Most strings have no escape: find the closing quote and decode the bytes once.
        let start = index
        var scan = index
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                index = scan + 1
                return String(decoding: bytes[start..<scan], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            scan += 1
        }
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(index, into: &scalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index, into: &scalars)
                index += 1
                guard let escape = current else { throw error("unterminated escape") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a high surrogate must be followed by a low surrogate")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("a low surrogate without a high one")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'")
                }
                run = index
            case 0x00...0x1F:
                throw error("control character in a string (write it as an escape)")
            default:
                index += 1
            }
        }
    }

    private mutating func parseHex4() throws(DocumentError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(DocumentError) -> Double {
        let start = index
        func digits() -> Int {
            var count = 0
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
            if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { throw error("numbers cannot have leading zeros") }
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        if let value = JSONParser.exactValue(bytes, start..<index) { return value }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("the number \(text) is too large") }
        return value
    }

    /// The value of a number without an exponent whose digits fit in 15 (`-12`, `0.75`,
    /// `375.5`), computed exactly: the digits as an integer below 2^53 divided by a power of ten
    /// up to 10^15, both exact in a `Double`, so the one rounding of the division gives the same
    /// correctly rounded value `Double(text)` does. Nil for anything else (exponents, long
    /// numbers), which goes through `Double(text)`.
    static func exactValue(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        var offset = range.lowerBound
        let negative = bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        var mantissa: Int64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if inFraction { fractionDigits += 1 }
                if digitCount > 15 { return nil }
            } else {
                return nil
            }
            offset += 1
        }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= JSONParser.powersOfTen[fractionDigits] }
        return negative ? -value : value
    }

    /// 10^0 … 10^15, each exact in a `Double`.
    static let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }
}
