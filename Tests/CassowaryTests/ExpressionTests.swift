import Testing
@testable import Cassowary

@Suite("Expressions")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func zeroGrowsWithCompoundAssignment() {
        var sum = Expression()
        #expect(sum.terms.isEmpty && sum.constant == 0)
        sum += 2 * x
        sum -= y
        sum += 5
        #expect(sum.description == "2 * x - y + 5")
        #expect(sum.value { $0 == x ? 10 : 3 } == 22)
    }

    @Test func variablesAndNumbersMixInEitherOrder() {
        let a = 3 - x + y * 2 - 1
        #expect(a.value { $0 == x ? 1 : 4 } == 9)
        let b = (x + y) / 2
        #expect(b.value { $0 == x ? 4 : 6 } == 5)
        let c = -(x - 10)
        #expect(c.value { _ in 3 } == 7)
    }

    @Test func reducedMergesRepeatedVariables() {
        let e = (x + x - y + y + 2 * x).reduced()
        #expect(e.terms == [Term(x, 4)])
        #expect(e.constant == 0)
    }

    @Test func constraintsReadLikeTheEquation() {
        #expect((x + 2 * y == 100).description == "x + 2 * y == 100")
        #expect((x >= 10).strength(.strong).description == "x >= 10 @strong")
        #expect((0 <= x).description == "-x <= 0")
        #expect((x <= y).strength(Strength(999.5)).description == "x - y <= 0 @999.5")
    }

    @Test func constraintsHaveIdentity() {
        let first = x == 10
        let second = x == 10
        #expect(first != second)
        #expect(first == first)
        #expect(first.strength(.weak) != first)
    }

    @Test func nonFiniteNumbersAreDetected() {
        #expect(!(x == Double.nan).isFinite)
        #expect(!(Double.infinity * x >= 0).isFinite)
        #expect((x == 1).isFinite)
        #expect(!(x == 1).strength(Strength(Double.nan)).isFinite)
    }

    @Test func strengthsAreClampedAndOrdered() {
        #expect(Strength(1250) == .required)
        #expect(Strength(-3).value == 0)
        #expect(Strength.weak < .medium && .medium < .strong && .strong < .required)
        #expect(Strength(750) == .strong)
        let literal: Strength = 999.5
        #expect(literal.value == 999.5 && !literal.isRequired)
    }
}
