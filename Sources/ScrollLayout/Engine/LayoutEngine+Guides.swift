// Settling the safe-area and margins guides (`Rules/GuideRule.swift`).
//
// Their insets depend on geometry, and the geometry depends on constraints that may use the
// guides: UIKit settles this over layout passes, and so does the engine. After a solve the
// insets are recomputed from the frames, and changed definitions are replaced (an incremental
// change) until nothing moves.

extension LayoutEngine {
    /// Recomputes guide insets from the solved frames until they stop changing.
    mutating func settleGuides() {
        for _ in 0..<8 {
            var changed = false
            for key in variables.guideKeys {
                let insets = computedInsets(key)
                if let current = guideInsets[key], LayoutEngine.nearlyEqual(current, insets) { continue }
                guideInsets[key] = insets
                setGroup(.guide(key), to: GuideRule.constraints(key, insets: insets))
                changed = true
            }
            if !changed { return }
        }
    }

    /// The insets a guide should have for the current frames.
    func computedInsets(_ key: GuideKey) -> EdgeInsets {
        GuideRule.insets(key, tree: tree, screen: base.screen, frames: self)
    }

    /// Insets equal within a thousandth of a point.
    static func nearlyEqual(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 0.001 && abs(a.left - b.left) < 0.001
            && abs(a.bottom - b.bottom) < 0.001 && abs(a.right - b.right) < 0.001
    }

    /// The root's safe area in root coordinates.
    var rootSafeRect: Rect { GuideRule.rootSafeRect(base.screen) }
}
