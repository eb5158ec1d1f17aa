/// A value kept on the heap behind one pointer, for a large property few values use (a view's
/// scroll-view properties: 136 bytes that every view of a tree would otherwise carry).
indirect enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    case value(Value)

    /// The value kept.
    var value: Value {
        switch self {
        case .value(let value): return value
        }
    }
}
