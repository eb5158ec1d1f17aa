/// Why a layout or a change to it was refused. The engine is unchanged after any of them.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A view or guide has an empty id (its parent is given, nil for the root).
    case emptyID(parent: String?)
    /// Two views or guides share an id; `origins` are where the views were declared, when
    /// known (DSL source lines, layout-file lines).
    case duplicateID(String, origins: [ConstraintOrigin] = [])
    /// A constraint names an item that is not in the layout.
    case unknownItem(LayoutItem, constraint: LayoutConstraint)
    /// A content or frame layout guide of a view that is not a scroll view.
    case notAScrollView(LayoutItem, constraint: LayoutConstraint)
    /// The two anchors cannot be related (different axes, a position with a size, leading with left).
    case illegalPair(Anchor, Anchor, reason: String, constraint: LayoutConstraint)
    /// A position equated to a constant: positions must be related to another item.
    case positionNeedsSecondItem(Anchor, constraint: LayoutConstraint)
    /// A size set to a negative constant.
    case negativeSize(LayoutConstraint)
    /// A multiplier or constant that is NaN or infinite.
    case nonFinite(LayoutConstraint)
    /// A finite constant or multiplier too large for a layout (``LayoutEngine/largestLength``,
    /// ``LayoutEngine/largestMultiplier``): the sums of such a layout overflow.
    case outOfRange(LayoutConstraint)
    /// A priority outside 1...1000.
    case invalidPriority(LayoutConstraint)
    /// Changing an active constraint between required and optional (UIKit raises here too).
    case requiredPriorityChange(LayoutConstraint, to: Priority)
    /// No constraint with that id.
    case unknownConstraint(LayoutConstraint.ID)
    /// A constraint with that id is already in the layout.
    case duplicateConstraint(LayoutConstraint)
    /// No view with that id.
    case unknownView(String)
    /// The view exists but is not of the kind the change needs (a scroll or a stack view).
    case wrongViewKind(String, kind: ViewKind, expected: String)
    /// No constraint with that identifier.
    case unknownIdentifier(String)
    /// An intrinsic size that is negative, NaN or infinite.
    case invalidIntrinsicSize(view: String, IntrinsicSize)
    /// A screen with a negative or non-finite size or insets.
    case invalidScreen(Screen)
    /// A view's frame or property has a NaN or infinite number.
    case invalidValue(view: String, property: String)

    /// What the error is about: a constraint, a view, the screen.
    public enum Subject: Sendable, Equatable {
        /// A constraint (its origin says where it was written).
        case constraint(LayoutConstraint)
        /// A view, by id.
        case view(String)
        /// The screen.
        case screen(Screen)
        /// A constraint that is not in the layout, by id.
        case constraintID(LayoutConstraint.ID)
        /// Constraints with an identifier that none has.
        case identifier(String)
    }

    /// What the error is about.
    public var subject: Subject {
        switch self {
        case .emptyID(let parent): return .view(parent ?? "")
        case .duplicateID(let id, _), .unknownView(let id), .wrongViewKind(let id, _, _): return .view(id)
        case .invalidIntrinsicSize(let view, _), .invalidValue(let view, _): return .view(view)
        case .unknownItem(_, let c), .notAScrollView(_, let c), .illegalPair(_, _, _, let c), .positionNeedsSecondItem(_, let c),
             .negativeSize(let c), .nonFinite(let c), .outOfRange(let c), .invalidPriority(let c), .requiredPriorityChange(let c, _),
             .duplicateConstraint(let c):
            return .constraint(c)
        case .unknownConstraint(let id): return .constraintID(id)
        case .unknownIdentifier(let identifier): return .identifier(identifier)
        case .invalidScreen(let screen): return .screen(screen)
        }
    }

    /// The reason in one sentence, without where the subject was declared (a report adds the
    /// position its own way).
    public var message: String {
        switch self {
        case .emptyID(let parent):
            return parent.map { "a subview of '\($0)' has an empty id" } ?? "the root view has an empty id"
        case .duplicateID(let id, let origins):
            let places = origins.isEmpty ? "" : " (declared at \(origins.map(\.description).joined(separator: " and ")))"
            return "the id '\(id)' is used twice\(places); ids must be unique"
        case .unknownItem(let item, let c): return "unknown item '\(item)' in \(c)"
        case .notAScrollView(let item, let c):
            return "'\(item.ownerID)' is not a scroll view, so '\(item)' does not exist, in \(c)"
        case .illegalPair(let a, let b, let reason, let c):
            return "cannot relate \(a) to \(b): \(reason), in \(c)"
        case .positionNeedsSecondItem(let a, let c):
            return "\(a) is a position and must be related to another item, not to a constant, in \(c)"
        case .negativeSize(let c): return "a size cannot be negative: \(c)"
        case .nonFinite(let c): return "NaN or infinite number in \(c)"
        case .outOfRange(let c):
            return "number out of range in \(c): constants stay within ±1e9 points and multipliers within ±1e6 (larger ones overflow a layout's sums)"
        case .invalidPriority(let c): return "priority \(c.priority) is outside 1...1000 in \(c)"
        case .requiredPriorityChange(let c, let p):
            return "cannot change an active constraint between required and optional (\(c.priority) to \(p)): \(c); deactivate it first"
        case .unknownConstraint(let id): return "no constraint \(id) in the layout"
        case .duplicateConstraint(let c): return "constraint already in the layout: \(c)"
        case .unknownView(let id): return "no view '\(id)' in the layout"
        case .wrongViewKind(let id, let kind, let expected):
            let article = "aeiou".contains(kind.rawValue.first?.lowercased() ?? "") ? "an" : "a"
            return "'\(id)' is \(article) \(kind), not \(expected)"
        case .unknownIdentifier(let identifier): return "no constraint with the identifier '\(identifier)' in the layout"
        case .invalidIntrinsicSize(let view, let size):
            return "intrinsic size \(size) of '\(view)' must be finite, not negative and at most 1e9 points"
        case .invalidScreen(let screen): return "screen \(screen) must have a positive size and insets within 1e9 points"
        case .invalidValue(let view, let property): return "'\(view)' has a NaN, infinite or out-of-range \(property) (lengths stay within ±1e9 points)"
        }
    }

    /// One sentence naming the objects and what was expected, and where a constraint was
    /// written.
    public var description: String {
        guard case .constraint(let c) = subject, !(self == .duplicateConstraint(c)) else { return message }
        switch self {
        case .requiredPriorityChange:
            // The origin goes before the advice.
            return message.replacingLast("; deactivate it first", with: " (\(c.origin)); deactivate it first")
        default:
            return "\(message) (\(c.origin))"
        }
    }
}

extension String {
    /// The string with the last occurrence of `target` replaced (standard library only).
    func replacingLast(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, count >= target.count else { return self }
        let characters = Array(self), pattern = Array(target)
        var index = characters.count - pattern.count
        while index >= 0 {
            if Array(characters[index..<index + pattern.count]) == pattern {
                return String(characters[..<index]) + replacement + String(characters[(index + pattern.count)...])
            }
            index -= 1
        }
        return self
    }
}
