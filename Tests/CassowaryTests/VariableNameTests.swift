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

    @Test func aFamilySharesItsBaseName() {
        let family = Variable.family("card_3", parts: ["x", "y", "width", "height"])
        #expect(family.map(\.name) == ["card_3.x", "card_3.y", "card_3.width", "card_3.height"])
        #expect(Set(family.map(\.id)).count == 4)
        #expect(family.allSatisfy { $0.nameNumber < 0 })
        #expect(Variable.family("", parts: ["x"]).map(\.description).allSatisfy { $0.hasPrefix("v") })
        // A family takes its identities in one step: none is another family's or a lone
        // variable's, made before or after it.
        let before = Variable("before")
        let again = Variable.family("card_3", parts: ["x", "y", "width", "height"])
        let after = Variable("after")
        let ids = [before.id, after.id] + family.map(\.id) + again.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(again.map(\.name) == family.map(\.name))
        #expect(again != family)
    }

    @Test func partsBeyondTheCompactListAreStillNamed() {
        // A table of its own: filling the process-wide part list would change how other tests'
        // names are stored.
        var table = VariableNames.Table()
        let parts = (0..<(VariableNames.partLimit + 20)).map { "p\($0)" }
        let numbers = familyNumbers(&table, ofFamily: "wide", parts: parts)
        #expect(numbers.prefix(VariableNames.partLimit).allSatisfy { $0 < 0 })
        #expect(numbers.suffix(20).allSatisfy { $0 > 0 })
        #expect(numbers.map { table.name(numbered: $0) } == parts.map { "wide.\($0)" })
        #expect(familyNumbers(&table, ofFamily: "wide", parts: ["p3"]) == [numbers[3]])
        #expect(table.name(numbered: ~(99 * VariableNames.partLimit)) == "")
    }

    @Test func rememberedPartListsGiveTheSameNames() {
        // More lists than the table remembers, each asked twice, in turns: a list it forgot is
        // numbered again from the parts, and every name still reads back.
        var table = VariableNames.Table()
        let lists = (0..<6).map { list in ["x", "y", "extra\(list)"] }
        for round in 0..<2 {
            for (index, list) in lists.enumerated() {
                let base = "item\(index)_\(round)"
                let numbers = familyNumbers(&table, ofFamily: base, parts: list)
                #expect(numbers.map { table.name(numbered: $0) } == list.map { "\(base).\($0)" })
            }
        }
        #expect(table.parts == ["x", "y"] + (0..<6).map { "extra\($0)" })
        #expect(table.recentPartLists.count == 4)
    }

    @Test func namesSurviveConcurrentCreation() async {
        let made = await withTaskGroup(of: [(String, Variable)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<500).map { index in
                        let name = "view\(task)_\(index % 50).x"
                        return index.isMultiple(of: 2) ? (name, Variable(name))
                            : (name, Variable.family("view\(task)_\(index % 50)", parts: ["x"])[0])
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

    /// The numbers a table gives a family's names, in part order.
    func familyNumbers(_ table: inout VariableNames.Table, ofFamily base: String, parts: [String]) -> [Int] {
        table.family(base, parts: parts, firstID: 1).map(\.nameNumber)
    }
}
