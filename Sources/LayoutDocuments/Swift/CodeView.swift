import ScrollLayout

/// A view as UIKit layout code sets it up: what it is, where it sits, the properties layout
/// reads, and why the app's code (not this code) decides its size when it does.
struct CodeView: Sendable {
    /// The name the code gives it (a property or local), made unique when the layout is built.
    var name: String
    /// The UIKit class, or `.view` for a class of the app's own.
    var kind: ViewKind
    /// The app's own class, when the view is one.
    var customClass: String?
    /// Where it is made.
    var position: SourcePosition
    /// Its superview, once added.
    var superview: Int?
    /// Subviews in the order added.
    var subviews: [Int] = []
    /// For a stack view: its arranged subviews in order.
    var arranged: [Int] = []
    /// Text or title, when the code sets it to a literal; `.some(nil)` when set to a value
    /// the reader does not know.
    var text: String?? = nil
    /// The font's point size and weight.
    var font: (size: Double, bold: Bool)? = nil
    /// `numberOfLines`.
    var numberOfLines = 1
    /// The stack view's configuration (stack views only).
    var stack = StackViewConfiguration()
    /// The scroll view's configuration (scroll views only).
    var scroll = ScrollViewConfiguration()
    /// `isHidden`.
    var isHidden = false
    /// Priorities the code sets.
    var hugging: [Axis: Double] = [:]
    /// Priorities the code sets.
    var compression: [Axis: Double] = [:]
    /// `layoutMargins` / `directionalLayoutMargins`, when set.
    var layoutMargins: EdgeInsets? = nil
    /// `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea = true
    /// `clipsToBounds`.
    var clipsToBounds = false
    /// `translatesAutoresizingMaskIntoConstraints`, when the code sets it.
    var translatesAutoresizingMask: Bool? = nil
    /// A text field with a rounded-rect border.
    var hasRoundedBorder = false
    /// The image view's image is set by code (its size is the image's).
    var hasImage = false
    /// The custom guides it owns.
    var guides: [Int] = []
    /// Why the app's code decides this view's size or place (nil when this code does).
    var decidedByCode: String? = nil
    /// The frame the code sets, when the file spells it out (`CGRect(x: 20, y: 20, …)`).
    var frame: Rect? = nil
    /// The frame the code computes from the screen's size (`view.bounds`, `center = view.center`).
    var screenFrame: ScreenFrame? = nil
    /// The line that sets the frame (or centre) last, for notes.
    var frameLine: Int? = nil
    /// Added by a helper of the app's own (`addSubviews(…)`), which may also turn its
    /// autoresizing constraints off (many do).
    var addedByHelper = false
    /// Records the frame the code sets (`frame = …`, or the centre for `center = …`) when it is
    /// one the layout can place the view by: numbers, or the screen's. False (nothing changed)
    /// for any other value.
    mutating func placeFrame(_ value: CodeValue, isCenter: Bool) -> Bool {
        switch (value, isCenter) {
        case (.rect(let rect), false): (frame, screenFrame) = (rect, nil)
        case (.screen, false): (frame, screenFrame) = (nil, .screenBounds)
        case (.screenFrame(let placed), false): (frame, screenFrame) = (nil, placed)
        case (.screenCenter, true): (frame, screenFrame) = (nil, .centered)
        default: return false
        }
        return true
    }
    /// A stack view's custom spacing after an arranged view (by index).
    var customSpacingAfter: [Int: Double] = [:]
    /// Made in this file by a UIKit initialiser (`UILabel()`), so UIKit's defaults hold for it
    /// unless the file changes them.
    var madeByUIKitInitializer = false
    /// How it was added where the reader cannot follow it, as the rest of a sentence about the
    /// view ("is added by `addSubview(…)` (line 20) to a view this reader does not see"; "is
    /// added to "stack" by `addArrangedSubviews(…)` (line 66), code this reader does not
    /// follow"), nil when it was not.
    var addedToUnseenView: String? = nil
    /// Made with `UIActivityIndicatorView(style: .large)`.
    var isLarge = false

    /// Records the first reason the app's code decides this view.
    mutating func decide(_ reason: String) {
        if decidedByCode == nil { decidedByCode = reason }
    }
}

/// A constraint UIKit layout code makes, before it becomes a ``LayoutConstraint``.
struct CodeConstraint: Sendable {
    /// The first anchor.
    var first: (item: CodeItem, attribute: Attribute)
    /// The relation.
    var relation: LayoutRelation
    /// The second anchor (nil for a constant size).
    var second: (item: CodeItem, attribute: Attribute)?
    /// The multiplier.
    var multiplier: Double = 1
    /// The constant.
    var constant: Double = 0
    /// The priority.
    var priority: Double = 1000
    /// Where it is made (file line and column of the anchor expression).
    var position: SourcePosition
    /// Activated by the setup.
    var isActive = false
    /// The app keeps it (in a property) or changes it in code the reader does not follow:
    /// it may be switched or changed at run time.
    var isHeldByCode = false
    /// A constant the file does not define (an app's `Spacing.large`), taken as an estimate.
    var usesUnknownValue = false
    /// SnapKit: the view whose `snp.makeConstraints` made it (for `remakeConstraints`).
    var snapOwner: Int? = nil
}
