#if canImport(Glibc)
import Glibc
#endif

/// Returns the heap's free memory to the kernel before a timed build, so that every size's
/// build starts from the same state: the pages it touches are fresh, as in a process that has
/// not built that much before.
///
/// Why: W2 samples its sizes in rounds, and a 1 000-view build that follows a 10 000-view one
/// found the allocator's heap already grown (no page faults), while every 10 000-view build
/// paid for fresh pages; the growth line of `build_total` compared a warm build with a cold one
/// (12.5–14.3× in rounds, 10.0–10.7× with each size measured in a fresh state).
///
/// glibc's `malloc_trim` is looked up at run time: the `Glibc` module does not export
/// `malloc.h`. Elsewhere (macOS, musl) nothing is done.
enum HeapTrim {
    /// `malloc_trim(0)`, when the C library has it.
    static func returnFreeMemory() {
        #if canImport(Glibc)
        guard let trim = mallocTrim else { return }
        _ = trim(0)
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `int malloc_trim(size_t pad)`, found once.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
