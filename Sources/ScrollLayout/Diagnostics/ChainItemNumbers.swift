/// The numbers of a chain graph's items, looked up through ``StringMap`` (a cheap hash of the
/// view or guide id) rather than `Dictionary`, whose SipHash of every id was a sixth of a
/// 10 000-view `check` (ChainGraph numbers each end of every link it reads).
struct ChainItemNumbers {
    /// The content guide's number.
    private var content: Int?
    /// The frame guide's number.
    private var frame: Int?
    /// Views' numbers, by id.
    private var views = StringMap<Int>()
    /// Custom guides' numbers, by id.
    private var guides = StringMap<Int>()

    /// No item numbered.
    init() {}

    /// An item's number; nil when it has none.
    subscript(item: ChainItem) -> Int? {
        get {
            switch item {
            case .content: content
            case .frame: frame
            case .view(let id): views[id]
            case .guide(let id): guides[id]
            }
        }
        set {
            switch item {
            case .content: content = newValue
            case .frame: frame = newValue
            case .view(let id): views[id] = newValue
            case .guide(let id): guides[id] = newValue
            }
        }
    }
}
