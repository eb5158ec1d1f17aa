import ScrollLayout

/// A visual-format string (`"H:|-16-[title]-(>=8)-[badge(==44)]-16-|"`) read into the views and
/// connections it lays along one axis, as `NSLayoutConstraint.constraints(withVisualFormat:…)`
/// does. Names are resolved against the call's `views` and `metrics`; anything else (an unknown
/// name, a malformed string) makes the whole format unreadable (nil), never a guess.
struct VisualFormat: Sendable {
    /// One condition: `==50`, `>=pad@750`, `==other` (another view's length, inside a view's parentheses).
    struct Predicate: Sendable, Equatable {
        var relation: LayoutRelation = .equal
        var constant: Double = 0
        /// Another view whose length this one relates to, instead of a constant.
        var view: String? = nil
        var priority: Double = 1000
        /// UIKit's standard spacing to the superview, whose value this reader does not know.
        var isEstimated = false
    }

    /// The superview's edge (`|`) or a view with the conditions on its own length.
    enum Item: Sendable, Equatable {
        case superview
        case view(String, [Predicate])
    }

    /// Vertical (`V:`) or horizontal (the default).
    var isVertical: Bool
    /// The items in order.
    var items: [Item]
    /// What stands between `items[i]` and `items[i + 1]`: the spacing conditions (none when
    /// the two are flush).
    var connections: [[Predicate]]

    /// Reads `format`; `metrics` are the named numbers, `views` the view names the call knows.
    init?(_ format: String, metrics: [String: Double], views: Set<String>) {
        var reader = Reader(characters: Array(format), metrics: metrics, views: views)
        guard let parsed = reader.parse() else { return nil }
        self = parsed
    }

    fileprivate init(isVertical: Bool, items: [Item], connections: [[Predicate]]) {
        self.isVertical = isVertical
        self.items = items
        self.connections = connections
    }

    /// UIKit's standard spacing between sibling views.
    static let siblingSpacing = 8.0
    /// UIKit's standard spacing to the superview's edge as older systems gave it (newer ones
    /// follow the layout margins): an estimate.
    static let superviewSpacing = 20.0
}

/// A character-by-character reader of the grammar in Apple's Auto Layout Guide.
private struct Reader {
    let characters: [Character]
    let metrics: [String: Double]
    let views: Set<String>
    var index = 0

    init(characters: [Character], metrics: [String: Double], views: Set<String>) {
        self.characters = characters.filter { !$0.isWhitespace }
        self.metrics = metrics
        self.views = views
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        index += 1
        return true
    }

    mutating func parse() -> VisualFormat? {
        var isVertical = false
        if index + 1 < characters.count, characters[index + 1] == ":", let c = current, c == "H" || c == "V" {
            isVertical = c == "V"
            index += 2
        }
        var items: [VisualFormat.Item] = []
        var connections: [[VisualFormat.Predicate]] = []
        if take("|") {
            items.append(.superview)
            guard let connection = parseConnection(toSuperview: true) else { return nil }
            connections.append(connection)
        }
        while true {
            guard let view = parseView() else { return nil }
            items.append(view)
            if current == nil { break }
            let nextIsSuperview: Bool
            if current == "|" {
                nextIsSuperview = true
            } else if current == "-" {
                // `-|` or `-N-|`: look past the connection for the bar.
                var probe = index + 1
                while probe < characters.count, characters[probe] != "[", characters[probe] != "|" { probe += 1 }
                nextIsSuperview = probe < characters.count && characters[probe] == "|"
            } else {
                nextIsSuperview = false
            }
            guard let connection = parseConnection(toSuperview: nextIsSuperview) else { return nil }
            connections.append(connection)
            if take("|") {
                items.append(.superview)
                guard current == nil else { return nil }
                break
            }
            guard current == "[" else { return nil }
        }
        guard items.contains(where: { if case .view = $0 { return true } else { return false } }) else { return nil }
        return VisualFormat(isVertical: isVertical, items: items, connections: connections)
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func parseView() -> VisualFormat.Item? {
        guard take("[") else { return nil }
        let name = parseName()
        guard !name.isEmpty, views.contains(name) else { return nil }
        var predicates: [VisualFormat.Predicate] = []
        if take("(") {
            guard let list = parsePredicateList(allowViews: true) else { return nil }
            predicates = list
            guard take(")") else { return nil }
        }
        guard take("]") else { return nil }
        return .view(name, predicates)
    }

    /// What lies between two items: nothing (flush, `[a][b]`), `-` (standard spacing) or
    /// `-predicates-`.
    mutating func parseConnection(toSuperview: Bool) -> [VisualFormat.Predicate]? {
        guard take("-") else { return [VisualFormat.Predicate(constant: 0)] }
        if current == "[" || current == "|" {
            var standard = VisualFormat.Predicate(constant: toSuperview ? VisualFormat.superviewSpacing : VisualFormat.siblingSpacing)
            standard.isEstimated = toSuperview
            return [standard]
        }
        let list: [VisualFormat.Predicate]
        if take("(") {
            guard let inner = parsePredicateList(allowViews: false), take(")") else { return nil }
            list = inner
        } else {
            guard let single = parsePredicate(allowViews: false) else { return nil }
            list = [single]
        }
        guard take("-") else { return nil }
        return list
    }

    mutating func parsePredicateList(allowViews: Bool) -> [VisualFormat.Predicate]? {
        var list: [VisualFormat.Predicate] = []
        repeat {
            guard let predicate = parsePredicate(allowViews: allowViews) else { return nil }
            list.append(predicate)
        } while take(",")
        return list
    }

    /// `(==|<=|>=)? (number | metric | view) (@ (number | metric))?`
    mutating func parsePredicate(allowViews: Bool) -> VisualFormat.Predicate? {
        var predicate = VisualFormat.Predicate()
        if index + 1 < characters.count, characters[index + 1] == "=", let c = current, "=<>".contains(c) {
            predicate.relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
        }
        if let number = parseNumber() {
            predicate.constant = number
        } else {
            let name = parseName()
            if let value = metrics[name] {
                predicate.constant = value
            } else if allowViews, views.contains(name) {
                predicate.view = name
            } else {
                return nil
            }
        }
        if take("@") {
            if let number = parseNumber() {
                predicate.priority = number
            } else if let value = metrics[parseName()] {
                predicate.priority = value
            } else {
                return nil
            }
            guard predicate.priority >= 1, predicate.priority <= 1000 else { return nil }
        }
        return predicate
    }

    mutating func parseNumber() -> Double? {
        let start = index
        if current == "-" || current == "+" { index += 1 }
        while let c = current, c.isNumber || c == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    mutating func parseName() -> String {
        let start = index
        while let c = current, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }
}
