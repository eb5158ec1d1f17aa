/// The UIKit rule behind a constraint the engine generated, as a value: diagnostics match on
/// its cases, never on its text.
///
/// Its ``description`` spells it as the reports show it: `family(subject).part`, e.g.
/// `stack(form).spacing(photo)`, `intrinsic(title).height.hugging`, `safeArea(root).top`.
/// Stack-view rules also know UIKit's own identifier (`UISV-spacing`, …) through
/// ``StackRule/uikitIdentifier``.
public enum GeneratedRule: Hashable, Sendable, CustomStringConvertible {
    /// The root view fills the screen: its `left`, `top`, `width` or `height`.
    case screen(Attribute)
    /// An autoresizing view keeps its frame (UIKit's `NSAutoresizingMaskLayoutConstraint`).
    case autoresizing(view: String, FramePart)
    /// A size that may not go below zero (a view with an intrinsic size, an arranged view along
    /// its stack's axis).
    case nonNegativeSize(view: String, Axis)
    /// A view's intrinsic size: its hugging or its compression resistance on one axis.
    case intrinsic(view: String, Axis, IntrinsicPart)
    /// A scroll view's content rule.
    case scroll(view: String, ScrollRule)
    /// A safe-area or layout-margins guide's rectangle inside its view: `left`, `top`, `width`
    /// or `height`.
    case guide(view: String, GuideKind, Attribute)
    /// A stack view's generated constraint.
    case stack(view: String, StackRule)
    /// A legacy `topLayoutGuide` or `bottomLayoutGuide` (Interface Builder): `leading`, `width`,
    /// `top` or `bottom`, and `height` (its length).
    case legacyLayoutGuide(guide: String, Attribute)
    /// A keyboard layout guide with the keyboard down: `top`, `bottom`, `leading`, `width`.
    case keyboardLayoutGuide(guide: String, Attribute)
    /// A table view places a row, header or footer view (`top`, `left`, `width`, `height`), or
    /// the cell's content view inside it, as `UITableView` does (Interface Builder's static and
    /// prototype cells).
    case tableRow(table: String, view: String, Attribute)
    /// A navigation bar places its item's title view: centred in the bar, at the size the
    /// document gives it (`centerX`, `centerY`, `width`, `height`).
    case titleView(bar: String, view: String, Attribute)
    /// Interface Builder keeps the size it drew for a stack's arranged view whose size across
    /// the stack nothing decides (design time only: at run time UIKit's ambiguity suppression
    /// collapses it), above the stack's spanning fit.
    case designTimeSize(view: String, Axis)

    /// Which part of an autoresizing frame a constraint holds.
    public enum FramePart: Hashable, Sendable {
        /// The origin along an axis (`x` or `y`).
        case origin(Axis)
        /// The far edge along an axis (`right` or `bottom`).
        case end(Axis)
        /// The size along an axis (`width` or `height`).
        case size(Axis)
    }

    /// Which half of an intrinsic size a constraint is.
    public enum IntrinsicPart: String, Hashable, Sendable {
        /// `size <= intrinsic` at the hugging priority.
        case hugging
        /// `size >= intrinsic` at the compression-resistance priority.
        case compressionResistance
    }

    /// A scroll view's own content rules.
    public enum ScrollRule: Hashable, Sendable {
        /// The content size is never negative on this axis.
        case contentNonNegative(Axis)
        /// A manually set `contentSize` on this axis (priority 1: any constraint wins).
        case manualContentSize(Axis)
    }

    /// The view the rule is about: the arranged view for a stack's per-view rules, the view for
    /// every other rule (nil for the screen and the stack-wide rules' own view).
    public var view: String? {
        switch self {
        case .screen: return nil
        case .autoresizing(let view, _), .nonNegativeSize(let view, _), .intrinsic(let view, _, _),
             .scroll(let view, _), .guide(let view, _, _):
            return view
        case .stack(_, let rule): return rule.view
        case .legacyLayoutGuide(let guide, _), .keyboardLayoutGuide(let guide, _): return guide
        case .tableRow(_, let view, _), .titleView(_, let view, _), .designTimeSize(let view, _): return view
        }
    }

    /// True when a container places the view at the size the document draws it (a table's row,
    /// a collection's cell, a bar's title view): at run time the container's code decides it.
    public var placesAtDrawnSize: Bool {
        switch self {
        case .tableRow, .titleView: return true
        default: return false
        }
    }

    /// For a view's intrinsic size (on its own or inside a `fill` stack): the view, the axis and
    /// which half.
    public var intrinsicSize: (view: String, axis: Axis, part: IntrinsicPart)? {
        switch self {
        case .intrinsic(let view, let axis, let part): return (view, axis, part)
        case .stack(_, .intrinsic(let view, let axis, let part)): return (view, axis, part)
        default: return nil
        }
    }

    /// `family(subject).part`, as reports show it.
    public var description: String {
        switch self {
        case .screen(let attribute): return "screen.\(attribute)"
        case .autoresizing(let view, let part):
            let name: String
            switch part {
            case .origin(let axis): name = axis == .horizontal ? "x" : "y"
            case .end(let axis): name = axis == .horizontal ? "right" : "bottom"
            case .size(let axis): name = GeneratedRule.dimension(axis)
            }
            return "autoresizing(\(view)).\(name)"
        case .nonNegativeSize(let view, let axis): return "size(\(view)).\(GeneratedRule.dimension(axis)).nonNegative"
        case .intrinsic(let view, let axis, let part): return "intrinsic(\(view)).\(GeneratedRule.dimension(axis)).\(part.rawValue)"
        case .scroll(let view, .contentNonNegative(let axis)): return "scroll(\(view)).content.\(GeneratedRule.dimension(axis)).nonNegative"
        case .scroll(let view, .manualContentSize(let axis)): return "scroll(\(view)).contentSize.\(GeneratedRule.dimension(axis))"
        case .guide(let view, let kind, let attribute):
            return "\(kind == .safeArea ? "safeArea" : "layoutMargins")(\(view)).\(attribute)"
        case .stack(let view, let rule): return "stack(\(view)).\(rule)"
        case .legacyLayoutGuide(let guide, let attribute):
            return "legacyGuide(\(guide)).\(attribute == .height ? "length" : attribute.name)"
        case .keyboardLayoutGuide(let guide, let attribute): return "keyboardGuide(\(guide)).\(attribute)"
        case .tableRow(let table, let view, let attribute): return "table(\(table)).row(\(view)).\(attribute)"
        case .titleView(let bar, let view, let attribute): return "bar(\(bar)).titleView(\(view)).\(attribute)"
        case .designTimeSize(let view, let axis): return "designTime(\(view)).\(GeneratedRule.dimension(axis))"
        }
    }

    /// `width` or `height`.
    static func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
}
