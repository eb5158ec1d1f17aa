// Each line ending in an "expect" comment must fail to compile with that message on that line
// (checked by Scripts/check-compile-failures; this file belongs to no target).
import ScrollLayout

let mistakes = Layout {
    View.view("a")
    View.view("b")
} constraints: { v in
    v.a.top == v.b.leading // expect: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one
    v.a.leading <= v.b.bottom // expect: a horizontal position (leading, trailing, left, right, centerX) cannot be related to a vertical one
    v.a.top == v.b.height // expect: a position cannot be related to a size (width, height)
    v.a.width == v.b.top // expect: a position cannot be related to a size (width, height)
    v.a.width >= v.b.leading // expect: a position cannot be related to a size (width, height)
    v.a.top == 20 // expect: a position needs a second anchor
    v.a.edges == v.b.horizontalEdges // expect: both sides must name the same edges
    v.a.center <= v.b.center // expect: center only takes ==
    v.a.size == (100, 50) // expect: size takes one number (a square: `size == 24`), a Size
    v.a.edges <= v.b.edges
    v.a.edges == v.b.edges + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    v.a.horizontalEdges == v.b.horizontalEdges + EdgeInsets(left: 2) // expect: EdgeInsets
    v.a.top == v.b.top + 8
}
