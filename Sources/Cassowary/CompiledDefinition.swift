/// One definition as the refresh walk evaluates it: its constant and the stretch of
/// ``DefinitionLayer/cells`` that holds its terms, kept at the definition's topological position.
///
/// Why a copy of `rows[symbol]`: a row's cells live in their own heap block, allocated whenever
/// the definition was made, so a walk over thousands of definitions chased one scattered block
/// each (at 10 000 views, 45% of a width edit's refresh waited on that load). Compiled, the
/// definitions a walk reaches in order lie one after another in two flat arrays. A definition's
/// terms never change once installed (rows hold their expansion instead), so the copy is written
/// at install and dropped at delete; only a renamed marker moves its constant
/// (``Tableau/moveDefinition(_:by:)``, which writes both).
struct CompiledDefinition: Sendable {
    /// The definition's constant.
    var constant: Double
    /// Where its cells start in ``DefinitionLayer/cells``.
    var cellStart: Int32
    /// How many cells it has (0 for a hole in the order).
    var cellCount: Int32

    /// The entry of a hole in the order.
    static let hole = CompiledDefinition(constant: 0, cellStart: 0, cellCount: 0)
}
