/// A horizontal position anchor: left, right, leading, trailing, centerX and their margin
/// variants. Constraints can only be made with another ``XAxisAnchor``, so mixing axes or a
/// position with a size does not compile.
public struct XAxisAnchor: Hashable, Sendable {
    /// The untyped anchor.
    public let anchor: Anchor
    init(_ item: LayoutItem, _ attribute: Attribute) { anchor = Anchor(item, attribute) }

    /// `self == other + constant`.
    public func constraint(equalTo other: XAxisAnchor, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: XAxisAnchor, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: XAxisAnchor, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, constant: constant, origin: .source(file: file, line: line))
    }
}

/// A vertical position anchor: top, bottom, centerY, the baselines and the margin variants.
public struct YAxisAnchor: Hashable, Sendable {
    /// The untyped anchor.
    public let anchor: Anchor
    init(_ item: LayoutItem, _ attribute: Attribute) { anchor = Anchor(item, attribute) }

    /// `self == other + constant`.
    public func constraint(equalTo other: YAxisAnchor, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, constant: constant, origin: .source(file: file, line: line))
    }
}

/// A size anchor: width or height. Only sizes relate to sizes (of either axis, for aspect
/// ratios), and only sizes take a multiplier or a constant alone.
public struct DimensionAnchor: Hashable, Sendable {
    /// The untyped anchor.
    public let anchor: Anchor
    init(_ item: LayoutItem, _ attribute: Attribute) { anchor = Anchor(item, attribute) }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, nil, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, nil, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, nil, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self == other × multiplier + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self >= other × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, multiplier: multiplier, constant: constant, origin: .source(file: file, line: line))
    }
    /// `self <= other × multiplier + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, multiplier: multiplier, constant: constant, origin: .source(file: file, line: line))
    }
}

extension LayoutItem {
    /// Leading edge.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// Trailing edge.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// Left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// Right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// Horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// Top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// Bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// Vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// First baseline.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// Last baseline.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
    /// Width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// Height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
    /// An x-axis anchor by attribute (nil when the attribute is not a horizontal position).
    public func xAnchor(_ attribute: Attribute) -> XAxisAnchor? {
        attribute.axis == .horizontal && !attribute.isDimension ? XAxisAnchor(self, attribute) : nil
    }
    /// A y-axis anchor by attribute (nil when the attribute is not a vertical position).
    public func yAnchor(_ attribute: Attribute) -> YAxisAnchor? {
        attribute.axis == .vertical && !attribute.isDimension ? YAxisAnchor(self, attribute) : nil
    }
}
