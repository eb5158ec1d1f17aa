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
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let value): out += JSONOutput.format(value)
        case .string(let text): out += JSONOutput.quote(text)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad + "  "
                element.write(into: &out, indent: indent + 1)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += pad + "  " + JSONOutput.quote(key) + ": "
                members[key]?.write(into: &out, indent: indent + 1)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        }
    }

    /// A number as JSON: integers without a fraction, others to at most 3 decimals, and
    /// non-finite values (which JSON cannot hold) as null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return formatNumber(value)
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
