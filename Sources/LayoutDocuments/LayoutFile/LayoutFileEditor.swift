import ScrollLayout

/// Turns a fix into changes to a layout file's text, keeping everything else as written: the
/// constraint an edit touches is found by the line and column it was declared at; a compound
/// (`content.edges == …`) that loses or changes one member is written out as its members;
/// added constraints go at the end of `"constraints"`; view properties are set in the view's
/// object, after its `"id"`.
public struct LayoutFileEditor: Sendable {
    /// Why a fix cannot be written into the file.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// What stands in the way.
        public var message: String
        /// A refusal.
        init(_ message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// The file's path (origins name it).
    public let path: String
    /// The file's text.
    public let text: String
    private let bytes: [UInt8]
    private let document: JSONValue
    private let names: ItemNames

    /// An editor for a layout file's text.
    /// - Throws: ``DocumentError`` when the text is not a valid layout file.
    public init(text: String, path: String) throws(DocumentError) {
        self.path = path
        self.text = text
        bytes = Array(text.utf8)
        document = try JSONParser.parse(text, path: path)
        var decoder = LayoutFileDecoder(path: path)
        let layout = try decoder.decode(document, defaultName: "layout")
        names = ItemNames(layout)
    }

    /// The replacements that apply a fix.
    /// - Throws: ``Refusal`` when an edit names a constraint or view this file does not declare
    ///   (a generated constraint, one from another file).
    public func replacements(for fix: LayoutFix) throws(Refusal) -> [TextReplacement] {
        var replacements: [TextReplacement] = []
        var added: [LayoutConstraint] = []
        // Edits to members of the same compound element are gathered, then written once.
        var elementEdits: [(element: Int, edits: [FixEdit])] = []
        for edit in fix.edits {
            switch edit {
            case .addConstraint(let constraint):
                added.append(constraint)
            case .setViewProperty(let view, let property, let value):
                replacements.append(try viewProperty(view: view, property: property, value: value))
            default:
                guard let target = edit.target else { continue }
                let element = try elementIndex(declaring: target)
                if let index = elementEdits.firstIndex(where: { $0.element == element }) {
                    elementEdits[index].edits.append(edit)
                } else {
                    elementEdits.append((element, [edit]))
                }
            }
        }
        for (element, edits) in elementEdits { replacements.append(try rewrite(element: element, edits: edits)) }
        if !added.isEmpty { replacements.append(try addition(added)) }
        guard TextReplacement.areDisjoint(replacements) else { throw Refusal("the fix's edits overlap in the file") }
        return replacements
    }

    // MARK: Constraints

    private var constraintElements: [JSONValue] { document["constraints"]?.elements ?? [] }

    /// The equation string of a `"constraints"` element (the string, or the object's `"constraint"`).
    private func equationValue(_ element: JSONValue) -> JSONValue? {
        element.string != nil ? element : element["constraint"]
    }

    /// The index in `"constraints"` of the element a constraint was declared by.
    private func elementIndex(declaring constraint: LayoutConstraint) throws(Refusal) -> Int {
        guard case .layoutFile(let file, let line, let column) = constraint.origin, file == path else {
            throw Refusal("`\(constraint)` is not declared in \(path) (\(constraint.origin)); it cannot be edited here")
        }
        for (index, element) in constraintElements.enumerated() {
            guard let value = equationValue(element) else { continue }
            // Origins point one column past the opening quote.
            if value.position.line == line, value.position.column + 1 == column { return index }
        }
        throw Refusal("no constraint of \(path) starts at \(line):\(column)")
    }

    /// The constraints one element stands for, as the decoder reads them.
    private func members(of element: JSONValue) throws(Refusal) -> [LayoutConstraint] {
        let decoder = LayoutFileDecoder(path: path)
        do {
            return try decoder.decodeConstraint(element, names: names)
        } catch {
            throw Refusal("the constraint at \(element.position) no longer reads: \(error.message)")
        }
    }

    /// One element rewritten with edits applied to its members.
    private func rewrite(element index: Int, edits: [FixEdit]) throws(Refusal) -> TextReplacement {
        let elements = constraintElements
        let element = elements[index]
        var members = try members(of: element)
        for edit in edits {
            guard let target = edit.target,
                  let position = members.firstIndex(where: { $0.equation == target.equation }) ?? members.firstIndex(where: { $0.first == target.first && $0.second == target.second }) else {
                throw Refusal("the constraint at \(element.position) does not contain `\(edit.target?.equation ?? "")`")
            }
            if let changed = edit.result {
                members[position] = changed
            } else {
                members.remove(at: position)
            }
        }
        if members.isEmpty { return removal(of: index) }
        let separator = ",\n" + indentation(of: element)
        let startsLine = isFirstOnItsLine(element)
        let text = members.map { render($0, like: element) }.joined(separator: startsLine ? separator : ", ")
        return TextReplacement(range: element.byteRange, text: text)
    }

    /// Removing an element and the comma that separates it from a neighbour.
    private func removal(of index: Int) -> TextReplacement {
        let elements = constraintElements
        let element = elements[index]
        if index > 0 {
            return TextReplacement(range: elements[index - 1].byteRange.upperBound..<element.byteRange.upperBound, text: "")
        }
        if index + 1 < elements.count {
            return TextReplacement(range: element.byteRange.lowerBound..<elements[index + 1].byteRange.lowerBound, text: "")
        }
        return TextReplacement(range: element.byteRange, text: "")
    }

    /// A constraint written as an element: a string, or an object when the original element was
    /// one and the constraint has an identifier, is inactive or is a placeholder.
    private func render(_ constraint: LayoutConstraint, like element: JSONValue) -> String {
        let equation = JSONOutput.quote(constraint.equation)
        guard element.members != nil, constraint.identifier != nil || !constraint.isActive || constraint.isPlaceholder || constraint.isChangedByCode
        else { return equation }
        var parts = ["\"constraint\": \(equation)"]
        if let identifier = constraint.identifier { parts.append("\"identifier\": \(JSONOutput.quote(identifier))") }
        if constraint.isPlaceholder { parts.append("\"placeholder\": true") }
        if constraint.isChangedByCode { parts.append("\"changedByCode\": true") }
        if !constraint.isActive, !constraint.isPlaceholder { parts.append("\"active\": false") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// New constraints at the end of `"constraints"` (the key is added when missing).
    private func addition(_ constraints: [LayoutConstraint]) throws(Refusal) -> TextReplacement {
        let equations = constraints.map { JSONOutput.quote($0.equation) }
        if let list = document["constraints"] {
            guard let last = list.elements?.last else {
                return TextReplacement(range: list.byteRange, text: "[" + equations.joined(separator: ", ") + "]")
            }
            let separator = isFirstOnItsLine(last) ? ",\n" + indentation(of: last) : ", "
            return TextReplacement(range: last.byteRange.upperBound..<last.byteRange.upperBound,
                                   text: equations.map { separator + $0 }.joined())
        }
        guard let members = document.members, let lastMember = members.last else {
            throw Refusal("\(path) has no top-level members to add \"constraints\" after")
        }
        let indent = isFirstOnItsLine(lastMember.value, from: lastMember.keyOffset) ? indentation(of: lastMember.value) : ""
        let end = lastMember.value.byteRange.upperBound
        let separator = indent.isEmpty ? ", " : ",\n" + indent
        return TextReplacement(range: end..<end, text: separator + "\"constraints\": [" + equations.joined(separator: ", ") + "]")
    }

    // MARK: Views

    /// Sets (or adds) a property in a view's object.
    private func viewProperty(view id: String, property: String, value: FixEdit.PropertyValue) throws(Refusal) -> TextReplacement {
        guard let root = document["root"], let object = LayoutFileEditor.viewObject(id, in: root) else {
            throw Refusal("no view \"\(id)\" in \(path)")
        }
        let text: String
        switch value {
        case .bool(let flag): text = flag ? "true" : "false"
        case .number(let number): text = AnchorGrammar.exactNumber(number)
        case .name(let name): text = JSONOutput.quote(name)
        }
        if let existing = object[property] { return TextReplacement(range: existing.byteRange, text: text) }
        guard let idValue = object["id"] else { throw Refusal("the view \"\(id)\" has no \"id\" member") }
        let end = idValue.byteRange.upperBound
        return TextReplacement(range: end..<end, text: ", \(JSONOutput.quote(property)): \(text)")
    }

    /// The object of the view with an id, searched through `subviews` and `arrangedSubviews`.
    static func viewObject(_ id: String, in value: JSONValue) -> JSONValue? {
        if value["id"]?.string == id { return value }
        for key in ["subviews", "arrangedSubviews"] {
            for child in value[key]?.elements ?? [] {
                if let found = viewObject(id, in: child) { return found }
            }
        }
        return nil
    }

    // MARK: Layout of the text

    /// The spaces and tabs that start the line a value is on.
    private func indentation(of value: JSONValue) -> String {
        var start = value.byteRange.lowerBound
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// True when only spaces come before the value (or `from`) on its line.
    private func isFirstOnItsLine(_ value: JSONValue, from start: Int? = nil) -> Bool {
        var offset = (start ?? value.byteRange.lowerBound) - 1
        while offset >= 0, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset -= 1 }
        return offset < 0 || bytes[offset] == 0x0A
    }
}
