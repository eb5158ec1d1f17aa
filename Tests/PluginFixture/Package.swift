// swift-tools-version: 6.0
// An app's own package using ScrollLayout's command plugin: `.ci/run` runs
// `swift package check-layouts` here (a clean layout passes, a broken one fails).
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "App", path: "Sources/App", exclude: ["Layouts"]),
    ]
)
