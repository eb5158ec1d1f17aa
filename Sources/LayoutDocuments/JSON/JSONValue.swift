/// A JSON value with the position it starts at, so every error can point at the text.
public struct JSONValue: Sendable, Equatable {
    /// The kinds of JSON values.
    public enum Kind: Sendable, Equatable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number (always finite: JSON has no NaN or infinity).
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object: its members in the order written, each key with its own position.
        case object([Member])
    }

    /// An object member.
    public struct Member: Sendable, Equatable {
        /// The key.
        public var key: String
        /// Where the key starts.
        public var keyPosition: SourcePosition
        /// The UTF-8 byte offset of the key's opening quote.
        public var keyOffset: Int = 0
        /// The value.
        public var value: JSONValue
    }

    /// The value.
    public var kind: Kind
    /// Where it starts.
    public var position: SourcePosition
    /// Where it lies in the text, as UTF-8 byte offsets (what editing the file in place needs).
    public var byteRange: Range<Int> = 0..<0

    /// The kind's name for messages: "an object", "a number", …
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The members, when an object.
    public var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements, when an array.
    public var elements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The text, when a string.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The number, when a number.
    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The flag, when a boolean.
    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The member with a key, when an object.
    public subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}
