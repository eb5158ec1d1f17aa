import ScrollLayout

/// Solved frames against the frames Interface Builder stored: Apple's engine computed those,
/// so every difference is either our miss or a stale file.
public struct FrameComparison: Sendable {
    /// A view whose solved frame differs from its stored one.
    public struct Mismatch: Sendable, Hashable {
        /// The view's object id.
        public var id: String
        /// Its name for people (user label, text), if any.
        public var title: String?
        /// The frame in the file.
        public var stored: Rect
        /// The frame solved here.
        public var solved: Rect
        /// Xcode flagged the view `misplaced="YES"`: the file itself says its frame is stale.
        public var isMisplaced: Bool
    }

    /// Every element with an id and a stored frame, except the root and what Xcode flagged
    /// (or an ancestor) misplaced or ambiguous: the views laid out and the elements not laid out.
    public var compared: Int
    /// The views that differ by more than the tolerance.
    public var mismatches: [Mismatch]
    /// Elements counted in ``compared`` that the layout does not hold.
    public var notLaidOut: [InterfaceBuilderScene.UnbuiltElement]
    /// Views left out because Xcode flagged them (or an ancestor) misplaced; they are still
    /// compared, so their mismatches are listed, but they do not count in ``compared``.
    public var misplacedCompared: Int

    /// How many counted elements match their stored frames.
    public var matched: Int { compared - mismatches.filter { !$0.isMisplaced }.count - notLaidOut.count }

    /// The fraction of counted elements that match.
    public var matchRate: Double { compared == 0 ? 1 : Double(matched) / Double(compared) }

    /// Compares a solved scene with its stored frames.
    public init(scene: InterfaceBuilderScene, result: LayoutResult) {
        var compared = 0, misplacedCompared = 0
        var mismatches: [Mismatch] = []
        var skipped: Set<String> = []
        var flagged: Set<String> = []
        for view in result.views {
            guard let parent = view.parentID else {
                // The root fills the screen, which is its stored size (counted, as every view
                // Xcode stored is); when Xcode flagged it misplaced, the whole scene's stored
                // frames are stale.
                if scene.misplaced.contains(view.id) { flagged.insert(view.id); continue }
                if scene.ambiguous.contains(view.id) { skipped.insert(view.id); continue }
                if let stored = scene.storedFrames[view.id] {
                    compared += 1
                    if abs(stored.width - view.frame.width) > scene.tolerance || abs(stored.height - view.frame.height) > scene.tolerance {
                        mismatches.append(Mismatch(id: view.id, title: view.title, stored: stored, solved: view.frame, isMisplaced: false))
                    }
                }
                continue
            }
            if skipped.contains(parent) { skipped.insert(view.id); continue }
            if flagged.contains(parent) { flagged.insert(view.id) }
            if scene.ambiguous.contains(view.id) {
                skipped.insert(view.id)
                continue
            }
            if scene.misplaced.contains(view.id) { flagged.insert(view.id) }
            guard let stored = scene.storedFrames[view.id] else { continue }
            let isMisplaced = flagged.contains(view.id)
            if isMisplaced { misplacedCompared += 1 } else { compared += 1 }
            let tolerance = scene.tolerance
            let differs = abs(stored.minX - view.frame.minX) > tolerance || abs(stored.minY - view.frame.minY) > tolerance
                || abs(stored.width - view.frame.width) > tolerance || abs(stored.height - view.frame.height) > tolerance
            if differs {
                mismatches.append(Mismatch(id: view.id, title: view.title, stored: stored, solved: view.frame, isMisplaced: isMisplaced))
            }
        }
        notLaidOut = scene.notLaidOut.filter { !$0.isFlagged }
        self.compared = compared + notLaidOut.count
        self.mismatches = mismatches
        self.misplacedCompared = misplacedCompared
    }

    /// The mismatches as `frame-mismatch` notes, placed at each view's element.
    public func issues(in layout: Layout) -> [LayoutIssue] {
        mismatchIssues(in: layout)
    }

    func mismatchIssues(in layout: Layout) -> [LayoutIssue] {
        let origins = Dictionary(layout.root.allViews.map { ($0.id, $0.origin) }, uniquingKeysWith: { first, _ in first })
        return mismatches.map { mismatch in
            let name = mismatch.title.map { "\"\($0)\" (\(mismatch.id))" } ?? mismatch.id
            let flag = mismatch.isMisplaced ? " (Xcode flagged it misplaced)" : ""
            return LayoutIssue(
                rule: .frameMismatch, severity: .note,
                // Both are design-time frames: the document's placeholders are kept and its
                // own device and bars are used, as Interface Builder drew it.
                message: "Frame for \(name) differs from the one Interface Builder stored, at design time: stored \(mismatch.stored), solved \(mismatch.solved)\(flag)",
                items: [.view(mismatch.id)],
                details: ["Expected (stored in the file): \(mismatch.stored)", "Actual (solved): \(mismatch.solved)"],
                origin: origins[mismatch.id] ?? .unspecified)
        }
    }
}
