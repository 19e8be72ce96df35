// swift-tools-version: 6.0
import PackageDescription

// nlcert: a thin `nlcert` executable over two libraries.
//   NLCertKit — the pipeline: Capture → Pings → Timeline → Rules → Report.
//   NLCertCLI — argument parsing and the commands, so tests can drive them in-process.
let package = Package(
    name: "nlcert",
    products: [
        .executable(name: "nlcert", targets: ["nlcert"]),
        .library(name: "NLCertKit", targets: ["NLCertKit"]),
    ],
    targets: [
        .target(name: "NLCertKit", path: "Sources/NLCertKit"),
        .target(name: "NLCertCLI", dependencies: ["NLCertKit"], path: "Sources/NLCertCLI"),
        .executableTarget(name: "nlcert", dependencies: ["NLCertCLI"], path: "Sources/nlcert"),
        .testTarget(
            name: "NLCertKitTests",
            dependencies: ["NLCertKit", "NLCertCLI"],
            path: "Tests/NLCertKitTests",
            exclude: ["Fixtures"]
        ),
    ]
)
