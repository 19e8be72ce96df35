// swift-tools-version: 6.0
import PackageDescription

// An app package that uses nlcert as a dependency, for its command plugin:
// `swift package nlcert check capture.har`. PluginPackageTests copies it to a temporary folder
// (with the path below made absolute), so building it writes nothing into this repository.
let package = Package(
    name: "plugin-app",
    dependencies: [.package(path: "../../../..")],
    targets: [.target(name: "App", path: "Sources/App")]
)
