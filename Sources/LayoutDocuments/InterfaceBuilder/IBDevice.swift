import ScrollLayout

/// The devices Interface Builder documents name (`<device id="retina6_1"/>`), with what the
/// files do not store: the portrait screen size, the status bar and home indicator Interface
/// Builder simulated, and the pixel scale.
///
/// Status bars follow the devices (20 on phones with a home button, 44 on the first notched
/// phones, 47 on iPhone 12–14, 59 with the Dynamic Island), with one change by era measured in
/// the corpus: Xcode 14 and later (tools version 21000 and up) simulate the 48-point status bar
/// iOS 14 gave the iPhone XR and 11 (`retina6_1`); Xcode 13 still drew 44 there.
struct IBDevice: Sendable, Equatable {
    /// The document's id for it.
    let id: String
    /// Portrait size in points.
    let size: Size
    /// The status bar height Interface Builder simulates (portrait).
    let statusBar: Double
    /// The home indicator's height (0 on devices with a home button).
    let homeIndicator: Double
    /// Pixels per point.
    let scale: Double

    /// The device a document names, as the Xcode that saved it (its tools version) drew it.
    static func named(_ id: String, toolsVersion major: Double) -> IBDevice? {
        guard let entry = table[id] else { return nil }
        var statusBar = entry.statusBar
        if id == "retina6_1", major >= 21_000 { statusBar = 48 }
        return IBDevice(id: id, size: entry.size, statusBar: statusBar, homeIndicator: entry.homeIndicator, scale: entry.scale)
    }

    static let table: [String: (size: Size, statusBar: Double, homeIndicator: Double, scale: Double)] = [
        "retina3_5": (Size(width: 320, height: 480), 20, 0, 2),
        "retina4_0": (Size(width: 320, height: 568), 20, 0, 2),
        "retina4_7": (Size(width: 375, height: 667), 20, 0, 2),
        "retina5_5": (Size(width: 414, height: 736), 20, 0, 3),
        "retina5_9": (Size(width: 375, height: 812), 44, 34, 3),
        "retina6_1": (Size(width: 414, height: 896), 44, 34, 2),
        "retina6_5": (Size(width: 414, height: 896), 44, 34, 3),
        "retina6_0": (Size(width: 390, height: 844), 47, 34, 3),
        "retina6_7": (Size(width: 428, height: 926), 47, 34, 3),
        "retina6_12": (Size(width: 393, height: 852), 59, 34, 3),
        "retina6_72": (Size(width: 430, height: 932), 59, 34, 3),
        "ipad9_7": (Size(width: 768, height: 1024), 20, 0, 2),
        "ipad10_2": (Size(width: 810, height: 1080), 20, 0, 2),
        "ipad10_5": (Size(width: 834, height: 1112), 20, 0, 2),
        "ipad10_9rounded": (Size(width: 820, height: 1180), 24, 20, 2),
        "ipad11": (Size(width: 834, height: 1194), 24, 20, 2),
        "ipad12_9": (Size(width: 1024, height: 1366), 20, 0, 2),
        "ipad12_9rounded": (Size(width: 1024, height: 1366), 24, 20, 2),
    ]
}
