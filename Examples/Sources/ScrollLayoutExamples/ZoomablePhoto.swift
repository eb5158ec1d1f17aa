import ScrollLayout

private let scroll = ScrollViewHandle("scroll")
private let photo = ViewHandle("photo")

extension Example {
    /// Seed 004's zoomable photo: a 3000 × 2000 image in a full-screen scroll view, zoomed to fit
    /// the width (scale 393 / 3000 = 0.131) and centred vertically with content insets.
    public static let zoomablePhoto: Example = Example(
        name: "zoom",
        summary: "Zoomable 3000 × 2000 photo, zoomed to fit and centred with insets.",
        layout: {
            let screen = Screen.iPhone15
            let fit = ScrollGeometry.scaleToFit(contentSize: Size(width: 3000, height: 2000), boundsSize: screen.size)
            let shown = ScrollGeometry.zoomedContentSize(Size(width: 3000, height: 2000), scale: fit)
            return Layout(name: "Zoomable photo", screen: screen) {
                View.scrollView(scroll, insetAdjustment: .never) {
                    View.imageView(photo, width: 3000, height: 2000)
                }.scroll {
                    $0.minimumZoomScale = fit
                    $0.maximumZoomScale = 1
                    $0.zoomScale = fit
                    $0.contentInset = ScrollGeometry.centeringInsets(contentSize: shown, boundsSize: screen.size)
                }
            } constraints: {
                scroll.edges == ViewHandle.root.edges
                photo.edges == scroll.contentLayoutGuide.edges
            }
        }(),
        notes: { engine in
            let shown = engine.result[scroll]
            let zoom = engine.scrollConfiguration(of: scroll)?.zoomScale ?? 1
            return ["zoomed to \(formatNumber(zoom)): the photo shows at \(shown.contentSize), centred by insets \(shown.geometry.adjustedContentInset)"]
        })
}
