import ScrollLayout

/// Something a layout item can be in UIKit code: a view or one of its guides.
enum CodeItem: Hashable, Sendable {
    /// A view (index into the setup's views).
    case view(Int)
    /// `view.safeAreaLayoutGuide`.
    case safeArea(Int)
    /// `view.layoutMarginsGuide`.
    case layoutMargins(Int)
    /// `view.readableContentGuide` (solved as the margins guide: on iPhones in portrait the
    /// readable width is wider than the screen, so the two coincide).
    case readableContent(Int)
    /// `scrollView.contentLayoutGuide`.
    case contentGuide(Int)
    /// `scrollView.frameLayoutGuide`.
    case frameGuide(Int)
    /// A `UILayoutGuide` the code makes (index into the setup's guides).
    case customGuide(Int)

    /// The view the item is or belongs to (nil for a custom guide not yet added to a view).
    var viewIndex: Int? {
        switch self {
        case .view(let v), .safeArea(let v), .layoutMargins(let v), .readableContent(let v), .contentGuide(let v), .frameGuide(let v): return v
        case .customGuide: return nil
        }
    }
}

/// The value of an expression as the reader evaluates UIKit layout code.
indirect enum CodeValue: Sendable {
    /// A view.
    case view(Int)
    /// A view's guide or a custom guide.
    case item(CodeItem)
    /// An anchor: `item.topAnchor`.
    case anchor(CodeItem, Attribute)
    /// A constraint made by the code (index into the setup's constraints).
    case constraint(Int)
    /// An array literal or a list of values.
    case array([CodeValue])
    /// A dictionary literal: its keys (nil where not a string literal) and values, in order.
    case dictionary(keys: [String?], values: [CodeValue])
    /// A number.
    case number(Double)
    /// A number the reader cannot see (an app's constant such as `Spacing.large`), taken as
    /// 8 points (UIKit's standard spacing), its sign and arithmetic kept.
    case estimate(Double)
    /// A string (nil when the reader does not know its text).
    case string(String?)
    /// A boolean.
    case boolean(Bool)
    /// A priority.
    case priority(Double)
    /// Insets (`UIEdgeInsets`, `NSDirectionalEdgeInsets`, left-to-right).
    case insets(EdgeInsets)
    /// A size (`CGSize`).
    case size(Double, Double)
    /// A rectangle whose numbers the file spells out (`CGRect(x:y:width:height:)`).
    case rect(Rect)
    /// A font's point size and whether it is bold.
    case font(Double, bold: Bool)
    /// An enumeration case or static member written with a leading dot: `.vertical`.
    case member(String)
    /// A type's name (`UIView`, `NSLayoutConstraint`, `UIFont`).
    case type(String)
    /// A closure, to run where UIKit would (`forEach`, property initialisers).
    case closure(SwiftClosure)
    /// SnapKit's `view.snp` (attributes nil) or `view.snp.top`.
    case snap(CodeItem, [Attribute]?)
    /// SnapKit's maker inside `makeConstraints { make in … }`, with the attributes named so far.
    case snapMaker(view: Int, attributes: [Attribute])
    /// SnapKit constraints made by one `make.….equalTo(…)` line (indices).
    case snapConstraints([Int])
    /// A view's layer (`view.layer`): its drawing properties (corner radius, border, shadow)
    /// and sublayers leave layout alone; its geometry does not.
    case layer(Int)
    /// A controller's legacy `topLayoutGuide` (top true) or `bottomLayoutGuide` of view `v`:
    /// the band between the view's edge and its safe area's. A view's `keyboardLayoutGuide` is
    /// the bottom one while the keyboard is hidden, as a screen first shows.
    case legacyGuide(Int, top: Bool)
    /// SnapKit's `guide.snp` on one of those guides.
    case legacyGuideSnap(Int, top: Bool)
    /// `UIScreen.main`, its `bounds` or their `size`.
    case screen
    /// A length of the screen, `UIScreen.main.bounds.width × multiplier + constant`: the root
    /// view's width or height, which is the screen's on every screen a layout is checked on.
    case screenLength(Attribute, multiplier: Double, constant: Double)
    /// A frame computed from the screen's size (`CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 44)`).
    case screenFrame(ScreenFrame)
    /// A controller's `view.center`: the middle of the screen.
    case screenCenter
    /// An image: true when its size is known to be none (`nil`).
    case image
    /// Nothing (a statement's value, `nil`).
    case none
    /// A value the reader does not know, with the views it was computed from.
    case unknown(views: [Int])

    /// The views the value refers to (for marking them decided by code when it flows
    /// somewhere the reader does not follow).
    var views: [Int] {
        switch self {
        case .view(let v), .layer(let v), .legacyGuide(let v, _), .legacyGuideSnap(let v, _): return [v]
        case .item(let item), .anchor(let item, _), .snap(let item, _): return item.viewIndex.map { [$0] } ?? []
        case .array(let values), .dictionary(_, let values): return values.flatMap(\.views)
        case .snapMaker(let view, _): return [view]
        case .unknown(let views): return views
        default: return []
        }
    }

    /// A number, and whether it is an estimate: a value the reader cannot see that is not a
    /// view (an app's constant) counts as 8 points.
    var estimatedNumber: (value: Double, estimated: Bool)? {
        switch self {
        case .number(let n): return (n, false)
        case .priority(let p): return (p, false)
        case .estimate(let e): return (e, true)
        case .member: return (8, true)
        case .unknown(let views) where views.isEmpty: return (8, true)
        default: return nil
        }
    }

    /// True for a length of the screen (`UIScreen.main.bounds.width / 2`).
    var isScreenLength: Bool {
        if case .screenLength = self { return true }
        return false
    }

    /// The number, if the value is one.
    var number: Double? {
        switch self {
        case .number(let n): return n
        case .priority(let p): return p
        default: return nil
        }
    }
}
