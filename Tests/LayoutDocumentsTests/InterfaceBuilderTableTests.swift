import Testing
import ScrollLayout
@testable import LayoutDocuments

/// What Interface Builder stores beside plain views: controllers' bars, static and prototype
/// table rows, collection view cells, cell xibs, and elements that are not laid out (named).
@Suite("Interface Builder tables, bars and cells")
struct InterfaceBuilderTableTests {
    let helper = InterfaceBuilderImportTests()

    /// A table filling the root, with the given style attributes and children.
    func table(_ attributes: String, _ children: String, tools: String = "22505", device: String = "retina6_1") -> String {
        helper.storyboard("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                \(children)
            </tableView>
            """, """
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
            <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t3"/>
            <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
            """, document: #"toolsVersion="\#(tools)" useSafeAreas="YES""#, device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
    }

    /// A cell with a content view holding one label pinned 12 from the content's top and bottom
    /// (the label is 20 tall, so the content asks for 44), or no constraints at all.
    func cell(_ id: String, rowHeight: String? = nil, pinned: Bool = true) -> String {
        let constraints = pinned ? """
            <constraints>
                <constraint firstItem="\(id)L" firstAttribute="top" secondItem="\(id)C" secondAttribute="top" constant="12" id="\(id)1"/>
                <constraint firstItem="\(id)L" firstAttribute="bottom" secondItem="\(id)C" secondAttribute="bottom" constant="-12" id="\(id)2"/>
                <constraint firstItem="\(id)L" firstAttribute="leading" secondItem="\(id)C" secondAttribute="leadingMargin" id="\(id)3"/>
            </constraints>
            """ : ""
        return """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(rowHeight.map { "rowHeight=\"\($0)\"" } ?? "") id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="\(id)C"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <subviews><label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)L"><rect key="frame" x="20" y="12" width="40" height="20"/></label></subviews>
                    \(constraints)
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// A static plain table saved by Xcode 15: a 65-point header view, then each section's
    /// 28 + 22 header, fixed and self-sizing rows, a 28-point footer and the footer view.
    @Test func staticPlainTable() throws {
        let text = table(#"dataMode="static" style="plain" rowHeight="-1""#, """
            <view key="tableHeaderView" contentMode="scaleToFill" id="head"><rect key="frame" x="0.0" y="0.0" width="414" height="65"/></view>
            <view key="tableFooterView" contentMode="scaleToFill" id="foot"><rect key="frame" x="0.0" y="0.0" width="414" height="30"/></view>
            <sections>
                <tableViewSection id="s1"><cells>\(cell("a", rowHeight: "100"))\(cell("b"))</cells></tableViewSection>
                <tableViewSection headerTitle="More" id="s2"><cells>\(cell("c", pinned: false))</cells></tableViewSection>
            </sections>
            """)
        let (_, result) = try helper.solve(text)
        #expect(result.frame(of: "head") == Rect(x: 0, y: 0, width: 414, height: 65))
        #expect(result.frame(of: "a") == Rect(x: 0, y: 115, width: 414, height: 100))
        #expect(result.frame(of: "aC") == Rect(x: 0, y: 0, width: 414, height: 100))
        // Self-sized from its content: 12 + 20 + 12.
        #expect(result.frame(of: "b") == Rect(x: 0, y: 215, width: 414, height: 44))
        // After a 28 footer and a 50 header; no constraints give a height, so the standard 44.
        #expect(result.frame(of: "c") == Rect(x: 0, y: 259 + 28 + 50, width: 414, height: 44))
        #expect(result.frame(of: "foot") == Rect(x: 0, y: 337 + 44 + 28, width: 414, height: 30))
        // A table's rows do not make its content size a matter of constraints.
        let issues = LayoutChecker().check(try LayoutEngine(try #require(helper.scenes(text).first).layout))
        #expect(!issues.contains { $0.rule == .scrollContentHeightAmbiguous || $0.rule == .unsatisfiedOptional }, "\(issues)")
    }

    /// Prototype cells of a grouped table saved by Xcode 11 sit below its 55.5-point first header;
    /// an inset-grouped table insets them by the side margin.
    @Test(arguments: [("grouped", 0.0, 414.0), ("insetGrouped", 20.0, 374.0)])
    func groupedPrototypes(style: String, inset: Double, width: Double) throws {
        let text = table(#"dataMode="prototypes" style="\#(style)" rowHeight="44""#,
                         "<prototypes>\(cell("p"))\(cell("q"))</prototypes>", tools: "16097", device: "retina6_1")
        let (_, result) = try helper.solve(text)
        #expect(result.frame(of: "p") == Rect(x: inset, y: 55.5, width: width, height: 44))
        #expect(result.frame(of: "q") == Rect(x: inset, y: 99.5, width: width, height: 44))
    }

    /// The prototype section's header by era: 28 before Xcode 13, 44.5 in Xcode 13, 50 after.
    @Test(arguments: [("17701", 28.0), ("20037", 44.5), ("23504", 50.0)])
    func plainPrototypeHeaderByEra(tools: String, top: Double) throws {
        let text = table(#"dataMode="prototypes" style="plain" rowHeight="-1""#, "<prototypes>\(cell("p"))</prototypes>", tools: tools)
        let (_, result) = try helper.solve(text)
        #expect(result.frame(of: "p")?.minY == top)
    }

    /// A 250 × 400 collection view pinned to the root's top left, with the given layout element
    /// and children.
    func collection(layout: String, children: String) -> String {
        helper.storyboard("""
            <collectionView clipsSubviews="YES" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="250" height="400"/>
                \(layout)
                \(children)
            </collectionView>
            """, """
            <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="g1"/>
            <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g2"/>
            <constraint firstItem="grid" firstAttribute="width" constant="250" id="g3"/>
            <constraint firstItem="grid" firstAttribute="height" constant="400" id="g4"/>
            """)
    }

    /// The same with a flow layout of 50-point items 10 apart inside a 5-point section inset
    /// (plus `flowExtras`).
    func flowCollection(_ flowExtras: String = "", children: String) -> String {
        collection(layout: """
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="50" height="50"/>
                \(flowExtras)
                <inset key="sectionInset" minX="5" minY="5" maxX="5" maxY="5"/>
            </collectionViewFlowLayout>
            """, children: children)
    }

    /// A flow layout's cells: left to right 10 apart, wrapping to the next line 10 below.
    @Test func collectionFlowLayout() throws {
        func item(_ id: String) -> String {
            """
            <collectionViewCell opaque="NO" contentMode="center" id="\(id)"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                <collectionViewCellContentView key="contentView" opaque="NO" id="\(id)C"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/></collectionViewCellContentView>
            </collectionViewCell>
            """
        }
        let text = flowCollection(children: "<cells>\(item("i1"))\(item("i2"))\(item("i3"))</cells>")
        let (_, result) = try helper.solve(text)
        #expect(result.frame(of: "i1") == Rect(x: 5, y: 5, width: 100, height: 80))
        // Two lines: the first justified (the 40 points left between its two items), the
        // second's lone item centred in the 240 points between the insets.
        #expect(result.frame(of: "i2") == Rect(x: 145, y: 5, width: 100, height: 80))
        #expect(result.frame(of: "i3") == Rect(x: 75, y: 95, width: 100, height: 80))
        #expect(result.frame(of: "i3C") == Rect(x: 0, y: 0, width: 100, height: 80))
    }

    /// A flow layout's section header and footer: across the collection, as tall as their
    /// reference sizes; the header above the inset and the cells, the footer below the last
    /// line and the far inset, each holding a label placed by its own constraints.
    @Test func collectionSectionHeaderAndFooter() throws {
        func reusable(_ key: String, _ id: String, height: Int) -> String {
            """
            <collectionReusableView key="\(key)" opaque="NO" contentMode="center" id="\(id)"><rect key="frame" x="0.0" y="0.0" width="250" height="\(height)"/>
                \(helper.label("\(id)L", in: id, frame: "0 0 40 20", pins: [("leading", "leading", 16), ("bottom", "bottom", -6)]))
            </collectionReusableView>
            """
        }
        let text = flowCollection("""
            <size key="headerReferenceSize" width="50" height="40"/>
            <size key="footerReferenceSize" width="50" height="30"/>
            """, children: """
            <cells>
                <collectionViewCell opaque="NO" contentMode="center" id="i1"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/></collectionViewCell>
                <collectionViewCell opaque="NO" contentMode="center" id="i2"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/></collectionViewCell>
                <collectionViewCell opaque="NO" contentMode="center" id="i3"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/></collectionViewCell>
            </cells>
            \(reusable("sectionHeaderView", "head", height: 40))
            \(reusable("sectionFooterView", "foot", height: 30))
            """)
        let (scene, result) = try helper.solve(text)
        #expect(scene.notLaidOut.isEmpty)
        #expect(result.frame(of: "head") == Rect(x: 0, y: 0, width: 250, height: 40))
        #expect(result.frame(of: "headL") == Rect(x: 16, y: 14, width: 40, height: 20))
        // Cells start below the header and the inset: 40 + 5.
        #expect(result.frame(of: "i1") == Rect(x: 5, y: 45, width: 100, height: 80))
        #expect(result.frame(of: "i3") == Rect(x: 75, y: 135, width: 100, height: 80))
        // The footer: after the second line (135 + 80) and the 5-point inset.
        #expect(result.frame(of: "foot") == Rect(x: 0, y: 220, width: 250, height: 30))
        #expect(result.frame(of: "footL") == Rect(x: 16, y: 4, width: 40, height: 20))
    }

    /// A flow layout with a number that is not finite is refused at its line, naming the
    /// attribute, before it places anything.
    @Test func flowLayoutWithAnInfiniteSizeIsRefused() throws {
        let text = flowCollection(#"<size key="headerReferenceSize" width="50" height="inf"/>"#, children: """
            <cells><collectionViewCell opaque="NO" contentMode="center" id="i1"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/></collectionViewCell></cells>
            """)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("headerReferenceSize") }.map { $0 + 1 }
        do {
            _ = try helper.scenes(text)
            Issue.record("an infinite header size was accepted")
        } catch {
            #expect(error.description.contains(#"height="inf" of <size key="headerReferenceSize"> is not a finite number"#))
            #expect(error.position?.line == line)
        }
    }

    /// A collection view with a layout class of the app's own: its cells keep the frames the
    /// document stores (the class places them), their content laid out inside, marked as
    /// placed by code.
    @Test func customCollectionLayoutKeepsStoredFrames() throws {
        let text = collection(layout: #"<collectionViewLayout key="collectionViewLayout" id="layout" customClass="MosaicLayout"/>"#, children: """
            <cells>
                <collectionViewCell opaque="NO" contentMode="center" id="a"><rect key="frame" x="20" y="30" width="100" height="80"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" id="aC"><rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                        \(helper.label("aL", in: "aC", frame: "8 8 12 20.5", pins: [("leading", "leading", 8), ("top", "top", 8)]))
                    </collectionViewCellContentView>
                </collectionViewCell>
                <collectionViewCell opaque="NO" contentMode="center" id="b"><rect key="frame" x="150" y="200" width="60" height="60"/></collectionViewCell>
            </cells>
            """)
        let (scene, result) = try helper.solve(text)
        #expect(result.frame(of: "a") == Rect(x: 20, y: 30, width: 100, height: 80))
        #expect(result.frame(of: "aL") == Rect(x: 8, y: 8, width: 12, height: 20.5))
        #expect(result.frame(of: "b") == Rect(x: 150, y: 200, width: 60, height: 60))
        #expect(scene.layout.root.allViews.first { $0.id == "b" }?.decidedByCode?.contains("MosaicLayout") == true)
    }

    /// A navigation controller stores only its bar: the scene is the device's screen holding it
    /// where its frame puts it (48 below the top on an iPhone 11 in Xcode 15).
    @Test func navigationControllerBar() throws {
        let text = helper.document("""
            <scenes><scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="48" width="414" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                </navigationController>
            </objects></scene></scenes>
            """)
        let scene = try #require(try helper.scenes(text).first)
        #expect(scene.layout.screen.size == Size(width: 414, height: 896))
        let result = try LayoutEngine(scene.layout).result
        #expect(result.frame(of: "bar") == Rect(x: 0, y: 48, width: 414, height: 44))
        // The made-up root is not compared: only the bar is.
        let comparison = FrameComparison(scene: scene, result: result)
        #expect(comparison.compared == 1 && comparison.matched == 1)
    }

    /// A bar button item's custom view is not laid out: a note says so, and the frame
    /// comparison counts it as not laid out.
    @Test func navigationItemContentIsNamed() throws {
        let text = helper.storyboard("", "", controllerExtras: """
            <navigationItem key="navigationItem" title="Settings" id="item">
                <barButtonItem key="rightBarButtonItem" id="barItem">
                    <button key="customView" opaque="NO" contentMode="scaleToFill" id="custom"><rect key="frame" x="302" y="13" width="30" height="30"/></button>
                </barButtonItem>
            </navigationItem>
            """)
        let scene = try #require(try helper.scenes(text).first)
        #expect(scene.notLaidOut.map(\.id) == ["custom"])
        let notes = scene.notLaidOutIssues()
        #expect(notes.count == 1 && notes.first?.rule == .viewNotLaidOut && notes.first?.severity == .note)
        #expect(notes.first?.message.hasPrefix("button custom (stored frame (302, 13, 30, 30)) is not laid out: it is in a navigation item") == true)
        let comparison = FrameComparison(scene: scene, result: try LayoutEngine(scene.layout).result)
        #expect(comparison.notLaidOut.map(\.id) == ["custom"])
    }

    /// A navigation item's title view is laid out in a bar of its own: centred in a bar as wide
    /// as the controller's view and 44 tall, at its own size, its content by its constraints;
    /// the bar's buttons' custom views stay named as not laid out.
    @Test func titleViewCentredInItsBar() throws {
        let text = helper.storyboard("", "", controllerExtras: """
            <navigationItem key="navigationItem" id="item">
                <view key="titleView" contentMode="scaleToFill" id="title">
                    <rect key="frame" x="72" y="-2" width="231" height="48"/>
                    \(helper.label("titleLabel", in: "title", frame: "90 14 51 20.5", pins: [("centerX", "centerX", 0), ("centerY", "centerY", 0)]))
                </view>
                <barButtonItem key="rightBarButtonItem" id="barItem">
                    <button key="customView" opaque="NO" contentMode="scaleToFill" id="custom"><rect key="frame" x="329" y="7" width="30" height="30"/></button>
                </barButtonItem>
            </navigationItem>
            """)
        let scenes = try helper.scenes(text)
        let controller = try #require(scenes.first { $0.layout.root.id == "root" })
        #expect(controller.notLaidOut.map(\.id) == ["custom"])
        let bar = try #require(scenes.first { $0.layout.root.id == "item" })
        #expect(bar.layout.screen.size == Size(width: 375, height: 44) && bar.layout.screen.name == "retina4_7 navigation bar")
        let result = try LayoutEngine(bar.layout).result
        #expect(result.frame(of: "title") == Rect(x: 72, y: -2, width: 231, height: 48))
        #expect(result.frame(of: "titleLabel") == Rect(x: 90, y: 13.75, width: 51, height: 20.5))
        let comparison = FrameComparison(scene: bar, result: result)
        #expect(comparison.compared == 2 && comparison.matched == 2)
    }

    /// A title view drawn 30 tall whose content needs 40 conflicts only with the size the
    /// document draws it at: the bar sizes it at run time, so the conflict is a note that says
    /// so, as a prototype cell's row height is.
    @Test func titleViewConflictWithItsDrawnSizeIsANote() throws {
        let text = helper.storyboard("", "", controllerExtras: """
            <navigationItem key="navigationItem" id="item">
                <view key="titleView" contentMode="scaleToFill" id="title">
                    <rect key="frame" x="87" y="7" width="200" height="30"/>
                    \(helper.label("titleLabel", in: "title", frame: "0 10 200 20", pins: [("top", "top", 10), ("bottom", "bottom", -10)]))
                </view>
            </navigationItem>
            """).replacingOccurrences(of: #"<label text="titleLabel" "#, with: #"<label text="titleLabel" verticalCompressionResistancePriority="1000" "#)
        let bar = try #require(try helper.scenes(text).first { $0.layout.root.id == "item" })
        let conflicts = try LayoutEngine(bar.layout).diagnose().filter { $0.rule == .conflictingConstraints }
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.severity == .note && $0.message.contains("decided by the app's code") })
    }

    /// A view beside the controller in its scene's objects (a toolbar the code adds later) is a
    /// layout of its own size, as a xib's top-level view; a page view controller, which stores
    /// no view, still names its navigation item's bar button view as not laid out. Nothing with
    /// a stored frame goes uncounted.
    @Test func sceneObjectsBesideTheControllerAreCounted() throws {
        let text = helper.document("""
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                    </viewController>
                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </toolbar>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <pageViewController transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pages" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="item">
                            <barButtonItem key="leftBarButtonItem" id="menu">
                                <view key="customView" contentMode="scaleToFill" id="menuView"><rect key="frame" x="16" y="5" width="26" height="18"/></view>
                            </barButtonItem>
                            <view key="titleView" contentMode="scaleToFill" id="title"><rect key="frame" x="87" y="6" width="240" height="33"/></view>
                        </navigationItem>
                    </pageViewController>
                </objects></scene>
            </scenes>
            """)
        let scenes = try helper.scenes(text)
        let toolbar = try #require(scenes.first { $0.layout.root.id == "bar" })
        #expect(try LayoutEngine(toolbar.layout).result.frame(of: "bar") == Rect(x: 0, y: 0, width: 414, height: 44))
        let pages = try #require(scenes.first { $0.layout.root.id == "pages" })
        #expect(pages.notLaidOut.map(\.id) == ["menuView"])
        #expect(pages.notLaidOutIssues().first?.message.contains("it is in a navigation item") == true)
        // Its title view has a bar of its own, as wide as the device.
        let bar = try #require(scenes.first { $0.layout.root.id == "item" })
        #expect(try LayoutEngine(bar.layout).result.frame(of: "title") == Rect(x: 87, y: 5.5, width: 240, height: 33))
    }

    /// A cell xib: the cell is the root, its content view fills it with a table cell's margins
    /// (20 on the sides from 390 points, as an iPhone 12's cells in a Xcode 13 document; 16
    /// narrower), and it is checked at its own size.
    @Test(arguments: [(375.0, 16.0), (390.0, 20.0), (393.0, 20.0)])
    func cellXib(width: Double, margin: Double) throws {
        let text = helper.document(storyboard: false, device: "retina6_12", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                \(cell("x"))
            </objects>
            """).replacingOccurrences(of: #"width="414""#, with: "width=\"\(width)\"")
        let scene = try #require(try helper.scenes(text).first)
        #expect(scene.isDetached)
        let result = try LayoutEngine(scene.layout).result
        #expect(result.frame(of: "xC") == Rect(x: 0, y: 0, width: width, height: 44))
        #expect(result.frame(of: "xL")?.minX == margin)
        #expect(DocumentReport.checkedScreens(for: scene.layout, scene: scene, screens: [.iPhoneSE]).isEmpty)
    }

    /// A scene that is a navigation controller's root, in a tab bar controller, is under a
    /// navigation bar and above a tab bar even when it stores neither: its legacy guides sit at
    /// 20 + 44 from the top and 49 from the bottom.
    @Test func scenesInContainersGetTheirBars() throws {
        let text = helper.document(tools: "11762", safeAreas: false, device: "retina4_7", """
            <scenes>
                <scene sceneID="t"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/></connections>
                </tabBarController></objects></scene>
                <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="s2"/></connections>
                </navigationController></objects></scene>
                <scene sceneID="v"><objects><viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides><viewControllerLayoutGuide type="top" id="topGuide"/><viewControllerLayoutGuide type="bottom" id="bottomGuide"/></layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="b1"/>
                            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="b2"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b3"/>
                            <constraint firstItem="box" firstAttribute="width" constant="100" id="b4"/>
                        </constraints>
                    </view>
                </viewController></objects></scene>
            </scenes>
            """)
        let scene = try #require(try helper.scenes(text).first { $0.layout.root.id == "root" })
        let result = try LayoutEngine(scene.layout).result
        #expect(result.frame(of: "box") == Rect(x: 0, y: 64, width: 100, height: 667 - 64 - 49))
    }
}
