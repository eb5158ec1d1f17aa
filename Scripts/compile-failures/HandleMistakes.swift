// Typed view handles: each line ending in an "expect" comment must fail to compile with that
// message on that line (checked by Scripts/check-compile-failures; this file belongs to no target).
import ScrollLayout

let photo = ViewHandle("photo")
let scroll = ScrollViewHandle("scroll")
let list = StackViewHandle("list")

let wrongKinds = Layout {
    View.scrollView(photo) // expect: a scroll view takes a ScrollViewHandle
    View.vstack(photo) { View.label(photo) } // expect: a stack view takes a StackViewHandle
} constraints: {
    photo.top == photo.contentLayoutGuide.top // expect: only a scroll view has a contentLayoutGuide
    photo.top == scroll.contentLayoutGuide.top
}

// A misspelt handle is an unknown name, not a view missing at run time.
let typo = Layout {
    View.imageView(photo)
} constraints: {
    phtoo.top == ViewHandle.root.top // expect: cannot find 'phtoo' in scope
}
