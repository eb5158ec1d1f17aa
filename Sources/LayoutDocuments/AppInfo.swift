import Foundation
import ScrollLayout

/// What an app's `Info.plist` says about where its interface runs: the orientations it supports
/// (`UISupportedInterfaceOrientations`, and `~ipad`) and the devices (`UIDeviceFamily`: 1
/// iPhone, 2 iPad). `check` of an app's folder reads the nearest one above each document and
/// checks the orientations and devices it names, on top of the screens asked for.
public struct AppInfo: Sendable, Equatable {
    /// The file read.
    public var path: String
    /// The app supports portrait (no orientation list says the same).
    public var supportsPortrait: Bool
    /// The app supports landscape (left or right).
    public var supportsLandscape: Bool
    /// The devices the app runs on.
    public var devices: InterfaceBuilderScene.DeviceFamily

    /// Reads an `Info.plist` (XML or binary); nil when it cannot be read or says nothing of
    /// orientations or devices.
    public static func read(_ path: String) -> AppInfo? {
        guard let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        let orientations = (plist["UISupportedInterfaceOrientations"] as? [String] ?? [])
            + (plist["UISupportedInterfaceOrientations~ipad"] as? [String] ?? [])
        let families = plist["UIDeviceFamily"] as? [Int] ?? []
        guard !orientations.isEmpty || !families.isEmpty else { return nil }
        let portrait = orientations.isEmpty || orientations.contains { $0.hasPrefix("UIInterfaceOrientationPortrait") }
        let landscape = orientations.contains { $0.hasPrefix("UIInterfaceOrientationLandscape") }
        let devices: InterfaceBuilderScene.DeviceFamily
        switch (families.contains(1), families.contains(2)) {
        case (true, false): devices = .phone
        case (false, true): devices = .pad
        default: devices = .any
        }
        return AppInfo(path: path, supportsPortrait: portrait, supportsLandscape: landscape, devices: devices)
    }

    /// The `Info.plist` nearest above a document (its folder, then each parent, up to eight
    /// levels or a folder holding an Xcode project), when one says something.
    public static func nearest(to documentPath: String) -> AppInfo? {
        var folder = URL(fileURLWithPath: documentPath).deletingLastPathComponent()
        for _ in 0..<8 {
            let candidate = folder.appendingPathComponent("Info.plist").path
            if FileManager.default.fileExists(atPath: candidate), let info = read(candidate) { return info }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                // The project's folder: its targets' plists sit in folders below it.
                for entry in entries.sorted() {
                    let plist = folder.appendingPathComponent(entry).appendingPathComponent("Info.plist").path
                    if FileManager.default.fileExists(atPath: plist), let info = read(plist) { return info }
                }
                return nil
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    /// The screens to check a scene on: the ones given (its own when none), less the devices
    /// the app does not run on, turned to the orientations it supports.
    func screens(_ given: [Screen], own: Screen) -> [Screen] {
        var base = given.isEmpty ? [own] : given
        if devices != .any {
            let kept = base.filter(devices.includes)
            base = kept.isEmpty ? (devices == .pad ? [.iPad] : [.iPhoneSE, .iPhone15]) : kept
        }
        var result: [Screen] = []
        for screen in base {
            let isLandscape = screen.size.width > screen.size.height
            if supportsPortrait || isLandscape { result.append(screen) }
            if supportsLandscape, !isLandscape { result.append(screen.landscape()) }
        }
        return result
    }
}
