import Testing
import ScrollLayout
@testable import LayoutDocuments

/// Hand-written Interface Builder documents, one XML feature each.
@Suite("Interface Builder import")
struct InterfaceBuilderImportTests {
    /// A container's `<subviews>` and `<constraints>` holding one label: its stored `frame`
    /// ("x y width height") and one equal constraint per pin (the label's attribute, the
    /// container's attribute, the constant).
    func label(_ id: String, in container: String, frame: String, pins: [(String, String, Double)]) -> String {
        let numbers = frame.split(separator: " ").map(String.init)
        let rect = #"<rect key="frame" x="\#(numbers[0])" y="\#(numbers[1])" width="\#(numbers[2])" height="\#(numbers[3])"/>"#
        let constraints = pins.enumerated().map { index, pin in
            #"<constraint firstItem="\#(id)" firstAttribute="\#(pin.0)" secondItem="\#(container)" secondAttribute="\#(pin.1)" constant="\#(pin.2)" id="\#(id)-\#(index)"/>"#
        }
        return #"<subviews><label text="\#(id)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">\#(rect)</label></subviews>"#
            + "<constraints>" + constraints.joined() + "</constraints>"
    }

    /// A whole document: a storyboard (`body` is its `<scenes>`) or a xib (`body` is its
    /// `<objects>`), saved by the given tools version for the given device.
    func document(storyboard: Bool = true, tools: String = "22505", safeAreas: Bool = true, device: String = "retina6_1", _ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(storyboard ? "Storyboard.XIB" : "XIB")" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? #" useSafeAreas="YES""# : "")>
            <device id="\(device)" orientation="portrait" appearance="light"/>
            \(body)
        </document>
        """
    }

    /// A storyboard with one scene: a 375×667 root `root` holding `subviews`, owning `constraints`.
    func storyboard(_ subviews: String, _ constraints: String, controllerExtras: String = "", rootExtras: String = "",
                    document: String = #"toolsVersion="17701" useSafeAreas="YES""#, device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(document) targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(device)
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            \(controllerExtras)
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                                \(rootExtras)
                                <viewLayoutGuide key="safeArea" id="rootSafe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func scenes(_ text: String, placeholders: InterfaceBuilderImporter.Placeholders = .removed) throws(DocumentError) -> [InterfaceBuilderScene] {
        try InterfaceBuilderImporter.importDocument(text, path: "t.storyboard", placeholders: placeholders)
    }

    func solve(_ text: String, placeholders: InterfaceBuilderImporter.Placeholders = .removed) throws -> (InterfaceBuilderScene, LayoutResult) {
        let scene = try #require(try scenes(text, placeholders: placeholders).first)
        return (scene, try LayoutEngine(scene.layout).result)
    }

    @Test func constraintForms() throws {
        let text = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="40" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c1"/>
                    <constraint firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1:2" id="c2"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="98" width="200" height="25"/></view>
            """, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="rootSafe" secondAttribute="top" constant="20" id="c4"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c5"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="c6"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="2" id="c7"/>
            <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="1/2" id="c8"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="b" secondAttribute="trailing" constant="20" priority="750" id="c9"/>
            """)
        let (scene, result) = try solve(text)
        let constraints = scene.layout.constraints
        #expect(constraints.count == 9)
        // A missing firstItem is the owner: `root.trailing >= b.trailing + 20 @750`.
        #expect(constraints.contains { $0.description == "root.trailing >= b.trailing + 20 @750" })
        #expect(constraints.contains { $0.multiplier == 0.5 && $0.first.attribute == .height && $0.second?.item == .view("a") })
        #expect(constraints.first { $0.origin == .interfaceBuilder(path: "t.storyboard", objectID: "c3", line: 21, column: 101) } != nil
                || constraints.contains { if case .interfaceBuilder(_, "c3", _, _) = $0.origin { return true } else { return false } })
        // The safe area's top (20 on this device) is read from `a`'s stored frame: 40 − 20.
        #expect(scene.layout.screen.safeAreaInsets.top == 20)
        #expect(result.frame(of: "a") == Rect(x: 20, y: 40, width: 100, height: 50))
        #expect(result.frame(of: "b") == Rect(x: 20, y: 98, width: 200, height: 25))
    }

    /// Directional layout margins and margin attributes, and the keyboard layout guide (the
    /// keyboard down: from the safe area's bottom to the view's bottom).
    @Test func marginsAndKeyboardGuide() throws {
        let text = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" insetsLayoutMarginsFromSafeArea="NO" id="m"><rect key="frame" x="0" y="100" width="375" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="n"><rect key="frame" x="24" y="10" width="321" height="80"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="n" firstAttribute="leading" secondItem="m" secondAttribute="leadingMargin" id="n1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="n" secondAttribute="trailing" id="n2"/>
                    <constraint firstItem="n" firstAttribute="top" secondItem="m" secondAttribute="topMargin" id="n3"/>
                    <constraint firstAttribute="bottomMargin" secondItem="n" secondAttribute="bottom" id="n4"/>
                </constraints>
                <directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="24" bottom="10" trailing="30"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="k"><rect key="frame" x="0" y="617" width="375" height="50"/></view>
            """, """
            <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="m" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="m" firstAttribute="top" secondItem="rootSafe" secondAttribute="top" constant="80" id="c3"/>
            <constraint firstItem="m" firstAttribute="height" constant="100" id="c4"/>
            <constraint firstItem="k" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstItem="k" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c6"/>
            <constraint firstItem="k" firstAttribute="height" constant="50" id="c7"/>
            <constraint firstItem="kbd" firstAttribute="top" secondItem="k" secondAttribute="bottom" id="c8"/>
            """, rootExtras: #"<keyboardLayoutGuide key="keyboard" id="kbd"/>"#)
        let (_, result) = try solve(text)
        #expect(result.frame(of: "m") == Rect(x: 0, y: 100, width: 375, height: 100))
        // Inside m's margins: leading 24, trailing 30, top and bottom 10.
        #expect(result.frame(of: "n") == Rect(x: 24, y: 10, width: 321, height: 80))
        // The keyboard is down: its guide starts at the safe area's bottom (no inset on this
        // phone), so the bar sits on the screen's bottom.
        #expect(result.frame(of: "k") == Rect(x: 0, y: 617, width: 375, height: 50))
    }

    @Test func placeholdersAndVariations() throws {
        let text = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="228" width="375" height="10"/></view>
            """, """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="228" id="keep"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="187" id="excluded"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" placeholder="YES" id="ph"/>
            <constraint firstItem="a" firstAttribute="width" constant="50" id="compactOnly"/>
            """, rootExtras: """
            <variation key="default"><mask key="constraints"><exclude reference="excluded"/><exclude reference="compactOnly"/></mask></variation>
            <variation key="heightClass=compact"><mask key="constraints"><include reference="compactOnly"/></mask></variation>
            """)
        let runtime = try #require(try scenes(text).first)
        // The placeholder is kept, marked and inactive: the app's layout does not have it.
        #expect(runtime.layout.constraints.filter(\.isActive).count == 3)
        #expect(runtime.layout.constraints.filter(\.isPlaceholder).map(\.isActive) == [false])
        let designTime = try #require(try scenes(text, placeholders: .kept).first)
        #expect(designTime.layout.constraints.count == 4)
        let (_, result) = try solve(text, placeholders: .kept)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 228, width: 375, height: 10))
        // In landscape (compact height) the trait variation installs `compactOnly` (and a
        // constant override applies to its constraint).
        let landscape = text.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        #expect(try scenes(landscape).first?.layout.constraints.contains { $0.first.attribute == .width } == true)
    }

    @Test func legacyGuides() throws {
        let text = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="64" width="375" height="554"/></view>
            """, """
            <constraint firstItem="a" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
            """, controllerExtras: """
            <layoutGuides><viewControllerLayoutGuide type="top" id="topGuide"/><viewControllerLayoutGuide type="bottom" id="bottomGuide"/></layoutGuides>
            """, document: #"toolsVersion="10117""#, device: "")
        let (scene, result) = try solve(text)
        #expect(scene.layout.root.layoutGuides == ["topGuide", "bottomGuide"])
        // Top guide 64 (status and navigation bars) and bottom guide 49 (a tab bar), both read
        // from the stored frame of the view pinned to them.
        #expect(result.frame(of: "a") == Rect(x: 0, y: 64, width: 375, height: 554))
        #expect(scene.tolerance == 1)
    }

    @Test func scrollViewWithGuidesAndStack() throws {
        let text = storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <stackView opaque="NO" axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="111"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="20" width="335" height="21"/></label>
                            <label hidden="YES" text="Hidden" translatesAutoresizingMaskIntoConstraints="NO" id="hidden"><rect key="frame" x="20" y="41" width="335" height="0.0"/></label>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="20" y="49" width="335" height="42"/>
                                <constraints><constraint firstAttribute="height" constant="42" id="bh"/></constraints>
                            </view>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="s1"/>
                    <constraint firstItem="stack" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s2"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="s3"/>
                    <constraint firstItem="stack" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                    <constraint firstItem="stack" firstAttribute="width" secondItem="frame" secondAttribute="width" id="s5"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
            </scrollView>
            """, """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r2"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>
            """)
        let (scene, result) = try solve(text)
        let stack = try #require(scene.layout.root.subviews.first?.subviews.first)
        #expect(stack.stack?.spacing == 8 && stack.stack?.isLayoutMarginsRelativeArrangement == true && stack.stack?.axis == .vertical)
        #expect(scene.hiddenArranged == ["hidden"])
        // 40 + 21 + 8 + 42 + 20 = 131: the hidden label takes no space. No bar controller shows
        // this controller, so `.automatic` adjusts only axes that scroll, and the content fits:
        // no inset is added, the stack sits under the status bar, and its margins (which
        // follow the safe area) add the bar's 20 at the top.
        #expect(result.scrollView("scroll")?.contentSize == Size(width: 375, height: 131))
        #expect(result.scrollView("scroll")?.geometry.adjustedContentInset.top == 0)
        #expect(result.frame(of: "box") == Rect(x: 20, y: 69, width: 335, height: 42))
        // The label's natural size is estimated from its text ("Title" in the 17-point system
        // font), not read off its stretched 335-point frame; either way it is an estimate.
        let title = try #require(scene.layout.root.allViews.first { $0.id == "title" })
        #expect(title.intrinsicContentSize == IntrinsicSize(width: 35.5, height: 21))
        #expect(title.intrinsicSizeIsEstimated == AxisPair(horizontal: true, vertical: true))
    }

    @Test func autoresizingCellsAndEffects() throws {
        let text = storyboard("""
            <view contentMode="scaleToFill" id="fixed"><rect key="frame" x="10" y="30" width="100" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>
            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="200" y="30" width="51" height="31"/></switch>
            <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="effect"><rect key="frame" x="0.0" y="567" width="375" height="100"/>
                <view key="contentView" opaque="NO" id="effectContent"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view>
                <constraints><constraint firstAttribute="height" constant="100" id="eh"/></constraints>
            </visualEffectView>
            <tableView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="table"><rect key="frame" x="0.0" y="200" width="375" height="300"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" reuseIdentifier="Cell" id="cell"><rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="cellContent"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            \(label("rowLabel", in: "cellContent", frame: "16 11.5 35 21", pins: [("leading", "leadingMargin", 0), ("centerY", "centerY", 0)]))
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, """
            <constraint firstItem="toggle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="t1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t2"/>
            <constraint firstItem="effect" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e1"/>
            <constraint firstItem="effect" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="e2"/>
            <constraint firstItem="effect" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="e3"/>
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="b1"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b2"/>
            <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b3"/>
            <constraint firstItem="table" firstAttribute="height" constant="300" id="b4"/>
            """)
        let all = try scenes(text)
        #expect(all.count == 1)
        let result = try LayoutEngine(all[0].layout).result
        #expect(result.frame(of: "fixed") == Rect(x: 10, y: 30, width: 100, height: 100))
        // A switch's frame is 2 pt wider than the rectangle its constraints align.
        #expect(result.frame(of: "toggle") == Rect(x: 200, y: 30, width: 51, height: 31))
        #expect(result.frame(of: "effectContent") == Rect(x: 0, y: 0, width: 375, height: 100))
        // The cell sits in its table below the 28-point prototype header (Xcode 12), self-sized:
        // its content gives no height (the label is only centred), so it gets the standard 44.
        #expect(result.frame(of: "cell") == Rect(x: 0, y: 28, width: 375, height: 44))
        #expect(result.frame(of: "cellContent") == Rect(x: 0, y: 0, width: 375, height: 44))
        // The content view has a table cell's margins (16 at the sides).
        #expect(result.frame(of: "rowLabel") == Rect(x: 16, y: 11.5, width: 35, height: 21))
    }

    @Test func xibTopLevelViewsAndDesignables() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="card"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="Badge"><rect key="frame" x="8" y="8" width="40" height="20"/></view>
                            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="empty" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="infinite"><rect key="frame" x="8" y="40" width="100" height="10"/></stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="k1"/>
                            <constraint firstItem="badge" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="k2"/>
                            <constraint firstItem="empty" firstAttribute="top" secondItem="card" secondAttribute="top" constant="40" id="k3"/>
                            <constraint firstItem="empty" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="k4"/>
                            <constraint firstItem="empty" firstAttribute="height" constant="10" id="k5"/>
                        </constraints>
                    </view>
                </objects>
                <designables><designable name="badge"><size key="intrinsicContentSize" width="40" height="20"/></designable></designables>
            </document>
            """
        let all = try InterfaceBuilderImporter.importDocument(text, path: "t.xib")
        #expect(all.count == 1)
        let scene = try #require(all.first)
        #expect(scene.layout.screen.size == Size(width: 300, height: 100))
        #expect(scene.layout.root.allViews.first { $0.id == "badge" }?.intrinsicContentSize == IntrinsicSize(width: 40, height: 20))
        #expect(scene.layout.root.allViews.first { $0.id == "empty" }?.intrinsicContentSize == IntrinsicSize(width: 100, height: nil))
        let result = try LayoutEngine(scene.layout).result
        #expect(result.frame(of: "badge") == Rect(x: 8, y: 8, width: 40, height: 20))
        #expect(result.frame(of: "empty") == Rect(x: 8, y: 40, width: 100, height: 10))
    }

    @Test(arguments: [
        (#"<?xml version="1.0"?><document type="x" targetRuntime="iOS.CocoaTouch"><scenes>"#,
         "not well-formed XML (the text ends before the document element is closed)"),
        (#"<?xml version="1.0"?><document type="x" a="1" a="2"/>"#, "not well-formed XML (an attribute given twice on one element)"),
        (#"<?xml version="1.0"?><document type="x">&nbsp;</document>"#,
         "not well-formed XML (an undeclared entity (XML has &amp; &lt; &gt; &quot; &apos; and character references))"),
        (#"<?xml version="1.0"?><document type="x"><scenes></objects></document>"#,
         "not well-formed XML (a closing tag that does not match the open element)"),
        (#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#, "not an Interface Builder document: the root element is <plist>, expected <document>"),
        (#"<?xml version="1.0"?><document type="x" targetRuntime="MacOSX.Cocoa"/>"#, "not an iOS document (targetRuntime \"MacOSX.Cocoa\"); only UIKit (iOS.CocoaTouch) layouts are read"),
        (#"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><document>&b;</document>"#, "document type declarations and entities are not allowed in Interface Builder documents"),
        ("{\"root\": {}}", "not well-formed XML"),
    ])
    func badDocuments(text: String, message: String) {
        do {
            _ = try scenes(text)
            Issue.record("imported")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.position != nil)
        }
    }

    /// A label's font with a size that is not a number is refused at its line; one so large
    /// that the text would wrap past any count gives no estimate of the height the constraints
    /// set, and the label keeps its frame (the fuzzer's input was a storyboard whose wrapping
    /// label had `pointSize="1e400"`: counting its lines stopped the process).
    @Test func absurdFontSizes() throws {
        func wrapping(pointSize: String) -> String {
            storyboard(#"""
                <label text="A long line of text that wraps" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="16" y="20" width="343" height="41"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\#(pointSize)"/>
                </label>
                """#, #"""
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                <constraint firstItem="root" firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="606" id="c4"/>
                """#)
        }
        let infinite = wrapping(pointSize: "1e400")
        let line = infinite.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("fontDescription") }.map { $0 + 1 }
        do {
            _ = try scenes(infinite)
            Issue.record("an infinite font size was accepted")
        } catch {
            #expect(error.message == #"pointSize="1e400" of <fontDescription key="fontDescription"> is not a finite number"#)
            #expect(error.position?.line == line)
        }
        let (_, result) = try solve(wrapping(pointSize: "1e300"))
        #expect(result.frame(of: "l") == Rect(x: 16, y: 20, width: 343, height: 41))
        let (_, normal) = try solve(wrapping(pointSize: "17"))
        #expect(normal.frame(of: "l")?.width == 343)
    }

    @Test func badConstraints() {
        let missing = storyboard("", #"<constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="bad1"/>"#)
        do {
            _ = try scenes(missing)
            Issue.record("imported a constraint to a missing view")
        } catch {
            #expect(error.message == "the constraint names \"ghost\", which is not a view or layout guide of this scene")
            #expect(error.objectID == "bad1")
            #expect(error.position?.line == 15)
        }
        let attribute = storyboard("", #"<constraint firstItem="root" firstAttribute="topp" constant="1" id="bad2"/>"#)
        do {
            _ = try scenes(attribute)
            Issue.record("imported an unknown attribute")
        } catch {
            #expect(error.message == "unknown attribute \"topp\"")
            #expect(error.description.hasPrefix("t.storyboard:15:"))
        }
    }

    /// Generated and hand-written documents name a scroll view's guide as an attribute of the
    /// scroll view; Interface Builder writes the guide as the item. The error says which id to use.
    @Test func aGuideNamedAsAnAttributeIsRefusedWithTheGuidesID() {
        let scroll = """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="900"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="contentLayoutGuide" id="g1"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            </scrollView>
            """
        do {
            _ = try scenes(storyboard(scroll, ""))
            Issue.record("imported a guide named as an attribute")
        } catch {
            #expect(error.message == #"unknown attribute "contentLayoutGuide": a layout guide is an item, not an attribute; name "cg" (the content layout guide of "scroll") as the item, with an attribute such as top or width"#)
            #expect(error.objectID == "g1")
        }
        let frameGuide = scroll.replacingOccurrences(of: #"secondAttribute="contentLayoutGuide""#, with: #"secondAttribute="frameLayoutGuide""#)
        do {
            _ = try scenes(storyboard(frameGuide, ""))
            Issue.record("imported a guide named as an attribute")
        } catch {
            #expect(error.message.hasSuffix(#"name "fg" (the frame layout guide of "scroll") as the item, with an attribute such as top or width"#))
        }
    }
}
