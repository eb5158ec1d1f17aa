/// The symbols one objective level gave a cost to, while they are few enough to list.
struct NonZeroSymbols: Sendable {
    /// How many symbols a level lists before it stops listing them.
    static let limit = 4096
    /// The symbols listed (possibly with repeats, and some whose cost is zero again).
    var symbols: [Symbol] = []
    /// False once the list stopped: every symbol must then be cleared.
    var isComplete = true
}
