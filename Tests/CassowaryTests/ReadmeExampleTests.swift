import Testing
@testable import Cassowary

/// The solver example (README, Solver.md), with the values it promises.
@Test func readmeSolverExample() throws {
    var solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.add(x + 2 * y == 100)
    try solver.add((x >= 10).strength(.strong))
    try solver.add((y == 0).strength(.weak))
    #expect(solver.value(of: x) == 100)

    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(20, for: y)
    #expect(solver.value(of: x) == 60)
    var values: [Double] = []
    solver.values(of: [x, y], into: &values)
    #expect(values == [60, 20])

    let cap = x <= 80
    try solver.add(cap)
    let floor = x >= 90
    #expect(throws: SolverError.unsatisfiable(floor, conflicts: [cap])) { try solver.add(floor) }
    #expect(solver.dump().contains("Definitions"))
}
