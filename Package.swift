// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ScrollLayout", targets: ["ScrollLayout"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "ScrollLayout", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "scroll-layout-benchmarks",
            dependencies: ["Cassowary", "ScrollLayout"],
            path: "Benchmarks"
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "ScrollLayoutTests", dependencies: ["ScrollLayout", "Cassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
