/// A family of diagnostic rules: it reads the shared context of one diagnosis (the solved
/// layout, the scroll geometry, which sizes are estimates or set by code, the pinned solver)
/// and adds its findings to it. A new rule is one type in one file, listed in
/// ``Diagnosis/rules``.
protocol DiagnosticRule {
    /// Runs the rules on one diagnosis.
    func run(in context: Diagnosis)
}
