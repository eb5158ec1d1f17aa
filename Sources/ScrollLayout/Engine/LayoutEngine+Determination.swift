import Cassowary

extension LayoutEngine {
    /// For each view and axis asked, whether the solution fixes the view's size there (one
    /// probe for all: the questions share its decisions). False for a view the layout lacks.
    package func sizesAreDetermined(_ queries: [(view: String, axis: Axis)]) -> [Bool] {
        var probe = AmbiguityProbe(solver)
        return queries.map { query in
            guard let size = itemVariables(query.view)?.size(query.axis) else { return false }
            return probe.isDetermined(size)
        }
    }
}
