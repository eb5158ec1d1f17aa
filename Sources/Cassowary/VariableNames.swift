import Synchronization

/// The process-wide table of variable names: each distinct name is stored once and numbered,
/// and a ``Variable`` keeps only the number.
///
/// Names are kept for the life of the process, once per distinct name: a layout built again
/// names its variables the same way and adds nothing. Number 0 is the empty name.
enum VariableNames {
    /// The names by number, and the numbers by name.
    private struct Table {
        var names: [String] = [""]
        var numbers: [String: Int] = ["": 0]
    }

    private static let table = Mutex(Table())

    /// The number of a name, made on first use.
    static func number(of name: String) -> Int {
        if name.isEmpty { return 0 }
        return table.withLock { table in
            if let number = table.numbers[name] { return number }
            let number = table.names.count
            table.names.append(name)
            table.numbers[name] = number
            return number
        }
    }

    /// The name with a number (empty for 0 or a number never handed out).
    static func name(numbered number: Int) -> String {
        if number == 0 { return "" }
        return table.withLock { table in
            number < table.names.count ? table.names[number] : ""
        }
    }
}
