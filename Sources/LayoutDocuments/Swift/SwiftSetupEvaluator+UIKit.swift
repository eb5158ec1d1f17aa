import ScrollLayout

// UIKit's API as layout code uses it: view initialisers, the hierarchy, anchors and
// constraints, and the properties layout reads.

extension SwiftSetupEvaluator {
    /// The UIKit classes the reader knows, by class name.
    static let uiKitClasses: [String: ViewKind] = [
        "UIView": .view, "UILabel": .label, "UIButton": .button, "UIImageView": .imageView, "UITextField": .textField,
        "UITextView": .textView, "UIScrollView": .scrollView, "UIStackView": .stackView, "UISwitch": .switchControl,
        "UIStepper": .stepper, "UIActivityIndicatorView": .activityIndicator, "UIProgressView": .progressView,
        "UISlider": .slider, "UISegmentedControl": .segmentedControl, "UITableView": .tableView,
        "UICollectionView": .collectionView, "UIPageControl": ViewKind(rawValue: "pageControl"),
        "WKWebView": ViewKind(rawValue: "webView"), "MKMapView": ViewKind(rawValue: "mapView"),
        "UIDatePicker": ViewKind(rawValue: "datePicker"), "UIPickerView": ViewKind(rawValue: "pickerView"),
        "UISearchBar": ViewKind(rawValue: "searchBar"), "UINavigationBar": ViewKind(rawValue: "navigationBar"),
        "UIToolbar": ViewKind(rawValue: "toolbar"), "UITabBar": ViewKind(rawValue: "tabBar"),
        "UIVisualEffectView": .view, "UIControl": .view,
        "UITableViewCell": ViewKind(rawValue: "tableViewCell"), "UICollectionViewCell": ViewKind(rawValue: "collectionViewCell"),
        "UICollectionReusableView": .view, "UITableViewHeaderFooterView": .view,
    ]

    /// The kind of a UIKit view class (nil for anything else).
    func viewKind(forClass name: String) -> ViewKind? { Self.uiKitClasses[name] }

    /// Makes a view record; its name is the declaration being initialised, or the class.
    mutating func makeView(kind: ViewKind, customClass: String?, at position: SourcePosition) -> Int {
        let name = pendingName ?? (customClass ?? kind.rawValue)
        pendingName = nil
        views.append(CodeView(name: name, kind: kind, customClass: customClass, position: position))
        return views.count - 1
    }

    /// `UILabel()`, `UIStackView(arrangedSubviews: [...])`, `UIEdgeInsets(...)`,
    /// `UILayoutPriority(999)`, `NSLayoutConstraint(item: ...)`, or a class of the app's own.
    mutating func construct(_ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        let values = arguments.map { (label: $0.label, value: evaluate($0.value)) }
        func argument(_ label: String?) -> CodeValue? { values.first { $0.label == label }?.value }
        switch name {
        case "UIEdgeInsets":
            if let all = argument(nil)?.estimatedNumber?.value { return .insets(EdgeInsets(all: all)) }
            guard let t = argument("top")?.estimatedNumber?.value, let l = argument("left")?.estimatedNumber?.value,
                  let b = argument("bottom")?.estimatedNumber?.value, let r = argument("right")?.estimatedNumber?.value else { return .unknown(views: []) }
            return .insets(EdgeInsets(top: t, left: l, bottom: b, right: r))
        case "NSDirectionalEdgeInsets":
            if let all = argument(nil)?.estimatedNumber?.value { return .insets(EdgeInsets(all: all)) }
            guard let t = argument("top")?.estimatedNumber?.value, let l = argument("leading")?.estimatedNumber?.value,
                  let b = argument("bottom")?.estimatedNumber?.value, let r = argument("trailing")?.estimatedNumber?.value else { return .unknown(views: []) }
            return .insets(EdgeInsets(top: t, left: l, bottom: b, right: r))
        case "CGSize":
            guard let w = argument("width")?.number, let h = argument("height")?.number else { return .unknown(views: []) }
            return .size(w, h)
        case "CGRect":
            guard let x = argument("x")?.number, let y = argument("y")?.number else { return .unknown(views: []) }
            if let w = argument("width")?.number, let h = argument("height")?.number {
                return w >= 0 && h >= 0 ? .rect(Rect(x: x, y: y, width: w, height: h)) : .unknown(views: [])
            }
            // A width or height of the screen less a number (`view.bounds.width - 40`).
            func length(_ label: String, _ attribute: Attribute) -> ScreenFrame.Length? {
                switch argument(label) {
                case .number(let n)?: return n >= 0 ? .fixed(n) : nil
                case .screenLength(attribute, 1, let c)?: return .screen(less: -c)
                default: return nil
                }
            }
            guard let w = length("width", .width), let h = length("height", .height) else { return .unknown(views: []) }
            return .screenFrame(ScreenFrame(x: x, y: y, width: w, height: h))
        case "UILayoutPriority":
            guard let p = (argument(nil) ?? argument("rawValue"))?.number else { return .unknown(views: []) }
            return .priority(p)
        case "CGFloat", "Double", "Float", "Int":
            return argument(nil).flatMap { $0.number.map(CodeValue.number) } ?? .unknown(views: [])
        case "UILayoutGuide":
            guideNames.append(pendingName ?? "guide")
            guideOwners.append(nil)
            pendingName = nil
            return .item(.customGuide(guideNames.count - 1))
        case "UIImage":
            return .image
        case "NSLayoutConstraint":
            return legacyConstraint(values, at: position)
        default:
            break
        }
        if let kind = viewKind(forClass: name) {
            // A convenience initialiser an app adds to a UIKit class (an extension elsewhere)
            // sets what this file does not show: text and fonts, autoresizing, a stack's axis
            // and spacing. The view is that class, sized by the app's code; a stack view, whose
            // arrangement would be guessed, is made by code the reader does not see.
            let labels = arguments.map { $0.label ?? "_" }
            let isUIKitInitializer = Self.uiKitInitializerLabels.contains(labels)
            if !isUIKitInitializer, kind == .stackView { return .unknown(views: values.flatMap(\.value.views)) }
            let v = makeView(kind: kind, customClass: nil, at: position)
            if isUIKitInitializer {
                views[v].madeByUIKitInitializer = true
            } else {
                views[v].decide("it is made by `\(name)(\(labels.map { $0 + ":" }.joined()))`, an initialiser of the app's own whose code this reader does not see")
            }
            if kind == .stackView, case .array(let arranged)? = argument("arrangedSubviews") {
                for case .view(let a) in arranged { addArranged(a, to: v) }
            }
            if kind == .imageView, let image = argument("image") {
                if case .none = image {} else {
                    views[v].hasImage = true
                    views[v].decide("its image is set in code; its size is the image's")
                }
            }
            if kind == .activityIndicator, case .member(let style)? = argument("style"), style == "large" || style == "whiteLarge" { views[v].isLarge = true }
            return .view(v)
        }
        if viewTypes.contains(name) || Self.looksLikeViewClass(name) {
            let v = makeView(kind: .view, customClass: name, at: position)
            views[v].decide("it is \(Self.withArticle(name)), a class whose own code lays it out and decides its size")
            return .view(v)
        }
        return .unknown(views: values.flatMap(\.value.views))
    }

    /// The argument labels of UIKit's own initialisers of the view classes the reader knows
    /// (`_` for an unlabelled argument); any other list is an initialiser an app adds.
    static let uiKitInitializerLabels: Set<[String]> = [
        [], ["frame"], ["coder"], ["arrangedSubviews"], ["image"], ["image", "highlightedImage"], ["style"],
        ["activityIndicatorStyle"], ["type"], ["type", "primaryAction"], ["configuration"], ["configuration", "primaryAction"],
        ["frame", "primaryAction"], ["primaryAction"], ["items"], ["frame", "actions"], ["frame", "style"], ["style", "reuseIdentifier"],
        ["frame", "collectionViewLayout"], ["progressViewStyle"], ["effect"], ["frame", "textContainer"], ["usingTextLayoutManager"],
    ]

    /// A class name with "a" or "an" as it is read aloud: "an EdgeFadedView", "an NSButton"
    /// (a leading acronym is spelled out), "a UIView".
    static func withArticle(_ name: String) -> String {
        let letters = Array(name.prefix(2))
        guard let first = letters.first else { return name }
        let spelledOut = letters.count == 2 && letters.allSatisfy(\.isUppercase)
        let vowelSound = spelledOut ? "AEFHILMNORSX".contains(first) : "AEIO".contains(first)
        return (vowelSound ? "an " : "a ") + name
    }

    /// Class names of views in most code bases (`…View`, `…Label`, `…Button`): made with
    /// nothing the reader can see inside.
    static func looksLikeViewClass(_ name: String) -> Bool {
        ["View", "Label", "Button", "Field", "Control", "Bar", "Cell", "Switch", "Slider", "Stack", "Card"].contains { name.hasSuffix($0) }
            && !name.hasSuffix("Controller") && !name.hasSuffix("ViewModel")
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    mutating func legacyConstraint(_ values: [(label: String?, value: CodeValue)], at position: SourcePosition) -> CodeValue {
        func item(_ value: CodeValue?) -> CodeItem? {
            switch value {
            case .view(let v)?: return .view(v)
            case .item(let i)?: return i
            default: return nil
            }
        }
        let attributes = values.filter { $0.label == "attribute" }.map(\.value)
        guard let first = item(values.first { $0.label == "item" }?.value), attributes.count == 2,
              case .member(let a1) = attributes[0], let attribute1 = Self.legacyAttribute(a1),
              case .member(let relationName)? = values.first(where: { $0.label == "relatedBy" })?.value else {
            decide(views: values.flatMap(\.value.views), because: "line \(position.line) makes a constraint this reader does not follow")
            return .unknown(views: values.flatMap(\.value.views))
        }
        let relation: LayoutRelation = relationName == "lessThanOrEqual" ? .lessThanOrEqual : relationName == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
        var second: (item: CodeItem, attribute: Attribute)? = nil
        if let other = item(values.first { $0.label == "toItem" }?.value), case .member(let a2) = attributes[1], let attribute2 = Self.legacyAttribute(a2) {
            second = (other, attribute2)
        }
        // A multiplier or constant the reader cannot see was taken as 1 and 0 without a word, so
        // an issue could rest on a number nobody wrote: a constant is estimated as an anchor's
        // is (`constant: Spacing.large`, `view.frame.width / 25`), anything else is left to code.
        let multiplierValue = values.first { $0.label == "multiplier" }?.value
        let constantValue = values.first { $0.label == "constant" }?.value
        var constant: (value: Double, estimated: Bool)? = (0, false)
        if let constantValue { constant = constantEstimate(constantValue) }
        guard let constant, multiplierValue == nil || multiplierValue?.number != nil else {
            let touched = values.flatMap(\.value.views)
            decide(views: touched, because: "line \(position.line) makes a constraint from values known only at run time")
            return .unknown(views: touched)
        }
        var constraint = CodeConstraint(first: (first, attribute1), relation: relation, second: second, position: position)
        constraint.multiplier = multiplierValue?.number ?? 1
        constraint.constant = constant.value
        constraint.isHeldByCode = constant.estimated
        constraint.usesUnknownValue = constant.estimated
        constraints.append(constraint)
        return .constraint(constraints.count - 1)
    }

    /// `.top`, `.leadingMargin`… as `NSLayoutConstraint.Attribute` names them.
    static func legacyAttribute(_ name: String) -> Attribute? {
        Attribute.allCases.first { "\($0)" == name }
    }

    /// `Type.method(…)`: `NSLayoutConstraint.activate`, `UIFont.systemFont`, `UIImage(named:)`.
    mutating func callStatic(_ typeName: String, _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        let values = arguments.map { evaluate($0.value) }
        if typeName == "NSLayoutConstraint", name == "constraints", let made = visualFormatConstraints(arguments, values, at: position) {
            return made
        }
        switch (typeName, name) {
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            setActive(values.first ?? .none, name == "activate")
            return .none
        case ("UIFont", _):
            return font(name, arguments, values)
        case ("UIImage", _):
            return .image
        case ("UIView", "animate"), ("UIView", "performWithoutAnimation"), ("UIView", "transition"):
            // The closure runs (without animation, the end state is what layout sees).
            for case .closure(let closure) in values { _ = call(closure, with: []) }
            return .none
        default:
            let touched = values.flatMap(\.views)
            decideClosureViews(values, calledBy: "\(typeName).\(name)", at: position)
            decide(views: touched, because: "`\(typeName).\(name)(…)` (line \(position.line)) receives it, and this reader does not follow that function")
            return .unknown(views: touched)
        }
    }

    /// A font's point size from `UIFont.systemFont(ofSize:weight:)`, `.boldSystemFont`, `.preferredFont(forTextStyle:)`.
    func font(_ name: String, _ arguments: [SwiftArgument], _ values: [CodeValue]) -> CodeValue {
        let styles: [String: Double] = [
            "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
            "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
        if name == "preferredFont", case .member(let style)? = values.first { return styles[style].map { .font($0, bold: style == "headline") } ?? .unknown(views: []) }
        guard let size = values.first?.number else { return .unknown(views: []) }
        var bold = name.hasPrefix("bold")
        if let weight = arguments.firstIndex(where: { $0.label == "weight" }), case .member(let w) = values[weight] {
            bold = ["bold", "semibold", "heavy", "black"].contains(w)
        }
        return .font(size, bold: bold)
    }

    /// Activates or deactivates constraints (one, an array, or SnapKit's).
    mutating func setActive(_ value: CodeValue, _ active: Bool) {
        switch value {
        case .constraint(let c) where c < constraints.count:
            constraints[c].isActive = active
        case .array(let elements):
            for element in elements { setActive(element, active) }
        case .snapConstraints(let list):
            for c in list where c < constraints.count { constraints[c].isActive = active }
        default:
            break
        }
    }

    /// `receiver.name(arguments)`.
    mutating func callMethod(on receiver: CodeValue, _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        switch receiver {
        case .view(let v):
            // The Then library's `UILabel().then { $0.text = … }` (and `.do { … }`): the closure
            // configures the view it receives, and `then` returns that view.
            if name == "then" || name == "do", arguments.count == 1, case .closure(let closure) = evaluate(arguments[0].value) {
                _ = call(closure, with: [.view(v)])
                return name == "then" ? .view(v) : .none
            }
            if let value = callOnView(v, name, arguments, at: position) { return value }
            if let method = Self.matching(extensionMethods, name, arguments) {
                return runExtension(method, on: v, arguments.map { ($0.label, evaluate($0.value)) })
            }
        case .anchor(let item, let attribute):
            return constraint(from: (item, attribute), name, arguments, at: position)
        case .array(let elements):
            return callOnArray(elements, name, arguments, at: position)
        case .snap(let item, let attributes):
            if case .view(let v) = item, attributes == nil { return snapCall(on: v, name, arguments, at: position) }
        case .snapMaker(let view, let attributes):
            return snapRelation(view: view, attributes: attributes, name, arguments, at: position)
        case .snapConstraints(let list):
            return snapModifier(list, name, arguments)
        case .constraint(let c):
            // `constraint.withPriority(…)`, `.priority(…)`: helpers of the app's own.
            if name.lowercased().contains("priority"), let p = arguments.first.map({ evaluate($0.value) }) {
                if let value = p.number ?? (p.memberName.flatMap(Self.namedPriority)) {
                    constraints[c].priority = value
                    return .constraint(c)
                }
            }
            if name == "isActive" { return .constraint(c) }
            constraints[c].isHeldByCode = true
            return .constraint(c)
        default:
            break
        }
        let values = arguments.map { evaluate($0.value) }
        let touched = receiver.views + values.flatMap(\.views)
        decideClosureViews(values, calledBy: name, at: position)
        if case .view = receiver, Self.harmlessViewMethods.contains(name) { return .none }
        // Sublayers, animations, masks: drawing, not layout.
        if case .layer = receiver { return .none }
        if activatesByName(name, values) {
            // `view.constrain([...])`: the helper also turns off the view's autoresizing constraints.
            if case .view(let v) = receiver { views[v].translatesAutoresizingMask = false }
            return .none
        }
        if name.hasPrefix("add") || name.hasPrefix("insert") {
            // A view the file makes, added by a method of its own (`addArrangedSubviews(a, b)`),
            // goes where the reader sees; another receiver is one the reader does not see.
            let how: String
            if case .view(let r) = receiver, r < views.count {
                how = "is added to \"\(views[r].name)\" by `\(name)(…)` (line \(position.line)), code this reader does not follow"
            } else {
                how = "is added by `\(name)(…)` (line \(position.line)) to a view this reader does not see"
            }
            for case .view(let v) in values where views[v].superview == nil { views[v].addedToUnseenView = how }
        }
        if case .type("Self") = receiver, Self.harmlessControllerMethods.contains(name) { return .none }
        decide(views: touched, because: "`\(name)(…)` (line \(position.line)) is code this reader does not follow")
        if !touched.isEmpty { skipped.append((position, "\(name)(…)")) }
        return .unknown(views: touched)
    }

    /// UIView and UIControl methods that do not change what layout computes.
    static let harmlessViewMethods: Set<String> = [
        "addTarget", "removeTarget", "addGestureRecognizer", "removeGestureRecognizer", "setTitleColor", "layoutIfNeeded",
        "setNeedsLayout", "setNeedsDisplay", "bringSubviewToFront", "sendSubviewToBack", "register", "reloadData",
        "addInteraction", "setBackgroundImage", "setTitleShadowColor", "addAction", "startAnimating", "stopAnimating",
        "sizeToFit", "setContentOffset", "scrollRectToVisible", "flashScrollIndicators", "becomeFirstResponder",
        "resignFirstResponder", "setValue", "setOn", "setProgress", "insertSegment", "setEnabled", "layoutSubviews",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "dequeueReusableCell", "selectRow", "setAccessibilityIdentifier",
    ]

    /// Controller methods a setup calls that do not touch its views' layout.
    /// The layer properties that move or size the view (the rest of a layer is drawing).
    static let layerGeometry: Set<String> = ["frame", "bounds", "position", "anchorPoint", "transform", "sublayerTransform"]

    static let harmlessControllerMethods: Set<String> = ["addChild", "didMove", "setNeedsStatusBarAppearanceUpdate", "navigationItem"]

    /// View methods that build the layout: the hierarchy, guides, spacing, priorities, titles.
    mutating func callOnView(_ v: Int, _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue? {
        let values = arguments.map { evaluate($0.value) }
        func viewArgument(_ k: Int) -> Int? {
            guard k < values.count else { return nil }
            if case .view(let a) = values[k] { return a }
            return materialize(arguments[k].value, values[k], at: position)
        }
        switch name {
        case "addSubview", "insertSubview":
            guard let child = viewArgument(0) else { return nil }
            addSubview(child, to: v)
            if arguments.count > 1, activatesByName("activate", Array(values.dropFirst())) {
                // `addSubview(child, with: [constraints])`, a helper of the app's: it activates
                // them and turns the child's autoresizing constraints off, as such helpers do.
                views[child].translatesAutoresizingMask = false
            }
            return CodeValue.none
        case "addSubviews", "addArrangedSubviews":
            // A helper of the app's own (an extension in another file) named for what it does:
            // each view it receives, listed or in an array, is added (arranged, for the second).
            // Defined in this file, its own code runs instead.
            guard Self.matching(extensionMethods, name, arguments) == nil else { return nil }
            if name == "addArrangedSubviews", views[v].kind != .stackView { return nil }
            var children: [Int] = []
            for (k, value) in values.enumerated() {
                switch value {
                case .array(let elements):
                    for element in elements {
                        guard case .view(let child) = element else { return nil }
                        children.append(child)
                    }
                default:
                    guard let child = viewArgument(k) else { return nil }
                    children.append(child)
                }
            }
            guard !children.isEmpty else { return nil }
            for child in children {
                if name == "addArrangedSubviews" {
                    addArranged(child, to: v)
                } else {
                    addSubview(child, to: v)
                    views[child].addedByHelper = true
                }
            }
            return CodeValue.none
        case "addArrangedSubview", "insertArrangedSubview":
            guard let child = viewArgument(0) else { return nil }
            var index: Int? = nil
            if name == "insertArrangedSubview", values.count > 1, let at = values[1].number.flatMap(Self.count) { index = at }
            addArranged(child, to: v, at: index)
            return CodeValue.none
        case "removeArrangedSubview":
            guard let child = viewArgument(0) else { return nil }
            views[v].arranged.removeAll { $0 == child }
            return CodeValue.none
        case "removeFromSuperview":
            if let parent = views[v].superview {
                views[parent].subviews.removeAll { $0 == v }
                views[parent].arranged.removeAll { $0 == v }
                views[v].superview = nil
            }
            return CodeValue.none
        case "addLayoutGuide":
            guard case .item(.customGuide(let g))? = values.first, g < guideOwners.count else { return nil }
            guideOwners[g] = v
            views[v].guides.append(g)
            return CodeValue.none
        case "setCustomSpacing":
            guard values.count == 2, let spacing = values[0].number, case .view(let after) = values[1] else { return nil }
            views[v].customSpacingAfter[after] = spacing
            return CodeValue.none
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard values.count == 2, let priority = priorityValue(values[0]), case .member(let axisName) = values[1] else { return nil }
            let axis: Axis = axisName == "vertical" ? .vertical : .horizontal
            if name == "setContentHuggingPriority" { views[v].hugging[axis] = priority } else { views[v].compression[axis] = priority }
            return CodeValue.none
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            // The old way to activate and deactivate (the view they are added to does not matter).
            for value in values { setActive(value, name.hasPrefix("add")) }
            return CodeValue.none
        case "setTitle":
            views[v].text = .some(values.first.flatMap { if case .string(let s) = $0 { return s } else { return nil } })
            return CodeValue.none
        case "setAttributedTitle":
            views[v].text = .some(nil)
            return CodeValue.none
        case "setImage":
            views[v].hasImage = true
            views[v].decide("its image is set in code; its size is the image's")
            return CodeValue.none
        case "snp":
            return nil
        default:
            return nil
        }
    }

    /// A value used as a view that the reader could not evaluate (made by a factory of the
    /// app's): a view whose code decides everything about it, named after the expression.
    mutating func materialize(_ expression: SwiftExpression, _ value: CodeValue, at position: SourcePosition) -> Int? {
        switch value {
        case .unknown, .none: break
        default: return nil
        }
        var name: String?
        switch expression {
        case .name(let n, _): name = n
        case .member(.name("self", _), let n, _): name = n
        default: name = nil
        }
        guard let name else { return nil }
        views.append(CodeView(name: name, kind: .view, customClass: nil, position: expression.position ?? position))
        let v = views.count - 1
        views[v].decide(UIKitCodeSettlement.unknownClassReason)
        if lookUpWithoutEvaluating(name) != nil || !type.properties.contains(where: { $0.name == name }) {
            assignName(name, .view(v))
        } else {
            properties[name] = .view(v)
        }
        return v
    }

    mutating func addSubview(_ child: Int, to parent: Int) {
        guard child != parent, child > 0, !isAncestor(child, of: parent) else { return }
        if let old = views[child].superview {
            views[old].subviews.removeAll { $0 == child }
            if old != parent { views[old].arranged.removeAll { $0 == child } }
        }
        views[child].superview = parent
        views[parent].subviews.append(child)
    }

    mutating func addArranged(_ child: Int, to stack: Int, at index: Int? = nil) {
        guard child != stack, child > 0, !isAncestor(child, of: stack) else { return }
        addSubview(child, to: stack)
        // A stack view turns off the autoresizing constraints of what it arranges.
        views[child].translatesAutoresizingMask = false
        views[stack].arranged.removeAll { $0 == child }
        if let index, index >= 0, index <= views[stack].arranged.count {
            views[stack].arranged.insert(child, at: index)
        } else {
            views[stack].arranged.append(child)
        }
    }

    func isAncestor(_ candidate: Int, of view: Int) -> Bool {
        var current: Int? = view
        var hops = 0
        while let c = current, hops < 10_000 {
            if c == candidate { return true }
            current = views[c].superview
            hops += 1
        }
        return false
    }

    /// A whole number from 0 to a million (an index or a line count), nil for anything else.
    static func count(_ value: Double) -> Int? {
        value.isFinite && value >= 0 && value <= 1_000_000 ? Int(value) : nil
    }

    /// A priority from a number, `UILayoutPriority(…)` or a name (`.defaultHigh`), between 1
    /// and 1000 as UIKit requires (nil otherwise).
    func priorityValue(_ value: CodeValue) -> Double? {
        if let n = value.number { return n >= 1 && n <= 1000 ? n : nil }
        if case .member(let name) = value { return Self.namedPriority(name) }
        return nil
    }

    /// `anchor.constraint(equalTo: other, constant: 8)` and its relatives.
    mutating func constraint(from first: (CodeItem, Attribute), _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        let values = arguments.map { (label: $0.label, value: evaluate($0.value)) }
        func labelled(_ label: String) -> CodeValue? { values.first { $0.label == label }?.value }
        guard name == "constraint" || name.hasPrefix("constraint") else {
            decide(views: first.0.viewIndex.map { [$0] } ?? [], because: "`\(name)(…)` (line \(position.line)) is code this reader does not follow")
            return .unknown(views: first.0.viewIndex.map { [$0] } ?? [])
        }
        var relation = LayoutRelation.equal
        var second: (item: CodeItem, attribute: Attribute)? = nil
        let given = labelled("constant").flatMap(constantEstimate)
        var estimated = given?.estimated ?? false
        var constant = given?.value ?? 0
        var multiplier = labelled("multiplier")?.number ?? 1
        var known = true
        for (label, value) in values {
            guard let label else { continue }
            switch label {
            case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
                relation = label == "equalTo" ? .equal : label == "greaterThanOrEqualTo" ? .greaterThanOrEqual : .lessThanOrEqual
                if case .anchor(let item, let attribute) = value { second = (item, attribute) } else { known = false }
            case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
                relation = label == "equalToConstant" ? .equal : label == "greaterThanOrEqualToConstant" ? .greaterThanOrEqual : .lessThanOrEqual
                multiplier = 1
                if let n = value.estimatedNumber {
                    constant = n.value
                    estimated = estimated || n.estimated
                } else if case .screenLength(let attribute, let m, let c) = value, m > 0, [.width, .height].contains(first.1) {
                    // The screen's length is the root view's on every screen checked.
                    second = (.view(0), attribute)
                    multiplier = m
                    constant = c
                } else {
                    known = false
                }
            case "equalToSystemSpacingBelow", "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingBelow",
                 "greaterThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingAfter":
                relation = label.hasPrefix("equal") ? .equal : label.hasPrefix("greater") ? .greaterThanOrEqual : .lessThanOrEqual
                if case .anchor(let item, let attribute) = value { second = (item, attribute) } else { known = false }
                // UIKit's standard spacing between sibling views is 8 points.
                constant = 8 * (labelled("multiplier")?.number ?? 1)
                multiplier = 1
            case "constant":
                if given == nil { known = false }
            case "multiplier":
                if value.number == nil { known = false }
            default:
                known = false
            }
        }
        guard known else {
            let touched = (first.0.viewIndex.map { [$0] } ?? []) + values.flatMap(\.value.views)
            decide(views: touched, because: "line \(position.line) makes a constraint from values known only at run time")
            return .unknown(views: touched)
        }
        var made = CodeConstraint(first: (first.0, first.1), relation: relation, second: second, position: position)
        made.constant = constant
        made.multiplier = second == nil ? 1 : multiplier
        // A constant the reader cannot see: 8 points, and the constraint the app's to change.
        made.isHeldByCode = estimated
        made.usesUnknownValue = estimated
        constraints.append(made)
        return .constraint(constraints.count - 1)
    }

    /// `[a, b].forEach { … }`, `.forEach(view.addSubview)`, `.map { … }`.
    mutating func callOnArray(_ elements: [CodeValue], _ name: String, _ arguments: [SwiftArgument], at position: SourcePosition) -> CodeValue {
        switch name {
        case "forEach", "map", "compactMap", "flatMap":
            guard let argument = arguments.first?.value else { return .unknown(views: elements.flatMap(\.views)) }
            var results: [CodeValue] = []
            if case .closure(let closure) = argument {
                for element in elements { results.append(call(closure, with: [element])) }
            } else if case .member(let base, let method, let p) = argument {
                // `forEach(view.addSubview)`: each element passed to the method.
                let receiver = evaluate(base)
                for element in elements { results.append(callMethodWithValue(on: receiver, method, element, at: p)) }
            } else {
                decide(views: elements.flatMap(\.views), because: "line \(position.line) passes it to code this reader does not follow")
                return .unknown(views: elements.flatMap(\.views))
            }
            if name == "flatMap" { return .array(results.flatMap { if case .array(let a) = $0 { return a } else { return [$0] } }) }
            return name == "forEach" ? .none : .array(results)
        case "[]":
            guard let index = arguments.first.map({ evaluate($0.value) })?.number.flatMap(Self.count), index < elements.count else {
                return .unknown(views: elements.flatMap(\.views))
            }
            return elements[index]
        case "enumerated" where arguments.isEmpty:
            // `(offset, element)` pairs, as `for (index, item) in items.enumerated()` reads them.
            return .array(elements.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
        case "reversed" where arguments.isEmpty:
            return .array(elements.reversed())
        case "append", "contains", "first", "last", "enumerated", "reversed", "count", "isEmpty", "filter":
            return .unknown(views: [])
        default:
            decide(views: elements.flatMap(\.views), because: "`\(name)(…)` (line \(position.line)) is code this reader does not follow")
            return .unknown(views: elements.flatMap(\.views))
        }
    }

    /// `receiver.method(value)` for an already evaluated argument (`forEach(stack.addArrangedSubview)`).
    mutating func callMethodWithValue(on receiver: CodeValue, _ method: String, _ value: CodeValue, at position: SourcePosition) -> CodeValue {
        scopes.append(["$argument": value])
        defer { scopes.removeLast() }
        return callMethod(on: receiver, method, [SwiftArgument(label: nil, value: .name("$argument", position))], at: position)
    }

    /// `receiver.name = value` (and `+=`): the properties layout reads.
    mutating func setProperty(_ name: String, of receiver: CodeValue, _ op: String, _ value: CodeValue, at position: SourcePosition) {
        switch receiver {
        case .constraint(let c) where c < constraints.count:
            switch name {
            case "isActive":
                if case .boolean(let on) = value { constraints[c].isActive = on } else { constraints[c].isHeldByCode = true }
            case "priority":
                if let p = priorityValue(value) { constraints[c].priority = p } else { constraints[c].isHeldByCode = true }
            case "constant":
                if let n = value.number, op == "=" { constraints[c].constant = n } else { constraints[c].isHeldByCode = true }
            case "identifier":
                break
            default:
                constraints[c].isHeldByCode = true
            }
        case .view(let v):
            setViewProperty(v, name, op, value, at: position)
        case .layer(let v):
            // A layer's geometry is the view's frame; the rest (corner radius, border, shadow,
            // masks) is drawing.
            if SwiftSetupEvaluator.layerGeometry.contains(name) {
                views[v].decide("its layer's `\(name)` is set in code (line \(position.line))")
            }
        case .type("Self"):
            // Controller properties (`title`, `navigationItem`…): not layout.
            break
        case .array(let elements):
            for element in elements { setProperty(name, of: element, op, value, at: position) }
        default:
            decide(views: receiver.views, because: "line \(position.line) sets `\(name)` on it in a way this reader does not follow")
        }
    }

    mutating func setViewProperty(_ v: Int, _ name: String, _ op: String, _ value: CodeValue, at position: SourcePosition) {
        func flag() -> Bool? { if case .boolean(let b) = value { return b } else { return nil } }
        func unknown() { views[v].decide("its `\(name)` is set to a value known only at run time (line \(position.line))") }
        switch name {
        case "translatesAutoresizingMaskIntoConstraints":
            views[v].translatesAutoresizingMask = flag()
        case "text", "attributedText", "title", "placeholder":
            if case .string(let s) = value, name != "placeholder" || views[v].text == nil { views[v].text = .some(s) } else if name != "placeholder" { views[v].text = .some(nil) }
        case "font":
            if case .font(let size, let bold) = value { views[v].font = (size, bold) } else { views[v].font = nil; views[v].text = views[v].text.map { _ in nil } ?? .some(nil) }
        case "numberOfLines":
            if let n = value.number.flatMap(Self.count) { views[v].numberOfLines = n } else { unknown() }
        case "axis":
            if case .member(let a) = value { views[v].stack.axis = a == "vertical" ? .vertical : .horizontal } else { unknown() }
        case "spacing":
            if let n = value.estimatedNumber { views[v].stack.spacing = n.value } else { unknown() }
        case "alignment":
            if case .member(let a) = value, let alignment = StackAlignment(rawValue: a == "top" ? "leading" : a == "bottom" ? "trailing" : a) {
                views[v].stack.alignment = alignment
            } else if views[v].kind == .stackView { unknown() }
        case "distribution":
            if case .member(let d) = value, let distribution = StackDistribution(rawValue: d) { views[v].stack.distribution = distribution } else { unknown() }
        case "isLayoutMarginsRelativeArrangement":
            views[v].stack.isLayoutMarginsRelativeArrangement = flag() ?? false
        case "isBaselineRelativeArrangement":
            views[v].stack.isBaselineRelativeArrangement = flag() ?? false
        case "isHidden":
            if let b = flag() { views[v].isHidden = b } else { unknown() }
        case "alpha":
            break
        case "layoutMargins", "directionalLayoutMargins":
            if case .insets(let insets) = value { views[v].layoutMargins = insets } else { unknown() }
        case "insetsLayoutMarginsFromSafeArea":
            views[v].insetsLayoutMarginsFromSafeArea = flag() ?? true
        case "clipsToBounds":
            views[v].clipsToBounds = flag() ?? false
        case "contentInsetAdjustmentBehavior":
            if case .member(let b) = value, let behavior = ContentInsetAdjustmentBehavior(rawValue: b) { views[v].scroll.contentInsetAdjustmentBehavior = behavior }
        case "isPagingEnabled":
            views[v].scroll.isPagingEnabled = flag() ?? false
        case "contentInset":
            if case .insets(let insets) = value { views[v].scroll.contentInset = insets } else { unknown() }
        case "alwaysBounceVertical":
            views[v].scroll.alwaysBounceVertical = flag() ?? false
        case "alwaysBounceHorizontal":
            views[v].scroll.alwaysBounceHorizontal = flag() ?? false
        case "bounces":
            views[v].scroll.bounces = flag() ?? true
        case "isScrollEnabled":
            views[v].scroll.isScrollEnabled = flag() ?? true
        case "borderStyle":
            if case .member(let style) = value { views[v].hasRoundedBorder = style == "roundedRect" }
        case "image":
            if case .none = value { views[v].hasImage = false } else {
                views[v].hasImage = true
                views[v].decide("its image is set in code; its size is the image's")
            }
        case "contentSize":
            views[v].decide("the app sets its `contentSize` in code (line \(position.line)); with Auto Layout the constraints decide it and overwrite that value")
        case "frame" where op == "=", "center" where op == "=":
            // A frame the file spells out, or computes from the screen's size, is where UIKit
            // puts a view that keeps its autoresizing constraints (and nothing, for one that turns
            // them off); the layout builder decides which it is.
            views[v].frameLine = position.line
            if !views[v].placeFrame(value, isCenter: name == "center") {
                views[v].decide("its `\(name)` is set in code (line \(position.line))")
            }
        case "frame", "bounds", "center", "transform":
            views[v].decide("its `\(name)` is set in code (line \(position.line))")
        case "contentMode", "backgroundColor", "textColor", "tintColor", "textAlignment", "lineBreakMode", "delegate", "dataSource",
             "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "keyboardDismissMode", "isUserInteractionEnabled",
             "adjustsFontForContentSizeCategory", "accessibilityLabel", "accessibilityIdentifier", "isAccessibilityElement",
             "tag", "layer", "isOpaque", "backgroundView", "separatorStyle", "estimatedRowHeight", "rowHeight", "isEditable",
             "isSelectable", "keyboardType", "returnKeyType", "autocapitalizationType", "autocorrectionType", "isSecureTextEntry",
             "minimumScaleFactor", "adjustsFontSizeToFitWidth", "refreshControl", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
             "decelerationRate", "accessibilityTraits", "overrideUserInterfaceStyle", "semanticContentAttribute", "preservesSuperviewLayoutMargins",
             "cornerRadius", "masksToBounds", "hidesWhenStopped", "onTintColor", "thumbTintColor", "minimumValue", "maximumValue",
             "value", "isOn", "selectedSegmentIndex", "currentPage", "numberOfPages", "pageIndicatorTintColor",
             "currentPageIndicatorTintColor", "isEnabled", "contentHorizontalAlignment", "contentVerticalAlignment",
             "textContainerInset", "allowsSelection", "keyboardAppearance", "clearButtonMode", "leftView", "rightView",
             "leftViewMode", "rightViewMode", "scrollsToTop", "indicatorStyle", "style", "color", "effect", "progressTintColor",
             "trackTintColor", "progress", "maximumZoomScale", "minimumZoomScale", "zoomScale":
            break
        default:
            // A property the reader does not model; layout is unaffected unless it is one of
            // the app's own that lays the view out.
            if views[v].customClass != nil { views[v].decide("its `\(name)` is set, and its class decides what that does (line \(position.line))") }
        }
    }
}

extension CodeValue {
    /// The name of an enumeration case value (`.defaultHigh`).
    var memberName: String? { if case .member(let name) = self { return name } else { return nil } }
}
