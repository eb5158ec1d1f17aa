import ScrollLayout

/// Turns what a setup recorded (``SwiftSetupEvaluator``) into a ``Layout``: the views that
/// the root reaches through `addSubview`, with UIKit's sizes for their kind (text measured
/// roughly and marked estimated), and the constraints the setup activated, each with the
/// Swift file, line and column it was made at.
struct CodeLayoutBuilder {
    let setup: SwiftSetupEvaluator
    let path: String
    /// Constraints left out because they relate a view outside the hierarchy this setup
    /// builds: by view, with the lines of its constraints.
    var leftOut: [(view: Int, lines: [SourcePosition])] = []
    /// Constraints left out for a number that is not usable.
    var unusable: [SourcePosition] = []
    /// Labels whose text wraps (`numberOfLines` other than 1, text known): their height
    /// depends on the width layout gives them, measured after a first solve.
    private(set) var wrapping: [(id: String, text: String, font: (size: Double, bold: Bool), lines: Int)] = []
    /// Views whose frame UIKit turns into constraints (autoresizing on, never turned off).
    private(set) var keepsFrame: Set<Int> = []
    /// Of those, the ones the setup also constrains: UIKit reports conflicts for them.
    private(set) var autoresizingConflicts: [Int] = []
    /// Where the views that keep their autoresizing constraints sit when the code sets their
    /// frame: the frame on the screen built on, and the mask that keeps it so on other screens.
    private var placedFrames: [Int: (frame: Rect, mask: AutoresizingMask)] = [:]
    /// Views placed by a frame the code sets that this layout cannot give them (a view of the
    /// app's own class, a frame computed from the screen inside another view): why the app's
    /// code decides them.
    private var frameDecisions: [Int: String] = [:]
    private var ids: [Int: String] = [:]
    private var guideIDs: [Int: String] = [:]
    private var used: Set<String> = []

    init(setup: SwiftSetupEvaluator, path: String) {
        self.setup = setup
        self.path = path
    }

    /// The layout named `name` on `screen`.
    mutating func build(name: String, screen: Screen) -> Layout {
        // Ids: the names the code uses, made unique and valid.
        var order: [Int] = []
        var visiting: Set<Int> = []
        collect(0, into: &order, visiting: &visiting)
        for v in order { ids[v] = unique(setup.views[v].name) }
        for v in order {
            for g in setup.views[v].guides { guideIDs[g] = unique(setup.guideNames[g]) }
        }
        // Views UIKit's defaults still hold for: made here by a UIKit initialiser,
        // `translatesAutoresizingMaskIntoConstraints` never set, nothing unseen touching them.
        // UIKit turns their frame (zero) into constraints.
        var constrained = Set<Int>()
        for constraint in setup.constraints where constraint.isActive {
            if let v = constraint.first.item.viewIndex { constrained.insert(v) }
            if let v = constraint.second?.item.viewIndex { constrained.insert(v) }
        }
        // An app's own superclass (not in the file) may turn it off for every subview.
        let superclassIsUIKit = setup.type.inheritance.first.map { SwiftSetupEvaluator.uiKitClasses[$0] != nil || $0 == "UIViewController"
            || ["UITableViewController", "UICollectionViewController", "UINavigationController", "UIPageViewController"].contains($0) } ?? false
        for v in order where v != 0 {
            let record = setup.views[v]
            // A view an app's helper added and constraints place: the helper may have turned
            // its autoresizing off, so no conflict is claimed for it.
            let keepsDefault = superclassIsUIKit && record.madeByUIKitInitializer && record.translatesAutoresizingMask == nil
                && record.decidedByCode == nil && !(record.addedByHelper && constrained.contains(v))
            if let line = record.frameLine, record.translatesAutoresizingMask != false {
                // UIKit places such a view by the frame the code sets; where this layout cannot
                // give it that frame, the code decides it (the frame is the first thing that
                // places it, whatever else the code decides about the view).
                if keepsDefault, let placed = placement(of: record, on: screen), CodeLayoutBuilder.isUsable(placed.frame) {
                    placedFrames[v] = placed
                } else {
                    frameDecisions[v] = "its `\(record.screenFrame?.isCentered == true ? "center" : "frame")` is set in code (line \(line))"
                    continue
                }
            }
            guard keepsDefault else { continue }
            keepsFrame.insert(v)
            if constrained.contains(v) { autoresizingConflicts.append(v) }
        }
        var root = view(0)
        // Frames that follow the screen stretch from the root view's, which is the screen's.
        if placedFrames.values.contains(where: { !$0.mask.isEmpty }) {
            root.frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        }
        var constraints: [LayoutConstraint] = []
        func leaveOut(_ item: CodeItem, _ position: SourcePosition) {
            let v = item.viewIndex ?? -1
            if let k = leftOut.firstIndex(where: { $0.view == v }) { leftOut[k].lines.append(position) } else { leftOut.append((v, [position])) }
        }
        for constraint in setup.constraints where constraint.isActive {
            guard let first = item(constraint.first.item) else {
                leaveOut(constraint.first.item, constraint.position)
                continue
            }
            var second: Anchor? = nil
            if let other = constraint.second {
                guard let item = item(other.item) else {
                    leaveOut(other.item, constraint.position)
                    continue
                }
                second = Anchor(item, other.attribute)
            }
            var made = LayoutConstraint(Anchor(first, constraint.first.attribute), constraint.relation, second,
                                        multiplier: constraint.multiplier, constant: constraint.constant,
                                        priority: Priority(Float(constraint.priority)),
                                        origin: .source(file: path, line: constraint.position.line, column: constraint.position.column))
            // What UIKit refuses (only `NSLayoutConstraint(item:…)` or numbers out of range can
            // write it) is left out with a note rather than failing the whole file.
            guard (try? LayoutEngine.validateValues(made)) != nil else {
                unusable.append(constraint.position)
                continue
            }
            made.isChangedByCode = constraint.isHeldByCode
            made.usesValueFromCode = constraint.usesUnknownValue
            constraints.append(made)
        }
        return Layout(name: name, screen: screen, root: root, constraints: constraints)
    }

    private func collect(_ v: Int, into order: inout [Int], visiting: inout Set<Int>) {
        guard !visiting.contains(v) else { return }
        visiting.insert(v)
        order.append(v)
        for child in setup.views[v].subviews { collect(child, into: &order, visiting: &visiting) }
    }

    private mutating func unique(_ name: String) -> String {
        var base = String(name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return c.isLetter || c.isNumber || c == "_" || c == "-" ? c : "_"
        })
        if base.isEmpty { base = "view" }
        var candidate = base
        var k = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(k)"
            k += 1
        }
        used.insert(candidate)
        return candidate
    }

    private func item(_ item: CodeItem) -> LayoutItem? {
        switch item {
        case .customGuide(let g): return guideIDs[g].map(LayoutItem.guide)
        default: break
        }
        guard let v = item.viewIndex, let id = ids[v] else { return nil }
        switch item {
        case .view: return .view(id)
        case .safeArea: return .safeArea(id)
        case .layoutMargins, .readableContent: return .layoutMargins(id)
        case .contentGuide: return setup.views[v].kind.isScrollView ? .contentLayoutGuide(id) : nil
        case .frameGuide: return setup.views[v].kind.isScrollView ? .frameLayoutGuide(id) : nil
        case .customGuide: return nil
        }
    }

    private mutating func view(_ v: Int) -> View {
        let record = setup.views[v]
        let id = ids[v] ?? record.name
        let size = CodeLayoutBuilder.intrinsicSize(of: record)
        var view = View(id, kind: record.kind, intrinsicContentSize: size.size)
        view.origin = .source(file: path, line: record.position.line, column: record.position.column)
        view.customClass = record.customClass
        view.intrinsicSizeIsEstimated = size.estimated
        view.decidedByCode = frameDecisions[v] ?? record.decidedByCode ?? size.decided ?? emptyContainerReason(v)
        if case .some(.some(let text)) = record.text {
            view.title = text
            if record.kind == .label, record.numberOfLines != 1, !text.isEmpty {
                wrapping.append((id, text, record.font ?? (size: 17, bold: false), record.numberOfLines))
            }
        }
        view.isHidden = record.isHidden
        view.clipsToBounds = record.clipsToBounds || record.kind.isScrollView
        // Priorities pass through `priorityValue`, which keeps them within 1…1000.
        if let h = record.hugging[.horizontal] { view.contentHuggingPriority.horizontal = Priority(Float(h)) }
        if let h = record.hugging[.vertical] { view.contentHuggingPriority.vertical = Priority(Float(h)) }
        if let c = record.compression[.horizontal] { view.compressionResistancePriority.horizontal = Priority(Float(c)) }
        if let c = record.compression[.vertical] { view.compressionResistancePriority.vertical = Priority(Float(c)) }
        if let margins = record.layoutMargins { view.layoutMargins = margins }
        view.insetsLayoutMarginsFromSafeArea = record.insetsLayoutMarginsFromSafeArea
        view.layoutGuides = record.guides.compactMap { guideIDs[$0] }
        if keepsFrame.contains(v) {
            // UIKit's default for a view made in code: its frame (zero until set) as constraints.
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = placedFrames[v]?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
            if let mask = placedFrames[v]?.mask { view.autoresizingMask = mask }
        }
        if record.kind.isScrollView { view.scroll = record.scroll }
        let children = record.subviews.filter { ids[$0] != nil }
        if record.kind == .stackView {
            var stack = record.stack
            let arranged = record.arranged.filter { children.contains($0) }
            stack.arrangedSubviewIDs = arranged.compactMap { ids[$0] }
            for (after, spacing) in record.customSpacingAfter { if let id = ids[after] { stack.customSpacing[id] = spacing } }
            view.stack = stack
            let others = children.filter { !arranged.contains($0) }
            view.subviews = (arranged + others).map { self.view($0) }
        } else {
            var built: [View] = []
            for child in children { built.append(self.view(child)) }
            view.subviews = built
        }
        return view
    }

    /// The frame a view's code gives it on `screen`, with the mask that keeps it so on other
    /// screens: numbers the file spells out, or the screen's (which hold only for a view
    /// directly in the root view, as large as the screen); nil when neither can be given.
    private func placement(of record: CodeView, on screen: Screen) -> (frame: Rect, mask: AutoresizingMask)? {
        if let screenFrame = record.screenFrame {
            guard record.superview == 0 else { return nil }
            return screenFrame.resolved(on: screen.size, ownSize: ownSize(of: record))
        }
        return record.frame.map { ($0, []) }
    }

    /// True for a frame whose numbers a layout can hold (finite, within
    /// ``LayoutEngine/largestLength``): an app's code can compute anything, and a frame beyond
    /// that is left to it rather than refusing the whole file.
    static func isUsable(_ frame: Rect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite && abs($0) <= LayoutEngine.largestLength }
    }

    /// The frame size UIKit gives a view of a fixed design when it is made (a switch, a
    /// stepper, an activity indicator): its intrinsic size and alignment insets; nil for views
    /// whose size depends on content (made with a zero frame).
    private func ownSize(of record: CodeView) -> Size? {
        let size = CodeLayoutBuilder.intrinsicSize(of: record)
        guard size.decided == nil, !size.estimated.horizontal, !size.estimated.vertical,
              let width = size.size.width, let height = size.size.height else { return nil }
        let insets = record.kind.defaultAlignmentRectInsets
        return Size(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// The layout with wrapping labels as tall as their text at the width a first solve gives
    /// them (UIKit measures a label at the width layout gives it; estimated like every text size).
    func wrappingLabels(in layout: Layout) -> Layout {
        guard !wrapping.isEmpty, let engine = try? LayoutEngine(layout) else { return layout }
        var heights: [String: Double] = [:]
        for label in wrapping {
            guard let width = engine.result.view(label.id)?.frame.width, width > 1 else { continue }
            let textWidth = IBContentEstimate.textWidth(label.text, pointSize: label.font.size, bold: label.font.bold)
            let explicitLines = label.text.split(separator: "\n", omittingEmptySubsequences: false).count
            var lines = max(explicitLines, Int((textWidth / width).rounded(.up)))
            if label.lines > 0 { lines = min(lines, label.lines) }
            heights[label.id] = IBContentEstimate.lineHeight(label.font.size) * Double(max(1, lines))
        }
        func apply(_ view: View) -> View {
            var copy = view
            if let height = heights[view.id] { copy.intrinsicContentSize.height = height }
            copy.subviews = view.subviews.map(apply)
            return copy
        }
        var wrapped = layout
        wrapped.root = apply(layout.root)
        return wrapped
    }

    /// A plain view left empty by the setup and kept in a property of the type: a container
    /// the app fills later (through that property), so what it holds is decided by code.
    private func emptyContainerReason(_ v: Int) -> String? {
        let record = setup.views[v]
        if record.kind == .stackView, record.arranged.isEmpty, v != 0 {
            return "it is an empty stack in this setup; the app fills it later"
        }
        if record.kind == .imageView, !record.hasImage, v != 0 {
            return "its image is not set in this setup; its size is the image the app sets later"
        }
        guard v != 0, record.kind == .view, record.customClass == nil, record.subviews.isEmpty,
              let property = setup.properties.first(where: { if case .view(v) = $0.value { return true } else { return false } })?.key
        else { return nil }
        return "it is empty in this setup, and the app can fill it later through `\(property)`"
    }

    /// UIKit's intrinsic size for a view made in code: fixed for controls of a fixed design
    /// (switch, stepper, activity indicator, progress bar), estimated from text for labels,
    /// buttons and fields (the system font's average advances; marked estimated), and left to
    /// the app's code where the reader cannot know it (text or images set at run time).
    static func intrinsicSize(of view: CodeView) -> (size: IntrinsicSize, estimated: AxisPair<Bool>, decided: String?) {
        let both = AxisPair(horizontal: true, vertical: true)
        let none = AxisPair(horizontal: false, vertical: false)
        let font = view.font ?? (size: view.kind == .button ? 15 : 17, bold: false)
        func textSize(_ text: String, lines: Int) -> IntrinsicSize {
            let width = IBContentEstimate.textWidth(text, pointSize: font.size, bold: font.bold)
            let lineCount = max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
            let shown = lines == 0 ? lineCount : min(lines, lineCount)
            return IntrinsicSize(width: width, height: IBContentEstimate.lineHeight(font.size) * Double(shown))
        }
        switch view.kind {
        case .label:
            if case .some(.some(let text)) = view.text { return (textSize(text, lines: view.numberOfLines), both, nil) }
            return (textSize("Label", lines: 1), both, "its text is set at run time; its size here is a one-line estimate")
        case .button:
            if view.hasImage { return (IntrinsicSize(width: 44, height: 44), both, nil) }
            if case .some(.some(let title)) = view.text {
                var size = textSize(title, lines: 1)
                size.height = max(30, (size.height ?? 0) + 12)
                return (size, both, nil)
            }
            return (IntrinsicSize(width: 46, height: 30), both, "its title is set at run time; its size here is an estimate")
        case .textField:
            // A field is as wide as its text (or placeholder) and its border.
            let height = view.hasRoundedBorder ? 34 : IBContentEstimate.lineHeight(font.size) + 4
            if case .some(.some(let text)) = view.text, !text.isEmpty {
                return (IntrinsicSize(width: IBContentEstimate.textWidth(text, pointSize: font.size, bold: font.bold) + 14, height: height), both, nil)
            }
            return (IntrinsicSize(width: 100, height: height), both, "its width follows the text the app puts in it; 100 points here is an estimate")
        case .textView:
            guard !view.scroll.isScrollEnabled else { return (.none, none, nil) }
            if case .some(.some(let text)) = view.text {
                var size = textSize(text, lines: 0)
                size.height = (size.height ?? 0) + 16
                return (size, both, nil)
            }
            return (IntrinsicSize(width: nil, height: IBContentEstimate.lineHeight(font.size) + 16), AxisPair(horizontal: false, vertical: true),
                    "its text is set at run time; its height here is a one-line estimate")
        case .switchControl:
            return (IntrinsicSize(width: 49, height: 31), none, nil)
        case .stepper:
            return (IntrinsicSize(width: 94, height: 32), none, nil)
        case .activityIndicator:
            let side: Double = view.isLarge ? 37 : 20
            return (IntrinsicSize(width: side, height: side), none, nil)
        case .progressView:
            return (IntrinsicSize(width: nil, height: 4), none, nil)
        case .slider:
            return (IntrinsicSize(width: nil, height: 30), AxisPair(horizontal: false, vertical: true), nil)
        case .segmentedControl:
            return (IntrinsicSize(width: 200, height: 32), both, "its segments are set in code; its width is theirs (200 points here is an estimate)")
        case ViewKind(rawValue: "pageControl"):
            return (IntrinsicSize(width: 100, height: 26), both, "its width follows its number of pages, which the app sets; its size here is an estimate")
        case ViewKind(rawValue: "datePicker"), ViewKind(rawValue: "pickerView"):
            return (IntrinsicSize(width: 320, height: 216), both, "its size follows its mode and contents, which the app sets; 320 × 216 here is an estimate")
        case ViewKind(rawValue: "searchBar"):
            return (IntrinsicSize(width: nil, height: 56), AxisPair(horizontal: false, vertical: true), nil)
        case ViewKind(rawValue: "navigationBar"), ViewKind(rawValue: "toolbar"):
            return (IntrinsicSize(width: nil, height: 44), AxisPair(horizontal: false, vertical: true), nil)
        case ViewKind(rawValue: "tabBar"):
            return (IntrinsicSize(width: nil, height: 49), AxisPair(horizontal: false, vertical: true), nil)
        default:
            return (.none, none, nil)
        }
    }
}
