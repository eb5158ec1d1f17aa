import Foundation
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// The screens an app's documents are checked on: the orientations and devices its
/// `Info.plist` supports, and landscape screens as UIKit gives them.
@Suite("App screens")
struct AppScreensTests {
    /// A fresh folder holding an `Info.plist` with these keys (XML).
    static func appFolder(orientations: [String], families: [Int]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist: [String: Any] = ["UISupportedInterfaceOrientations": orientations, "UIDeviceFamily": families]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Info.plist"))
        return folder
    }

    /// A notched iPhone turned sideways: the notch insets both sides, the home indicator 21;
    /// an iPhone SE has no inset at all; an iPad keeps its status bar and home indicator.
    @Test func landscapeScreens() throws {
        let phone = Screen.iPhone15.landscape()
        #expect(phone.size == Size(width: 852, height: 393))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Screen.iPhoneSE.landscape().safeAreaInsets == EdgeInsets())
        #expect(Screen.iPad.landscape().safeAreaInsets == Screen.iPad.safeAreaInsets)
        let group = try #require(Screen.group(named: "iphones-landscape"))
        #expect(group.map(\.name) == Screen.iPhones.map { $0.name + " landscape" })
        #expect(Screen.named("iPhone 15 landscape")?.size == Size(width: 852, height: 393))
    }

    /// `UISupportedInterfaceOrientations` and `UIDeviceFamily` decide the screens: an iPhone
    /// app that turns sideways is checked in both orientations, on phones only.
    @Test func infoPlistDecidesTheScreens() throws {
        let folder = try AppScreensTests.appFolder(
            orientations: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"], families: [1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("Base.lproj/Main.storyboard").path
        let app = try #require(AppInfo.nearest(to: document))
        #expect(app.supportsPortrait && app.supportsLandscape && app.devices == .phone)
        let screens = app.screens([.iPhoneSE, .iPad], own: .iPhone15)
        #expect(screens.map(\.name) == ["iPhone SE", "iPhone SE landscape"])
        let landscapeOnly = try AppScreensTests.appFolder(orientations: ["UIInterfaceOrientationLandscapeRight"], families: [1, 2])
        defer { try? FileManager.default.removeItem(at: landscapeOnly) }
        let sideways = try #require(AppInfo.read(landscapeOnly.appendingPathComponent("Info.plist").path))
        #expect(sideways.screens([], own: .iPhone15).map(\.name) == ["iPhone 15 landscape"])
    }

    /// A form 500 points tall pinned below the safe area's top fits an iPhone 15 upright and
    /// is clipped sideways: with an app that supports landscape the warning names that screen;
    /// without one, nothing is said.
    @Test func clippedInLandscapeOnly() throws {
        let folder = try AppScreensTests.appFolder(
            orientations: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"], families: [1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" useSafeAreas="YES" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="form"><rect key="frame" x="16" y="79" width="361" height="500"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="form" firstAttribute="top" secondItem="rootSafe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="form" firstAttribute="leading" secondItem="rootSafe" secondAttribute="leading" constant="16" id="c2"/>
                                <constraint firstItem="rootSafe" firstAttribute="trailing" secondItem="form" secondAttribute="trailing" constant="16" id="c3"/>
                                <constraint firstItem="form" firstAttribute="height" constant="500" id="c4"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="rootSafe"/>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let path = folder.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let app = try #require(AppInfo.nearest(to: path))
        let withApp = DocumentReport.make(path: path, app: app).issues.filter { $0.severity != .note }
        #expect(withApp.map(\.rule) == [.viewOutsideVisibleArea])
        #expect(withApp.first?.screens == ["retina6_12 landscape"] && withApp.first?.happensOnEveryScreen == false)
        #expect(DocumentReport.make(path: path).issues.filter { $0.severity != .note }.isEmpty)
    }
}
