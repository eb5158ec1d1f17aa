import ScrollLayout

/// Reads `.storyboard` and `.xib` documents into layouts (Documentation/IBImport.md): every scene's root
/// view and every top-level view of a xib, plus the content views of table and collection
/// view cells, which their containers place outside Auto Layout.
///
/// What is not stored is inferred (documented in Documentation/IBImport.md): intrinsic sizes
/// of leaf controls from their stored frames, the root's safe-area insets and legacy guide
/// positions from the views pinned to them, stack views' generated constraints from their
/// attributes. Constraints keep their object id and XML line for diagnostics.
public enum InterfaceBuilderImporter {
    /// How to read constraints Xcode marks "Remove at build time".
    public enum Placeholders: Sendable {
        /// Drop them: the layout as the app runs it (the default).
        case removed
        /// Keep them: the layout as Interface Builder solved it (to compare stored frames).
        case kept
    }

    /// The scenes of a document.
    /// - Throws: ``DocumentError``: XML that is not well-formed (with the line), a file of
    ///   another kind, a constraint naming a missing object or an unknown attribute.
    /// `traits`, when given, replace the size classes of the document's device: the scenes
    /// install what their size-class variations install on a screen of those classes (a
    /// document saved on the 600 × 600 "any" canvas, checked on an iPhone, takes its
    /// `widthClass=compact` variations).
    public static func importDocument(_ text: String, path: String, placeholders: Placeholders = .removed,
                                      traits: SizeClasses? = nil) throws(DocumentError) -> [InterfaceBuilderScene] {
        let document = try IBXMLReader.parse(text, path: path)
        guard document.name == "document" else {
            throw DocumentError(.invalid, path: path, position: document.position,
                                message: "not an Interface Builder document: the root element is <\(document.name)>, expected <document>")
        }
        let runtime = document["targetRuntime"] ?? ""
        guard runtime.hasPrefix("iOS") else {
            throw DocumentError(.invalid, path: path, position: document.position,
                                message: "not an iOS document (targetRuntime \"\(runtime)\"); only UIKit (iOS.CocoaTouch) layouts are read")
        }
        let context = IBDocumentContext(document: document, path: path, placeholders: placeholders, traitsOverride: traits)
        var scenes: [InterfaceBuilderScene] = []
        for root in context.roots() {
            var builder = IBSceneBuilder(context: context, root: root)
            scenes += try builder.build()
        }
        return scenes
    }
}

/// A root to lay out: a view element with the controller around it (storyboards).
struct IBRoot {
    /// The root view element.
    var view: IBElement
    /// The controller element, in a storyboard.
    var controller: IBElement?
    /// A name for reports.
    var name: String
    /// The element whose subtree the scene covers (the controller, or the view of a xib).
    var scope: IBElement
    /// The root view is made up (a container controller's view, which the file does not store).
    var isSynthetic = false
}

/// What the whole document says: device traits, tools version, designables.
struct IBDocumentContext {
    let document: IBElement
    let path: String
    let placeholders: InterfaceBuilderImporter.Placeholders
    /// The size classes of the document's device (or those asked for), nil for the "any"
    /// canvas of documents saved without a device.
    let traits: SizeClasses?
    /// The document has size-class variations (`<variation key="widthClass=…">`): which views
    /// and constraints are installed depends on the screen's size classes.
    let hasTraitVariations: Bool
    /// The device id (`retina6_1`), when given.
    let deviceID: String?
    /// The device, when the document names one this reader knows.
    let device: IBDevice?
    /// Which scenes navigation and tab bar controllers hold.
    let containment: IBContainment
    /// Intrinsic sizes of designable views, by object id.
    let designables: [String: Size]
    /// The document uses safe areas (`useSafeAreas="YES"`); older ones have legacy guides only.
    let usesSafeAreas: Bool
    /// Interface Builder laid it out with iOS 11's rules (safe areas exist, margins follow
    /// them): documents with safe-area guides, or saved by Xcode 9 and later. Older ones had
    /// only the top and bottom layout guides, and no view's margins followed the bars.
    let hasSafeAreaRuntime: Bool
    /// 0.51, or 1 for files from Xcode 7 and earlier.
    let tolerance: Double
    let toolsVersion: String
    /// The tools version's build number (99 999 when unreadable: the newest rules).
    let majorToolsVersion: Double
    /// The devices the document is loaded on.
    let devices: InterfaceBuilderScene.DeviceFamily
    /// Object ids the app's code holds through an outlet (or an outlet collection).
    let outletTargets: Set<String>
    /// Views wired as a table view cell's `accessoryView` or `editingAccessoryView`: the cell
    /// places them by frame, outside Auto Layout.
    let accessoryViews: Set<String>
    /// Views wired to a File's Owner's (or a controller's) `view` outlet: a view controller's
    /// view, which fills its screen.
    let ownerViews: Set<String>

    init(document: IBElement, path: String, placeholders: InterfaceBuilderImporter.Placeholders, traitsOverride: SizeClasses? = nil) {
        self.document = document
        self.path = path
        self.placeholders = placeholders
        let device = document.child("device")
        deviceID = device?["id"]
        if let traitsOverride {
            traits = traitsOverride
        } else if let id = deviceID {
            let landscape = device?["orientation"] == "landscape"
            if id.hasPrefix("ipad") {
                traits = .pad
            } else {
                let large = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72"].contains(id)
                traits = landscape ? SizeClasses(horizontal: large ? .regular : .compact, vertical: .compact) : .phonePortrait
            }
        } else {
            traits = nil
        }
        hasTraitVariations = IBDocumentContext.hasTraitVariations(document)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if document["targetRuntime"] == "iOS.CocoaTouch.iPad" || file.contains("~ipad.") {
            devices = .pad
        } else if file.contains("~iphone.") {
            devices = .phone
        } else {
            devices = .any
        }
        var outlets = Set<String>(), accessories = Set<String>(), views = Set<String>()
        IBDocumentContext.collectOutlets(document, into: &outlets, accessories: &accessories, views: &views)
        outletTargets = outlets
        accessoryViews = accessories
        ownerViews = views
        var designables: [String: Size] = [:]
        let buildNumber = IBDocumentContext.buildNumber(of: document)
        self.device = deviceID.flatMap { IBDevice.named($0, toolsVersion: buildNumber) }
        containment = IBContainment(document: document)
        for designable in document.child("designables")?.children(named: "designable") ?? [] {
            if let name = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
               let width = size.number("width"), let height = size.number("height") {
                designables[name] = Size(width: width, height: height)
            }
        }
        self.designables = designables
        toolsVersion = document["toolsVersion"] ?? "?"
        let major = buildNumber
        majorToolsVersion = major
        usesSafeAreas = document.flag("useSafeAreas")
        hasSafeAreaRuntime = usesSafeAreas || major >= 13_000
        tolerance = major < 11_000 ? 1.0 : 0.51
    }

    /// The build number of the Xcode that saved the document (99 999 when unreadable: the
    /// newest rules). Some saves write the placeholder `32700.99.1234` as the tools version
    /// (seen with the Interface Builder plug-in of Xcode 15, 22684 and 22685): there the
    /// plug-in's version tells the era.
    static func buildNumber(of document: IBElement) -> Double {
        let tools = Double((document["toolsVersion"] ?? "").split(separator: ".").first ?? "") ?? 99_999
        guard tools >= 30_000 else { return tools }
        let plugIn = document.child("dependencies")?.children(named: "plugIn").first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return plugIn.flatMap { Double(($0["version"] ?? "").split(separator: ".").first ?? "") } ?? tools
    }

    /// Every root: scene root views, xib top-level views.
    func roots() -> [IBRoot] {
        var roots: [IBRoot] = []
        for scene in document.child("scenes")?.children(named: "scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] {
                let label = controller["userLabel"] ?? controller["customClass"] ?? controller["title"] ?? controller.name
                if IBViewKinds.isView(controller.name) {
                    // A view beside the controller in its scene (a header, a cell, a toolbar the
                    // code adds later): laid out at its own size, as a xib's top-level views.
                    roots.append(IBRoot(view: controller, controller: nil, name: "\(label) \(controller["id"] ?? "")", scope: controller))
                } else if let view = controller.children.first(where: { $0["key"] == "view" && IBViewKinds.isView($0.name) }) {
                    roots.append(IBRoot(view: view, controller: controller, name: "\(label) \(view["id"] ?? "")", scope: controller))
                } else if let view = containerView(of: controller) {
                    roots.append(IBRoot(view: view, controller: nil, name: "\(label) \(view["id"] ?? "")", scope: controller, isSynthetic: true))
                }
                if let (bar, title) = titleBar(of: controller) {
                    roots.append(IBRoot(view: bar, controller: nil, name: "\(label) title view \(title["id"] ?? "")", scope: title, isSynthetic: true))
                }
            }
        }
        for object in document.child("objects")?.children ?? [] where IBViewKinds.isView(object.name) {
            let label = object["userLabel"] ?? object["customClass"] ?? object.name
            roots.append(IBRoot(view: object, controller: nil, name: "\(label) \(object["id"] ?? "")", scope: object))
        }
        return roots
    }

    /// The navigation bar a controller's navigation item puts its title view in, when the item
    /// has one, and that title view: the bar as wide as the controller's view (the device's
    /// screen without one, the 600-point canvas without a device) and 44 tall; the scene builder
    /// centres the title view in it (`IBSceneBuilder.placeTitleView`). The bar is not in the file.
    func titleBar(of controller: IBElement) -> (bar: IBElement, title: IBElement)? {
        guard let item = controller.children.first(where: { $0.ownTitleView != nil }), let title = item.ownTitleView,
              let itemID = item["id"]
        else { return nil }
        let view = controller.children.first { $0["key"] == "view" && IBViewKinds.isView($0.name) }
        let width = view?.child("rect", key: "frame")?.number("width") ?? device?.size.width ?? 600
        let frame = IBElement(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": formatNumber(width), "height": "44"],
                              children: [], position: item.position)
        let bar = IBElement(name: "view", attributes: ["id": itemID, "key": IBElement.titleBarKey, "userLabel": "navigation bar"],
                            children: [frame], position: item.position)
        return (bar, title)
    }

    /// A navigation, tab bar or other container controller stores no view, only its bars
    /// (`<navigationBar key="navigationBar">`, `<toolbar key="toolbar">`, `<tabBar key="tabBar">`)
    /// with their frames: the controller's view is the device's screen (the bars' own extent
    /// without a device), holding the bars where their frames and autoresizing masks put them.
    func containerView(of controller: IBElement) -> IBElement? {
        let bars = controller.children.filter { ["navigationBar", "toolbar", "tabBar"].contains($0["key"] ?? "") && IBViewKinds.isView($0.name) }
        // A controller whose file stores neither a view nor bars (a page view controller) still
        // has a screen when something in it other than its title view (which has a bar of its
        // own) has a stored frame, a bar button item's custom view: that is then named as not
        // laid out rather than left uncounted.
        let framed = controller.children.contains { child in
            child.ownTitleView == nil ? child.holdsStoredFrame
                : child.children.contains { $0.attributes["id"] != child.ownTitleView?["id"] && $0.holdsStoredFrame }
        }
        guard !bars.isEmpty || framed, let id = controller["id"] else { return nil }
        var size = device.map { controller.child("simulatedOrientationMetrics")?["orientation"] == "landscapeRight" ? Size(width: $0.size.height, height: $0.size.width) : $0.size }
        if size == nil {
            // Without a device the canvas is as wide as the bars and at least as tall.
            let frames = bars.compactMap { $0.child("rect", key: "frame") }
            let width = frames.compactMap { ($0.number("x") ?? 0) + ($0.number("width") ?? 0) }.max() ?? 320
            let height = frames.compactMap { ($0.number("y") ?? 0) + ($0.number("height") ?? 0) }.max() ?? 0
            size = Size(width: width, height: max(height, 480))
        }
        let frame = IBElement(name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": formatNumber(size?.width ?? 320),
                                                         "height": formatNumber(size?.height ?? 480)], children: [], position: controller.position)
        let subviews = IBElement(name: "subviews", attributes: [:], children: bars, position: controller.position)
        return IBElement(name: "view", attributes: ["id": id, "key": "view", "userLabel": controller["userLabel"] ?? controller.name],
                         children: [frame, subviews], position: controller.position)
    }

    /// The destinations of every outlet, and of the outlets that make a view a cell's accessory.
    static func collectOutlets(_ element: IBElement, into outlets: inout Set<String>, accessories: inout Set<String>, views: inout Set<String>) {
        if element.name == "outlet" || element.name == "outletCollection", let destination = element["destination"] {
            outlets.insert(destination)
            if element["property"] == "accessoryView" || element["property"] == "editingAccessoryView" { accessories.insert(destination) }
            if element["property"] == "view" { views.insert(destination) }
        }
        for child in element.children { collectOutlets(child, into: &outlets, accessories: &accessories, views: &views) }
    }

    /// True when some `<variation>` of the document names a size class.
    static func hasTraitVariations(_ element: IBElement) -> Bool {
        if element.name == "variation", let key = element["key"], key != "default" { return true }
        return element.children.contains { hasTraitVariations($0) }
    }

    /// True when a variation key (`heightClass=compact-widthClass=regular`) matches the traits.
    func matches(_ key: String) -> Bool {
        guard key != "default", let traits else { return false }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return false }
            let value = String(pair[1])
            switch pair[0] {
            case "widthClass": if value != traits.horizontal.rawValue { return false }
            case "heightClass": if value != traits.vertical.rawValue { return false }
            default: return false
            }
        }
        return true
    }
}

/// Element names and the kinds they map to.
enum IBViewKinds {
    static let kinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "imageView": .imageView, "textField": .textField,
        "textView": .textView, "scrollView": .scrollView, "stackView": .stackView, "switch": .switchControl,
        "stepper": .stepper, "activityIndicatorView": .activityIndicator, "progressView": .progressView,
        "slider": .slider, "segmentedControl": .segmentedControl, "tableView": .tableView,
        "collectionView": .collectionView, "pageControl": ViewKind(rawValue: "pageControl"),
        "containerView": .view, "visualEffectView": .view, "mapView": ViewKind(rawValue: "mapView"),
        "wkWebView": ViewKind(rawValue: "webView"), "webView": ViewKind(rawValue: "webView"),
        "datePicker": ViewKind(rawValue: "datePicker"), "pickerView": ViewKind(rawValue: "pickerView"),
        "searchBar": ViewKind(rawValue: "searchBar"), "navigationBar": ViewKind(rawValue: "navigationBar"),
        "toolbar": ViewKind(rawValue: "toolbar"), "tabBar": ViewKind(rawValue: "tabBar"),
        "tableViewCellContentView": .view, "collectionViewCellContentView": .view, "tableViewCell": ViewKind(rawValue: "tableViewCell"),
        "collectionViewCell": ViewKind(rawValue: "collectionViewCell"), "collectionReusableView": .view,
        "arscnView": .view, "mtkView": .view, "glkView": .view, "sceneKitView": .view, "skView": .view,
    ]

    /// True for an element that is a view.
    static func isView(_ name: String) -> Bool { kinds[name] != nil }

    /// Which axes a leaf control has an intrinsic size on (from its stored frame).
    static func intrinsicAxes(_ element: IBElement) -> (width: Bool, height: Bool) {
        switch element.name {
        case "label", "button", "textField", "switch", "stepper", "activityIndicatorView", "pageControl",
             "segmentedControl", "datePicker", "pickerView":
            return (true, true)
        case "imageView":
            let hasImage = element["image"] != nil || element.child("imageReference", key: "image") != nil
            return hasImage ? (true, true) : (false, false)
        case "textView": return element["scrollEnabled"] == "NO" ? (true, true) : (false, false)
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar": return (false, true)
        default: return (false, false)
        }
    }
}
