// The written form of items, anchors and constraints: `title.top`, `scroll.contentLayoutGuide`,
// `card.edges == root.safeArea.edges + 16 @750`. Layout files, `explain`, the fixes the
// diagnostics print, exports and the DSL's compounds all use this one grammar, so a constraint
// printed anywhere can be read back anywhere.

/// The vocabulary of the constraint grammar: guide names, compounds, priority names and the
/// `root` alias.
public enum AnchorGrammar {
    /// The word that names the root view whatever its id (unless a view or guide is called so).
    public static let rootAlias = "root"

    /// An id after the root alias: `root` names the root view (whose id may be another) unless
    /// a view or guide is called `root`. The one resolver: layout files, the DSL's string ids
    /// and `ViewHandle.root` all go through it.
    public static func resolvingRootAlias(_ id: String, rootID: String?, aliasIsTaken: Bool) -> String {
        guard id == rootAlias, !aliasIsTaken, let rootID else { return id }
        return rootID
    }

    /// A guide of a view, as an item path spells it after the view's id.
    public enum GuideName: String, CaseIterable, Sendable {
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// `layoutMarginsGuide`.
        case layoutMargins
        /// A scroll view's `contentLayoutGuide`.
        case contentLayoutGuide
        /// A scroll view's `frameLayoutGuide`.
        case frameLayoutGuide

        /// UIKit's longer spellings, accepted as well.
        static let aliases: [String: GuideName] = ["safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .layoutMargins]

        /// The guide a word names (its own name or UIKit's).
        public init?(spelling: String) {
            guard let guide = GuideName(rawValue: spelling) ?? GuideName.aliases[spelling] else { return nil }
            self = guide
        }

        /// True for the guides only scroll views have.
        public var needsScrollView: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }

        /// The guide of a view.
        public func item(of id: String) -> LayoutItem {
            switch self {
            case .safeArea: return .safeArea(id)
            case .layoutMargins: return .layoutMargins(id)
            case .contentLayoutGuide: return .contentLayoutGuide(id)
            case .frameLayoutGuide: return .frameLayoutGuide(id)
            }
        }
    }

    /// Several anchors written as one; the constant applies to each member with its sign, so a
    /// positive constant on an edge set is an inset on every side.
    public enum Compound: String, CaseIterable, Sendable {
        /// Top, leading, bottom and trailing.
        case edges
        /// Leading and trailing.
        case horizontalEdges
        /// Top and bottom.
        case verticalEdges
        /// Width and height.
        case size
        /// Both centres.
        case center

        /// The attributes, with the sign the compound's constant takes on each.
        public var members: [(attribute: Attribute, sign: Double)] {
            switch self {
            case .edges: return [(.top, 1), (.leading, 1), (.bottom, -1), (.trailing, -1)]
            case .horizontalEdges: return [(.leading, 1), (.trailing, -1)]
            case .verticalEdges: return [(.top, 1), (.bottom, -1)]
            case .size: return [(.width, 1), (.height, 1)]
            case .center: return [(.centerX, 1), (.centerY, 1)]
            }
        }

        /// True for the edge sets (positions whose constant is an inset).
        public var isEdgeSet: Bool { self == .edges || self == .horizontalEdges || self == .verticalEdges }

        /// True when the compound may be related to a constant alone (sizes only).
        public var takesConstant: Bool { self == .size }
    }

    /// The named priorities.
    public static let priorityNames: [String: Priority] = [
        "required": .required, "high": .defaultHigh, "defaultHigh": .defaultHigh, "low": .defaultLow,
        "defaultLow": .defaultLow, "fittingSize": .fittingSizeLevel, "fittingSizeLevel": .fittingSizeLevel,
    ]

    /// Every attribute name the grammar accepts: UIKit's, then the compounds.
    public static var attributeNames: [String] { Attribute.allCases.map(\.name) + Compound.allCases.map(\.rawValue).sorted() }

    /// An item as an item path: `title`, `root.safeArea`, `scroll.contentLayoutGuide`.
    public static func path(of item: LayoutItem) -> String {
        switch item {
        case .view(let id), .guide(let id): return id
        case .safeArea(let id): return "\(id).\(GuideName.safeArea.rawValue)"
        case .layoutMargins(let id): return "\(id).\(GuideName.layoutMargins.rawValue)"
        case .contentLayoutGuide(let id): return "\(id).\(GuideName.contentLayoutGuide.rawValue)"
        case .frameLayoutGuide(let id): return "\(id).\(GuideName.frameLayoutGuide.rawValue)"
        case .internalGuide(let guide): return guide.description
        }
    }

    /// A number as the grammar writes it exactly: the shortest text that reads back as the same
    /// `Double` (`16`, `0.75`, `0.6666666666666666`).
    public static func exactNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
