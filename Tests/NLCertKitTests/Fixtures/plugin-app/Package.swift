// swift-tools-version: 6.0
import PackageDescription

// An app package that uses nlcert as a dependency, as an iOS team would: its command plugin
// (`swift package nlcert check capture.har`) and, in the app's own tests, the call recorder with
// the NLCertTesting helper. PluginPackageTests copies it to a temporary folder (with the path
// below pointing at this repository by the name `nlcert`), so building it writes nothing here.
let package = Package(
    name: "plugin-app",
    dependencies: [.package(path: "../../../..")],
    targets: [
        .target(
            name: "App", dependencies: [.product(name: "NielsenCallRecorder", package: "nlcert")], path: "Sources/App"),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App", .product(name: "NielsenCallRecorder", package: "nlcert"),
                .product(name: "NLCertTesting", package: "nlcert"),
            ],
            path: "Tests/AppTests"),
    ]
)
