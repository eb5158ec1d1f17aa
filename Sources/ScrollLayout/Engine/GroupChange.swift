/// A generated group with the constraints it should now hold (see `LayoutEngine.setGroups`).
struct GroupChange {
    /// The group that changes.
    var group: GeneratedGroup
    /// Its constraints after the change.
    var specs: [LayoutConstraint]
}
