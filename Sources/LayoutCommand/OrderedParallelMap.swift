import Foundation

/// Runs a function over a list on several threads and hands the results back in the list's
/// order, each as soon as it and all before it are done, so output streams in input order while
/// later items are still being worked on. Workers stay at most twice the number of jobs ahead
/// of what has been handed back (they pause rather than pile results up), so memory is bounded
/// by the number of jobs, not of items.
final class OrderedParallelMap<Item: Sendable, Result: Sendable>: @unchecked Sendable {
    private let items: [Item]
    private let transform: @Sendable (Item) -> Result
    private let jobs: Int
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var next = 0
    private var delivered = 0
    private var finished: [Int: Result] = [:]

    /// A map of `transform` over `items` with `jobs` threads.
    init(_ items: [Item], jobs: Int, transform: @escaping @Sendable (Item) -> Result) {
        self.items = items
        self.jobs = max(1, min(jobs, items.count))
        self.transform = transform
    }

    /// Calls `deliver` with each result in order, on the calling thread.
    func run(_ deliver: (Int, Result) -> Void) {
        guard !items.isEmpty else { return }
        if jobs == 1 {
            for (index, item) in items.enumerated() { deliver(index, transform(item)) }
            return
        }
        for _ in 0..<jobs {
            let thread = Thread { [self] in work() }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in items.indices {
            condition.lock()
            var result = finished.removeValue(forKey: index)
            while result == nil {
                condition.wait()
                result = finished.removeValue(forKey: index)
            }
            delivered = index + 1
            condition.broadcast()
            condition.unlock()
            if let result { deliver(index, result) }
        }
    }

    private func work() {
        while true {
            condition.lock()
            // Stay at most 2 × jobs items ahead of what has been delivered.
            while next < items.count, next - delivered >= 2 * jobs { condition.wait() }
            guard next < items.count else {
                condition.unlock()
                return
            }
            let index = next
            next += 1
            condition.unlock()
            let result = transform(items[index])
            condition.lock()
            finished[index] = result
            condition.broadcast()
            condition.unlock()
        }
    }
}
