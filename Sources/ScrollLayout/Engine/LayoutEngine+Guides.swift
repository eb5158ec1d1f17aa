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
            for (guide, key) in madeGuides {
                let insets = computedInsets(key)
                if let current = guideInsets[guide], LayoutEngine.nearlyEqual(current, insets) { continue }
                guideInsets[guide] = insets
                setGroup(.guide(key), to: GuideRule.constraints(key, insets: insets))
                changed = true
            }
            if !changed { return }
        }
    }

    /// The safe-area and margins guides made so far with their ids, in a fixed order (by view
    /// id, then kind): the order their definitions are replaced and reinstalled in.
    var madeGuides: [(guide: NumberedGuide, key: GuideKey)] {
        variables.madeGuides.map { ($0, guideKey($0)) }
            .sorted { ($0.key.view, $0.key.kind.rawValue) < ($1.key.view, $1.key.kind.rawValue) }
    }

    /// A numbered guide by its view's id.
    func guideKey(_ guide: NumberedGuide) -> GuideKey { GuideKey(view: tree.name(of: guide.view), kind: guide.kind) }

    /// A numbered internal guide by its views' ids.
    func internalGuide(_ guide: NumberedInternalGuide) -> InternalGuide {
        let stack = tree.name(of: guide.stack)
        return guide.before.map { .stackGap(stack: stack, before: tree.name(of: $0)) } ?? .stackSpanner(stack: stack)
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
