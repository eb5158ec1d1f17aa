import LayoutDocuments
import ScrollLayout

/// What the fuzzing harness feeds mutated inputs to. Each target runs the whole path a user's
/// file takes: parse, build the layout, solve it and diagnose it. Any outcome but a crash or a
/// hang is a pass: a value, or an error that says what is wrong.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// JSON layout files: `LayoutFile.decode`, then the engine and the diagnostics.
    case layoutFile = "layout-file"
    /// One constraint equation (`a.top == b.bottom + 8 @750`): the equation parser alone.
    case equation
    /// Storyboards and xibs: `InterfaceBuilderImporter`, then the engine and the diagnostics.
    case interfaceBuilder = "ib"
    /// Swift files with UIKit layout code: `UIKitCodeReader`, then the engine and the diagnostics
    /// (a file with no setup it can read is "refused": the reader itself never fails).
    case uikitCode = "swift"

    /// How an input ended.
    public enum Outcome: Hashable, Sendable {
        /// Read and, for documents, solved: the number of layouts.
        case accepted
        /// Refused with an error of this kind.
        case refused(String)
    }

    /// Runs one input through the target.
    public func run(_ bytes: [UInt8]) -> Outcome {
        // Invalid UTF-8 is repaired the way the CLI's reader refuses it: both are exercised by
        // decoding leniently here, since the strict check is a one-line guard in front of it.
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .equation:
            do {
                _ = try ConstraintEquationParser.parse(text)
                return .accepted
            } catch {
                return .refused("equation")
            }
        case .layoutFile:
            do {
                return solve([try LayoutFile.decode(text, path: "fuzz.layout.json")])
            } catch {
                return .refused(error.kind.rawValue)
            }
        case .interfaceBuilder:
            do {
                return solve(try InterfaceBuilderImporter.importDocument(text, path: "fuzz.storyboard").map(\.layout))
            } catch {
                return .refused(error.kind.rawValue)
            }
        case .uikitCode:
            let layouts = UIKitCodeReader.read(text, path: "Fuzz.swift").setups.map(\.layout)
            return layouts.isEmpty ? .refused("no-setup") : solve(layouts)
        }
    }

    /// Solves and diagnoses each layout, as `scroll-layout report` does.
    private func solve(_ layouts: [Layout]) -> Outcome {
        for layout in layouts {
            do {
                let engine = try LayoutEngine(layout)
                _ = engine.result
                _ = engine.diagnose()
            } catch {
                return .refused("layout")
            }
        }
        return .accepted
    }
}
