// Constraints the engine generates from the view tree, each with an origin that names its rule:
// the root fills the screen, autoresizing views keep their frames, intrinsic sizes become
// hugging and compression-resistance constraints, scroll content is never negative, and guides
// sit inside their views. Groups are regenerated and diffed, so a change touches only the
// constraints that really differ.

extension LayoutEngine {
    /// Installs every generated group of a fresh layout.
    mutating func installGeneratedConstraints() {
        setGroup(.screen, to: screenConstraints())
        for id in tree.order {
            guard let node = tree[id] else { continue }
            let view = node.view
            if keepsFrame(view) {
                setGroup(.frame(id), to: frameConstraints(of: view, parent: node.parent))
            }
            setGroup(.intrinsic(id), to: intrinsicConstraints(of: view))
            if view.kind.isScrollView { setGroup(.scrollContent(id), to: scrollContentConstraints(of: view)) }
            if view.kind == .stackView { regenerateStack(id) }
        }
    }

    /// Replaces a group's constraints, keeping those that did not change (matched by content,
    /// so regenerating a stack of N views costs O(N), not O(N²)).
    mutating func setGroup(_ group: GeneratedGroup, to specs: [LayoutConstraint]) {
        var available: [LayoutConstraint.Content: [LayoutConstraint.ID]] = [:]
        for id in groups[group] ?? [] {
            if let entry = constraints[id] { available[entry.spec.content, default: []].append(id) }
        }
        var kept: [LayoutConstraint.ID] = []
        var added: [LayoutConstraint] = []
        for spec in specs {
            let key = spec.content
            if let id = available[key]?.popLast() {
                kept.append(id)
            } else {
                added.append(spec)
            }
        }
        var removedAny = false
        for ids in available.values {
            for id in ids {
                uninstall(id, retryBroken: false)
                constraints[id] = nil
                removedAny = true
            }
        }
        let all = kept + added.map(\.id)
        groups[group] = all.isEmpty ? nil : all
        for spec in added {
            constraints[spec.id] = InstalledConstraint(spec: spec)
            install(spec.id)
        }
        if removedAny { retryBrokenConstraints() }
    }

    /// A generated constraint.
    func generated(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, constant: Double,
                   priority: Priority = .required, rule: GeneratedRule) -> LayoutConstraint {
        LayoutConstraint(first, relation, second, constant: constant, priority: priority, origin: .generated(rule))
    }

    /// The root view fills the screen.
    func screenConstraints() -> [LayoutConstraint] {
        let root = LayoutItem.view(tree.rootID)
        let size = base.screen.size
        return [
            generated(Anchor(root, .left), .equal, nil, constant: 0, rule: GeneratedRule("screen", nil, "left")),
            generated(Anchor(root, .top), .equal, nil, constant: 0, rule: GeneratedRule("screen", nil, "top")),
            generated(Anchor(root, .width), .equal, nil, constant: size.width, rule: GeneratedRule("screen", nil, "width")),
            generated(Anchor(root, .height), .equal, nil, constant: size.height, rule: GeneratedRule("screen", nil, "height")),
        ]
    }

    /// An autoresizing view keeps its frame relative to its superview (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`): fixed (`h=--& v=--&`) unless its mask lets a
    /// margin or its size stretch, in which case the stretch is shared as UIKit shares it, in
    /// proportion to the flexible parts' sizes in the superview's stored frame. Inside a scroll
    /// view the frame is kept as it is (it sits in the content, which the mask does not follow).
    func frameConstraints(of view: View, parent: String?) -> [LayoutConstraint] {
        guard let parent else { return [] }
        // The frame includes the alignment insets; the constraints hold the alignment rectangle.
        let stored = view.frame ?? .zero
        let insets = view.alignmentRectInsets
        let frame = Rect(x: stored.minX + insets.left, y: stored.minY + insets.top,
                         width: stored.width - insets.left - insets.right, height: stored.height - insets.top - insets.bottom)
        let item = LayoutItem.view(view.id)
        let superview = LayoutItem.view(parent)
        let parentView = tree[parent]?.view
        let parentSize = parentView?.kind.isScrollView == true ? nil : parentView?.frame?.size
        let mask = view.autoresizingMask
        var result: [LayoutConstraint] = []
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let flexible = (lead: mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
                            size: mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
                            trail: mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin))
            let (start, end, length): (Attribute, Attribute, Attribute) = horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
            let x = horizontal ? frame.minX : frame.minY
            let w = horizontal ? frame.width : frame.height
            let names = horizontal ? ("x", "right", "width") : ("y", "bottom", "height")
            func rule(_ name: String) -> GeneratedRule { GeneratedRule("autoresizing", view.id, name) }
            let fixedStart = generated(Anchor(item, start), .equal, Anchor(superview, start), constant: x, rule: rule(names.0))
            let fixedLength = generated(Anchor(item, length), .equal, nil, constant: w, rule: rule(names.2))
            guard let size = parentSize.map({ horizontal ? $0.width : $0.height }), flexible.lead || flexible.size else {
                result += [fixedStart, fixedLength]
                continue
            }
            let r = size - x - w
            let fixedEnd = generated(Anchor(item, end), .equal, Anchor(superview, end), constant: -r, rule: rule(names.1))
            func scaled(_ first: Attribute, _ second: Attribute, _ multiplier: Double, _ constant: Double, _ name: String) -> LayoutConstraint {
                LayoutConstraint(Anchor(item, first), .equal, Anchor(superview, second), multiplier: multiplier, constant: constant,
                                 origin: .generated(rule(name)))
            }
            switch (flexible.lead, flexible.size, flexible.trail) {
            case (false, true, false): result += [fixedStart, fixedEnd]
            case (true, false, false): result += [fixedEnd, fixedLength]
            case (true, false, true) where size - w > 0:
                result += [scaled(start, end, x / (size - w), -x * w / (size - w), names.0), fixedLength]
            case (true, true, false) where size - r > 0:
                result += [scaled(start, end, x / (size - r), -x * r / (size - r), names.0), fixedEnd]
            case (false, true, true) where size - x > 0:
                result += [fixedStart, scaled(length, length, w / (size - x), -x * w / (size - x), names.2)]
            case (true, true, true) where size > 0:
                result += [scaled(start, end, x / size, 0, names.0), scaled(length, length, w / size, 0, names.2)]
            default: result += [fixedStart, fixedLength]
            }
        }
        return result
    }

    /// True for a view placed by its autoresizing frame: not the root, and not arranged in a
    /// stack view (UIKit turns that flag off for arranged views).
    func keepsFrame(_ view: View) -> Bool {
        view.translatesAutoresizingMaskIntoConstraints && view.id != tree.rootID && arrangingStack(of: view.id) == nil
    }

    /// Intrinsic size as UIKit's engine sees it: `size <= intrinsic @hugging`,
    /// `size >= intrinsic @compressionResistance`, per axis that has one. Along the axis of a
    /// `fill` stack, the stack's group makes these (with its tie-break) instead.
    ///
    /// A size with an intrinsic value, and an arranged view's size along its stack's axis, is
    /// also never negative: a view squeezed by higher priorities stops at 0 and the next one
    /// gives way (§7.6 example 4). (Sizes held by required constraints alone need no bound, and
    /// leaving it out keeps them definitions rather than simplex rows.)
    func intrinsicConstraints(of view: View) -> [LayoutConstraint] {
        guard !keepsFrame(view) else { return [] }
        let item = LayoutItem.view(view.id)
        var result: [LayoutConstraint] = []
        let stack = arrangingStack(of: view.id)
        for axis in Axis.allCases {
            let attribute: Attribute = axis == .horizontal ? .width : .height
            if view.intrinsicContentSize[axis] != nil || stack?.configuration.axis == axis {
                result.append(generated(Anchor(item, attribute), .greaterThanOrEqual, nil, constant: 0,
                                        rule: GeneratedRule("size", view.id, attribute.name, suffix: "nonNegative")))
            }
            guard let value = view.intrinsicContentSize[axis] else { continue }
            if let stack, stack.configuration.distribution == .fill, stack.configuration.axis == axis, !view.isHidden { continue }
            result.append(generated(Anchor(item, attribute), .lessThanOrEqual, nil, constant: value,
                                    priority: view.contentHuggingPriority[axis],
                                    rule: GeneratedRule("intrinsic", view.id, attribute.name, suffix: "hugging")))
            result.append(generated(Anchor(item, attribute), .greaterThanOrEqual, nil, constant: value,
                                    priority: view.compressionResistancePriority[axis],
                                    rule: GeneratedRule("intrinsic", view.id, attribute.name, suffix: "compressionResistance")))
        }
        return result
    }

    /// A scroll view's content size is never negative; a manually set `contentSize` applies on
    /// an axis the constraints leave free (priority 1: anything else wins).
    func scrollContentConstraints(of view: View) -> [LayoutConstraint] {
        let content = LayoutItem.contentLayoutGuide(view.id)
        var result = [
            generated(Anchor(content, .width), .greaterThanOrEqual, nil, constant: 0, rule: GeneratedRule("scroll", view.id, "content.width", suffix: "nonNegative")),
            generated(Anchor(content, .height), .greaterThanOrEqual, nil, constant: 0, rule: GeneratedRule("scroll", view.id, "content.height", suffix: "nonNegative")),
        ]
        if let manual = view.scroll?.contentSize {
            result.append(generated(Anchor(content, .width), .equal, nil, constant: manual.width, priority: 1,
                                    rule: GeneratedRule("scroll", view.id, "contentSize.width")))
            result.append(generated(Anchor(content, .height), .equal, nil, constant: manual.height, priority: 1,
                                    rule: GeneratedRule("scroll", view.id, "contentSize.height")))
        }
        return result
    }

    /// A guide's rectangle: its view's bounds inset by the guide's current insets.
    func guideConstraints(_ key: GuideKey, insets: EdgeInsets) -> [LayoutConstraint] {
        let guide: LayoutItem = key.kind == .safeArea ? .safeArea(key.view) : .layoutMargins(key.view)
        let view = LayoutItem.view(key.view)
        let family = key.kind == .safeArea ? "safeArea" : "layoutMargins"
        return [
            generated(Anchor(guide, .left), .equal, Anchor(view, .left), constant: insets.left, rule: GeneratedRule(family, key.view, "left")),
            generated(Anchor(guide, .top), .equal, Anchor(view, .top), constant: insets.top, rule: GeneratedRule(family, key.view, "top")),
            generated(Anchor(guide, .width), .equal, Anchor(view, .width), constant: -(insets.left + insets.right), rule: GeneratedRule(family, key.view, "width")),
            generated(Anchor(guide, .height), .equal, Anchor(view, .height), constant: -(insets.top + insets.bottom), rule: GeneratedRule(family, key.view, "height")),
        ]
    }
}
