// The engine's diagnostics API, in one place: each entry point hands the solved engine to the
// type that does the work (`LayoutChecker` and `Diagnosis`, `AnchorExplainer`); a fix is tried
// on a copy of the engine by `LayoutFix.applied(to:)`.
// The engine itself (`Engine/`) never uses `Diagnostics/`.

extension LayoutEngine {
    /// Diagnoses the solved layout: conflicts, scroll content that the constraints do not size,
    /// ambiguous views, stack and scroll-view pitfalls, optional constraints left unmet. Issues
    /// that code settles (placeholders, custom classes) are notes; every fix has been applied
    /// and re-solved before it is offered (``LayoutChecker``). Errors and warnings first, then
    /// notes, each group in the order of the views.
    public func diagnose() -> [LayoutIssue] {
        LayoutChecker().check(self)
    }

    /// The rules' findings alone, with their candidate fixes untried.
    package func rawIssues() -> [LayoutIssue] {
        let diagnosis = Diagnosis(engine: self)
        diagnosis.run()
        return LayoutChecker.order(diagnosis.issues)
    }

    /// Explains an anchor's value: see ``AnchorExplanation``.
    /// - Throws: ``LayoutError/unknownItem(_:constraint:)`` when the item is not in the layout.
    public func explain(_ anchor: Anchor) throws(LayoutError) -> AnchorExplanation {
        try AnchorExplainer(engine: self).explain(anchor)
    }
}

extension Layout {
    /// Solves the layout and diagnoses it (see ``LayoutEngine/diagnose()``).
    /// - Throws: ``LayoutError`` when the layout is invalid (conflicts are issues, not errors).
    public func diagnose() throws(LayoutError) -> [LayoutIssue] {
        try LayoutEngine(self).diagnose()
    }
}
