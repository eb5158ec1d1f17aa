// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLayout",
    // The identities of variables and constraints use Synchronization's `Atomic`, available
    // from these releases on (Linux: any Swift 6 toolchain).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ScrollLayout", targets: ["ScrollLayout"]),
        .library(name: "LayoutDocuments", targets: ["LayoutDocuments"]),
        .executable(name: "scroll-layout", targets: ["scroll-layout"]),
        .plugin(name: "check-layouts", targets: ["CheckLayouts"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "ScrollLayout", dependencies: ["Cassowary"]),
        .target(name: "LayoutDocuments", dependencies: ["ScrollLayout"]),
        .target(name: "LayoutCommand", dependencies: ["LayoutDocuments", "ScrollLayout"]),
        // Code only tests, benchmarks and scripts use: no library product ships it.
        .target(name: "TestSupport", dependencies: ["Cassowary", "ScrollLayout"]),
        .target(name: "Fuzzing", dependencies: ["LayoutDocuments", "ScrollLayout", "TestSupport"]),
        .executableTarget(name: "scroll-layout", dependencies: ["LayoutCommand"]),
        // `swift package check-layouts [paths]`: `scroll-layout check` from an app's own package.
        .plugin(
            name: "CheckLayouts",
            capability: .command(
                intent: .custom(verb: "check-layouts", description: "Check the package's storyboards, xibs and layout files with scroll-layout"),
                permissions: []
            ),
            dependencies: ["scroll-layout"]
        ),
        .target(name: "ScrollLayoutExamples", dependencies: ["ScrollLayout"], path: "Examples/Sources/ScrollLayoutExamples"),
        // `scroll-layout export --to swift` of Examples/InterfaceBuilder, compiled to prove it compiles.
        .target(name: "ExportedLayouts", dependencies: ["ScrollLayout"], path: "Examples/Sources/ExportedLayouts"),
        .executableTarget(
            name: "scroll-layout-examples",
            dependencies: ["ScrollLayoutExamples", "LayoutDocuments", "ScrollLayout"],
            path: "Examples/Sources/scroll-layout-examples"
        ),
        .executableTarget(name: "cassowary-replay", dependencies: ["Cassowary", "TestSupport"], path: "Scripts/cassowary-replay"),
        .executableTarget(
            name: "scroll-layout-benchmarks",
            dependencies: ["Cassowary", "ScrollLayout", "LayoutDocuments", "Fuzzing", "TestSupport"],
            path: "Benchmarks",
            exclude: ["Workloads"]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], exclude: ["Differential"]),
        .testTarget(name: "ScrollLayoutTests", dependencies: ["ScrollLayout", "Cassowary", "TestSupport"]),
        .testTarget(name: "ExamplesTests", dependencies: ["ScrollLayoutExamples", "ExportedLayouts", "LayoutDocuments", "ScrollLayout", "Cassowary"]),
        .testTarget(name: "LayoutDocumentsTests", dependencies: ["LayoutDocuments", "ScrollLayout", "Fuzzing", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutCommandTests", dependencies: ["LayoutCommand", "LayoutDocuments", "ScrollLayout"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
