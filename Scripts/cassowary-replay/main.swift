import Cassowary
import TestSupport

// cassowary-replay: runs constraint systems written in the differential format (see
// `ConstraintScript`, and Documentation/Reliability.md) read from standard input, and prints for
// each the operations that failed and the final value of every variable.
// Scripts/kiwi-differential.py runs the same systems through kiwi and compares.
//
// Output per system:
//   result <name>
//   failed <operation numbers…>
//   values <v0> <v1> …
//   invariants broken: <first three>   (only when the tableau is inconsistent at the end)
//   pivot budget exhausted       (only when a simplex run gave up on rounding noise)
//   first broken <operation>     (only with --check: invariants checked after every operation)
// and at the end `malformed <line numbers…>` when some lines could not be read.

let checkEveryOperation = CommandLine.arguments.contains("--check")
var reader = ConstraintScript.Reader()

func report(_ system: ConstraintScript) {
    let outcome = system.run(checkEveryOperation: checkEveryOperation)
    var output = "result \(system.name)\n"
    output += "failed" + outcome.failed.map { " \($0)" }.joined() + "\n"
    output += "values" + outcome.values.map { " \($0)" }.joined() + "\n"
    if !outcome.invariantViolations.isEmpty {
        output += "invariants broken: " + outcome.invariantViolations.prefix(3).joined(separator: "; ") + "\n"
    }
    if outcome.exhaustedPivotBudgets > 0 { output += "pivot budget exhausted\n" }
    if let broken = outcome.firstBrokenOperation { output += "first broken \(broken)\n" }
    print(output, terminator: "")
}

while let line = readLine() {
    if let system = reader.read(Substring(line)) { report(system) }
}
if let system = reader.finish() { report(system) }
if !reader.malformedLines.isEmpty { print("malformed" + reader.malformedLines.map { " \($0)" }.joined()) }
