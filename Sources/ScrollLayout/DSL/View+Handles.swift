// The factories again, taking typed handles (`ViewHandle.swift`): the handle's kind must match
// the factory's (`View.scrollView` takes a `ScrollViewHandle`), so a scroll view's guides are
// only reachable through a scroll view.

extension View {
    /// A plain `UIView` with subviews.
    public static func view(_ handle: ViewHandle, @ViewBuilder _ subviews: () -> [View] = { [] },
                            file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        view(handle.id, subviews, file: file, line: line, column: column)
    }

    /// A `UILabel` with its size (labels are not measured from text here: give the size).
    public static func label(_ handle: ViewHandle, _ text: String? = nil, width: Double? = nil, height: Double? = nil,
                             file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        label(handle.id, text, width: width, height: height, file: file, line: line, column: column)
    }

    /// A `UIButton` with its size.
    public static func button(_ handle: ViewHandle, _ title: String? = nil, width: Double? = nil, height: Double? = nil,
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        button(handle.id, title, width: width, height: height, file: file, line: line, column: column)
    }

    /// A `UIImageView`, with the image's size as its intrinsic size when it has one.
    public static func imageView(_ handle: ViewHandle, width: Double? = nil, height: Double? = nil,
                                 file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        imageView(handle.id, width: width, height: height, file: file, line: line, column: column)
    }

    /// A `UITextField` (31 points tall, as UIKit's rounded-rect field).
    public static func textField(_ handle: ViewHandle, placeholder: String? = nil, height: Double = 31,
                                 file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        textField(handle.id, placeholder: placeholder, height: height, file: file, line: line, column: column)
    }

    /// A `UIScrollView`.
    public static func scrollView(_ handle: ScrollViewHandle, insetAdjustment: ContentInsetAdjustmentBehavior = .automatic,
                                  @ViewBuilder _ subviews: () -> [View] = { [] },
                                  file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        scrollView(handle.id, insetAdjustment: insetAdjustment, subviews, file: file, line: line, column: column)
    }

    /// A `UIStackView` whose arranged views are the builder's views.
    public static func stack(_ handle: StackViewHandle, axis: Axis, distribution: StackDistribution = .fill,
                             alignment: StackAlignment = .fill, spacing: Double = 0, @ViewBuilder _ arranged: () -> [View],
                             file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        stack(handle.id, axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, arranged,
              file: file, line: line, column: column)
    }

    /// A vertical `UIStackView`.
    public static func vstack(_ handle: StackViewHandle, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                              spacing: Double = 0, @ViewBuilder _ arranged: () -> [View],
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        stack(handle.id, axis: .vertical, distribution: distribution, alignment: alignment, spacing: spacing, arranged,
              file: file, line: line, column: column)
    }

    /// A horizontal `UIStackView`.
    public static func hstack(_ handle: StackViewHandle, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                              spacing: Double = 0, @ViewBuilder _ arranged: () -> [View],
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        stack(handle.id, axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing, arranged,
              file: file, line: line, column: column)
    }
}
