import ScrollLayout

/// A frame layout code computes from the screen's size for a view UIKit places by its frame
/// (autoresizing on): `scrollView.frame = view.bounds`,
/// `CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 44)`, `spinner.center = view.center`.
///
/// UIKit evaluates it when the controller loads its view, with that device's screen, so on every
/// screen a layout is checked on it is that screen's numbers. The layout is built once and solved
/// on each screen, so the frame is given for the screen it is built on, with the autoresizing
/// mask that moves it as the root view grows or shrinks to another screen (the root view is as
/// large as the screen): a width of the screen less a number stretches with it, a centred view
/// keeps equal margins.
struct ScreenFrame: Sendable, Equatable {
    /// A length of the frame.
    enum Length: Sendable, Equatable {
        /// A number the file spells out.
        case fixed(Double)
        /// The screen's width (for a width) or height (for a height) less a number.
        case screen(less: Double)
    }

    /// The origin's x, a number.
    var x: Double = 0
    /// The origin's y, a number.
    var y: Double = 0
    /// The width.
    var width: Length = .screen(less: 0)
    /// The height.
    var height: Length = .screen(less: 0)
    /// `center = view.center`: the view keeps the size UIKit gives it when it is made, centred
    /// on the screen (origin and lengths above unused).
    var isCentered = false

    /// The screen's bounds (`view.bounds`, `UIScreen.main.bounds`).
    static let screenBounds = ScreenFrame()

    /// The middle of the screen for a view of its own size.
    static let centered = ScreenFrame(isCentered: true)

    /// The frame on a screen of `screen` size, for a view whose own size is `ownSize` (needed
    /// only when centred), and the mask that keeps it so on other screens; nil when a length
    /// comes out negative (UIKit would not keep such a frame either).
    func resolved(on screen: Size, ownSize: Size?) -> (frame: Rect, mask: AutoresizingMask)? {
        if isCentered {
            guard let ownSize else { return nil }
            let frame = Rect(x: (screen.width - ownSize.width) / 2, y: (screen.height - ownSize.height) / 2,
                             width: ownSize.width, height: ownSize.height)
            return (frame, [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        }
        var mask: AutoresizingMask = []
        func length(_ length: Length, of screenLength: Double, stretching flag: AutoresizingMask) -> Double {
            switch length {
            case .fixed(let value): return value
            case .screen(let less):
                mask.insert(flag)
                return screenLength - less
            }
        }
        let w = length(width, of: screen.width, stretching: .flexibleWidth)
        let h = length(height, of: screen.height, stretching: .flexibleHeight)
        guard w >= 0, h >= 0 else { return nil }
        return (Rect(x: x, y: y, width: w, height: h), mask)
    }
}
