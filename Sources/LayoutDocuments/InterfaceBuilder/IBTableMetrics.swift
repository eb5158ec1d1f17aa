/// Where a table view puts its section headers and footers, as Interface Builder draws a
/// static or prototype table (the files store the cells' frames but not these rules).
///
/// UIKit's defaults, by style: a plain table's titled section header is 28 points; iOS 15 added
/// `sectionHeaderTopPadding` above it, and Interface Builder draws every section of a plain table
/// with a header from then on (the prototype section too). Grouped tables start with a taller
/// first header. Measured in the corpus's stored frames (`Documentation/IBImport.md`, "Tables"):
///
/// | style | Xcode (tools version) | section header | section footer |
/// |---|---|---|---|
/// | plain | before 13 (< 19000) | 28 when titled (the prototype section is titled), else 0 | 0 |
/// | plain | 13 (19000–20999) | 28 + 16.5 | 0 |
/// | plain | 14 and later (≥ 21000) | 28 + 22 | 28 |
/// | grouped, inset grouped | before 8 (< 11000) | first 50, then 18 | 18 |
/// | grouped, inset grouped | 8 and later | first 55.5, then 18 | 18 |
///
/// A table's own `sectionHeaderHeight` / `sectionFooterHeight` replace the 28 and 18 when set.
/// Inset grouped rows are inset by the table's side margin (16, or 20 from 390 points).
struct IBTableMetrics: Sendable {
    /// The table's style.
    enum Style: Sendable { case plain, grouped, insetGrouped }

    let style: Style
    /// The saving Xcode's build number.
    let toolsVersion: Double
    /// `sectionHeaderHeight` / `sectionFooterHeight` when the table sets them (not automatic).
    let sectionHeaderHeight: Double?
    let sectionFooterHeight: Double?

    /// The metrics of a `<tableView>` element.
    init(table: IBElement, toolsVersion: Double) {
        switch table["style"] {
        case "grouped"?: style = .grouped
        case "insetGrouped"?: style = .insetGrouped
        default: style = .plain
        }
        self.toolsVersion = toolsVersion
        sectionHeaderHeight = table.number("sectionHeaderHeight").flatMap { $0 > 0 ? $0 : nil }
        sectionFooterHeight = table.number("sectionFooterHeight").flatMap { $0 > 0 ? $0 : nil }
    }

    /// The height above a section's first row.
    func header(titled: Bool, first: Bool) -> Double {
        switch style {
        case .plain:
            let base = sectionHeaderHeight ?? 28
            if toolsVersion >= 21_000 { return base + 22 }
            if toolsVersion >= 19_000 { return base + 16.5 }
            return titled ? base : 0
        case .grouped, .insetGrouped:
            if first { return toolsVersion >= 11_000 ? 55.5 : 50 }
            return sectionHeaderHeight ?? 18
        }
    }

    /// The height below a section's last row.
    func footer() -> Double {
        switch style {
        case .plain: return toolsVersion >= 21_000 ? (sectionFooterHeight ?? 28) : 0
        case .grouped, .insetGrouped: return sectionFooterHeight ?? 18
        }
    }

    /// How far rows are inset from each side of a table this wide.
    func sideInset(tableWidth: Double) -> Double {
        style == .insetGrouped ? IBTableMetrics.sideMargin(tableWidth: tableWidth) : 0
    }

    /// A table's side margin since iOS 11: 16, or 20 from 390 points wide (an iPhone 12
    /// document of Xcode 13 stores its cells' labels at 20; a root view there keeps 16).
    static func sideMargin(tableWidth: Double) -> Double { tableWidth >= 390 ? 20 : 16 }
}
