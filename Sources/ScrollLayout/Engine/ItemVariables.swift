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

    /// Fresh variables named after the item.
    init(name: String, isScrollView: Bool) {
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        contentWidth = isScrollView ? Variable("\(name).contentWidth") : nil
        contentHeight = isScrollView ? Variable("\(name).contentHeight") : nil
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
