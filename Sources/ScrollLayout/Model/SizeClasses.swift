/// UIKit's size classes of a screen: the trait collection's `horizontalSizeClass` and
/// `verticalSizeClass`, which pick the constraints and views an Interface Builder document
/// installs for that screen (its size-class variations).
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    /// One size class.
    public enum Class: String, Hashable, Sendable {
        /// `.compact`.
        case compact
        /// `.regular`.
        case regular
    }

    /// The horizontal size class.
    public var horizontal: Class
    /// The vertical size class.
    public var vertical: Class

    /// Size classes.
    public init(horizontal: Class, vertical: Class) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An iPhone in portrait: compact width, regular height.
    public static let phonePortrait = SizeClasses(horizontal: .compact, vertical: .regular)
    /// An iPad, full screen in either orientation: regular both ways.
    public static let pad = SizeClasses(horizontal: .regular, vertical: .regular)

    /// `wC hR`, as Interface Builder writes them.
    public var description: String {
        "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")"
    }
}

extension Screen {
    /// The size classes UIKit gives a full-screen app on this screen: an iPad (shorter side at
    /// least 700 points) is regular both ways; a phone is compact wide and regular tall in
    /// portrait, compact tall in landscape, where the larger phones (414 points wide and more
    /// in portrait: the Plus and Max models) are regular wide (Apple's Human Interface
    /// Guidelines, "Layout": device size classes).
    public var sizeClasses: SizeClasses {
        let shorter = min(size.width, size.height)
        if shorter >= 700 { return .pad }
        if size.height >= size.width { return .phonePortrait }
        return SizeClasses(horizontal: shorter >= 414 ? .regular : .compact, vertical: .compact)
    }
}
