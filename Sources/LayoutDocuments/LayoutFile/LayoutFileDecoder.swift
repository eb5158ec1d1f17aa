import ScrollLayout

/// Turns a parsed layout file into a ``Layout``: the screen, the view tree (with UIKit's
/// property names) and the constraints written as equations. Every error names the line and
/// column and what was expected; misspelt keys, ids and attributes get a "did you mean".
/// Nothing is guessed: an unknown key is an error, not ignored.
struct LayoutFileDecoder {
    /// The file, for origins and errors.
    let path: String
    /// Every view id with its value's position, in tree order.
    private(set) var viewPositions: [String: SourcePosition] = [:]
    /// Every view's kind.
    private(set) var kinds: [String: ViewKind] = [:]
    /// Custom layout guide ids.
    private(set) var guideIDs: Set<String> = []

    static let topKeys = ["name", "screen", "direction", "root", "constraints"]
    static let viewKeys = [
        "id", "kind", "customClass", "decidedByCode", "flaggedAmbiguous", "clipsToBounds", "subviews", "arrangedSubviews", "intrinsicSize", "hidden", "title", "text",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "layoutMargins", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "translatesAutoresizingMaskIntoConstraints", "frame",
        "firstBaselineOffset", "lastBaselineOffset", "layoutGuides", "autoresizingMask", "alignmentRectInsets",
    ]
    static let scrollKeys = [
        "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal", "bounces",
        "isScrollEnabled", "isPagingEnabled", "zoomScale", "minimumZoomScale", "maximumZoomScale", "contentSize",
        "contentOffset", "decelerationRate", "keyboardHeight", "isViewControllerContentScrollView", "isRefreshing",
        "refreshControlHeight",
    ]
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "isLayoutMarginsRelativeArrangement",
        "isBaselineRelativeArrangement",
    ]

    init(path: String) { self.path = path }

    // MARK: Errors

    func invalid(_ message: String, at position: SourcePosition?) -> DocumentError {
        DocumentError(.invalid, path: path, position: position, message: message)
    }

    func didYouMean(_ word: String, _ candidates: [String]) -> String {
        Suggestion.nearest(to: word, in: candidates).map { " (did you mean `\($0)`?)" } ?? ""
    }

    /// Refuses keys that are not in the list (keys starting with `//` are comments).
    func checkKeys(_ object: JSONValue, allowed: [String], what: String) throws(DocumentError) {
        for member in object.members ?? [] where !allowed.contains(member.key) && !member.key.hasPrefix("//") {
            throw invalid("unknown key \"\(member.key)\" in \(what)\(didYouMean(member.key, allowed))", at: member.keyPosition)
        }
    }

    // MARK: Document

    /// Decodes the whole file.
    mutating func decode(_ document: JSONValue, defaultName: String) throws(DocumentError) -> Layout {
        guard document.members != nil else {
            throw invalid("a layout file is a JSON object with \"screen\", \"root\" and \"constraints\"; found \(document.typeName)", at: document.position)
        }
        try checkKeys(document, allowed: LayoutFileDecoder.topKeys, what: "the layout")
        let name = try document["name"].map { value throws(DocumentError) in try string(value, "name") } ?? defaultName
        let screen = try document["screen"].map { value throws(DocumentError) in try decodeScreen(value) } ?? .iPhone15
        var direction = LayoutDirection.leftToRight
        if let value = document["direction"] {
            switch try string(value, "direction") {
            case "leftToRight", "ltr": direction = .leftToRight
            case "rightToLeft", "rtl": direction = .rightToLeft
            case let other: throw invalid("unknown direction \"\(other)\"; expected \"leftToRight\" or \"rightToLeft\"", at: value.position)
            }
        }
        guard let rootValue = document["root"] else {
            throw invalid("the layout has no \"root\" view", at: document.position)
        }
        let root = try decodeView(rootValue, parent: nil)
        var constraints: [LayoutConstraint] = []
        if let list = document["constraints"] {
            guard let elements = list.elements else {
                throw invalid("\"constraints\" must be an array of equations; found \(list.typeName)", at: list.position)
            }
            let names = ItemNames(rootID: root.id, kinds: kinds, guides: guideIDs)
            for element in elements { constraints += try decodeConstraint(element, names: names) }
        }
        return Layout(name: name, screen: screen, root: root, constraints: constraints, direction: direction)
    }

    /// A preset name or `{ "width", "height", "safeArea", "scale", "name" }`.
    func decodeScreen(_ value: JSONValue) throws(DocumentError) -> Screen {
        if let name = value.string {
            guard let screen = Screen.named(name) else {
                throw invalid("unknown screen \"\(name)\"\(didYouMean(name, Screen.knownNames)); use a preset name or { \"width\": …, \"height\": … }", at: value.position)
            }
            return screen
        }
        guard value.members != nil else { throw invalid("\"screen\" must be a preset name or an object; found \(value.typeName)", at: value.position) }
        try checkKeys(value, allowed: ["name", "width", "height", "safeArea", "scale", "rootSideMargin"], what: "the screen")
        guard let width = value["width"], let height = value["height"] else {
            throw invalid("a custom screen needs \"width\" and \"height\"", at: value.position)
        }
        let w = try positive(width, "width"), h = try positive(height, "height")
        let insets = try value["safeArea"].map { v throws(DocumentError) in try decodeInsets(v, "safeArea", nonNegative: true) } ?? .zero
        let scale = try value["scale"].map { v throws(DocumentError) in try positive(v, "scale") } ?? 3
        let name = try value["name"].map { v throws(DocumentError) in try string(v, "name") } ?? "custom"
        var screen = Screen(name: name, width: w, height: h, safeAreaInsets: insets, scale: scale)
        // Older systems gave a root view the same side margins at every width.
        screen.rootSideMargin = try value["rootSideMargin"].map { v throws(DocumentError) in try nonNegative(v, "rootSideMargin") }
        return screen
    }

    // MARK: Views

    /// One view and its subtree.
    mutating func decodeView(_ value: JSONValue, parent: String?) throws(DocumentError) -> View {
        guard value.members != nil else { throw invalid("a view must be an object with an \"id\"; found \(value.typeName)", at: value.position) }
        guard let idValue = value["id"] else { throw invalid("this view has no \"id\"", at: value.position) }
        let id = try string(idValue, "id")
        guard !id.isEmpty else { throw invalid("a view id cannot be empty", at: idValue.position) }
        guard isValidID(id) else {
            throw invalid("the id \"\(id)\" can only use letters, digits, '_' and '-' (it must be usable in a constraint)", at: idValue.position)
        }
        if viewPositions[id] != nil || guideIDs.contains(id) {
            throw invalid("the id \"\(id)\" is already used at line \(viewPositions[id]?.line ?? 0); ids must be unique", at: idValue.position)
        }
        viewPositions[id] = value.position
        var kind = ViewKind.view
        if let kindValue = value["kind"] {
            let name = try string(kindValue, "kind")
            let known = ViewKind.known.map(\.rawValue)
            if !known.contains(name), let near = Suggestion.nearest(to: name, in: known) {
                throw invalid("unknown kind \"\(name)\" (did you mean `\(near)`?); other names are custom classes laid out as plain views", at: kindValue.position)
            }
            kind = ViewKind(rawValue: name)
        }
        kinds[id] = kind
        var allowed = LayoutFileDecoder.viewKeys
        if kind.isScrollView { allowed += LayoutFileDecoder.scrollKeys }
        if kind == .stackView { allowed += LayoutFileDecoder.stackKeys }
        for member in value.members ?? [] where !allowed.contains(member.key) && !member.key.hasPrefix("//") {
            if LayoutFileDecoder.scrollKeys.contains(member.key) {
                throw invalid("\"\(member.key)\" is a scroll-view property, but \"\(id)\" is a \(kind.rawValue)", at: member.keyPosition)
            }
            if LayoutFileDecoder.stackKeys.contains(member.key) {
                throw invalid("\"\(member.key)\" is a stack-view property, but \"\(id)\" is a \(kind.rawValue)", at: member.keyPosition)
            }
            throw invalid("unknown key \"\(member.key)\" in view \"\(id)\"\(didYouMean(member.key, allowed))", at: member.keyPosition)
        }
        var intrinsic = IntrinsicSize.none
        var intrinsicSources: [(WritableKeyPath<View, AxisPair<Bool>>, AxisPair<Bool>)] = []
        if let size = value["intrinsicSize"] {
            guard size.members != nil else { throw invalid("\"intrinsicSize\" must be { \"width\": …, \"height\": … }", at: size.position) }
            try checkKeys(size, allowed: ["width", "height", "estimated", "placeholder"], what: "intrinsicSize")
            intrinsic.width = try size["width"].map { v throws(DocumentError) in try nonNegative(v, "intrinsicSize.width") }
            intrinsic.height = try size["height"].map { v throws(DocumentError) in try nonNegative(v, "intrinsicSize.height") }
            // Where the size comes from, for the diagnostics: read off a stored frame
            // ("estimated"), or Interface Builder's design-time placeholder for code.
            for (key, keyName) in [(\View.intrinsicSizeIsEstimated, "estimated"), (\View.intrinsicSizeIsPlaceholder, "placeholder")] {
                guard let flag = size[keyName] else { continue }
                let on = try bool(flag, "intrinsicSize.\(keyName)")
                intrinsicSources.append((key, AxisPair(horizontal: on && intrinsic.width != nil, vertical: on && intrinsic.height != nil)))
            }
        }
        var view = View(id, kind: kind, intrinsicContentSize: intrinsic)
        view.origin = .layoutFile(path: path, line: value.position.line, column: value.position.column)
        if let v = value["hidden"] { view.isHidden = try bool(v, "hidden") }
        if let v = value["title"] ?? value["text"] { view.title = try string(v, "title") }
        if let v = value["customClass"] { view.customClass = try string(v, "customClass") }
        if let v = value["decidedByCode"] { view.decidedByCode = try string(v, "decidedByCode") }
        if let v = value["flaggedAmbiguous"] { view.isFlaggedAmbiguous = try bool(v, "flaggedAmbiguous") }
        if let v = value["clipsToBounds"] { view.clipsToBounds = try bool(v, "clipsToBounds") }
        if let v = value["horizontalHuggingPriority"] { view.contentHuggingPriority.horizontal = try priority(v, "horizontalHuggingPriority") }
        if let v = value["verticalHuggingPriority"] { view.contentHuggingPriority.vertical = try priority(v, "verticalHuggingPriority") }
        if let v = value["horizontalCompressionResistancePriority"] {
            view.compressionResistancePriority.horizontal = try priority(v, "horizontalCompressionResistancePriority")
        }
        if let v = value["verticalCompressionResistancePriority"] {
            view.compressionResistancePriority.vertical = try priority(v, "verticalCompressionResistancePriority")
        }
        if let v = value["layoutMargins"] { view.layoutMargins = try decodeInsets(v, "layoutMargins", nonNegative: false) }
        if let v = value["preservesSuperviewLayoutMargins"] { view.preservesSuperviewLayoutMargins = try bool(v, "preservesSuperviewLayoutMargins") }
        if let v = value["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = try bool(v, "insetsLayoutMarginsFromSafeArea") }
        if let v = value["frame"] {
            view.frame = try decodeRect(v, "frame")
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        if let v = value["translatesAutoresizingMaskIntoConstraints"] {
            view.translatesAutoresizingMaskIntoConstraints = try bool(v, "translatesAutoresizingMaskIntoConstraints")
        }
        for (key, axes) in intrinsicSources { view[keyPath: key] = axes }
        if let v = value["autoresizingMask"] { view.autoresizingMask = try decodeAutoresizingMask(v) }
        if let v = value["alignmentRectInsets"] { view.alignmentRectInsets = try decodeInsets(v, "alignmentRectInsets", nonNegative: false) }
        if let v = value["firstBaselineOffset"] { view.firstBaselineOffset = try number(v, "firstBaselineOffset") }
        if let v = value["lastBaselineOffset"] { view.lastBaselineOffset = try number(v, "lastBaselineOffset") }
        if let v = value["layoutGuides"] {
            guard let elements = v.elements else { throw invalid("\"layoutGuides\" must be an array of ids", at: v.position) }
            for element in elements {
                let guide = try string(element, "layout guide id")
                guard isValidID(guide), viewPositions[guide] == nil, !guideIDs.contains(guide) else {
                    throw invalid("the layout guide id \"\(guide)\" is empty, invalid or already used", at: element.position)
                }
                guideIDs.insert(guide)
                view.layoutGuides.append(guide)
            }
        }
        if kind.isScrollView { try decodeScroll(value, into: &view) }
        if kind == .stackView { try decodeStack(value, into: &view) }
        // Subviews, then arranged subviews (which are subviews too, in their order).
        var subviews: [View] = []
        if let list = value["subviews"] {
            guard let elements = list.elements else { throw invalid("\"subviews\" must be an array of views", at: list.position) }
            for element in elements { subviews.append(try decodeView(element, parent: id)) }
        }
        if let list = value["arrangedSubviews"] {
            guard kind == .stackView else { throw invalid("\"arrangedSubviews\" belongs to stack views; \"\(id)\" is a \(kind.rawValue) (use \"subviews\")", at: list.position) }
            guard let elements = list.elements else { throw invalid("\"arrangedSubviews\" must be an array of views", at: list.position) }
            var arranged: [View] = []
            for element in elements { arranged.append(try decodeView(element, parent: id)) }
            view.stack?.arrangedSubviewIDs = arranged.map(\.id)
            subviews = arranged + subviews
        } else if kind == .stackView {
            // UIKit arranges only what was added as arranged.
            view.stack?.arrangedSubviewIDs = []
        }
        view.subviews = subviews
        return view
    }

    /// `["flexibleWidth", "flexibleTopMargin", …]`.
    func decodeAutoresizingMask(_ value: JSONValue) throws(DocumentError) -> AutoresizingMask {
        guard let elements = value.elements else {
            throw invalid("\"autoresizingMask\" must be an array such as [\"flexibleWidth\", \"flexibleHeight\"]", at: value.position)
        }
        var mask: AutoresizingMask = []
        for element in elements {
            let name = try string(element, "autoresizingMask")
            guard let flag = AutoresizingMask.named[name] else {
                throw invalid("unknown autoresizing flag \"\(name)\"\(didYouMean(name, AutoresizingMask.named.keys.sorted()))", at: element.position)
            }
            mask.insert(flag)
        }
        return mask
    }

    func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            && id.first.map { $0 != "-" } == true
    }

    /// Scroll-view properties.
    func decodeScroll(_ value: JSONValue, into view: inout View) throws(DocumentError) {
        var scroll = view.scroll ?? ScrollViewConfiguration()
        if let v = value["contentInset"] { scroll.contentInset = try decodeInsets(v, "contentInset", nonNegative: false) }
        if let v = value["contentInsetAdjustmentBehavior"] {
            scroll.contentInsetAdjustmentBehavior = try enumeration(v, "contentInsetAdjustmentBehavior", ContentInsetAdjustmentBehavior.allCases)
        }
        if let v = value["alwaysBounceVertical"] { scroll.alwaysBounceVertical = try bool(v, "alwaysBounceVertical") }
        if let v = value["alwaysBounceHorizontal"] { scroll.alwaysBounceHorizontal = try bool(v, "alwaysBounceHorizontal") }
        if let v = value["bounces"] { scroll.bounces = try bool(v, "bounces") }
        if let v = value["isScrollEnabled"] { scroll.isScrollEnabled = try bool(v, "isScrollEnabled") }
        if let v = value["isPagingEnabled"] { scroll.isPagingEnabled = try bool(v, "isPagingEnabled") }
        if let v = value["zoomScale"] { scroll.zoomScale = try positive(v, "zoomScale") }
        if let v = value["minimumZoomScale"] { scroll.minimumZoomScale = try positive(v, "minimumZoomScale") }
        if let v = value["maximumZoomScale"] { scroll.maximumZoomScale = try positive(v, "maximumZoomScale") }
        if let v = value["contentSize"] { scroll.contentSize = try decodeSize(v, "contentSize") }
        if let v = value["contentOffset"] {
            guard v.members != nil else { throw invalid("\"contentOffset\" must be { \"x\": …, \"y\": … }", at: v.position) }
            try checkKeys(v, allowed: ["x", "y"], what: "contentOffset")
            scroll.contentOffset = Point(x: try v["x"].map { n throws(DocumentError) in try number(n, "x") } ?? 0,
                                         y: try v["y"].map { n throws(DocumentError) in try number(n, "y") } ?? 0)
        }
        if let v = value["decelerationRate"] { scroll.decelerationRate = try enumeration(v, "decelerationRate", [DecelerationRate.normal, .fast]) }
        if let v = value["keyboardHeight"] { scroll.keyboardHeight = try nonNegative(v, "keyboardHeight") }
        if let v = value["isViewControllerContentScrollView"] { scroll.isViewControllerContentScrollView = try bool(v, "isViewControllerContentScrollView") }
        if let v = value["isRefreshing"] { scroll.isRefreshing = try bool(v, "isRefreshing") }
        if let v = value["refreshControlHeight"] { scroll.refreshControlHeight = try nonNegative(v, "refreshControlHeight") }
        view.scroll = scroll
    }

    /// Stack-view properties.
    func decodeStack(_ value: JSONValue, into view: inout View) throws(DocumentError) {
        var stack = view.stack ?? StackViewConfiguration()
        if let v = value["axis"] {
            switch try string(v, "axis") {
            case "horizontal": stack.axis = .horizontal
            case "vertical": stack.axis = .vertical
            case let other: throw invalid("unknown axis \"\(other)\"; expected \"horizontal\" or \"vertical\"", at: v.position)
            }
        }
        if let v = value["distribution"] { stack.distribution = try enumeration(v, "distribution", StackDistribution.allCases) }
        if let v = value["alignment"] {
            let name = try string(v, "alignment")
            if name == "top" { stack.alignment = .leading } else if name == "bottom" { stack.alignment = .trailing } else {
                stack.alignment = try enumeration(v, "alignment", StackAlignment.allCases, extra: ["top", "bottom"])
            }
        }
        if let v = value["spacing"] { stack.spacing = try number(v, "spacing") }
        if let v = value["customSpacing"] {
            guard let members = v.members else { throw invalid("\"customSpacing\" must map arranged view ids to gaps", at: v.position) }
            for member in members { stack.customSpacing[member.key] = try number(member.value, "customSpacing.\(member.key)") }
        }
        if let v = value["isLayoutMarginsRelativeArrangement"] { stack.isLayoutMarginsRelativeArrangement = try bool(v, "isLayoutMarginsRelativeArrangement") }
        if let v = value["isBaselineRelativeArrangement"] { stack.isBaselineRelativeArrangement = try bool(v, "isBaselineRelativeArrangement") }
        view.stack = stack
    }

    // MARK: Values

    func string(_ value: JSONValue, _ key: String) throws(DocumentError) -> String {
        guard let text = value.string else { throw invalid("\"\(key)\" must be a string; found \(value.typeName)", at: value.position) }
        return text
    }

    func bool(_ value: JSONValue, _ key: String) throws(DocumentError) -> Bool {
        guard let flag = value.bool else { throw invalid("\"\(key)\" must be true or false; found \(value.typeName)", at: value.position) }
        return flag
    }

    func number(_ value: JSONValue, _ key: String) throws(DocumentError) -> Double {
        guard let number = value.number else { throw invalid("\"\(key)\" must be a number; found \(value.typeName)", at: value.position) }
        return number
    }

    func nonNegative(_ value: JSONValue, _ key: String) throws(DocumentError) -> Double {
        let number = try number(value, key)
        guard number >= 0 else { throw invalid("\"\(key)\" cannot be negative (\(formatNumber(number)))", at: value.position) }
        return number
    }

    func positive(_ value: JSONValue, _ key: String) throws(DocumentError) -> Double {
        let number = try number(value, key)
        guard number > 0 else { throw invalid("\"\(key)\" must be greater than 0 (\(formatNumber(number)))", at: value.position) }
        return number
    }

    /// A number 1...1000 or a named priority.
    func priority(_ value: JSONValue, _ key: String) throws(DocumentError) -> Priority {
        if let name = value.string {
            guard let priority = AnchorGrammar.priorityNames[name] else {
                throw invalid("unknown priority \"\(name)\" for \"\(key)\"\(didYouMean(name, AnchorGrammar.priorityNames.keys.sorted()))", at: value.position)
            }
            return priority
        }
        let number = try number(value, key)
        guard number >= 1, number <= 1000 else { throw invalid("\"\(key)\" must be 1...1000 (\(formatNumber(number)))", at: value.position) }
        return Priority(Float(number))
    }

    func enumeration<T: RawRepresentable>(_ value: JSONValue, _ key: String, _ cases: [T], extra: [String] = []) throws(DocumentError) -> T where T.RawValue == String {
        let name = try string(value, key)
        if let match = cases.first(where: { $0.rawValue == name }) { return match }
        let names = cases.map(\.rawValue) + extra
        throw invalid("unknown \(key) \"\(name)\"\(didYouMean(name, names)); expected one of \(names.joined(separator: ", "))", at: value.position)
    }

    /// `{ "top", "left", "bottom", "right" }` (absent edges are 0), or one number for all four.
    func decodeInsets(_ value: JSONValue, _ key: String, nonNegative: Bool) throws(DocumentError) -> EdgeInsets {
        if let all = value.number {
            guard !nonNegative || all >= 0 else { throw invalid("\"\(key)\" cannot be negative", at: value.position) }
            return EdgeInsets(all: all)
        }
        guard value.members != nil else { throw invalid("\"\(key)\" must be { \"top\", \"left\", \"bottom\", \"right\" } or a number", at: value.position) }
        try checkKeys(value, allowed: ["top", "left", "bottom", "right"], what: key)
        var insets = EdgeInsets.zero
        for edge in Edge.allCases {
            guard let v = value[edge.rawValue] else { continue }
            let n = nonNegative ? try self.nonNegative(v, "\(key).\(edge.rawValue)") : try number(v, "\(key).\(edge.rawValue)")
            insets[edge] = n
        }
        return insets
    }

    func decodeSize(_ value: JSONValue, _ key: String) throws(DocumentError) -> Size {
        guard value.members != nil else { throw invalid("\"\(key)\" must be { \"width\": …, \"height\": … }", at: value.position) }
        try checkKeys(value, allowed: ["width", "height"], what: key)
        guard let w = value["width"], let h = value["height"] else { throw invalid("\"\(key)\" needs \"width\" and \"height\"", at: value.position) }
        return Size(width: try nonNegative(w, "\(key).width"), height: try nonNegative(h, "\(key).height"))
    }

    func decodeRect(_ value: JSONValue, _ key: String) throws(DocumentError) -> Rect {
        guard value.members != nil else { throw invalid("\"\(key)\" must be { \"x\", \"y\", \"width\", \"height\" }", at: value.position) }
        try checkKeys(value, allowed: ["x", "y", "width", "height"], what: key)
        guard let w = value["width"], let h = value["height"] else { throw invalid("\"\(key)\" needs \"width\" and \"height\"", at: value.position) }
        let x = try value["x"].map { v throws(DocumentError) in try number(v, "\(key).x") } ?? 0
        let y = try value["y"].map { v throws(DocumentError) in try number(v, "\(key).y") } ?? 0
        return Rect(x: x, y: y, width: try nonNegative(w, "\(key).width"), height: try nonNegative(h, "\(key).height"))
    }
}
