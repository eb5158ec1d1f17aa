/// The number a layout's view tree gives each view and custom guide: dense from zero, so the
/// engine's tables of items (their places in the tree, their variables) are arrays read by
/// position, a constraint's rectangles name their items without a string, and a walk up the
/// tree steps from number to number. The id, a string, is kept once, in the tree, for messages.
///
/// A number is valid for the tree that gave it, until the item is removed (the number may then
/// be given to a view added later).
struct ItemNumber: Hashable, Comparable, Sendable {
    /// The position in the tree's tables.
    let value: Int32

    /// The number at a position of the tree's tables.
    init(_ position: Int) { value = Int32(truncatingIfNeeded: position) }

    /// The position in the tree's tables.
    @inline(__always) var position: Int { Int(value) }

    static func < (a: ItemNumber, b: ItemNumber) -> Bool { a.value < b.value }
}
