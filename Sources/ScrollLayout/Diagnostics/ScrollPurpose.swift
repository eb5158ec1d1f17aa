/// What a solved scroll view is for, per axis, read off its layout: whether its content is
/// longer than its frame along each axis (so it scrolls there), whether scrolling is off, and
/// whether it zooms. Rules that depend on the intended direction ask this, and say in their
/// message what was decided.
struct ScrollPurpose {
    /// How an axis behaves.
    enum Along {
        /// The content is longer than the frame: the user scrolls along this axis.
        case scrolls
        /// The content fits the frame on this axis.
        case fits
    }

    /// The scroll view.
    let scrollView: String
    /// Per axis.
    let along: AxisPair<Along>
    /// Scrolling is switched off (`isScrollEnabled` false).
    let isDisabled: Bool
    /// The scroll view zooms (its maximum zoom scale exceeds its minimum).
    let zooms: Bool
    /// The content size and the frame size, for messages.
    let content: Size
    let frame: Size

    /// The purpose of a solved scroll view.
    init(_ scroll: LayoutResult.ScrollViewFrame, configuration: ScrollViewConfiguration) {
        scrollView = scroll.id
        content = scroll.contentSize
        frame = scroll.frame.size
        along = AxisPair(horizontal: content.width > frame.width + 0.5 ? .scrolls : .fits,
                         vertical: content.height > frame.height + 0.5 ? .scrolls : .fits)
        isDisabled = !configuration.isScrollEnabled
        zooms = configuration.maximumZoomScale > configuration.minimumZoomScale
    }

    /// The content length and the frame length along an axis.
    func lengths(_ axis: Axis) -> (content: Double, frame: Double) {
        axis == .horizontal ? (content.width, frame.width) : (content.height, frame.height)
    }

    /// True when the user scrolls along exactly this axis (not both, not none, not disabled).
    func scrollsOnly(_ axis: Axis) -> Bool {
        !isDisabled && !zooms && along[axis] == .scrolls && along[axis.cross] == .fits
    }

    /// True when the content fits on both axes of a scroll view that may scroll: a page that is
    /// short on this screen (vertical, the common case, unless it says otherwise).
    var fitsBoth: Bool { !isDisabled && !zooms && along.horizontal == .fits && along.vertical == .fits }

    /// "scrolls vertically (its content is 1200 tall in a 759-tall frame)", or for a short
    /// page "is a vertical page (its content, 437 tall, fits the 852-tall frame on this screen)".
    func sentence(_ axis: Axis) -> String {
        let (content, frame) = lengths(axis)
        let word = axis == .vertical ? "tall" : "wide"
        let direction = axis == .vertical ? "vertically" : "horizontally"
        if along[axis] == .fits {
            return "is a \(axis == .vertical ? "vertical" : "horizontal") page (its content, \(formatNumber(content)) \(word), fits the \(formatNumber(frame))-\(word) frame on this screen)"
        }
        return "scrolls \(direction) (its content is \(formatNumber(content)) \(word) in a \(formatNumber(frame))-\(word) frame)"
    }
}
