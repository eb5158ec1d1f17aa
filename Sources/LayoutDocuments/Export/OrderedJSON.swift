import ScrollLayout

/// JSON to write where key order matters to people (layout files: `id` first, `subviews`
/// last): objects keep their keys in the order given, small values stay on one line.
indirect enum OrderedJSON: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool { lhs.inline == rhs.inline }

    /// The value on one line.
    var inline: String {
        switch self {
        case .string(let text): return JSONOutput.quote(text)
        case .number(let value): return AnchorGrammar.exactNumber(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items): return items.isEmpty ? "[]" : "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .object(let members):
            return members.isEmpty ? "{}" : "{ " + members.map { JSONOutput.quote($0.0) + ": " + $0.1.inline }.joined(separator: ", ") + " }"
        }
    }

    /// The value indented: on one line when it fits in `width` and holds no array of objects,
    /// otherwise one member or element per line.
    func text(indent: Int = 0, width: Int = 110) -> String {
        let line = inline
        if indent + line.count <= width, !holdsObjectList { return line }
        let pad = String(repeating: " ", count: indent + 2), close = String(repeating: " ", count: indent)
        switch self {
        case .array(let items):
            return "[\n" + items.map { pad + $0.text(indent: indent + 2, width: width) }.joined(separator: ",\n") + "\n" + close + "]"
        case .object(let members):
            return "{\n" + members.map { pad + JSONOutput.quote($0.0) + ": " + $0.1.text(indent: indent + 2, width: width) }
                .joined(separator: ",\n") + "\n" + close + "}"
        default:
            return line
        }
    }

    /// True for an array of objects, or anything holding one (a view's subviews).
    private var holdsObjectList: Bool {
        switch self {
        case .array(let items): return items.contains { if case .object = $0 { return true }; return $0.holdsObjectList }
        case .object(let members): return members.contains { $0.1.holdsObjectList }
        default: return false
        }
    }
}
