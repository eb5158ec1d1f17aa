import Testing
@testable import ScrollLayout

/// The chain graph's adjacency, read off its links.
@Suite("Chain graph")
struct ChainGraphTests {
    func node(_ item: ChainItem, _ side: ChainSide) -> ChainNode { ChainNode(item: item, side: side) }

    func link(_ a: ChainNode, _ b: ChainNode, _ offset: Double) -> ChainLink {
        ChainLink(a: a, b: b, offset: offset, constraintID: LayoutConstraint.ID(value: Int(offset)))
    }

    @Test("each node lists its links in link order; a node numbered later has none")
    func linksAtEachNode() {
        let top = node(.content, .start), bottom = node(.content, .end)
        let aTop = node(.view("a"), .start), aBottom = node(.view("a"), .end)
        let bTop = node(.view("b"), .start), bBottom = node(.view("b"), .end)
        let links = [link(aTop, top, 1), link(bTop, aBottom, 2), link(bottom, bBottom, 3), link(aTop, bTop, 4)]
        var graph = ChainGraph(scrollView: "scroll", axis: .vertical, links: links)
        #expect(graph.links(at: aTop).map(\.offset) == [1, 4])
        #expect(graph.links(at: bTop).map(\.offset) == [2, 4])
        #expect(graph.links(at: bottom).map(\.offset) == [3])
        #expect(graph.links(at: node(.view("a"), .center)).isEmpty)
        #expect(graph.links(at: node(.view("unknown"), .start)).isEmpty)
        // Numbered after the graph was built (a walk's start can be): no links, no crash.
        let late = graph.number(of: node(.view("late"), .end))
        #expect(late == graph.items.count * 3 - 1)
        #expect(graph.links(at: node(.view("late"), .end)).isEmpty)
    }
}
