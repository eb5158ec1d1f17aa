// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Cassowary"),
        .executableTarget(
            name: "scroll-layout-benchmarks",
            dependencies: ["Cassowary"],
            path: "Benchmarks"
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
