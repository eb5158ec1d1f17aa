/// What the solver had to do, beyond ordinary pivots, to keep its answers right.
///
/// Every count is cumulative since the solver was made (or last reset). A sound run on layout
/// systems reads all zeros; non-zero numbers are not errors, but they say where time went and,
/// for `exhaustedPivotBudgets`, that an answer may be feasible but not optimal.
public struct SolverHealth: Sendable, Equatable, CustomStringConvertible {
    /// Simplex runs that stopped at their pivot budget: every required constraint still holds
    /// (that is checked), but optional ones may be less well met than they could be.
    public var exhaustedPivotBudgets: Int
    /// Operations after which a required constraint was found violated beyond its relative
    /// tolerance and the values were refined from the original constraints.
    public var repairs: Int
    /// Times the rows were recomputed from the original constraints (an LU factorisation of
    /// the basis), after rounding error had grown too large for refinement alone.
    public var reinversions: Int
    /// Simplex runs that came back to a basis they had already had, going round on pivots that
    /// rounding noise chose; each was stopped at the best basis of its lap (levels within
    /// rounding tied) and finished without those pivots. Not an error: the answer is the optimum
    /// up to rounding.
    public var noiseCycles: Int

    /// A health record.
    public init(exhaustedPivotBudgets: Int = 0, repairs: Int = 0, reinversions: Int = 0, noiseCycles: Int = 0) {
        self.exhaustedPivotBudgets = exhaustedPivotBudgets
        self.repairs = repairs
        self.reinversions = reinversions
        self.noiseCycles = noiseCycles
    }

    /// True when every simplex run reached its optimum within its budget.
    public var isOptimal: Bool { exhaustedPivotBudgets == 0 }

    /// One line, for notes and benchmark output.
    public var description: String {
        "exhausted_pivot_budgets=\(exhaustedPivotBudgets) repairs=\(repairs) reinversions=\(reinversions) noise_cycles=\(noiseCycles)"
    }
}

extension Solver {
    /// What the solver had to do beyond ordinary pivots (see ``SolverHealth``).
    public var health: SolverHealth { tableau.health }
}
