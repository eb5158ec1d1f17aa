/// The bars a view controller's view sits under at run time: a navigation bar (large titles
/// or not), a tab bar or toolbar below, the status bar shown or hidden. Since iOS 11 they make
/// the root's safe area (and the legacy top and bottom layout guides, whose lengths are its
/// insets), so their heights follow the screen: a phone in landscape (compact height) has 32-point
/// bars and no large titles (UIKit's bar metrics; Human Interface Guidelines, "Navigation bars",
/// "Tab bars", "Toolbars").
public struct ScreenBars: Hashable, Sendable, CustomStringConvertible {
    /// What sits at the top below the status bar.
    public enum Top: String, Hashable, Sendable {
        /// Nothing.
        case none
        /// A navigation bar: 44 points, 32 in compact height.
        case navigationBar
        /// A navigation bar showing a large title: 96 points (44 and the 52-point title), 32 in
        /// compact height, where titles are never large.
        case largeTitles
    }

    /// What sits at the bottom above the home indicator.
    public enum Bottom: String, Hashable, Sendable {
        /// Nothing.
        case none
        /// A tab bar: 49 points, 32 in compact height.
        case tabBar
        /// A toolbar: 44 points, 32 in compact height.
        case toolbar
    }

    /// The top bar.
    public var top: Top
    /// The bottom bar.
    public var bottom: Bottom
    /// The status bar is hidden (its height leaves the safe area).
    public var statusBarHidden: Bool

    /// Bars.
    public init(top: Top = .none, bottom: Bottom = .none, statusBarHidden: Bool = false) {
        self.top = top
        self.bottom = bottom
        self.statusBarHidden = statusBarHidden
    }

    /// No bars.
    public static let none = ScreenBars()

    /// The top bar's height on a screen.
    public func topHeight(on screen: Screen) -> Double {
        let compact = screen.sizeClasses.vertical == .compact
        switch top {
        case .none: return 0
        case .navigationBar: return compact ? 32 : 44
        case .largeTitles: return compact ? 32 : 96
        }
    }

    /// The bottom bar's height on a screen.
    public func bottomHeight(on screen: Screen) -> Double {
        let compact = screen.sizeClasses.vertical == .compact
        switch bottom {
        case .none: return 0
        case .tabBar: return compact ? 32 : 49
        case .toolbar: return compact ? 32 : 44
        }
    }

    /// "navigation bar (large titles), tab bar", or "no bars".
    public var description: String {
        var parts: [String] = []
        switch top {
        case .none: break
        case .navigationBar: parts.append("navigation bar")
        case .largeTitles: parts.append("navigation bar with large titles")
        }
        switch bottom {
        case .none: break
        case .tabBar: parts.append("tab bar")
        case .toolbar: parts.append("toolbar")
        }
        if statusBarHidden { parts.append("status bar hidden") }
        return parts.isEmpty ? "no bars" : parts.joined(separator: ", ")
    }
}

extension Screen {
    /// The screen with a view controller's bars: its safe area grows by their heights at this
    /// screen's size classes (a screen's own insets are its status bar and home indicator).
    public func showing(_ bars: ScreenBars) -> Screen {
        var copy = self
        if bars.statusBarHidden, sizeClasses.vertical == .regular {
            // The status bar's height leaves the top inset; a notch's does not (it is the sensor housing).
            copy.safeAreaInsets.top = safeAreaInsets.bottom > 0 ? safeAreaInsets.top : 0
        }
        copy.safeAreaInsets.top += bars.topHeight(on: self)
        copy.safeAreaInsets.bottom += bars.bottomHeight(on: self)
        return copy
    }
}
