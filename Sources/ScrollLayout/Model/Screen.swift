/// The screen a layout is solved for: the root view's size and its safe-area insets.
///
/// Presets follow `UIKitRules.md` §4.1 (portrait, no navigation or tab bar); add bars with
/// ``withNavigationBar(_:)`` and ``withTabBar(_:)``.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// A name for reports.
    public var name: String
    /// The root view's size in points.
    public var size: Size
    /// The root view's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point.
    public var scale: Double

    /// A screen of any size.
    public init(name: String = "custom", width: Double, height: Double,
                safeAreaInsets: EdgeInsets = .zero, scale: Double = 2) {
        self.name = name
        self.size = Size(width: width, height: height)
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
    }

    /// The same screen under a navigation bar (44 pt; 96 pt for large titles).
    public func withNavigationBar(_ height: Double = 44) -> Screen {
        var copy = self
        copy.safeAreaInsets.top += height
        copy.name += " + navigation bar"
        return copy
    }

    /// The same screen above a tab bar (49 pt).
    public func withTabBar(_ height: Double = 49) -> Screen {
        var copy = self
        copy.safeAreaInsets.bottom += height
        copy.name += " + tab bar"
        return copy
    }

    /// The same screen turned sideways, with the landscape insets of notched phones
    /// (side insets equal to the portrait top inset, 21 pt at the bottom, none at the top).
    public func landscape() -> Screen {
        var copy = self
        copy.size = Size(width: size.height, height: size.width)
        let isPad = min(size.width, size.height) >= 700
        let notched = safeAreaInsets.bottom > 0
        if isPad {
            // An iPad keeps its status bar and home indicator on the long sides' ends.
            copy.safeAreaInsets = safeAreaInsets
        } else {
            // A phone hides the status bar sideways; a notched one insets both sides by the
            // notch and keeps 21 for the home indicator.
            copy.safeAreaInsets = notched
                ? EdgeInsets(top: 0, left: safeAreaInsets.top, bottom: 21, right: safeAreaInsets.top)
                : EdgeInsets()
        }
        copy.name += " landscape"
        return copy
    }

    /// The minimum leading/trailing margin of a root view: 16 pt up to 390 pt wide, 20 pt above
    /// (measured on Interface Builder files: 16 at 320–390, 20 at 414–430 in stored frames,
    /// and 20 at 393 in the corpus's iPhone 14 Pro table cells).
    public var rootMinimumSideMargin: Double { rootSideMargin ?? (size.width > 390 ? 20 : 16) }

    /// The root's side margin when the width rule does not apply (older systems: 16 on every phone).
    public var rootSideMargin: Double? = nil

    /// True when the root view is the whole screen, so its edges are the screen's; false for a
    /// root that something else places (a child view controller's freeform view, a xib's
    /// custom view): what sticks out of it may still be seen.
    public var isWholeScreen = true

    /// `name (w×h)`.
    public var description: String { "\(name) (\(size))" }

    /// iPhone SE (2nd/3rd generation) and iPhone 8: 375×667, status bar 20.
    public static let iPhoneSE = Screen(name: "iPhone SE", width: 375, height: 667, safeAreaInsets: EdgeInsets(top: 20))
    /// iPhone 8 Plus: 414×736, status bar 20.
    public static let iPhone8Plus = Screen(name: "iPhone 8 Plus", width: 414, height: 736, safeAreaInsets: EdgeInsets(top: 20), scale: 3)
    /// iPhone X / XS / 11 Pro: 375×812, insets 44/34.
    public static let iPhoneX = Screen(name: "iPhone X", width: 375, height: 812, safeAreaInsets: EdgeInsets(top: 44, bottom: 34), scale: 3)
    /// iPhone 11 / XR: 414×896, insets 48/34 (Interface Builder's canvas uses 44).
    public static let iPhone11 = Screen(name: "iPhone 11", width: 414, height: 896, safeAreaInsets: EdgeInsets(top: 48, bottom: 34))
    /// iPhone 12 mini / 13 mini: 375×812, insets 50/34.
    public static let iPhone13Mini = Screen(name: "iPhone 13 mini", width: 375, height: 812, safeAreaInsets: EdgeInsets(top: 50, bottom: 34), scale: 3)
    /// iPhone 12 / 13 / 14: 390×844, insets 47/34.
    public static let iPhone14 = Screen(name: "iPhone 14", width: 390, height: 844, safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3)
    /// iPhone 14 Plus: 428×926, insets 47/34.
    public static let iPhone14Plus = Screen(name: "iPhone 14 Plus", width: 428, height: 926, safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3)
    /// iPhone 14 Pro / 15 / 15 Pro: 393×852, insets 59/34.
    public static let iPhone15 = Screen(name: "iPhone 15", width: 393, height: 852, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)
    /// iPhone 15 Pro Max / 15 Plus: 430×932, insets 59/34.
    public static let iPhone15ProMax = Screen(name: "iPhone 15 Pro Max", width: 430, height: 932, safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)
    /// iPhone 16 Pro: 402×874, insets 62/34.
    public static let iPhone16Pro = Screen(name: "iPhone 16 Pro", width: 402, height: 874, safeAreaInsets: EdgeInsets(top: 62, bottom: 34), scale: 3)
    /// iPhone 16 Pro Max: 440×956, insets 62/34.
    public static let iPhone16ProMax = Screen(name: "iPhone 16 Pro Max", width: 440, height: 956, safeAreaInsets: EdgeInsets(top: 62, bottom: 34), scale: 3)
    /// iPad (10th generation): 820×1180, status bar 24, home indicator 20.
    public static let iPad = Screen(name: "iPad", width: 820, height: 1180, safeAreaInsets: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 11-inch: 834×1194, insets 24/20.
    public static let iPadPro11 = Screen(name: "iPad Pro 11-inch", width: 834, height: 1194, safeAreaInsets: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 12.9-inch: 1024×1366, insets 24/20.
    public static let iPadPro13 = Screen(name: "iPad Pro 12.9-inch", width: 1024, height: 1366, safeAreaInsets: EdgeInsets(top: 24, bottom: 20))

    /// Every preset, for lookups by name.
    public static let presets: [Screen] = [
        .iPhoneSE, .iPhone8Plus, .iPhoneX, .iPhone11, .iPhone13Mini, .iPhone14, .iPhone14Plus,
        .iPhone15, .iPhone15ProMax, .iPhone16Pro, .iPhone16ProMax, .iPad, .iPadPro11, .iPadPro13,
    ]

    /// Other names people use for the same presets.
    static let aliases: [String: Screen] = [
        "iPhone 8": .iPhoneSE, "iPhone SE (3rd generation)": .iPhoneSE, "iPhone XS": .iPhoneX,
        "iPhone 11 Pro": .iPhoneX, "iPhone XR": .iPhone11, "iPhone 12 mini": .iPhone13Mini,
        "iPhone 12": .iPhone14, "iPhone 13": .iPhone14, "iPhone 12 Pro": .iPhone14,
        "iPhone 13 Pro": .iPhone14, "iPhone 14 Pro": .iPhone15, "iPhone 15 Pro": .iPhone15,
        "iPhone 16": .iPhone15, "iPhone 14 Pro Max": .iPhone15ProMax, "iPhone 15 Plus": .iPhone15ProMax,
        "iPhone 16 Plus": .iPhone15ProMax, "iPhone 13 Pro Max": .iPhone14Plus, "iPhone 12 Pro Max": .iPhone14Plus,
        "iPhone 16e": .iPhone14, "iPhone 17": .iPhone16Pro, "iPhone 17 Pro": .iPhone16Pro, "iPhone 17 Pro Max": .iPhone16ProMax,
    ]

    /// The current iPhone sizes and the smallest one still in use: iPhone SE (375×667),
    /// 16e (390×844), 16 (393×852), 17 and 17 Pro (402×874), 16 Plus (430×932), 17 Pro Max (440×956).
    public static let iPhones: [Screen] = [.iPhoneSE, .iPhone14, .iPhone15, .iPhone16Pro, .iPhone15ProMax, .iPhone16ProMax]

    /// The iPad presets.
    public static let iPads: [Screen] = [.iPad, .iPadPro11, .iPadPro13]

    /// A group of presets by name: `iphones`, `ipads` or `all`, and each in landscape
    /// (`iphones-landscape`, `ipads-landscape`, `all-landscape`).
    public static func group(named name: String) -> [Screen]? {
        switch normalize(name) {
        case "iphones": return iPhones
        case "ipads": return iPads
        case "all": return presets
        case "iphoneslandscape": return iPhones.map { $0.landscape() }
        case "ipadslandscape": return iPads.map { $0.landscape() }
        case "alllandscape": return presets.map { $0.landscape() }
        default: return nil
        }
    }

    /// The group names ``group(named:)`` accepts.
    public static let groupNames = ["iphones", "ipads", "all", "iphones-landscape", "ipads-landscape", "all-landscape"]

    /// The preset with this name (case and spaces do not matter), if any; a name ending in
    /// "landscape" is that preset turned sideways (`iPhone 15 landscape`).
    public static func named(_ name: String) -> Screen? {
        let lowered = name.lowercased()
        if lowered.hasSuffix("landscape"), let portrait = named(String(name.dropLast("landscape".count))) { return portrait.landscape() }
        let key = normalize(name)
        if let preset = presets.first(where: { normalize($0.name) == key }) { return preset }
        return aliases.first(where: { normalize($0.key) == key })?.value
    }

    /// Every preset name and alias, for suggestions.
    public static var knownNames: [String] { presets.map(\.name) + aliases.keys.sorted() }

    private static func normalize(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }
}
