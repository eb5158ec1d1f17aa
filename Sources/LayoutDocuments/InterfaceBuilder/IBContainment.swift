/// Which scenes of a storyboard sit inside a navigation controller (under its bar) or a tab bar
/// controller (above its bar), from the segues: a navigation controller's root view controller
/// and every scene shown (`show`/`push`) from a scene in its stack; a tab bar controller's view
/// controllers, and the stacks of the navigation controllers among them. Interface Builder
/// simulates those bars on such scenes even when the scene itself stores no `navigationItem`.
struct IBContainment: Sendable {
    /// Controller ids under a visible navigation bar.
    let underNavigationBar: Set<String>
    /// Controller ids above a tab bar.
    let aboveTabBar: Set<String>
    /// Controller ids under a navigation bar that prefers large titles.
    let underLargeTitleBar: Set<String>
    /// Controller ids a container view embeds (an `embed` segue's destination): their view is
    /// the container's size, not a screen's.
    let embedded: Set<String>

    /// The containment of a document's scenes.
    init(document: IBElement) {
        var controllers: [String: IBElement] = [:]
        for scene in document.child("scenes")?.children(named: "scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] {
                if let id = object["id"] { controllers[id] = object }
            }
        }
        func segues(of controller: IBElement, _ matches: (IBElement) -> Bool) -> [String] {
            (controller.child("connections")?.children(named: "segue") ?? []).filter(matches).compactMap { $0["destination"] }
        }
        func isShow(_ segue: IBElement) -> Bool { segue["kind"] == "show" || segue["kind"] == "push" }
        /// A navigation controller's stack: its root and everything shown from it.
        func stack(of navigation: IBElement) -> [String] {
            var found: [String] = []
            var queue = segues(of: navigation) { $0["kind"] == "relationship" && $0["relationship"] == "rootViewController" }
            while let id = queue.popLast() {
                guard !found.contains(id), let controller = controllers[id], controller.name != "navigationController" else { continue }
                found.append(id)
                queue += segues(of: controller, isShow)
            }
            return found
        }
        var navigation = Set<String>(), tabs = Set<String>(), large = Set<String>()
        for controller in controllers.values where controller.name == "navigationController" && !controller.flag("navigationBarHidden") {
            let scenes = stack(of: controller)
            navigation.formUnion(scenes)
            if controller.child("navigationBar", key: "navigationBar")?.flag("prefersLargeTitles") == true { large.formUnion(scenes) }
        }
        for controller in controllers.values where controller.name == "tabBarController" {
            for id in segues(of: controller, { $0["kind"] == "relationship" && $0["relationship"] == "viewControllers" }) {
                guard let child = controllers[id] else { continue }
                if child.name == "navigationController" {
                    // A scene pushed with hidesBottomBarWhenPushed leaves the tab bar.
                    tabs.formUnion(stack(of: child).filter { controllers[$0]?.flag("hidesBottomBarWhenPushed") != true })
                } else {
                    tabs.insert(id)
                }
            }
        }
        underNavigationBar = navigation
        aboveTabBar = tabs
        underLargeTitleBar = large
        var embeds = Set<String>()
        func collectEmbeds(_ element: IBElement) {
            if element.name == "segue", element["kind"] == "embed", let destination = element["destination"] { embeds.insert(destination) }
            element.children.forEach(collectEmbeds)
        }
        collectEmbeds(document)
        embedded = embeds
    }
}
