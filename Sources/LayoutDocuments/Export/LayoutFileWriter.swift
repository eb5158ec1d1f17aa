import ScrollLayout

/// Writes a ``Layout`` as a layout file (`Documentation/LayoutFiles.md`) that reads back into
/// the same layout: the screen with its safe area, every view with what differs from UIKit's
/// defaults for its kind, and every constraint as an exact equation (an object when it has an
/// identifier, a placeholder mark or is inactive).
public enum LayoutFileWriter {
    /// The file's text; `about` becomes its `// about` comment.
    public static func write(_ layout: Layout, about: String? = nil) -> String {
        var members: [(String, OrderedJSON)] = []
        if let about { members.append(("// about", .string(about))) }
        members.append(("name", .string(layout.name)))
        members.append(("screen", screen(layout.screen)))
        if layout.direction == .rightToLeft { members.append(("direction", .string("rightToLeft"))) }
        members.append(("root", view(layout.root)))
        members.append(("constraints", .array(layout.constraints.map(constraint))))
        return OrderedJSON.object(members).text() + "\n"
    }

    static func screen(_ screen: Screen) -> OrderedJSON {
        if let preset = Screen.presets.first(where: { $0 == screen }) { return .string(preset.name) }
        var members: [(String, OrderedJSON)] = [("name", .string(screen.name)), ("width", .number(screen.size.width)),
                                                ("height", .number(screen.size.height))]
        if screen.safeAreaInsets != .zero { members.append(("safeArea", insets(screen.safeAreaInsets))) }
        members.append(("scale", .number(screen.scale)))
        if let margin = screen.rootSideMargin { members.append(("rootSideMargin", .number(margin))) }
        return .object(members)
    }

    static func insets(_ insets: EdgeInsets) -> OrderedJSON {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }

    static func rect(_ rect: Rect) -> OrderedJSON {
        .object([("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    static func priority(_ priority: Priority) -> OrderedJSON { .number(Double(priority.value)) }

    /// A view and its subtree, with the properties that differ from a new view of its kind.
    static func view(_ view: View) -> OrderedJSON {
        let plain = View(view.id, kind: view.kind)
        var members: [(String, OrderedJSON)] = [("id", .string(view.id))]
        if view.kind != .view { members.append(("kind", .string(view.kind.rawValue))) }
        if let title = view.title { members.append(("title", .string(title))) }
        if let customClass = view.customClass { members.append(("customClass", .string(customClass))) }
        if let reason = view.decidedByCode { members.append(("decidedByCode", .string(reason))) }
        if view.isFlaggedAmbiguous { members.append(("flaggedAmbiguous", .bool(true))) }
        if view.isHidden { members.append(("hidden", .bool(true))) }
        if view.clipsToBounds { members.append(("clipsToBounds", .bool(true))) }
        if view.intrinsicContentSize != .none {
            var size: [(String, OrderedJSON)] = []
            if let width = view.intrinsicContentSize.width { size.append(("width", .number(width))) }
            if let height = view.intrinsicContentSize.height { size.append(("height", .number(height))) }
            if view.intrinsicSizeIsEstimated.horizontal || view.intrinsicSizeIsEstimated.vertical { size.append(("estimated", .bool(true))) }
            if view.intrinsicSizeIsPlaceholder.horizontal || view.intrinsicSizeIsPlaceholder.vertical { size.append(("placeholder", .bool(true))) }
            members.append(("intrinsicSize", .object(size)))
        }
        for axis in Axis.allCases {
            if view.contentHuggingPriority[axis] != plain.contentHuggingPriority[axis] {
                members.append(("\(axis)HuggingPriority", priority(view.contentHuggingPriority[axis])))
            }
        }
        for axis in Axis.allCases {
            if view.compressionResistancePriority[axis] != plain.compressionResistancePriority[axis] {
                members.append(("\(axis)CompressionResistancePriority", priority(view.compressionResistancePriority[axis])))
            }
        }
        if view.layoutMargins != plain.layoutMargins { members.append(("layoutMargins", insets(view.layoutMargins))) }
        if view.preservesSuperviewLayoutMargins { members.append(("preservesSuperviewLayoutMargins", .bool(true))) }
        if !view.insetsLayoutMarginsFromSafeArea { members.append(("insetsLayoutMarginsFromSafeArea", .bool(false))) }
        if let frame = view.frame {
            members.append(("frame", rect(frame)))
            members.append(("translatesAutoresizingMaskIntoConstraints", .bool(view.translatesAutoresizingMaskIntoConstraints)))
        } else if view.translatesAutoresizingMaskIntoConstraints {
            members.append(("translatesAutoresizingMaskIntoConstraints", .bool(true)))
        }
        if !view.autoresizingMask.isEmpty {
            let names = AutoresizingMask.named.filter { view.autoresizingMask.contains($0.value) }.map(\.key)
            let order = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
            members.append(("autoresizingMask", .array(order.filter(names.contains).map(OrderedJSON.string))))
        }
        if view.alignmentRectInsets != plain.alignmentRectInsets { members.append(("alignmentRectInsets", insets(view.alignmentRectInsets))) }
        if let offset = view.firstBaselineOffset { members.append(("firstBaselineOffset", .number(offset))) }
        if let offset = view.lastBaselineOffset { members.append(("lastBaselineOffset", .number(offset))) }
        if !view.layoutGuides.isEmpty { members.append(("layoutGuides", .array(view.layoutGuides.map(OrderedJSON.string)))) }
        if let scroll = view.scroll { members += scrollMembers(scroll) }
        var subviews = view.subviews
        if let stack = view.stack {
            members += stackMembers(stack)
            // nil means every subview is arranged (a stack made in code); a layout file arranges
            // only what it lists under "arrangedSubviews".
            let arranged = stack.arrangedSubviewIDs ?? view.subviews.map(\.id)
            var byID: [String: View] = [:]
            for subview in view.subviews where byID[subview.id] == nil { byID[subview.id] = subview }
            let arrangedViews = arranged.compactMap { byID[$0] }
            if !arrangedViews.isEmpty { members.append(("arrangedSubviews", .array(arrangedViews.map(self.view)))) }
            let arrangedSet = Set(arranged)
            subviews = view.subviews.filter { !arrangedSet.contains($0.id) }
        }
        if !subviews.isEmpty { members.append(("subviews", .array(subviews.map(self.view)))) }
        return .object(members)
    }

    static func scrollMembers(_ scroll: ScrollViewConfiguration) -> [(String, OrderedJSON)] {
        scroll.exportedProperties.map { property in
            switch property.value {
            case .bool(let flag): return (property.name, .bool(flag))
            case .number(let value): return (property.name, .number(value))
            case .name(let name): return (property.name, .string(name))
            case .insets(let value): return (property.name, insets(value))
            case .size(let size): return (property.name, .object([("width", .number(size.width)), ("height", .number(size.height))]))
            case .point(let point): return (property.name, .object([("x", .number(point.x)), ("y", .number(point.y))]))
            }
        }
    }

    static func stackMembers(_ stack: StackViewConfiguration) -> [(String, OrderedJSON)] {
        var members: [(String, OrderedJSON)] = [("axis", .string(stack.axis.rawValue))]
        if stack.distribution != .fill { members.append(("distribution", .string(stack.distribution.rawValue))) }
        if stack.alignment != .fill { members.append(("alignment", .string(stack.alignment.rawValue))) }
        if stack.spacing != 0 { members.append(("spacing", .number(stack.spacing))) }
        if !stack.customSpacing.isEmpty {
            members.append(("customSpacing", .object(stack.customSpacing.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })))
        }
        if stack.isLayoutMarginsRelativeArrangement { members.append(("isLayoutMarginsRelativeArrangement", .bool(true))) }
        if stack.isBaselineRelativeArrangement { members.append(("isBaselineRelativeArrangement", .bool(true))) }
        return members
    }

    /// An equation, or an object when the constraint carries more than its equation.
    static func constraint(_ constraint: LayoutConstraint) -> OrderedJSON {
        guard constraint.identifier != nil || !constraint.isActive || constraint.isPlaceholder || constraint.isChangedByCode else { return .string(constraint.equation) }
        var members: [(String, OrderedJSON)] = [("constraint", .string(constraint.equation))]
        if let identifier = constraint.identifier { members.append(("identifier", .string(identifier))) }
        if constraint.isPlaceholder { members.append(("placeholder", .bool(true))) }
        if constraint.isChangedByCode { members.append(("changedByCode", .bool(true))) }
        if constraint.isActive == constraint.isPlaceholder { members.append(("active", .bool(constraint.isActive))) }
        return .object(members)
    }
}
