/// Why a document could not be read: the file, the place in it, and what was expected.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure: it decides the exit code (1 for all of them) and the wording.
    public enum Kind: String, Sendable, Equatable {
        /// The file does not exist or cannot be read.
        case unreadable
        /// The text is not well-formed (JSON or XML syntax).
        case syntax
        /// Well-formed, but not a valid layout: a wrong key, type, id or constraint.
        case invalid
    }

    /// The kind.
    public var kind: Kind
    /// The file.
    public var path: String
    /// Where in the file, when known.
    public var position: SourcePosition?
    /// An Interface Builder object id, when the problem is about one.
    public var objectID: String?
    /// What went wrong and what was expected.
    public var message: String

    /// An error.
    public init(_ kind: Kind, path: String, position: SourcePosition? = nil, objectID: String? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.position = position
        self.objectID = objectID
        self.message = message
    }

    /// `path:line:column: error: message` (Xcode's form, so editors can jump to it).
    public var description: String {
        var location = path
        if let position { location += ":\(position.line):\(position.column)" }
        if let objectID { return "\(location): error: \(message) (object \(objectID))" }
        return "\(location): error: \(message)"
    }
}
