import Testing
import ScrollLayout
@testable import LayoutDocuments

/// What Interface Builder draws differently from one Xcode release to the next, and what UIKit
/// decides outside Auto Layout: each rule the importer follows, on a document of our own.
@Suite("Interface Builder by era")
struct InterfaceBuilderEraTests {
    let helper = InterfaceBuilderImportTests()
    let tables = InterfaceBuilderTableTests()

    /// A cell at a stored place, with a label pinned to the content view's margins on the
    /// leading side and centred vertically.
    func cell(_ id: String, y: Double, height: Double, attributes: String = "", contentWidth: Double = 414, style: String? = nil) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(attributes) \(style.map { "style=\"\($0)\" textLabel=\"\(id)L\"" } ?? "") id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="414" height="\(height)"/>
            <tableViewCellContentView key="contentView" opaque="NO" id="\(id)C"><rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="\(height)"/>
                <subviews><label text="Row" translatesAutoresizingMaskIntoConstraints="\(style == nil ? "NO" : "YES")" id="\(id)L"><rect key="frame" x="20" y="12" width="40" height="20"/></label></subviews>
                \(style == nil ? """
                <constraints>
                    <constraint firstItem="\(id)L" firstAttribute="leading" secondItem="\(id)C" secondAttribute="leadingMargin" id="\(id)1"/>
                    <constraint firstItem="\(id)L" firstAttribute="trailing" secondItem="\(id)C" secondAttribute="trailingMargin" id="\(id)2"/>
                    <constraint firstItem="\(id)L" firstAttribute="centerY" secondItem="\(id)C" secondAttribute="centerY" id="\(id)3"/>
                </constraints>
                """ : "")
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// The space above each section is read from the stored rows (UITableView's headers and
    /// footers change with every release): iOS 26's 38-point titled header, then a 60-point gap
    /// with an empty footer, are where the rows are drawn; a system-style cell keeps its drawn
    /// 51-point automatic height.
    @Test func sectionGapsFromTheStoredRows() throws {
        let text = tables.table(#"dataMode="static" style="insetGrouped" rowHeight="-1""#, """
            <sections>
                <tableViewSection headerTitle="One" footerTitle="" id="s1"><cells>\(cell("a", y: 38, height: 51, style: "IBUITableViewCellStyleDefault"))</cells></tableViewSection>
                <tableViewSection headerTitle="Two" id="s2"><cells>\(cell("b", y: 149, height: 51, style: "IBUITableViewCellStyleDefault"))\(cell("c", y: 200, height: 51, style: "IBUITableViewCellStyleDefault"))</cells></tableViewSection>
            </sections>
            """, tools: "24128")
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "a") == Rect(x: 20, y: 38, width: 374, height: 51))
        #expect(result.frame(of: "b") == Rect(x: 20, y: 149, width: 374, height: 51))
        #expect(result.frame(of: "c") == Rect(x: 20, y: 200, width: 374, height: 51))
    }

    /// Rows stored without a place of their own (all at y 0) fall back to the metrics.
    @Test func sectionGapsWithoutStoredRowsUseTheMetrics() throws {
        let text = tables.table(#"dataMode="static" style="grouped" rowHeight="44""#, """
            <sections><tableViewSection id="s1"><cells>\(cell("a", y: 0, height: 44))\(cell("b", y: 0, height: 44))</cells></tableViewSection></sections>
            """)
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "a")?.minY == 55.5)
        #expect(result.frame(of: "b")?.minY == 99.5)
    }

    /// Beside a disclosure indicator the content view's trailing margin is 8; without one, the
    /// table's 20 (414 points wide, Xcode 15).
    @Test func trailingMarginBesideAnAccessory() throws {
        let text = tables.table(#"dataMode="static" style="plain" rowHeight="44""#, """
            <sections><tableViewSection id="s1"><cells>
                \(cell("a", y: 0, height: 44, attributes: #"accessoryType="disclosureIndicator""#, contentWidth: 384))
                \(cell("b", y: 44, height: 44))
            </cells></tableViewSection></sections>
            """)
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(abs((result.frame(of: "aL").map { $0.minX + $0.width } ?? 0) - (384 - 8)) < 0.01)
        #expect(abs((result.frame(of: "bL").map { $0.minX + $0.width } ?? 0) - (414 - 20)) < 0.01)
    }

    /// Before iOS 11 (Xcode 8) a cell that preserves its table's margins has 15 points on the
    /// sides at 375 points wide, not a root view's 16.
    @Test func cellMarginsBeforeIOS11() throws {
        let text = tables.table(#"dataMode="static" style="plain" rowHeight="44""#, """
            <sections><tableViewSection id="s1"><cells>\(cell("a", y: 0, height: 44, attributes: #"preservesSuperviewLayoutMargins="YES""#, contentWidth: 375))</cells></tableViewSection></sections>
            """, tools: "12120", device: "retina4_7")
            .replacingOccurrences(of: #"width="414""#, with: #"width="375""#)
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "aL")?.minX == 15)
        #expect(result.frame(of: "aL").map { $0.minX + $0.width } == 360)
    }

    /// iOS 26 rows are taller: the content view's margins are 15 above and below, so a
    /// 20-point label in a self-sizing custom row comes out 50 tall.
    @Test func iOS26CellMargins() throws {
        let row = """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="a">
                <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="aC"><rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                    <subviews><label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="aL"><rect key="frame" x="20" y="15" width="40" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints></label></subviews>
                    <constraints>
                        <constraint firstItem="aL" firstAttribute="top" secondItem="aC" secondAttribute="topMargin" id="a1"/>
                        <constraint firstItem="aL" firstAttribute="bottom" secondItem="aC" secondAttribute="bottomMargin" id="a2"/>
                        <constraint firstItem="aL" firstAttribute="leading" secondItem="aC" secondAttribute="leadingMargin" id="a3"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        for (tools, height) in [("24128", 50.0), ("23504", 42.0)] {
            let text = tables.table(#"dataMode="static" style="plain" alwaysBounceVertical="YES" rowHeight="-1""#, "<sections><tableViewSection id=\"s1\"><cells>\(row)</cells></tableViewSection></sections>", tools: tools)
            let (_, result) = try helper.solve(text, placeholders: .kept)
            #expect(result.frame(of: "a")?.height == height, "tools \(tools)")
        }
    }

    /// A content view Xcode 6 left 43 points tall in a 164-point row fills the row less its
    /// separator.
    @Test func staleContentViewFillsItsRow() throws {
        let row = """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="164" id="a">
                <rect key="frame" x="0.0" y="0.0" width="414" height="164"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="aC"><rect key="frame" x="0.0" y="0.0" width="414" height="43"/></tableViewCellContentView>
            </tableViewCell>
            """
        let text = tables.table(#"dataMode="static" style="plain""#, "<sections><tableViewSection id=\"s1\"><cells>\(row)</cells></tableViewSection></sections>", tools: "7702")
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "aC")?.height == 163)
    }

    /// The placeholder tools version some saves write (`32700.99.1234`) is read through the
    /// Interface Builder plug-in's version: Xcode 15's 22685.
    @Test func placeholderToolsVersion() throws {
        let document = try IBXMLReader.parse("""
            <document toolsVersion="32700.99.1234"><dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/></dependencies></document>
            """, path: "t.storyboard")
        #expect(IBDocumentContext.buildNumber(of: document) == 22685)
        let plain = try IBXMLReader.parse(#"<document toolsVersion="21507"/>"#, path: "t.storyboard")
        #expect(IBDocumentContext.buildNumber(of: plain) == 21507)
    }

    /// A controller's view drawn below its navigation bar (at y 64, as Xcode 7 drew opaque
    /// bars) is the layout's origin: a table pinned to the top layout guide starts at its top.
    @Test func rootDrawnBelowItsBars() throws {
        let text = helper.storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/></view>
            """, """
            <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
            """, controllerExtras: """
            <layoutGuides><viewControllerLayoutGuide type="top" id="topGuide"/><viewControllerLayoutGuide type="bottom" id="bottomGuide"/></layoutGuides>
            <navigationItem key="navigationItem" title="T" id="nav"/>
            """, document: #"toolsVersion="9532""#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#)
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "box") == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    /// A slider's frame is 2 points wider on each side than the rectangle its constraints
    /// place (before iOS 26).
    @Test func sliderAlignmentRectangle() throws {
        let text = helper.storyboard("""
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="18" y="100" width="339" height="31"/></slider>
            """, """
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="c2"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            """)
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "s").map { ($0.minX, $0.width) } ?? (0, 0) == (18, 339))
    }

    /// A segmented control's frame is 1 point taller than the rectangle it aligns: a label 16
    /// below it is 15 below its frame (Xcode 10 on, as TaleOfTheTape's Xcode 10 document
    /// stores it); files from older Xcodes keep the frame.
    @Test(arguments: [("14460", 262.0), ("17701", 262.0), ("9532", 263.0)])
    func segmentedControlAlignmentRectangle(tools: String, labelY: Double) throws {
        let text = helper.storyboard("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="48" y="218" width="279" height="29"/>
                <segments><segment title="US"/><segment title="EU"/></segments>
            </segmentedControl>
            <label text="Weight" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="155" y="263" width="65" height="20.5"/></label>
            """, """
            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="218" id="c1"/>
            <constraint firstItem="seg" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="16" id="c3"/>
            <constraint firstItem="l" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c4"/>
            """, document: #"toolsVersion="\#(tools)" useSafeAreas="YES""#)
        let (_, result) = try helper.solve(text, placeholders: .kept)
        #expect(result.frame(of: "seg") == Rect(x: 48, y: 218, width: 279, height: 29))
        #expect(result.frame(of: "l")?.minY == labelY)
    }

    /// The safe area read from a control pinned to it reads the control's alignment rectangle:
    /// a segmented control 5 above the safe area's bottom, its frame ending at 614, puts that
    /// bottom at 618 (a tab bar's 49 on a 667-point phone), not 619.
    @Test func safeAreaFromAnAlignedControl() throws {
        let text = helper.storyboard("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="137" y="582" width="233" height="32"/>
                <segments><segment title="Name"/><segment title="Date"/></segments>
            </segmentedControl>
            """, """
            <constraint firstItem="rootSafe" firstAttribute="bottom" secondItem="seg" secondAttribute="bottom" constant="5" id="c1"/>
            <constraint firstItem="rootSafe" firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="5" id="c2"/>
            """, document: #"toolsVersion="22505" useSafeAreas="YES""#)
        let (scene, result) = try helper.solve(text, placeholders: .kept)
        #expect(scene.layout.screen.safeAreaInsets.bottom == 49)
        #expect(result.frame(of: "seg") == Rect(x: 137, y: 582, width: 233, height: 32))
    }

    /// A hidden view is laid out like any other (only arranged views collapse when hidden), so a
    /// hidden sizing view pinned to the safe area tells where the safe area is: 44 from the top
    /// (a navigation bar drawn without a status bar), not the device's 20 + 44.
    @Test func safeAreaFromAHiddenView() throws {
        let text = helper.storyboard("""
            <view hidden="YES" userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sizing">
                <rect key="frame" x="0.0" y="44" width="375" height="623"/>
            </view>
            """, """
            <constraint firstItem="sizing" firstAttribute="top" secondItem="rootSafe" secondAttribute="top" id="c1"/>
            <constraint firstItem="sizing" firstAttribute="leading" secondItem="rootSafe" secondAttribute="leading" id="c2"/>
            <constraint firstItem="rootSafe" firstAttribute="trailing" secondItem="sizing" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="rootSafe" firstAttribute="bottom" secondItem="sizing" secondAttribute="bottom" id="c4"/>
            """, controllerExtras: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
            document: #"toolsVersion="15701" useSafeAreas="YES""#)
        let (scene, result) = try helper.solve(text, placeholders: .kept)
        #expect(scene.layout.screen.safeAreaInsets.top == 44)
        #expect(result.frame(of: "sizing") == Rect(x: 0, y: 44, width: 375, height: 623))
    }

    /// A custom view in a centred horizontal stack, with nothing to give it a height, beside a
    /// 30-point button: Interface Builder draws it (and the stack) at the 50 points it stored;
    /// as the app runs, UIKit's ambiguity suppression collapses it and the stack fits the
    /// button.
    @Test(arguments: [(InterfaceBuilderImporter.Placeholders.kept, 50.0, 10.0), (.removed, 30.0, 0.0)])
    func stackCrossSizeNothingDecides(placeholders: InterfaceBuilderImporter.Placeholders, stackHeight: Double, buttonY: Double) throws {
        let text = helper.storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="100" width="343" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="custom" customClass="CodeComponent">
                        <rect key="frame" x="0.0" y="0.0" width="227" height="50"/>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="243" y="10" width="100" height="30"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="bw"/></constraints>
                        <state key="normal" title="Pay"/>
                    </button>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c3"/>
            """, document: #"toolsVersion="22505" useSafeAreas="YES""#)
        let (_, result) = try helper.solve(text, placeholders: placeholders)
        #expect(result.frame(of: "stack")?.height == stackHeight)
        #expect(result.frame(of: "custom")?.height == (placeholders == .kept ? 50 : 0))
        #expect(result.frame(of: "button")?.minY == buttonY)
    }

    /// A flow layout with items on several lines justifies each line, centres a lone item and
    /// keeps the spacing of the line before on the last; items that fit on one line start at
    /// the inset.
    @Test func flowLayoutLines() throws {
        func collection(_ widths: [Double]) -> String {
            let cells = widths.enumerated().map { index, width in
                """
                <collectionViewCell opaque="NO" contentMode="center" id="c\(index)"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/></collectionViewCell>
                """
            }.joined()
            return helper.storyboard("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="50" height="50"/><inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>\(cells)</cells>
                </collectionView>
                """, """
                <constraint firstItem="cv" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="cv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
                <constraint firstItem="cv" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t3"/>
                <constraint firstItem="cv" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
                """)
        }
        // Three 100-point items and a 300-point one: 0, 137.5, 275 on the first line, then the
        // wide one alone and centred.
        var (_, result) = try helper.solve(collection([100, 100, 100, 300]), placeholders: .kept)
        #expect([0, 1, 2, 3].map { result.frame(of: "c\($0)")?.minX ?? -1 } == [0, 137.5, 275, 37.5])
        #expect(result.frame(of: "c3")?.minY == 60)
        // Five 100-point items: three justified, the last two at the first line's spacing.
        (_, result) = try helper.solve(collection([100, 100, 100, 100, 100]), placeholders: .kept)
        #expect([3, 4].map { result.frame(of: "c\($0)")?.minX ?? -1 } == [0, 137.5])
        // Two small items on one line: from the inset, 10 apart.
        (_, result) = try helper.solve(collection([50, 50]), placeholders: .kept)
        #expect([0, 1].map { result.frame(of: "c\($0)")?.minX ?? -1 } == [0, 60])
    }

    /// `.automatic` adds the bars' insets to a controller's main scroll view only when a bar
    /// controller shows it; a child controller's scroll view that does not scroll gets none.
    @Test func automaticInsetOnlyUnderABarController() throws {
        func text(_ extras: String) -> String {
            helper.storyboard("""
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></scrollView>
                """, """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
                <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t3"/>
                <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="t4"/>
                """, controllerExtras: extras)
        }
        let shown = try helper.solve(text(#"<navigationItem key="navigationItem" title="T" id="nav"/>"#)).1
        #expect(shown.scrollView("scroll")?.geometry.adjustedContentInset.top == 64)
        let alone = try helper.solve(text("")).1
        #expect(alone.scrollView("scroll")?.geometry.adjustedContentInset.top == 0)
    }

    /// A root drawn at a size of its own is solved at that size, and the screen says so.
    @Test func freeformSceneSaysItsSize() throws {
        let text = helper.storyboard("", "", controllerExtras: #"<size key="freeformSize" width="375" height="244"/>"#)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="375" height="244""#)
        let scene = try #require(try helper.scenes(text).first)
        #expect(scene.layout.screen.name == "retina4_7 freeform")
        #expect(scene.layout.screen.size == Size(width: 375, height: 244))
    }
}
