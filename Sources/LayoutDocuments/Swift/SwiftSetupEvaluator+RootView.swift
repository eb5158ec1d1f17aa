// A view controller's `loadView` often builds a view and then makes it the controller's view
// (`self.view = scrollView`, or `view = scrollView` with no local of that name): from then on
// that view is the root. What the code did to it before (its subviews, its constraints, its
// guides, its properties) is the root's, and every name that holds it now holds the root.

extension SwiftSetupEvaluator {
    /// Makes view `v` (built by the setup, in no hierarchy yet) the controller's root view.
    mutating func makeRoot(_ v: Int) {
        guard isController, v > 0, v < views.count, views[v].superview == nil else { return }
        var root = views[v]
        root.subviews = views[0].subviews + views[v].subviews.filter { !views[0].subviews.contains($0) }
        root.guides = views[0].guides + views[v].guides
        if let reason = views[0].decidedByCode { root.decide(reason) }
        views[0] = root
        // The old record at `v` is left empty: nothing names it any more.
        views[v] = CodeView(name: views[v].name, kind: .view, position: views[v].position)
        for child in views[0].subviews { views[child].superview = 0 }
        for index in views.indices {
            views[index].arranged = views[index].arranged.map { $0 == v ? 0 : $0 }
        }
        for guide in guideOwners.indices where guideOwners[guide] == v { guideOwners[guide] = 0 }
        for index in constraints.indices {
            constraints[index].first.item = constraints[index].first.item.replacingView(v, with: 0)
            if let second = constraints[index].second {
                constraints[index].second = (second.item.replacingView(v, with: 0), second.attribute)
            }
            if constraints[index].snapOwner == v { constraints[index].snapOwner = 0 }
        }
        for index in scopes.indices {
            for (name, value) in scopes[index] { scopes[index][name] = value.replacingView(v, with: 0) }
        }
        for (name, value) in properties { properties[name] = value.replacingView(v, with: 0) }
        returned = returned?.replacingView(v, with: 0)
        extensionReceivers = extensionReceivers.map { $0 == v ? 0 : $0 }
        properties["view"] = .view(0)
    }
}

extension CodeItem {
    /// The item, with view `old` read as view `new`.
    func replacingView(_ old: Int, with new: Int) -> CodeItem {
        switch self {
        case .view(old): return .view(new)
        case .safeArea(old): return .safeArea(new)
        case .layoutMargins(old): return .layoutMargins(new)
        case .readableContent(old): return .readableContent(new)
        case .contentGuide(old): return .contentGuide(new)
        case .frameGuide(old): return .frameGuide(new)
        default: return self
        }
    }
}

extension CodeValue {
    /// The value, with view `old` read as view `new` wherever it appears.
    func replacingView(_ old: Int, with new: Int) -> CodeValue {
        switch self {
        case .view(old): return .view(new)
        case .layer(old): return .layer(new)
        case .legacyGuide(old, let top): return .legacyGuide(new, top: top)
        case .legacyGuideSnap(old, let top): return .legacyGuideSnap(new, top: top)
        case .item(let item): return .item(item.replacingView(old, with: new))
        case .anchor(let item, let attribute): return .anchor(item.replacingView(old, with: new), attribute)
        case .array(let values): return .array(values.map { $0.replacingView(old, with: new) })
        case .dictionary(let keys, let values): return .dictionary(keys: keys, values: values.map { $0.replacingView(old, with: new) })
        case .snap(let item, let attributes): return .snap(item.replacingView(old, with: new), attributes)
        case .snapMaker(old, let attributes): return .snapMaker(view: new, attributes: attributes)
        case .unknown(let views): return .unknown(views: views.map { $0 == old ? new : $0 })
        default: return self
        }
    }
}
