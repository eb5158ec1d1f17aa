import Testing
@testable import Cassowary

@Suite("Variable names")
struct VariableNameTests {
    @Test func aVariableIsPlainDataWithItsNameKeptAside() {
        // Two integers: copying terms and expressions counts no references.
        #expect(MemoryLayout<Variable>.size == 16)
        #expect(_isPOD(Variable.self))
        #expect(_isPOD(Term.self))
        let width = Variable("label_17.width")
        #expect(width.name == "label_17.width")
        #expect(width.description == "label_17.width")
    }

    @Test func equalNamesStillMakeDistinctVariables() {
        let a = Variable("top")
        let b = Variable("top")
        #expect(a != b)
        #expect(a.name == b.name)
        #expect(a.nameNumber == b.nameNumber)
    }

    @Test func anUnnamedVariableReadsAsItsIdentity() {
        let v = Variable()
        #expect(v.name.isEmpty)
        #expect(v.description == "v\(v.id)")
    }

    @Test func namesSurviveConcurrentCreation() async {
        let made = await withTaskGroup(of: [(String, Variable)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<500).map { index in
                        let name = "view\(task)_\(index % 50).x"
                        return (name, Variable(name))
                    }
                }
            }
            var all: [(String, Variable)] = []
            for await part in group { all += part }
            return all
        }
        #expect(made.count == 4000)
        #expect(made.allSatisfy { $0.1.name == $0.0 })
        #expect(Set(made.map(\.1.id)).count == 4000)
    }
}
