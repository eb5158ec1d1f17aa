import ScrollLayout

/// Builds one scene (and its cells) from a root view element.
struct IBSceneBuilder {
    let context: IBDocumentContext
    let root: IBRoot
    var path: String { context.path }

    /// Object ids not installed for the document's traits.
    var excluded: Set<String> = []
    /// Object ids installed only by a matching trait variation.
    var included: Set<String> = []
    /// Constant overrides from matching trait variations, by constraint id.
    var constantOverrides: [String: Double] = [:]
    /// Layout guides by id: what item each one is.
    var guides: [String: LayoutItem] = [:]
    /// Legacy top/bottom guides by id.
    var legacyGuides: [String: String] = [:]
    /// Every view element by id, with its parent id.
    var elements: [String: (element: IBElement, parent: String?)] = [:]
    /// Stored frames, relative and absolute.
    var storedFrames: [String: Rect] = [:]
    var absoluteFrames: [String: Rect] = [:]
    var misplaced: Set<String> = []
    var ambiguous: Set<String> = []
    var ambiguityCheckOff: Set<String> = []
    var hiddenArranged: Set<String> = []
    /// Keyboard layout guides (iOS 15) and the view that owns each.
    var keyboardGuides: [String: String] = [:]
    /// Constraint elements with the id of the view that owns them.
    var constraintElements: [(element: IBElement, owner: String)] = []
    /// Constraints the document implies (a table's rows), with their rule as origin.
    var generatedConstraints: [LayoutConstraint] = []
    /// The fitting-height constraints of self-sizing table rows.
    var automaticRowHeights: [LayoutConstraint.ID] = []

    init(context: IBDocumentContext, root: IBRoot) {
        self.context = context
        self.root = root
    }

    func invalid(_ message: String, at element: IBElement, objectID: String? = nil) -> DocumentError {
        DocumentError(.invalid, path: path, position: element.position, objectID: objectID ?? element["id"], message: message)
    }

    /// The scene's layout.
    mutating func build() throws(DocumentError) -> [InterfaceBuilderScene] {
        collectVariations(root.view)
        // Frames are read relative to the root: a controller's view drawn below its bars (at
        // y 64) is the layout's origin all the same.
        let rootRect = root.view.child("rect", key: "frame")
        var rootView = try view(root.view, parent: nil, origin: Point(x: -(rootRect?.number("x") ?? 0), y: -(rootRect?.number("y") ?? 0)))
        rootView.translatesAutoresizingMaskIntoConstraints = false
        let rootID = rootView.id
        // A made-up navigation bar holds the title view its scope is.
        if root.view["key"] == IBElement.titleBarKey { rootView.subviews.append(try placeTitleView(root.scope, inBar: rootID)) }
        let rootFrame = storedFrames[rootID] ?? Rect(x: 0, y: 0, width: 375, height: 667)
        // A container's view is not in the file: it has no stored frame to compare.
        if root.isSynthetic { storedFrames[rootID] = nil }
        // Legacy top and bottom guides become custom guides of the root.
        for guide in root.controller?.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            legacyGuides[id] = guide["type"] == "bottom" ? "bottom" : "top"
            guides[id] = .guide(id)
            rootView.layoutGuides.append(id)
        }
        // A table places its rows by their frames, which UIKit sets before any constraint of
        // the cell's own applies: the table's constraints come first, so a user constraint that
        // contradicts a row height is the one broken, as UIKit breaks it.
        var constraints: [LayoutConstraint] = generatedConstraints
        for (element, owner) in constraintElements {
            if let constraint = try self.constraint(element, owner: owner) { constraints.append(constraint) }
        }
        let views = rootView.allViews
        // As Interface Builder draws the document (placeholders kept), arranged views nothing
        // sizes across their stack keep the size it drew.
        if context.placeholders == .kept { constraints += designTimeCrossSizes(in: views) }
        // Inferences read the constraints that are in effect (placeholders only when kept). As
        // the app runs, the safe area is the device's and the bars', on every iOS since 11.
        // Constraints place alignment rectangles: a control's frame is read through its insets.
        let alignmentInsets = Dictionary(views.filter { $0.alignmentRectInsets != .zero }.map { ($0.id, $0.alignmentRectInsets) },
                                         uniquingKeysWith: { first, _ in first })
        var (insets, source) = inferSafeArea(constraints: constraints.filter(\.isActive), rootID: rootID, rootSize: rootFrame.size,
                                             alignmentInsets: alignmentInsets)
        let bars = sceneBars(shownBy: insets, rootSize: rootFrame.size)
        let runTime = context.placeholders == .removed
        if runTime {
            insets = runTimeInsets(rootSize: rootFrame.size, bars: bars)
            source = "the device's status bar and home indicator with the scene's bars (\(bars))"
        }
        constraints += legacyGuideConstraints(rootID: rootID, insets: insets, rootSize: rootFrame.size)
        constraints += keyboardGuideConstraints()
        // The controller's main scroll view gets the bars' insets with `.automatic` when a
        // navigation or tab bar controller shows the controller (UIKit's rule); elsewhere
        // `.automatic` adjusts only the axes that scroll.
        if let controller = root.controller, IBSceneBuilder.isShownByBarController(controller, context: context) {
            if rootView.kind.isScrollView {
                rootView.scroll?.isViewControllerContentScrollView = true
            } else if let first = rootView.subviews.first, first.kind.isScrollView {
                rootView.subviews[0].scroll?.isViewControllerContentScrollView = true
            }
        }
        applyIntrinsicSizes(&rootView, constraints: constraints.filter(\.isActive))
        // A root drawn at a size of its own (a freeform scene, a custom view's xib) is solved at
        // that size, and its screen says so.
        var screenName = context.deviceID ?? "\(formatNumber(rootFrame.width))×\(formatNumber(rootFrame.height)) canvas"
        if let device = context.device, let id = context.deviceID,
           !((abs(device.size.width - rootFrame.width) < 0.5 && abs(device.size.height - rootFrame.height) < 0.5)
             || (abs(device.size.height - rootFrame.width) < 0.5 && abs(device.size.width - rootFrame.height) < 0.5)) {
            screenName = "\(id) freeform"
        }
        if root.view["key"] == IBElement.titleBarKey { screenName = "\(context.deviceID.map { "\($0) " } ?? "")navigation bar" }
        var screen = Screen(name: screenName,
                            width: max(rootFrame.width, 1), height: max(rootFrame.height, 1),
                            safeAreaInsets: context.hasSafeAreaRuntime || runTime ? insets : .zero, scale: context.device?.scale ?? 2)
        screen.isWholeScreen = rootIsWholeScreen(rootFrame.size)
        // Before iOS 11 a phone's root view had 16-point side margins at every width; the
        // 600-point size-class canvas (wAny hAny) had the regular-width 20.
        if !context.hasSafeAreaRuntime { screen.rootSideMargin = rootFrame.width >= 600 ? 20 : 16 }
        let layout = refiningEstimates(standardHeightForCollapsedRows(Layout(name: root.name, screen: screen, root: rootView, constraints: constraints)))
        var built = scene(layout, source: source)
        built.notLaidOut = unbuiltElements()
        built.traits = context.traits
        built.hasTraitVariations = context.hasTraitVariations
        built.bars = bars
        built.devices = context.devices
        return [built]
    }

    /// True when the root view is a whole screen: a scene's view (not a freeform one, which a
    /// container sizes), or a xib's top-level view that is its owner's `view` or as large as a
    /// screen. A custom view's or a cell's xib is placed by whatever holds it.
    func rootIsWholeScreen(_ size: Size) -> Bool {
        if let controller = root.controller {
            // A controller a container view embeds has the container's size. (A freeform size
            // alone is a taller canvas to draw a long screen on, not a child controller.)
            return !context.containment.embedded.contains(controller["id"] ?? "")
        }
        if root.view["key"] == IBElement.titleBarKey { return false }
        if root.isSynthetic { return true }
        if context.ownerViews.contains(root.view["id"] ?? "") { return true }
        return Screen.presets.contains { $0.size == size || ($0.size.width == size.width && size.height >= 480) }
            || IBDevice.table.values.contains { $0.size == size }
    }

    func scene(_ layout: Layout, source: String) -> InterfaceBuilderScene {
        InterfaceBuilderScene(layout: layout, storedFrames: storedFrames, misplaced: misplaced, ambiguous: ambiguous,
                              ambiguityCheckOff: ambiguityCheckOff, hiddenArranged: hiddenArranged,
                              tolerance: context.tolerance, toolsVersion: context.toolsVersion, safeAreaSource: source)
    }

    /// Every element of the scene with an id and a stored frame that the layout does not hold,
    /// with why: not installed for the size class, inside a navigation item (bar button items'
    /// custom views and title views are not laid out), or an element this reader does not know.
    func unbuiltElements() -> [InterfaceBuilderScene.UnbuiltElement] {
        var result: [InterfaceBuilderScene.UnbuiltElement] = []
        func walk(_ element: IBElement, flagged: Bool, inNavigationItem: Bool) {
            let isFlagged = flagged || element.flag("misplaced") || element.flag("ambiguous")
            let inItem = inNavigationItem || element.name == "navigationItem"
            if let id = element["id"], elements[id] == nil, let frame = element.storedFrame {
                let reason: String
                if excluded.contains(id) {
                    reason = "not installed for this document's size class"
                } else if inItem {
                    reason = "it is in a navigation item (a bar button item's custom view, or the title view of a bar placed as a subview), which the navigation bar places; of a bar's contents only a controller's title view is laid out"
                } else if !IBViewKinds.isView(element.name) {
                    reason = "<\(element.name)> is not an element this reader lays out"
                } else {
                    reason = "it is not in a view hierarchy this reader lays out"
                }
                result.append(.init(id: id, element: element.name, frame: frame, reason: reason,
                                    origin: .interfaceBuilder(path: path, objectID: id, line: element.position.line, column: element.position.column),
                                    isFlagged: isFlagged, isNotInstalled: excluded.contains(id)))
            }
            // A controller's navigation item's title view is laid out in a bar of its own.
            let titleViewID = element.ownTitleView?["id"]
            for child in element.children where titleViewID == nil || child["id"] != titleViewID {
                walk(child, flagged: isFlagged, inNavigationItem: inItem)
            }
        }
        walk(root.scope, flagged: false, inNavigationItem: false)
        return result
    }

    // MARK: Variations

    /// Reads `<variation>` elements in the subtree: default excludes, trait includes and excludes,
    /// and constant overrides of constraints.
    mutating func collectVariations(_ element: IBElement) {
        for child in element.children {
            if child.name == "variation", let key = child["key"] {
                let matching = context.matches(key)
                for mask in child.children(named: "mask") {
                    for reference in mask.children {
                        guard let id = reference["reference"] else { continue }
                        if key == "default", reference.name == "exclude" { excluded.insert(id) }
                        if matching, reference.name == "include" { included.insert(id) }
                        if matching, reference.name == "exclude" { included.remove(id); excluded.insert(id) }
                    }
                }
            }
            if child.name == "constraint", let id = child["id"] {
                for variation in child.children(named: "variation") where context.matches(variation["key"] ?? "") {
                    if let constant = variation.number("constant") { constantOverrides[id] = constant }
                }
            }
            collectVariations(child)
        }
        excluded.subtract(included)
    }

    // MARK: Views

    /// One view and its subtree (its stored frame relative to its superview, `origin` the
    /// superview's absolute origin).
    mutating func view(_ original: IBElement, parent: String?, origin: Point) throws(DocumentError) -> View {
        // Attributes a matching size-class variation sets (`<variation key="…" axis="vertical"/>`).
        var element = original
        for variation in original.children(named: "variation") where context.matches(variation["key"] ?? "") {
            for (name, value) in variation.attributes where name != "key" { element.attributes[name] = value }
        }
        let id = element["id"] ?? "unnamed-\(element.position.line)"
        if elements[id] != nil { throw invalid("the object id \"\(id)\" is used twice", at: element) }
        elements[id] = (element, parent)
        let kind = IBViewKinds.kinds[element.name] ?? .view
        var view = View(id, kind: kind)
        view.origin = .interfaceBuilder(path: path, objectID: id, line: element.position.line, column: element.position.column)
        view.title = element["userLabel"] ?? element["text"] ?? element["title"] ?? element.child("string", key: "text")?["#text"]
            ?? element.child("state", key: "normal")?["title"]
        view.customClass = element["customClass"]
        view.clipsToBounds = element.flag("clipsSubviews")
        // The font sizes the text estimates: a hand-edited `inf` or `nan` is refused at its line.
        if let font = element.child("fontDescription", key: "fontDescription") { try requireFiniteNumbers(font) }
        let storedFrame = element.storedFrame
        if let frame = storedFrame {
            // An element without an id (old files' cell content views) is not compared.
            if element["id"] != nil { storedFrames[id] = frame }
            absoluteFrames[id] = frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        if element.flag("misplaced") { misplaced.insert(id) }
        if element.flag("ambiguous") {
            ambiguous.insert(id)
            view.isFlaggedAmbiguous = true
        }
        if let verify = element["verifyAmbiguity"], verify == "off" || verify == "ignoreSizes" { ambiguityCheckOff.insert(id) }
        view.isHidden = element.flag("hidden")
        // Autoresizing unless the file says otherwise (fixedFrame views keep their frames too).
        view.translatesAutoresizingMaskIntoConstraints = element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame")
        view.frame = storedFrame
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let flags: [(String, AutoresizingMask)] = [("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                                                       ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                                                       ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)]
            for (name, flag) in flags where mask.flag(name) { view.autoresizingMask.insert(flag) }
        }
        // Interface Builder writes 251 for the labels and image views it makes; an attribute it
        // leaves out is UIKit's default, 250 (the view kinds' 251 is Interface Builder's habit).
        if view.kind == .label || view.kind == .imageView { view.contentHuggingPriority = AxisPair(horizontal: 250, vertical: 250) }
        if let value = element.number("horizontalHuggingPriority") { view.contentHuggingPriority.horizontal = Priority(Float(value)) }
        if let value = element.number("verticalHuggingPriority") { view.contentHuggingPriority.vertical = Priority(Float(value)) }
        if let value = element.number("horizontalCompressionResistancePriority") { view.compressionResistancePriority.horizontal = Priority(Float(value)) }
        if let value = element.number("verticalCompressionResistancePriority") { view.compressionResistancePriority.vertical = Priority(Float(value)) }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(top: margins.number("top") ?? 0, left: margins.number("left") ?? 0,
                                            bottom: margins.number("bottom") ?? 0, right: margins.number("right") ?? 0)
        } else if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = EdgeInsets(top: margins.number("top") ?? 0, left: margins.number("leading") ?? 0,
                                            bottom: margins.number("bottom") ?? 0, right: margins.number("trailing") ?? 0)
        }
        if element["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        // A segmented control's frame is 1 pt taller than the rectangle it aligns (its bottom
        // edge). Measured in the corpus from Xcode 10 (tools version 14000) to Xcode 16: of 20
        // constraints on a segmented control's bottom or centre, 18 fit the 1-point inset (two
        // are 0.17 and 0.5 off); no document before Xcode 10 constrains one there, so older
        // files keep the frame.
        if kind == .segmentedControl, context.majorToolsVersion >= 14_000 {
            view.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        }
        // A slider's frame is 2 pt wider on each side than the rectangle it aligns (its track
        // ends where the thumb's centre can go); measured in the corpus: 8 sliders of three
        // apps, stored 4 pt wider than their constraints make them and 2 pt to the left; not
        // in iOS 26, whose slider Xcode 26 draws as wide as its constraints.
        if element.name == "slider", context.majorToolsVersion < 24_000 {
            view.alignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        }
        // Before iOS 11 no view's margins followed the bars (the layout guides did).
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" || !context.hasSafeAreaRuntime {
            view.insetsLayoutMarginsFromSafeArea = false
        }
        view.decidedByCode = codeDecision(for: element, id: id, kind: kind, parent: parent)
        if context.accessoryViews.contains(id) { view.translatesAutoresizingMaskIntoConstraints = true }
        if kind.isScrollView { scrollProperties(element, into: &view) }
        if kind == .stackView { stackProperties(element, into: &view) }
        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[guideID] = .safeArea(id)
            case "contentLayoutGuide": guides[guideID] = kind.isScrollView ? .contentLayoutGuide(id) : .guide(guideID)
            case "frameLayoutGuide": guides[guideID] = kind.isScrollView ? .frameLayoutGuide(id) : .guide(guideID)
            default:
                guides[guideID] = .guide(guideID)
                view.layoutGuides.append(guideID)
            }
        }
        for guide in element.children(named: "keyboardLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            guides[guideID] = .guide(guideID)
            view.layoutGuides.append(guideID)
            keyboardGuides[guideID] = id
        }
        for list in element.children(named: "constraints") {
            for constraint in list.children(named: "constraint") { constraintElements.append((constraint, id)) }
        }
        let absolute = absoluteFrames[id].map { Point(x: $0.minX, y: $0.minY) } ?? origin
        var subviews: [View] = []
        // A visual-effect view holds its subviews in a content view that fills it.
        var children = element.child("subviews")?.children ?? []
        // A visual-effect view, and a cell, hold their subviews in a content view that fills them.
        if ["visualEffectView", "tableViewCell", "collectionViewCell"].contains(element.name),
           let content = element.children.first(where: { $0["key"] == "contentView" && IBViewKinds.isView($0.name) }) {
            children.insert(element.name == "tableViewCell" ? cellContent(content, of: element, width: storedFrames[id]?.width ?? 375) : content, at: 0)
        }
        for child in children where IBViewKinds.isView(child.name) {
            // Old files write a cell's content view without an id; it gets one from its line.
            guard !excluded.contains(child["id"] ?? "") else {
                // Not installed: nothing inside it is either (constraints to it are dropped).
                excludeSubtree(child)
                continue
            }
            subviews.append(try self.view(child, parent: id, origin: absolute))
        }
        if kind == .stackView {
            view.stack?.arrangedSubviewIDs = subviews.map(\.id)
            for subview in subviews where subview.isHidden { hiddenArranged.insert(subview.id) }
        }
        if kind == .tableView { subviews += try tableRows(of: element, tableID: id, origin: absolute) }
        if kind == .collectionView { subviews += try collectionCells(of: element, collectionID: id, origin: absolute) }
        view.subviews = subviews
        return view
    }

    /// Why the app's code decides a view's size or place, when the document shows it does: a
    /// cell's accessory view (the cell places it), an image view with an outlet and no image
    /// (the app sets the image, which sizes it), an empty stack or plain view with an outlet
    /// (the app fills it), a container view (the embedded controller's view fills it), a
    /// subview with a fixed frame inside a view of the app's own class (the class lays it out).
    func codeDecision(for element: IBElement, id: String, kind: ViewKind, parent: String?) -> String? {
        let hasOutlet = context.outletTargets.contains(id)
        let isEmpty = (element.child("subviews")?.children.filter { IBViewKinds.isView($0.name) } ?? []).isEmpty
        if context.accessoryViews.contains(id) { return "it is a cell's accessory view, which the cell places by its frame" }
        if element.name == "containerView" { return "it is a container view, which the embedded view controller's view fills" }
        if element["key"] == "contentView", let parent, elements[parent]?.element.name == "visualEffectView" {
            return "it is a visual effect view's content view, which UIKit sizes to the effect view"
        }
        if kind == .imageView, hasOutlet, IBViewKinds.intrinsicAxes(element) == (false, false) {
            return "it is an image view with an outlet and no image: the app sets the image, which sizes it"
        }
        if kind == .stackView, isEmpty {
            return "it is a stack view with no arranged views: the app adds them (an empty stack view has no size of its own)"
        }
        if hasOutlet, isEmpty, element["customClass"] == nil, element.name == "view" {
            return "it is an empty view with an outlet: the app fills it"
        }
        if hasOutlet, element.flag("fixedFrame"), element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            return "it has no constraints in the document and an outlet: the app places it (Interface Builder would pin it at its frame)"
        }
        if element["verifyAmbiguity"] == "off" {
            return "Interface Builder's ambiguity check is off for it: the app completes its constraints in code"
        }
        if hasOutlet, element.flag("ambiguous") {
            return "Xcode found it ambiguous and the app holds it through an outlet: the app completes its constraints in code"
        }
        if let parent, let parentElement = elements[parent]?.element, let customClass = parentElement["customClass"],
           element["translatesAutoresizingMaskIntoConstraints"] != "NO", parentElement.name == "view" {
            return "it has a fixed frame inside \"\(parent)\" (`\(customClass)`), whose class lays out its subviews"
        }
        return nil
    }

    /// Marks every object of a subtree as not installed.
    mutating func excludeSubtree(_ element: IBElement) {
        if let id = element["id"] { excluded.insert(id) }
        for child in element.children { excludeSubtree(child) }
    }

    /// True when a navigation or tab bar controller shows the controller (as its root, pushed
    /// or as a tab), or the document gives it a navigation item or simulated bars.
    static func isShownByBarController(_ controller: IBElement, context: IBDocumentContext) -> Bool {
        let id = controller["id"] ?? ""
        return context.containment.underNavigationBar.contains(id) || context.containment.aboveTabBar.contains(id)
            || controller.child("navigationItem") != nil || controller.child("simulatedNavigationBarMetrics") != nil
            || controller.child("simulatedTabBarMetrics") != nil
    }

    func scrollProperties(_ element: IBElement, into view: inout View) {
        var scroll = view.scroll ?? ScrollViewConfiguration()
        switch element["contentInsetAdjustmentBehavior"] {
        case "never": scroll.contentInsetAdjustmentBehavior = .never
        case "always": scroll.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        default: scroll.contentInsetAdjustmentBehavior = .automatic
        }
        scroll.isPagingEnabled = element.flag("pagingEnabled")
        if element["bounces"] == "NO" { scroll.bounces = false }
        if element["scrollEnabled"] == "NO" { scroll.isScrollEnabled = false }
        // Interface Builder accepts a zoom scale of 0, which no zoom can reach: it is left at 1.
        if let value = element.number("minimumZoomScale"), value > 0 { scroll.minimumZoomScale = value }
        if let value = element.number("maximumZoomScale"), value > 0 { scroll.maximumZoomScale = value }
        if element.flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = true }
        if element.flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = true }
        view.scroll = scroll
    }

    func stackProperties(_ element: IBElement, into view: inout View) {
        var stack = view.stack ?? StackViewConfiguration()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        stack.distribution = element["distribution"].flatMap(StackDistribution.init(rawValue:)) ?? .fill
        switch element["alignment"] {
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case let name?: stack.alignment = StackAlignment(rawValue: name) ?? .fill
        case nil: stack.alignment = .fill
        }
        stack.spacing = element["spacingType"] == "standard" ? 8 : (element.number("spacing") ?? 0)
        stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        // A stack with layout margins in the file arranges its views inside them (measured on the stored frames; Documentation/IBImport.md).
        if element.child("edgeInsets", key: "layoutMargins") != nil || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
            || element.flag("layoutMarginsRelativeArrangement") {
            stack.isLayoutMarginsRelativeArrangement = true
        }
        view.stack = stack
    }
}
