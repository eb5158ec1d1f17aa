// Factories and modifiers that make the DSL's view tree read like UIKit code: each returns a
// plain `View` value, so the builder has one type to check. Every factory records the file,
// line and column it was called from, so an issue about the view points at its declaration.

extension View {
    /// A plain `UIView` with subviews.
    public static func view(_ id: String, @ViewBuilder _ subviews: () -> [View] = { [] },
                            file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        View(id, subviews: subviews()).declared(file, line, column)
    }

    /// A `UILabel` with its size (labels are not measured from text here: give the size).
    public static func label(_ id: String, _ text: String? = nil, width: Double? = nil, height: Double? = nil,
                             file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        var view = View(id, kind: .label, intrinsicContentSize: IntrinsicSize(width: width, height: height))
        view.title = text
        return view.declared(file, line, column)
    }

    /// A `UIButton` with its size.
    public static func button(_ id: String, _ title: String? = nil, width: Double? = nil, height: Double? = nil,
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        var view = View(id, kind: .button, intrinsicContentSize: IntrinsicSize(width: width, height: height))
        view.title = title
        return view.declared(file, line, column)
    }

    /// A `UIImageView`, with the image's size as its intrinsic size when it has one.
    public static func imageView(_ id: String, width: Double? = nil, height: Double? = nil,
                                 file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        View(id, kind: .imageView, intrinsicContentSize: IntrinsicSize(width: width, height: height)).declared(file, line, column)
    }

    /// A `UITextField` (31 points tall, as UIKit's rounded-rect field).
    public static func textField(_ id: String, placeholder: String? = nil, height: Double = 31,
                                 file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        var view = View(id, kind: .textField, intrinsicContentSize: IntrinsicSize(height: height))
        view.title = placeholder
        return view.declared(file, line, column)
    }

    /// A `UIScrollView`.
    public static func scrollView(_ id: String, insetAdjustment: ContentInsetAdjustmentBehavior = .automatic,
                                  @ViewBuilder _ subviews: () -> [View] = { [] },
                                  file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        var view = View(id, kind: .scrollView, subviews: subviews())
        view.scroll?.contentInsetAdjustmentBehavior = insetAdjustment
        return view.declared(file, line, column)
    }

    /// A `UIStackView` whose arranged views are the builder's views.
    public static func stack(_ id: String, axis: Axis, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                             spacing: Double = 0, @ViewBuilder _ arranged: () -> [View],
                             file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        let views = arranged()
        var view = View(id, kind: .stackView, subviews: views)
        view.stack?.axis = axis
        view.stack?.distribution = distribution
        view.stack?.alignment = alignment
        view.stack?.spacing = spacing
        view.stack?.arrangedSubviewIDs = views.map(\.id)
        return view.declared(file, line, column)
    }

    /// A vertical `UIStackView`.
    public static func vstack(_ id: String, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                              spacing: Double = 0, @ViewBuilder _ arranged: () -> [View],
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        stack(id, axis: .vertical, distribution: distribution, alignment: alignment, spacing: spacing, arranged,
              file: file, line: line, column: column)
    }

    /// A horizontal `UIStackView`.
    public static func hstack(_ id: String, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                              spacing: Double = 0, @ViewBuilder _ arranged: () -> [View],
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> View {
        stack(id, axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing, arranged,
              file: file, line: line, column: column)
    }

    /// The view with the source location it was declared at.
    func declared(_ file: String, _ line: Int, _ column: Int) -> View {
        with { $0.origin = .source(file: file, line: line, column: column) }
    }

    // MARK: Modifiers

    /// The view hidden (or shown).
    public func hidden(_ isHidden: Bool = true) -> View { with { $0.isHidden = isHidden } }

    /// The view with a kind (a custom class: it keeps the kind's default priorities).
    public func kind(_ kind: ViewKind) -> View { with { $0.kind = kind } }

    /// The content-hugging priority on an axis.
    public func hugging(_ priority: Priority, _ axis: Axis) -> View { with { $0.contentHuggingPriority[axis] = priority } }

    /// The compression-resistance priority on an axis.
    public func compressionResistance(_ priority: Priority, _ axis: Axis) -> View {
        with { $0.compressionResistancePriority[axis] = priority }
    }

    /// The intrinsic content size (nil on an axis: none).
    public func intrinsicSize(width: Double?, height: Double?) -> View {
        with { $0.intrinsicContentSize = IntrinsicSize(width: width, height: height) }
    }

    /// The layout margins.
    public func layoutMargins(_ margins: EdgeInsets) -> View { with { $0.layoutMargins = margins } }

    /// A fixed frame kept through autoresizing constraints (`translatesAutoresizingMaskIntoConstraints`).
    public func frame(_ frame: Rect) -> View {
        with {
            $0.frame = frame
            $0.translatesAutoresizingMaskIntoConstraints = true
        }
    }

    /// Custom layout guides owned by the view.
    public func layoutGuides(_ ids: String...) -> View { with { $0.layoutGuides += ids } }

    /// A scroll view's properties, changed in place (`.scroll { $0.isPagingEnabled = true }`).
    public func scroll(_ change: (inout ScrollViewConfiguration) -> Void) -> View {
        with { view in
            guard var configuration = view.scroll else { return }
            change(&configuration)
            view.scroll = configuration
        }
    }

    /// A stack view's properties, changed in place (`.stack { $0.customSpacing["title"] = 16 }`).
    public func stack(_ change: (inout StackViewConfiguration) -> Void) -> View {
        with { view in
            guard var configuration = view.stack else { return }
            change(&configuration)
            view.stack = configuration
        }
    }

    /// Lays the stack's views out inside its layout margins.
    public func layoutMarginsRelativeArrangement(_ margins: EdgeInsets) -> View {
        with {
            $0.layoutMargins = margins
            $0.stack?.isLayoutMarginsRelativeArrangement = true
        }
    }

    /// The view with any property changed (`.configured { $0.customClass = "ChartView" }`).
    public func configured(_ change: (inout View) -> Void) -> View { with(change) }

    /// A copy with a change.
    func with(_ change: (inout View) -> Void) -> View {
        var copy = self
        change(&copy)
        return copy
    }
}
