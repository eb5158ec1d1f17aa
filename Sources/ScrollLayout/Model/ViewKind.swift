/// What a view is: its UIKit class, which decides its default priorities and whether it has
/// an intrinsic size. An open set: any other class name is allowed.
public struct ViewKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name, e.g. `label`.
    public let rawValue: String

    /// A kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `UIView`.
    public static let view = ViewKind(rawValue: "view")
    /// `UILabel`.
    public static let label = ViewKind(rawValue: "label")
    /// `UIButton`.
    public static let button = ViewKind(rawValue: "button")
    /// `UIImageView`.
    public static let imageView = ViewKind(rawValue: "imageView")
    /// `UITextField`.
    public static let textField = ViewKind(rawValue: "textField")
    /// `UITextView`.
    public static let textView = ViewKind(rawValue: "textView")
    /// `UIScrollView`.
    public static let scrollView = ViewKind(rawValue: "scrollView")
    /// `UIStackView`.
    public static let stackView = ViewKind(rawValue: "stackView")
    /// `UISwitch`.
    public static let switchControl = ViewKind(rawValue: "switch")
    /// `UIStepper`.
    public static let stepper = ViewKind(rawValue: "stepper")
    /// `UIActivityIndicatorView`.
    public static let activityIndicator = ViewKind(rawValue: "activityIndicator")
    /// `UIProgressView`.
    public static let progressView = ViewKind(rawValue: "progressView")
    /// `UISlider`.
    public static let slider = ViewKind(rawValue: "slider")
    /// `UISegmentedControl`.
    public static let segmentedControl = ViewKind(rawValue: "segmentedControl")
    /// `UITableView` (a scroll view whose content its cells size, outside Auto Layout).
    public static let tableView = ViewKind(rawValue: "tableView")
    /// `UICollectionView`.
    public static let collectionView = ViewKind(rawValue: "collectionView")

    /// Every kind the model knows by name (any other name is a custom class, laid out as a
    /// plain view).
    public static let known: [ViewKind] = [
        .view, .label, .button, .imageView, .textField, .textView, .scrollView, .stackView, .switchControl,
        .stepper, .activityIndicator, .progressView, .slider, .segmentedControl, .tableView, .collectionView,
    ] + interfaceBuilderKinds

    /// Further UIKit classes Interface Builder documents hold, laid out as plain views (their
    /// sizes come from their frames or constraints): known by name so layout files exported
    /// from those documents read back.
    public static let interfaceBuilderKinds: [ViewKind] = [
        "pageControl", "mapView", "webView", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar",
        "tableViewCell", "collectionViewCell",
    ].map(ViewKind.init(rawValue:))

    /// True for scroll views and their subclasses here (table and collection views).
    public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView || self == .textView }

    /// UIKit's default content hugging priorities for views made in Interface Builder
    /// (`UIKitRules.md` §3.2): labels and image views 251, switches, steppers and activity
    /// indicators 750, progress views 250/750, everything else 250.
    public var defaultContentHugging: AxisPair<Priority> {
        switch self {
        case .label, .imageView: return AxisPair(horizontal: 251, vertical: 251)
        case .switchControl, .stepper, .activityIndicator: return AxisPair(horizontal: 750, vertical: 750)
        case .progressView: return AxisPair(horizontal: 250, vertical: 750)
        default: return AxisPair(horizontal: 250, vertical: 250)
        }
    }

    /// UIKit's alignment-rectangle insets for the class: a switch's frame (51 wide) is 2 pt wider
    /// on the right than the rectangle constraints align (49), as Interface Builder's stored
    /// frames show.
    public var defaultAlignmentRectInsets: EdgeInsets {
        self == .switchControl ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : .zero
    }

    /// UIKit's default compression resistance: 750 on both axes for every class.
    public var defaultCompressionResistance: AxisPair<Priority> { AxisPair(horizontal: 750, vertical: 750) }

    /// The name.
    public var description: String { rawValue }
}
