import ScrollLayout

// Constraints, the root's safe area and legacy guides, and intrinsic sizes of a scene.

extension IBSceneBuilder {
    /// One `<constraint>`: nil when it is not installed (a variation excludes it, or it names a
    /// view that is not installed). A placeholder (removed at build time) is kept, marked, and
    /// active only when the document is read as Interface Builder solved it.
    func constraint(_ element: IBElement, owner: String) throws(DocumentError) -> LayoutConstraint? {
        let id = element["id"] ?? "constraint-\(element.position.line)"
        if excluded.contains(id) { return nil }
        let isPlaceholder = element.flag("placeholder")
        guard let firstName = element["firstAttribute"] else {
            throw invalid("the constraint has no firstAttribute", at: element, objectID: id)
        }
        let firstID = element["firstItem"] ?? owner
        guard let first = try item(firstID, in: element, constraintID: id) else { return nil }
        let firstAttribute = try attribute(firstName, of: firstID, in: element, constraintID: id)
        var second: Anchor? = nil
        var secondID: String? = nil
        if let secondItem = element["secondItem"] {
            guard let secondName = element["secondAttribute"] else {
                throw invalid("the constraint has a secondItem but no secondAttribute", at: element, objectID: id)
            }
            guard let item = try item(secondItem, in: element, constraintID: id) else { return nil }
            second = Anchor(item, try attribute(secondName, of: secondItem, in: element, constraintID: id))
            secondID = secondItem
        }
        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal"?: relation = .equal
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?: throw invalid("unknown relation \"\(other)\"", at: element, objectID: id)
        }
        let multiplier = try self.multiplier(element["multiplier"], in: element, constraintID: id)
        var constant = element.number("constant") ?? 0
        if element["constant"] == nil, element.flag("symbolic") {
            // Xcode's standard spacing: 20 to the superview's edge, 8 between siblings.
            let parentOfFirst = elements[firstID]?.parent
            let parentOfSecond = secondID.flatMap { elements[$0]?.parent }
            constant = (secondID == parentOfFirst || firstID == parentOfSecond) ? 20 : 8
        }
        if let override = constantOverrides[id] { constant = override }
        let priorityValue = element.number("priority") ?? 1000
        guard priorityValue >= 1, priorityValue <= 1000 else {
            throw invalid("priority \(formatNumber(priorityValue)) is outside 1...1000", at: element, objectID: id)
        }
        var constraint = LayoutConstraint(Anchor(first, firstAttribute), relation, second, multiplier: multiplier, constant: constant,
                                          priority: Priority(Float(priorityValue)), identifier: element["identifier"],
                                          isActive: !isPlaceholder || context.placeholders == .kept,
                                          origin: .interfaceBuilder(path: path, objectID: id, line: element.position.line, column: element.position.column))
        constraint.isPlaceholder = isPlaceholder
        // A constraint the app holds through an outlet is one its code changes.
        constraint.isChangedByCode = context.outletTargets.contains(id)
        return constraint
    }

    /// The item an object id names: a view, a layout guide, or nil for a view not installed.
    func item(_ id: String, in element: IBElement, constraintID: String) throws(DocumentError) -> LayoutItem? {
        if elements[id] != nil { return .view(id) }
        if let guide = guides[id] { return guide }
        if excluded.contains(id) { return nil }
        throw invalid("the constraint names \"\(id)\", which is not a view or layout guide of this scene", at: element, objectID: constraintID)
    }

    /// An attribute by its Interface Builder name, of the item with id `itemID`.
    func attribute(_ name: String, of itemID: String, in element: IBElement, constraintID: String) throws(DocumentError) -> Attribute {
        guard let attribute = Attribute(name: name) else {
            throw invalid("unknown attribute \"\(name)\"" + guideAsAttributeHint(name, of: itemID), at: element, objectID: constraintID)
        }
        return attribute
    }

    /// What to write instead when a guide's key is given as an attribute
    /// (`secondItem="<scroll view>" secondAttribute="contentLayoutGuide"`, which hand-written
    /// and generated documents contain and Interface Builder never writes): the guide is an item.
    func guideAsAttributeHint(_ name: String, of itemID: String) -> String {
        let kind: (label: String, matches: (LayoutItem) -> Bool)
        switch name {
        case "contentLayoutGuide": kind = ("content layout guide", { $0 == .contentLayoutGuide(itemID) })
        case "frameLayoutGuide": kind = ("frame layout guide", { $0 == .frameLayoutGuide(itemID) })
        case "safeArea", "safeAreaLayoutGuide": kind = ("safe area", { $0 == .safeArea(itemID) })
        default: return ""
        }
        let guideID = guides.filter { kind.matches($0.value) }.keys.sorted().first
        let guide = guideID.map { "\"\($0)\" (the \(kind.label) of \"\(itemID)\")" } ?? "the \(kind.label)'s own id"
        return ": a layout guide is an item, not an attribute; name \(guide) as the item, with an attribute such as top or width"
    }

    /// `0.5`, `16:9` or `1/3`.
    func multiplier(_ text: String?, in element: IBElement, constraintID: String) throws(DocumentError) -> Double {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator))
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite { return a / b }
            throw invalid("cannot read the multiplier \"\(text)\"", at: element, objectID: constraintID)
        }
        guard let value = Double(text), value.isFinite else { throw invalid("cannot read the multiplier \"\(text)\"", at: element, objectID: constraintID) }
        return value
    }

    // MARK: Safe area and legacy guides

    /// The root's safe-area insets (and legacy guide lengths): read from the stored frames of
    /// views pinned to them (their alignment rectangles: the stored frame less
    /// `alignmentInsets`), the most common value per edge; otherwise the device's defaults.
    func inferSafeArea(constraints: [LayoutConstraint], rootID: String, rootSize: Size,
                       alignmentInsets: [String: EdgeInsets] = [:]) -> (EdgeInsets, String) {
        var votes: [Edge: [Double: Int]] = [:]
        func vote(_ edge: Edge, _ value: Double) {
            let rounded = (value * 100).rounded() / 100
            votes[edge, default: [:]][rounded, default: 0] += 1
        }
        for constraint in constraints where constraint.relation == .equal && constraint.multiplier == 1 && constraint.priority.isRequired {
            guard let second = constraint.second else { continue }
            for (guideSide, viewSide, sign) in [(second, constraint.first, 1.0), (constraint.first, second, -1.0)] {
                guard case .view(let viewID) = viewSide.item, let stored = absoluteFrames[viewID],
                      !misplaced.contains(viewID), !ambiguous.contains(viewID), !hiddenArranged.contains(viewID),
                      let viewValue = position(viewSide.attribute, of: stored.inset(by: alignmentInsets[viewID] ?? .zero))
                else { continue }
                // first = second + c: the guide's edge is view − c (guide second) or view + c (guide first).
                let guideValue = viewValue - sign * constraint.constant
                switch guideSide.item {
                case .safeArea(let owner) where owner == rootID:
                    switch guideSide.attribute {
                    case .top: vote(.top, guideValue)
                    case .bottom: vote(.bottom, rootSize.height - guideValue)
                    case .leading, .left: vote(.left, guideValue)
                    case .trailing, .right: vote(.right, rootSize.width - guideValue)
                    default: break
                    }
                case .guide(let id) where legacyGuides[id] == "top" && guideSide.attribute == .bottom:
                    vote(.top, guideValue)
                case .guide(let id) where legacyGuides[id] == "bottom" && guideSide.attribute == .top:
                    vote(.bottom, rootSize.height - guideValue)
                default: break
                }
            }
        }
        let fallback = defaultInsets(rootSize: rootSize)
        var insets = fallback
        var found: [String] = []
        for edge in Edge.allCases {
            guard let best = votes[edge]?.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) else { continue }
            insets[edge] = max(0, best.key)
            found.append(edge.rawValue)
        }
        let source = found.isEmpty ? "defaults for \(context.deviceID ?? "the canvas")"
            : "from views pinned to it (\(found.joined(separator: ", "))), defaults elsewhere"
        return (insets, source)
    }

    /// An attribute's coordinate in a stored frame (left to right, as Interface Builder stores
    /// frames), read through the engine's one attribute table; nil for the sizes and for margins
    /// (inset from the frame by what the file may not say).
    func position(_ attribute: Attribute, of frame: Rect) -> Double? {
        attribute.isMargin ? nil : RectPart(attribute, direction: .leftToRight).coordinate(in: frame)
    }

    /// The device's status bar and home indicator, plus simulated bars, when no view tells.
    func defaultInsets(rootSize: Size) -> EdgeInsets {
        if root.view["key"] == IBElement.titleBarKey { return .zero }
        var top = context.device?.statusBar ?? 20, bottom = context.device?.homeIndicator ?? 0
        if let controller = root.controller {
            // A freeform canvas simulates no status bar.
            if controller.child("freeformSimulatedSizeMetrics") != nil { top = 0; bottom = 0 }
            let id = controller["id"] ?? ""
            if controller.child("simulatedNavigationBarMetrics") != nil || controller.child("navigationItem") != nil
                || context.containment.underNavigationBar.contains(id) { top += 44 }
            if controller.child("simulatedTabBarMetrics") != nil || context.containment.aboveTabBar.contains(id) { bottom += 49 }
            if controller.children.contains(where: { $0.name == "simulatedStatusBarMetrics" && $0["statusBarStyle"] == "none" }) { top -= 20 }
        } else if root.view["key"] == nil, let id = context.deviceID, id.hasPrefix("retina") || id.hasPrefix("ipad") {
            // A xib's top-level view: a screen's insets only if it is as tall as a screen.
            if rootSize.height < 480 { return .zero }
        }
        return EdgeInsets(top: max(0, top), left: 0, bottom: bottom, right: 0)
    }

    /// A legacy top guide runs from the root's top for the top inset; a bottom guide ends at
    /// the root's bottom and is the bottom inset tall. Read as the app runs (placeholders
    /// removed), their lengths are the root's safe-area insets on every screen, as UIKit makes
    /// them since iOS 11 (the status bar and the bars shown above, the home indicator and the
    /// bars shown below); read as Interface Builder drew the document, they are the lengths
    /// its stored frames show.
    func legacyGuideConstraints(rootID: String, insets: EdgeInsets, rootSize: Size) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let root = LayoutItem.view(rootID)
        let followsSafeArea = context.placeholders == .removed
        for (id, type) in legacyGuides.sorted(by: { $0.key < $1.key }) {
            let guide = LayoutItem.guide(id)
            func make(_ a: Attribute, _ second: Anchor?, _ constant: Double) -> LayoutConstraint {
                LayoutConstraint(Anchor(guide, a), .equal, second, constant: constant,
                                 origin: .generated(.legacyLayoutGuide(guide: id, a)))
            }
            result.append(make(.leading, Anchor(root, .leading), 0))
            result.append(make(.width, Anchor(root, .width), 0))
            if type == "top" {
                result.append(make(.top, Anchor(root, .top), 0))
                result.append(followsSafeArea ? make(.bottom, Anchor(.safeArea(rootID), .top), 0) : make(.height, nil, insets.top))
            } else {
                result.append(make(.bottom, Anchor(root, .bottom), 0))
                result.append(followsSafeArea ? make(.top, Anchor(.safeArea(rootID), .bottom), 0) : make(.height, nil, insets.bottom))
            }
        }
        return result
    }

    /// The bars the scene's controller sits under at run time: a navigation bar when the
    /// document simulates one, gives the scene a navigation item, or a navigation controller
    /// shows it (large titles when that controller's bar prefers them and the scene's item does
    /// not refuse them); a tab bar when simulated or a tab bar controller holds it; a toolbar
    /// when simulated; the status bar hidden when simulated so. An embedded controller's view
    /// and a xib's view have none.
    /// A bar the document does not name but its stored frames show (views pinned to the safe
    /// area or a legacy guide 44 points below the status bar: a navigation bar Interface
    /// Builder inferred from how the scene is shown) counts too.
    func sceneBars(shownBy insets: EdgeInsets, rootSize: Size) -> ScreenBars {
        guard let controller = root.controller, !context.containment.embedded.contains(controller["id"] ?? "") else { return .none }
        let id = controller["id"] ?? ""
        var bars = ScreenBars()
        let status = controller.child("freeformSimulatedSizeMetrics") == nil ? (context.device?.statusBar ?? 20) : 0
        let shownTop = insets.top - status, shownBottom = insets.bottom - (context.device?.homeIndicator ?? 0)
        func near(_ value: Double, _ target: Double) -> Bool { abs(value - target) <= 1.5 }
        if near(shownTop, 44) { bars.top = .navigationBar } else if near(shownTop, 96) { bars.top = .largeTitles }
        if near(shownBottom, 49) { bars.bottom = .tabBar } else if near(shownBottom, 44) { bars.bottom = .toolbar }
        let item = controller.child("navigationItem")
        if controller.child("simulatedNavigationBarMetrics") != nil || item != nil || context.containment.underNavigationBar.contains(id) {
            let mode = item?["largeTitleDisplayMode"]
            let large = mode == "always" || (mode != "never" && context.containment.underLargeTitleBar.contains(id))
            bars.top = large || bars.top == .largeTitles ? .largeTitles : .navigationBar
        }
        if controller.child("simulatedTabBarMetrics") != nil || context.containment.aboveTabBar.contains(id) {
            bars.bottom = .tabBar
        } else if controller.child("simulatedToolbarMetrics") != nil {
            bars.bottom = .toolbar
        }
        bars.statusBarHidden = controller.children.contains { $0.name == "simulatedStatusBarMetrics" && $0["statusBarStyle"] == "none" }
        return bars
    }

    /// The root's safe-area insets as the app runs on the document's own device: its status
    /// bar and home indicator as Interface Builder draws that device (20 and 0 on a canvas),
    /// with the scene's bars. A root something else places (an embedded controller's view, a
    /// custom view's xib) has none of its own.
    func runTimeInsets(rootSize: Size, bars: ScreenBars) -> EdgeInsets {
        guard rootIsWholeScreen(rootSize) else { return .zero }
        let device = Screen(width: rootSize.width, height: rootSize.height,
                            safeAreaInsets: EdgeInsets(top: context.device?.statusBar ?? 20, left: 0, bottom: context.device?.homeIndicator ?? 0, right: 0))
        return device.showing(bars).safeAreaInsets
    }

    /// A keyboard layout guide with the keyboard down: from the owner's safe-area bottom to its bottom.
    func keyboardGuideConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for (id, owner) in keyboardGuides.sorted(by: { $0.key < $1.key }) {
            let guide = LayoutItem.guide(id), view = LayoutItem.view(owner)
            func make(_ a: Attribute, _ second: Anchor) -> LayoutConstraint {
                LayoutConstraint(Anchor(guide, a), .equal, second, origin: .generated(.keyboardLayoutGuide(guide: id, a)))
            }
            result += [make(.top, Anchor(.safeArea(owner), .bottom)), make(.bottom, Anchor(view, .bottom)),
                       make(.leading, Anchor(view, .leading)), make(.width, Anchor(view, .width))]
        }
        return result
    }

    // MARK: Intrinsic sizes

    /// Leaf controls take their stored frame size as their intrinsic size on each axis that no
    /// required constant size constraint fixes; designables and placeholder sizes are used as written.
    func applyIntrinsicSizes(_ view: inout View, constraints: [LayoutConstraint]) {
        var fixed: Set<Anchor> = []
        for constraint in constraints where constraint.second == nil && constraint.relation == .equal && constraint.priority.isRequired {
            fixed.insert(constraint.first)
        }
        applyIntrinsicSizes(&view, fixed: fixed)
    }

    func applyIntrinsicSizes(_ view: inout View, fixed: Set<Anchor>) {
        for index in view.subviews.indices { applyIntrinsicSizes(&view.subviews[index], fixed: fixed) }
        guard let element = elements[view.id]?.element else { return }
        var size = IntrinsicSize.none
        let axes = IBViewKinds.intrinsicAxes(element)
        if view.subviews.isEmpty, axes.width || axes.height, let frame = storedFrames[view.id] {
            // A control's stored frame is its size as laid out (a multi-line label wrapped):
            // better than a designable's single-line measurement.
            // Intrinsic sizes are about the alignment rectangle (a switch's is 2 pt narrower).
            let insets = view.alignmentRectInsets
            if axes.width, !fixed.contains(Anchor(.view(view.id), .width)) { size.width = max(0, frame.width - insets.left - insets.right) }
            if axes.height, !fixed.contains(Anchor(.view(view.id), .height)) { size.height = max(0, frame.height - insets.top - insets.bottom) }
            view.intrinsicSizeIsEstimated = AxisPair(horizontal: size.width != nil, vertical: size.height != nil)
        } else if let designable = context.designables[view.id] {
            size = IntrinsicSize(width: designable.width, height: designable.height)
        }
        for (attribute, axis) in [("placeholderIntrinsicWidth", Axis.horizontal), ("placeholderIntrinsicHeight", .vertical)] {
            guard let text = element[attribute] else { continue }
            size[axis] = text == "infinite" ? nil : Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            view.intrinsicSizeIsPlaceholder[axis] = size[axis] != nil
        }
        view.intrinsicContentSize = size
    }

    /// A stored frame is evidence of a control's natural size only on an axis its constraints
    /// (or a stack) did not set at design time: where they set it, the frame shows what they
    /// gave the control (a button stretched across a fill stack, a label pinned at both sides),
    /// and the size comes from what the document says of the content instead
    /// (``IBContentEstimate``), or is unknown. Decided on the design-time layout (placeholders
    /// in place, the document's own canvas): a size that stays where it is when every size
    /// read off a frame is a few points larger, and when it is a few points smaller, is set by
    /// the constraints, at the priorities they have.
    func refiningEstimates(_ layout: Layout) -> Layout {
        var queries: [(view: String, axis: Axis)] = []
        func collect(_ view: View) {
            for axis in Axis.allCases where view.intrinsicSizeIsEstimated[axis] { queries.append((view.id, axis)) }
            view.subviews.forEach(collect)
        }
        collect(layout.root)
        guard !queries.isEmpty else { return layout }
        var designTime = layout
        designTime.constraints = layout.constraints.map { constraint in
            var copy = constraint
            if copy.isPlaceholder { copy.isActive = true }
            return copy
        }
        func shifted(_ view: View, by delta: Double) -> View {
            var copy = view
            for axis in Axis.allCases where view.intrinsicSizeIsEstimated[axis] {
                copy.intrinsicContentSize[axis] = view.intrinsicContentSize[axis].map { max(0, $0 + delta) }
            }
            copy.subviews = view.subviews.map { shifted($0, by: delta) }
            return copy
        }
        func sizes(_ root: View) -> [String: Size]? {
            var trial = designTime
            trial.root = root
            guard let engine = try? LayoutEngine(trial) else { return nil }
            var result: [String: Size] = [:]
            for view in engine.result.views { result[view.id] = view.frame.size }
            return result
        }
        let delta = 8.0
        guard let base = sizes(layout.root), let larger = sizes(shifted(layout.root, by: delta)),
              let smaller = sizes(shifted(layout.root, by: -delta))
        else { return layout }
        var set: [String: [Axis]] = [:]
        for query in queries {
            guard let size = base[query.view]?[query.axis], let up = larger[query.view]?[query.axis],
                  let down = smaller[query.view]?[query.axis]
            else { continue }
            if abs(up - size) < 0.01, abs(down - size) < 0.01 { set[query.view, default: []].append(query.axis) }
        }
        guard !set.isEmpty else { return layout }
        func refined(_ view: View) -> View {
            var copy = view
            if let axes = set[view.id], let element = elements[view.id]?.element {
                let frame = storedFrames[view.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
                // Where the document says too little of the content (an image, a control of
                // a fixed design), the frame's size stays: the constraints hold the view at it.
                for axis in axes {
                    guard let estimate = IBContentEstimate.size(of: element, axis: axis, frame: frame) else { continue }
                    copy.intrinsicContentSize[axis] = estimate
                }
            }
            copy.subviews = view.subviews.map(refined)
            return copy
        }
        var result = layout
        result.root = refined(layout.root)
        return result
    }
}

extension IBSceneBuilder {
    /// As Interface Builder draws a document: a stack's arranged view without an intrinsic size
    /// across the stack keeps the size it was drawn at unless a constraint decides it. UIKit collapses such a view at run time (`UISV-ambiguity-suppression`,
    /// priority 25); Interface Builder's stored frames show it does not: a 240-point view of a
    /// centred stack (dolphin-ios), custom-class views 50 points tall in centred stacks
    /// (checkout's Frames, iNaturalist's sign-in), spacers as tall as their bottom-aligned
    /// stack (TousAntiCovid). Held at 52: above the spanning fit (51) that would shrink the stack
    /// to its other views (checkout's stacks are drawn 50 tall around a 34-point button), below
    /// anything a document or a view decides.
    func designTimeCrossSizes(in views: [View]) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for stack in views {
            guard let configuration = stack.stack, configuration.alignment != .fill else { continue }
            let cross: Axis = configuration.axis == .horizontal ? .vertical : .horizontal
            let arranged = configuration.arrangedSubviewIDs.map(Set.init)
            for view in stack.subviews where !view.isHidden && (arranged?.contains(view.id) ?? true) && view.intrinsicContentSize[cross] == nil {
                guard let drawn = storedFrames[view.id] else { continue }
                let size = cross == .horizontal ? drawn.width : drawn.height
                result.append(LayoutConstraint(Anchor(view.item, cross == .horizontal ? .width : .height), .equal, nil, constant: size,
                                               priority: 52, origin: .generated(.designTimeSize(view: view.id, cross))))
            }
        }
        return result
    }
}
