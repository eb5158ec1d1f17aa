import ScrollLayout

/// A JSON value to write: objects keep their keys sorted, numbers print without a needless
/// `.0`, so the output is stable enough for golden files.
public indirect enum JSONOutput: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object (written with sorted keys).
    case object([String: JSONOutput])

    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal.
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
    /// A dictionary literal.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        var object: [String: JSONOutput] = [:]
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A float literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// Pretty-printed text, two-space indents, sorted keys, a final newline.
    public var text: String {
        // Written as UTF-8 bytes and made a string once: appending to a `String` piece by
        // piece, a quoted copy of every string and an indent string made for every value were
        // most of a 10 000-view report's time.
        var out: [UInt8] = []
        out.reserveCapacity(1 << 12)
        write(into: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let value): out.append(contentsOf: JSONOutput.format(value).utf8)
        case .string(let text): JSONOutput.appendQuoted(text, to: &out)
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (index, element) in elements.enumerated() {
                JSONOutput.appendIndent(indent + 1, to: &out)
                element.write(into: &out, indent: indent + 1)
                if index < elements.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            JSONOutput.appendIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                JSONOutput.appendIndent(indent + 1, to: &out)
                JSONOutput.appendQuoted(member.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                member.value.write(into: &out, indent: indent + 1)
                if index < sorted.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            JSONOutput.appendIndent(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Two spaces per level.
    private static func appendIndent(_ level: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Lowercase hexadecimal digits, for `\u00XX` escapes.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends a JSON string literal. Escaping works on bytes: every character JSON escapes is
    /// ASCII, and no byte of a multi-byte UTF-8 sequence is.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case ..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 15)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A number as JSON: integers without a fraction, others to at most 3 decimals, and
    /// non-finite values (which JSON cannot hold) as null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return formatNumber(value)
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
