import Foundation
import Testing
import ScrollLayout
import LayoutDocuments
import ExportedLayouts

/// `Examples/Sources/ExportedLayouts` is `scroll-layout export --to swift` of the fixtures in
/// `Examples/InterfaceBuilder`: regenerating it gives the same text, and the compiled functions
/// solve to the frames the import solves to.
@Suite("Exported layouts")
struct ExportedLayoutsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let documents: [(file: String, layouts: [Layout])] = [
        ("Profile.storyboard", [ProfileLayouts.navigationControllerNav(), ProfileLayouts.profileViewControllerProfileRoot()]),
        ("Settings.storyboard", [SettingsLayouts.settingsViewControllerTable()]),
        ("Gallery.xib", [GalleryLayouts.galleryCardViewCard()]),
    ]

    @Test(arguments: documents.map(\.file))
    func regeneratingGivesTheSameText(file: String) throws {
        let document = ExportedLayoutsTests.root.appendingPathComponent("Examples/InterfaceBuilder/\(file)").path
        let generated = try #require(try LayoutExporter.files(for: document, format: .swift).first)
        let checkedIn = ExportedLayoutsTests.root.appendingPathComponent("Examples/Sources/ExportedLayouts/\(generated.name)").path
        #expect(generated.text == (try String(contentsOfFile: checkedIn, encoding: .utf8)),
                "regenerate with: swift run scroll-layout export --to swift --force -o Examples/Sources/ExportedLayouts Examples/InterfaceBuilder")
    }

    @Test func compiledLayoutsSolveToTheImportsFrames() throws {
        for (file, compiled) in ExportedLayoutsTests.documents {
            let imported = try LayoutDocument.load(path: ExportedLayoutsTests.root.appendingPathComponent("Examples/InterfaceBuilder/\(file)").path).layouts
            #expect(imported.count == compiled.count, "\(file)")
            for (layout, code) in zip(imported, compiled) {
                let expected = try LayoutEngine(layout).result, actual = try LayoutEngine(code).result
                #expect(actual.views.count == expected.views.count)
                for view in expected.views {
                    let frame = try #require(actual.frame(of: view.id), "\(file): \(view.id) missing")
                    #expect(abs(frame.minX - view.frame.minX) <= 0.01 && abs(frame.minY - view.frame.minY) <= 0.01
                            && abs(frame.width - view.frame.width) <= 0.01 && abs(frame.height - view.frame.height) <= 0.01,
                            "\(file): \(view.id) \(frame) against \(view.frame)")
                }
            }
        }
        // The profile's content: 24 + 120 + 16 + 86 + 24 + 200 (placeholder, removed: 0) + 24 + 50 + 36.
        let profile = try LayoutEngine(ProfileLayouts.profileViewControllerProfileRoot()).result
        #expect(profile.scrollView("scroll")?.frame == Rect(x: 0, y: 103, width: 393, height: 715))
        let gallery = try LayoutEngine(GalleryLayouts.galleryCardViewCard()).result
        #expect(gallery.scrollView("gallery")?.contentSize == Size(width: 1179, height: 262))
        let settings = try LayoutEngine(SettingsLayouts.settingsViewControllerTable()).result
        #expect(settings.frame(of: "about") == Rect(x: 20, y: 179.5, width: 353, height: 60))
    }
}
