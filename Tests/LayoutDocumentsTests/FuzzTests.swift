import Foundation
import Fuzzing
import Testing
import ScrollLayout
@testable import LayoutDocuments

/// The mutation fuzzer, run briefly on every target in each test run (the long runs are
/// `scroll-layout-benchmarks --only F1 --minutes 10`), and the regression set it and the issue
/// call for: hostile nesting, numbers out of range, NaN, empty and binary files, cycles.
@Suite("Fuzzing and hostile input")
struct FuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = IBCorpus.root?.path ?? ""

    static func seeds(_ target: FuzzTarget) -> [[UInt8]] {
        let layouts = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples/Layouts").path)) ?? []
        let files = layouts.sorted().map { root.appendingPathComponent("Examples/Layouts/\($0)").path }
        switch target {
        case .layoutFile:
            return files.compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
        case .equation:
            return ["title.top == header.bottom + 8", "photo.height == photo.width * 0.75 @750",
                    "stack.edges == scroll.contentLayoutGuide.edges", "badge.width >= 24 @high",
                    "a.leading == 2 * b.trailing - 16.5 @999"].map { Array($0.utf8) }
        case .uikitCode:
            // The reader's worked examples, and the Swift corpus when it is beside the package.
            let examples = [UIKitCodeReaderTests.contentGuidePage, UIKitCodeReaderTests.contentGuidePageSnapKit,
                            UIKitCodeReaderTests.stackPage, UIKitCodeReaderTests.openChain].map { Array($0.utf8) }
            guard let folder = SwiftCorpus.folder else { return examples }
            let names = ((FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }) ?? []).filter { $0.hasSuffix(".swift") }
            return examples + names.sorted().compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }.map { Array($0) }
        case .interfaceBuilder:
            // Hand-written scenes (always here), and the corpus's smaller documents when it is
            // beside the package (F1 uses the whole corpus).
            let builder = InterfaceBuilderImportTests()
            let scenes = [
                builder.storyboard(#"<view id="a"><rect key="frame" x="16" y="20" width="100" height="40"/></view>"#,
                                   #"<constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/><constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/><constraint firstAttribute="height" secondItem="a" constant="40" id="c3"/><constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="c4"/>"#),
                builder.storyboard(#"<scrollView id="s"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews><stackView axis="vertical" spacing="8" id="st"><rect key="frame" x="0" y="0" width="375" height="100"/><subviews><label text="A" id="l1"><rect key="frame" x="0" y="0" width="375" height="46"/></label><label text="B" id="l2"><rect key="frame" x="0" y="54" width="375" height="46"/></label></subviews></stackView></subviews><constraints><constraint firstItem="st" firstAttribute="top" secondItem="s" secondAttribute="top" id="k1"/><constraint firstItem="st" firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="k2"/><constraint firstItem="st" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="k3"/><constraint firstItem="st" firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="k4"/><constraint firstItem="st" firstAttribute="width" secondItem="s" secondAttribute="width" id="k5"/></constraints></scrollView>"#,
                                   #"<constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/><constraint firstItem="s" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r2"/><constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/><constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>"#),
            ].map { Array($0.utf8) }
            let enumerator = FileManager.default.enumerator(atPath: corpus)
            let names = (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
            return scenes + names.sorted().compactMap { FileManager.default.contents(atPath: corpus + "/" + $0) }
                .filter { $0.count < 40_000 }.map { Array($0) }
        }
    }

    @Test("mutated inputs end in a value or an error, never a crash", arguments: [
        (FuzzTarget.equation, 4000), (.layoutFile, 800), (.interfaceBuilder, 150), (.uikitCode, 400),
    ])
    func mutationRun(target: FuzzTarget, count: Int) {
        let seeds = Self.seeds(target)
        #expect(!seeds.isEmpty)
        var campaign = FuzzCampaign(target: target, seeds: seeds, seed: 2026)
        campaign.run(count: count)
        #expect(campaign.iterations == count)
        // Both outcomes occur: mutations that keep the input valid, and ones the parser refuses.
        #expect(campaign.outcomes[.accepted, default: 0] > 0, "\(campaign.summary)")
        #expect(campaign.outcomes.keys.contains { $0 != .accepted }, "\(campaign.summary)")
    }

    @Test("the same seed gives the same run")
    func reproducible() {
        var first = FuzzCampaign(target: .equation, seeds: Self.seeds(.equation), seed: 7)
        var second = FuzzCampaign(target: .equation, seeds: Self.seeds(.equation), seed: 7)
        first.run(count: 300)
        second.run(count: 300)
        #expect(first.outcomes == second.outcomes)
        #expect(first.pool == second.pool)
    }

    // MARK: Regression set

    func layoutError(_ text: String) -> DocumentError? {
        do {
            _ = try LayoutEngine(try LayoutFile.decode(text, path: "r.layout.json"))
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            return DocumentError(.invalid, path: "r.layout.json", message: "\(error)")
        }
    }

    @Test("10 000 levels of nesting are refused with the limit named")
    func deepNesting() {
        var view = #"{"id":"v10000"}"#
        for level in stride(from: 9999, through: 0, by: -1) { view = #"{"id":"v\#(level)","subviews":["# + view + "]}" }
        let error = layoutError(#"{"screen":"iPhone 15","root":"# + view + #","constraints":[]}"#)
        #expect(error?.message == "nesting deeper than 256 levels")

        var xml = ""
        for level in 0..<10_000 { xml += #"<view id="v\#(level)"><subviews>"# }
        for _ in 0..<10_000 { xml += "</subviews></view>" }
        let document = #"<?xml version="1.0"?><document type="x" targetRuntime="iOS.CocoaTouch"><objects>"# + xml + "</objects></document>"
        do {
            _ = try InterfaceBuilderImporter.importDocument(document, path: "deep.xib")
            Issue.record("imported 10 000 levels")
        } catch {
            #expect(error.message == "elements nested deeper than 512 levels")
        }
    }

    @Test("numbers beyond Double, and NaN, are errors that name them", arguments: [
        (#"{ "id": "a" }"#, ["a.height == 1e309"]),
        (#"{ "id": "a" }"#, ["a.top == root.top + 1e400"]),
        (#"{ "id": "a" }"#, ["a.height == a.width * 1e999"]),
        (#"{ "id": "a", "intrinsicSize": { "height": 1e309 } }"#, []),
        (#"{ "id": "a", "layoutMargins": { "top": -1e400 } }"#, []),
        (#"{ "id": "a" }"#, ["a.height == NaN"]),
    ])
    func hugeNumbersAndNaN(subviews: String, constraints: [String]) {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ",")
        let error = layoutError(#"{"screen":"iPhone 15","root":{"id":"root","subviews":["# + subviews + #"]},"constraints":["# + list + "]}")
        #expect(error != nil)
        #expect(error?.position != nil, "\(String(describing: error))")
    }

    /// A storyboard whose one constraint has `constant` as written.
    func storyboard(constant: String) -> String {
        InterfaceBuilderImportTests().storyboard(
            #"<view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
            #"<constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(constant)" id="c1"/>"#)
    }

    @Test("NaN, infinite and too large constants in a storyboard are refused, naming the line and the constraint's id", arguments: [
        ("nan", "NaN or infinite number"), ("inf", "NaN or infinite number"), ("-infinity", "NaN or infinite number"),
        ("1e999", "NaN or infinite number"),
        // A fuzzed storyboard carried constant="-1e308": accepted, it put a dozen views at y = -inf.
        ("-1e308", "number out of range in a.top == root.top - 1e+308"), ("2e9", "number out of range"),
    ])
    func refusedInterfaceBuilderConstants(constant: String, message: String) {
        do {
            let scenes = try InterfaceBuilderImporter.importDocument(storyboard(constant: constant), path: "n.storyboard")
            _ = try LayoutEngine(scenes[0].layout)
            Issue.record("accepted constant \(constant)")
        } catch {
            // The engine refuses the constraint; the message names the line and the IB id.
            #expect("\(error)".contains(message), "\(error)")
            #expect("\(error)".contains("n.storyboard:15 (IB c1)"), "\(error)")
        }
    }

    @Test("finite numbers past what a layout's sums can hold are refused, naming the constraint or the view", arguments: [
        (#"{ "id": "a" }"#, ["a.top == root.top - 1e308"], "number out of range in a.top == root.top - 1e+308"),
        (#"{ "id": "a" }"#, ["a.height == a.width * 1e300"], "number out of range in a.height == a.width * 1e+300"),
        (#"{ "id": "a", "intrinsicSize": { "height": 1e200 } }"#, [], "at most 1e9 points"),
        (#"{ "id": "a", "layoutMargins": { "top": 1e300 } }"#, [], "'a' has a NaN, infinite or out-of-range layoutMargins"),
    ])
    func numbersTooLargeForALayout(subviews: String, constraints: [String], message: String) {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ",")
        let text = #"{"screen":"iPhone 15","root":{"id":"root","subviews":["# + subviews + #"]},"constraints":["# + list + "]}"
        do {
            _ = try LayoutEngine(try LayoutFile.decode(text, path: "r.layout.json"))
            Issue.record("accepted \(subviews) \(constraints)")
        } catch let error as LayoutError {
            #expect(error.description.contains(message), "\(error)")
            // A refused constraint still says where it was written.
            if case .outOfRange(let c) = error { #expect(c.origin == .layoutFile(path: "r.layout.json", line: 1, column: 87)) }
        } catch {
            Issue.record("not a layout error: \(error)")
        }
    }

    @Test("a constant at the limit of a layout's lengths is a number like any other")
    func constantsAtTheLimit() {
        let scenes = try? InterfaceBuilderImporter.importDocument(storyboard(constant: "-1e9"), path: "n.storyboard")
        #expect(scenes.flatMap { try? LayoutEngine($0[0].layout) } != nil)
        #expect(formatNumber(-1e308) == "-1e+308")
    }

    @Test("empty, binary and non-UTF-8 files are errors naming the file")
    func emptyAndBinaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-layout-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, [UInt8])] = [
            ("empty.layout.json", []), ("empty.storyboard", []), ("binary.xib", [0x00, 0xFF, 0xFE, 0x89, 0x50, 0x4E, 0x47]),
            ("latin1.layout.json", Array("{\"root\": {\"id\": \"caf\u{E9}\"}}".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 })),
            ("nul.layout.json", [0x7B, 0x00, 0x7D]),
        ]
        for (name, bytes) in cases {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            do {
                _ = try LayoutDocument.load(path: path)
                Issue.record("loaded \(name)")
            } catch {
                #expect(error.path == path)
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test("cycles and repeated ids in a storyboard are errors, not loops")
    func cyclesAndDuplicates() {
        let builder = InterfaceBuilderImportTests()
        // A subview that repeats its parent's id, and a view listed as its own subview's id.
        let repeated = builder.storyboard(#"<view id="root"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#, "")
        let twice = builder.storyboard(
            #"<view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews><view id="a"><rect key="frame" x="0" y="0" width="5" height="5"/></view></subviews></view>"#, "")
        for text in [repeated, twice] {
            do {
                _ = try InterfaceBuilderImporter.importDocument(text, path: "c.storyboard")
                Issue.record("imported repeated ids")
            } catch {
                #expect(error.message.contains("id"), "\(error.message)")
            }
        }
        // A constraint of a view with itself that cannot hold is a conflict the diagnostics name.
        let selfLoop = builder.storyboard(
            #"<view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
            #"<constraint firstItem="a" firstAttribute="top" secondItem="a" secondAttribute="top" constant="10" id="loop"/>"#)
        do {
            let scene = try #require(try InterfaceBuilderImporter.importDocument(selfLoop, path: "c.storyboard").first)
            let issues = try LayoutEngine(scene.layout).diagnose()
            #expect(issues.contains { $0.rule.rawValue == "conflicting-constraints" }, "\(issues.map(\.rule))")
        } catch {
            Issue.record("\(error)")
        }
    }

    // MARK: Hostile documents

    @Test("an entity-expansion bomb is refused before any expansion", arguments: [
        "<!DOCTYPE document [<!ENTITY a \"aaaaaaaaaa\">" + (1...9).map { "<!ENTITY \(Character(UnicodeScalar(97 + $0)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + $0)!));", count: 10) + "\">" }.joined() + "]>",
        "<!DOCTYPE document [<!ENTITY % p \"<!ENTITY x 'boom'>\"> %p;]>",
    ])
    func billionLaughs(doctype: String) {
        let text = #"<?xml version="1.0"?>"# + doctype + #"<document type="x" targetRuntime="iOS.CocoaTouch">&j;</document>"#
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try InterfaceBuilderImporter.importDocument(text, path: "bomb.storyboard")
            Issue.record("imported a bomb")
        } catch {
            #expect(error.message == "document type declarations and entities are not allowed in Interface Builder documents")
            #expect(error.position?.line == 1)
        }
        // Refused by a scan of the text: no expansion, so no time and no memory to speak of.
        #expect(start.duration(to: clock.now) < .seconds(1))
    }

    /// Found by F1: FoundationXML's parser reads the missing data of `<?s?>` (a processing
    /// instruction without data) as a C string, and the process dies in `strlen`.
    @Test("a processing instruction is refused before the parser sees it", arguments: [
        ("<?s?>", 1, 1, "s"),
        ("<?xml version=\"1.0\"?>\n<document>\n  <?php echo 1; ?></document>", 3, 3, "php"),
        ("<?xml version=\"1.0\"?><document><?target?></document>", 1, 32, "target"),
        ("<?xml-stylesheet href=\"a.css\"?><document/>", 1, 1, "xml-stylesheet"),
    ])
    func processingInstruction(text: String, line: Int, column: Int, name: String) {
        do {
            _ = try InterfaceBuilderImporter.importDocument(text, path: "pi.xib")
            Issue.record("imported a processing instruction")
        } catch {
            #expect(error.message == "processing instructions (<?\(name) …?>) are not allowed in Interface Builder documents; only the <?xml …?> declaration is")
            #expect(error.position?.line == line)
            #expect(error.position?.column == column)
        }
    }

    @Test("what looks like a processing instruction or a DTD inside a comment or CDATA is not refused")
    func markupInCommentsAndCDATA() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- <?s?> <!DOCTYPE x> -->
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects><view id="v1"><string key="text"><![CDATA[<?s?>]]></string></view></objects></document>
            """
        do {
            _ = try InterfaceBuilderImporter.importDocument(text, path: "comment.xib")
        } catch {
            #expect(!error.message.contains("not allowed"), "\(error.message)")
        }
    }

    @Test("an external entity naming a local file (XXE) is refused and the file is never read")
    func externalEntity() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-layout-secret-\(UUID().uuidString).txt")
        try "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let forms = [
            #"<!DOCTYPE document [<!ENTITY xxe SYSTEM "file://\#(secret.path)">]>"#,
            #"<!DOCTYPE document SYSTEM "file://\#(secret.path)">"#,
            #"<!DOCTYPE document [<!ENTITY % ext SYSTEM "file://\#(secret.path)"> %ext;]>"#,
        ]
        for doctype in forms {
            let text = #"<?xml version="1.0"?>"# + "\n" + doctype + "\n"
                + #"<document type="x" targetRuntime="iOS.CocoaTouch"><objects><view id="&xxe;"/></objects></document>"#
            do {
                _ = try InterfaceBuilderImporter.importDocument(text, path: "xxe.storyboard")
                Issue.record("imported an external entity")
            } catch {
                #expect(error.position?.line == 2)
                #expect(!error.description.contains("TOP-SECRET"))
            }
        }
    }
}
