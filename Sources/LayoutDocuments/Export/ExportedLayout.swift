import ScrollLayout

/// A layout made ready to be written as a layout file or Swift: what a document implied through
/// rules of its own is made explicit, so the written layout solves to the same frames.
///
/// - Rows a table or collection view placed (`GeneratedRule.tableRow`) keep the frames they were
///   solved at, placed by their frames as UIKit's cells are (a content view follows its cell).
/// - Every other constraint is written as an equation; its identifier is its Interface Builder
///   object id, or the rule that made it (`legacyGuide(top).length`).
public struct ExportedLayout: Sendable {
    /// The layout to write.
    public var layout: Layout

    /// A layout and the frames it solved to.
    public init(_ original: Layout, result: LayoutResult) {
        var layout = original
        var placedByTable = Set<String>()
        var constraints: [LayoutConstraint] = []
        for constraint in original.constraints {
            if case .generated(.tableRow(_, let view, _)) = constraint.origin {
                placedByTable.insert(view)
                continue
            }
            var copy = constraint
            switch constraint.origin {
            case .interfaceBuilder(_, let objectID, _, _): copy.identifier = objectID
            case .generated(let rule): copy.identifier = copy.identifier ?? rule.description
            default: break
            }
            constraints.append(copy)
        }
        layout.constraints = constraints
        if !placedByTable.isEmpty {
            var frames: [String: Rect] = [:]
            for view in result.views where placedByTable.contains(view.id) { frames[view.id] = view.frame }
            layout.root = ExportedLayout.placingByFrame(layout.root, frames: frames, parentPlaced: false)
        }
        self.layout = layout
    }

    /// Views a table placed keep their solved frames (relative to their superview); a cell's
    /// content view follows the cell's size, as UITableViewCell lays it out.
    static func placingByFrame(_ view: View, frames: [String: Rect], parentPlaced: Bool) -> View {
        var copy = view
        let placed = frames[view.id]
        if let placed {
            copy.translatesAutoresizingMaskIntoConstraints = true
            copy.frame = placed
            copy.autoresizingMask = parentPlaced ? [.flexibleWidth, .flexibleHeight] : []
        }
        copy.subviews = view.subviews.map { placingByFrame($0, frames: frames, parentPlaced: placed != nil) }
        return copy
    }

    /// A name usable in file names and Swift identifiers: letters and digits, words joined.
    public static func identifier(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let joined = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        guard let first = joined.first else { return "layout" }
        return first.isNumber ? "layout" + joined : joined
    }
}
