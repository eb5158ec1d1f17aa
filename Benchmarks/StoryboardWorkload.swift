import Foundation
import LayoutDocuments
import ScrollLayout

/// P2: the Interface Builder reader on a large storyboard made here: scenes of a
/// scroll view holding a vertical stack of labels, as apps' settings and detail screens are,
/// `scenes × labels` views in all. Reports the reader's throughput (MB/s) and the time to read,
/// lay out and check every scene, so growth from 1 000 to 5 000 views shows whether the reader
/// is linear. Each scene's content height is checked against the stack's arithmetic.
enum StoryboardWorkload {
    /// Labels in each scene's stack.
    static let labelsPerScene = 48

    /// The storyboard of about `views` views: scenes of ``labelsPerScene`` labels (each scene
    /// also has its scroll view and stack), and how many scenes.
    static func storyboard(views: Int) -> (text: String, scenes: Int) {
        let scenes = max(1, views / (labelsPerScene + 2))
        return (storyboard(scenes: scenes, labelsPerScene: labelsPerScene), scenes)
    }

    static func run(views: [Int], samples: Int) {
        for total in views {
            let labels = labelsPerScene
            let (text, scenes) = storyboard(views: total)
            let megabytes = Double(text.utf8.count) / 1_000_000
            var read: [Double] = [], solve: [Double] = []
            var issues = 0, wrongHeights = 0
            for _ in 0..<samples {
                var imported: [InterfaceBuilderScene] = []
                read.append(BenchmarkReport.seconds {
                    imported = (try? InterfaceBuilderImporter.importDocument(text, path: "p2.storyboard")) ?? []
                })
                guard imported.count == scenes else {
                    FileHandle.standardError.write(Data("P2: \(imported.count) of \(scenes) scenes read\n".utf8))
                    return
                }
                issues = 0
                wrongHeights = 0
                solve.append(BenchmarkReport.seconds {
                    for scene in imported {
                        guard let engine = try? LayoutEngine(scene.layout) else { wrongHeights += 1; continue }
                        issues += LayoutChecker().check(engine).filter { $0.severity != .note }.count
                        // 48 labels 20.5 tall, 8 apart: 48 · 20.5 + 47 · 8 = 1360.
                        if engine.result.scrollViews.first?.contentSize.height != Double(labels) * 20.5 + Double(labels - 1) * 8 {
                            wrongHeights += 1
                        }
                    }
                })
            }
            let workload = "P2-storyboard-\(scenes * (labels + 2))"
            BenchmarkReport.report(workload, "ib_read_mb_per_s", read.map { megabytes / $0 }, unit: "MB/s", scale: 1,
                                   extra: "file_mb=\(String(format: "%.2f", megabytes)) scenes=\(scenes)")
            BenchmarkReport.report(workload, "ib_read", read, unit: "ms", scale: 1e3)
            BenchmarkReport.report(workload, "layout_and_check", solve, unit: "ms", scale: 1e3,
                                   extra: "warnings_and_errors=\(issues) wrong_content_heights=\(wrongHeights)")
        }
    }

    /// A storyboard of `scenes` scenes, each a scroll view in the safe area with a vertical
    /// stack (spacing 8) pinned to its content guide and as wide as its frame guide, holding
    /// `labelsPerScene` labels 20.5 tall.
    static func storyboard(scenes: Int, labelsPerScene: Int) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>

        """
        let height = Double(labelsPerScene) * 20.5 + Double(labelsPerScene - 1) * 8
        for scene in 0..<scenes {
            let p = "s\(scene)"
            var labels = ""
            for index in 0..<labelsPerScene {
                labels += """
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(index) of scene \(scene)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-l\(index)">
                                                        <rect key="frame" x="0.0" y="\(Double(index) * 28.5)" width="375" height="20.5"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>

                """
            }
            xml += """
                    <scene sceneID="\(p)">
                        <objects>
                            <viewController id="\(p)-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(p)-root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-scroll">
                                            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                            <subviews>
                                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-stack">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                                    <subviews>
            \(labels)                                        </subviews>
                                                </stackView>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="\(p)-stack" firstAttribute="top" secondItem="\(p)-content" secondAttribute="top" id="\(p)-c1"/>
                                                <constraint firstItem="\(p)-stack" firstAttribute="leading" secondItem="\(p)-content" secondAttribute="leading" id="\(p)-c2"/>
                                                <constraint firstItem="\(p)-content" firstAttribute="bottom" secondItem="\(p)-stack" secondAttribute="bottom" id="\(p)-c3"/>
                                                <constraint firstItem="\(p)-content" firstAttribute="trailing" secondItem="\(p)-stack" secondAttribute="trailing" id="\(p)-c4"/>
                                                <constraint firstItem="\(p)-stack" firstAttribute="width" secondItem="\(p)-frame" secondAttribute="width" id="\(p)-c5"/>
                                            </constraints>
                                            <viewLayoutGuide key="contentLayoutGuide" id="\(p)-content"/>
                                            <viewLayoutGuide key="frameLayoutGuide" id="\(p)-frame"/>
                                        </scrollView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(p)-safe"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(p)-scroll" firstAttribute="top" secondItem="\(p)-safe" secondAttribute="top" id="\(p)-c6"/>
                                        <constraint firstItem="\(p)-scroll" firstAttribute="leading" secondItem="\(p)-safe" secondAttribute="leading" id="\(p)-c7"/>
                                        <constraint firstItem="\(p)-safe" firstAttribute="bottom" secondItem="\(p)-scroll" secondAttribute="bottom" id="\(p)-c8"/>
                                        <constraint firstItem="\(p)-safe" firstAttribute="trailing" secondItem="\(p)-scroll" secondAttribute="trailing" id="\(p)-c9"/>
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(p)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(scene * 400)" y="0.0"/>
                    </scene>

            """
        }
        xml += """
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
        return xml
    }
}
