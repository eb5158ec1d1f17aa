import ScrollLayout

/// A property value as both writers render it.
enum ExportedValue {
    case bool(Bool)
    case number(Double)
    case name(String)
    case insets(EdgeInsets)
    case size(Size)
    case point(Point)
}

extension ScrollViewConfiguration {
    /// The properties that differ from a new scroll view's, by their layout-file (and Swift) names.
    var exportedProperties: [(name: String, value: ExportedValue)] {
        let plain = ScrollViewConfiguration()
        var properties: [(name: String, value: ExportedValue)] = []
        if contentInset != plain.contentInset { properties.append(("contentInset", .insets(contentInset))) }
        if contentInsetAdjustmentBehavior != plain.contentInsetAdjustmentBehavior {
            properties.append(("contentInsetAdjustmentBehavior", .name(contentInsetAdjustmentBehavior.rawValue)))
        }
        let flags: [(String, Bool, Bool)] = [
            ("alwaysBounceVertical", alwaysBounceVertical, plain.alwaysBounceVertical),
            ("alwaysBounceHorizontal", alwaysBounceHorizontal, plain.alwaysBounceHorizontal),
            ("bounces", bounces, plain.bounces), ("isScrollEnabled", isScrollEnabled, plain.isScrollEnabled),
            ("isPagingEnabled", isPagingEnabled, plain.isPagingEnabled),
            ("isViewControllerContentScrollView", isViewControllerContentScrollView, plain.isViewControllerContentScrollView),
            ("isRefreshing", isRefreshing, plain.isRefreshing),
        ]
        for (name, value, standard) in flags where value != standard { properties.append((name, .bool(value))) }
        let numbers: [(String, Double, Double)] = [
            ("zoomScale", zoomScale, plain.zoomScale), ("minimumZoomScale", minimumZoomScale, plain.minimumZoomScale),
            ("maximumZoomScale", maximumZoomScale, plain.maximumZoomScale), ("keyboardHeight", keyboardHeight, plain.keyboardHeight),
            ("refreshControlHeight", refreshControlHeight, plain.refreshControlHeight),
        ]
        for (name, value, standard) in numbers where value != standard { properties.append((name, .number(value))) }
        if let contentSize { properties.append(("contentSize", .size(contentSize))) }
        if let contentOffset { properties.append(("contentOffset", .point(contentOffset))) }
        if decelerationRate != plain.decelerationRate { properties.append(("decelerationRate", .name(decelerationRate.rawValue))) }
        return properties
    }
}
