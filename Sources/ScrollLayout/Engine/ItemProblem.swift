/// Why a layout's constraint may not name an item (``ViewTree/namedPlace(of:)``).
enum ItemProblem: Error {
    /// No view or guide of the tree is the item.
    case unknown
    /// A scroll view's guide named on a view that is not a scroll view.
    case notAScrollView

    /// The error that reports the problem for `item` in constraint `c`.
    func error(_ item: LayoutItem, in c: LayoutConstraint) -> LayoutError {
        switch self {
        case .unknown: return .unknownItem(item, constraint: c)
        case .notAScrollView: return .notAScrollView(item, constraint: c)
        }
    }
}
