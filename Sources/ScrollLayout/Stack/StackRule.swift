/// One of the constraints a `UIStackView` generates, as a value: which rule and, for the
/// per-view rules, which arranged view. ``uikitIdentifier`` is the identifier UIKit gives it, so
/// a conflict reads like UIKit's own log; ``description`` names the part in reports
/// (`spacing(photo)`, `canvas-connection.start`).
public enum StackRule: Hashable, Sendable, CustomStringConvertible {
    /// The canvas (the stack, or its margins) connected to the first or last visible view.
    case canvasConnection(CanvasEdge)
    /// The stack kept as small as possible (equal spacing, an empty stack, the cross axis).
    case canvasFit(CanvasFit)
    /// An arranged view as long as the first (`fillEqually`).
    case fillEqually(view: String)
    /// A view's share of the canvas (`fillProportionally`), by visible position.
    case fillProportionally(index: Int)
    /// A gap guide as long as the first (equal spacing and centering), by position.
    case gapEquality(index: Int)
    /// The alignment spanner as small as possible.
    case spanningFit
    /// A hidden view's length is zero.
    case hiding(view: String)
    /// A hidden view sits in its gap.
    case spacingHidden(view: String)
    /// A hidden view sits at the canvas's cross start.
    case hiddenAlignment(view: String)
    /// A hidden view's cross size is zero.
    case hiddenSize(view: String)
    /// The gap between an arranged view and the previous visible one.
    case spacing(view: String)
    /// A gap guide's edge at a view (equal spacing and centering).
    case distributingEdge(view: String, Boundary)
    /// A view aligned with the first across the axis (one edge, or the alignment's anchor).
    case alignment(view: String, Boundary?)
    /// A view's cross size collapses when nothing sets it.
    case ambiguitySuppression(view: String)
    /// A view inside the alignment spanner.
    case spanningBoundary(view: String, Boundary)
    /// A view's intrinsic size along a `fill` stack's axis, with the "by index" tie-break.
    case intrinsic(view: String, Axis, GeneratedRule.IntrinsicPart)

    /// Which connection of the canvas.
    public enum CanvasEdge: String, Hashable, Sendable {
        case start, end
        case crossStart = "cross-start"
        case crossEnd = "cross-end"
        case center
    }

    /// Which fit of the canvas.
    public enum CanvasFit: Hashable, Sendable {
        /// Along the axis (equal spacing and centering).
        case along
        /// An empty stack (every arranged view hidden).
        case empty
        /// Across the axis.
        case cross
    }

    /// The start or end side of a two-sided rule.
    public enum Boundary: String, Hashable, Sendable {
        case start, end
    }

    /// The arranged view a per-view rule is about.
    public var view: String? {
        switch self {
        case .fillEqually(let view), .hiding(let view), .spacingHidden(let view), .hiddenAlignment(let view),
             .hiddenSize(let view), .spacing(let view), .distributingEdge(let view, _), .alignment(let view, _),
             .ambiguitySuppression(let view), .spanningBoundary(let view, _), .intrinsic(let view, _, _):
            return view
        case .canvasConnection, .canvasFit, .fillProportionally, .gapEquality, .spanningFit:
            return nil
        }
    }

    /// UIKit's identifier for the constraint (nil for the intrinsic-size constraints, which
    /// UIKit keeps as the view's own content-size constraints).
    public var uikitIdentifier: String? {
        switch self {
        case .canvasConnection: return "UISV-canvas-connection"
        case .canvasFit: return "UISV-canvas-fit"
        case .fillEqually, .gapEquality: return "UISV-fill-equally"
        case .fillProportionally: return "UISV-fill-proportionally"
        case .spanningFit: return "UISV-spanning-fit"
        case .hiding: return "UISV-hiding"
        case .spacingHidden, .hiddenAlignment, .hiddenSize: return "UISV-spacing-hidden"
        case .spacing: return "UISV-spacing"
        case .distributingEdge: return "UISV-distributing-edge"
        case .alignment: return "UISV-alignment"
        case .ambiguitySuppression: return "UISV-ambiguity-suppression"
        case .spanningBoundary: return "UISV-spanning-boundary"
        case .intrinsic: return nil
        }
    }

    /// The part as reports name it: `spacing(photo)`, `canvas-connection.cross-start`.
    public var description: String {
        switch self {
        case .canvasConnection(let edge): return "canvas-connection.\(edge.rawValue)"
        case .canvasFit(.along): return "canvas-fit"
        case .canvasFit(.empty): return "canvas-fit.empty"
        case .canvasFit(.cross): return "canvas-fit.cross"
        case .fillEqually(let view): return "fill-equally(\(view))"
        case .fillProportionally(let index): return "fill-proportionally[\(index)]"
        case .gapEquality(let index): return "gap-equality[\(index)]"
        case .spanningFit: return "spanning-fit"
        case .hiding(let view): return "hiding(\(view))"
        case .spacingHidden(let view): return "spacing-hidden(\(view))"
        case .hiddenAlignment(let view): return "hidden-alignment(\(view))"
        case .hiddenSize(let view): return "hidden-size(\(view))"
        case .spacing(let view): return "spacing(\(view))"
        case .distributingEdge(let view, let side): return "distributing-edge(\(view)).\(side.rawValue)"
        case .alignment(let view, let side): return "alignment(\(view))" + (side.map { ".\($0.rawValue)" } ?? "")
        case .ambiguitySuppression(let view): return "ambiguity-suppression(\(view))"
        case .spanningBoundary(let view, let side): return "spanning-boundary(\(view)).\(side.rawValue)"
        case .intrinsic(let view, let axis, let part): return "intrinsic(\(view)).\(GeneratedRule.dimension(axis)).\(part.rawValue)"
        }
    }
}
