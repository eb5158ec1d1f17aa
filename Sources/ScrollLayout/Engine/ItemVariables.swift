import Cassowary

/// The variables of one view or guide, in root coordinates.
struct ItemVariables: Sendable {
    /// Left edge.
    let x: Variable
    /// Top edge.
    let y: Variable
    /// Width.
    let width: Variable
    /// Height.
    let height: Variable
    /// A scroll view's content width (its content guide's width).
    let contentWidth: Variable?
    /// A scroll view's content height.
    let contentHeight: Variable?

    /// The parts of a rectangle's variable names, then a scroll view's two more.
    private static let parts = ["x", "y", "width", "height"]
    private static let scrollViewParts = parts + ["contentWidth", "contentHeight"]

    /// Fresh variables named after the item (`item.x`, …), made as one family.
    init(name: String, isScrollView: Bool) {
        let made = Variable.family(name, parts: isScrollView ? ItemVariables.scrollViewParts : ItemVariables.parts)
        x = made[0]
        y = made[1]
        width = made[2]
        height = made[3]
        contentWidth = isScrollView ? made[4] : nil
        contentHeight = isScrollView ? made[5] : nil
    }

    /// The size variable along an axis.
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// The position variable along an axis.
    func position(_ axis: Axis) -> Variable { axis == .horizontal ? x : y }
}

/// The four variables of a rectangle the solver knows.
struct RectVariables: Sendable {
    /// Left edge.
    let x: Variable
    /// Top edge.
    let y: Variable
    /// Width.
    let width: Variable
    /// Height.
    let height: Variable

    /// The size variable along an axis.
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

    /// The position variable along an axis.
    func position(_ axis: Axis) -> Variable { axis == .horizontal ? x : y }
}
