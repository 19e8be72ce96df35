// swift-tools-version: 6.0
import PackageDescription

// nlcert: a thin `nlcert` executable over two libraries.
//   NLCertKit — the pipeline: Capture → Pings → Timeline → Rules → Report.
//   NLCertCLI — argument parsing and the commands, so tests can drive them in-process.
//   NLCertBench — the benchmark and its synthetic-capture generator, not shipped in the CLI:
//   `swift run -c release nlcert-bench`.
//   NLCertPlugin — `swift package nlcert …` in a package that depends on this one.
let package = Package(
    name: "nlcert",
    products: [
        .executable(name: "nlcert", targets: ["nlcert"]),
        .library(name: "NLCertKit", targets: ["NLCertKit"]),
        // For an app's own tests: the call recorder, and the check of what it recorded.
        .library(name: "NielsenCallRecorder", targets: ["NielsenCallRecorder"]),
        .library(name: "NLCertTesting", targets: ["NLCertTesting"]),
        .plugin(name: "NLCertPlugin", targets: ["NLCertPlugin"]),
    ],
    targets: [
        .target(
            name: "NLCertKit", path: "Sources/NLCertKit", exclude: ["Report/README.md"], plugins: ["EmbedRulesPlugin"]),
        // rules/ is compiled into NLCertKit at build time (nothing generated is committed).
        .executableTarget(name: "embed-rules", path: "Sources/EmbedRules"),
        .plugin(
            name: "EmbedRulesPlugin", capability: .buildTool(), dependencies: ["embed-rules"],
            path: "Sources/EmbedRulesPlugin"),
        .target(name: "NLCertCLI", dependencies: ["NLCertKit"], path: "Sources/NLCertCLI"),
        .executableTarget(name: "nlcert", dependencies: ["NLCertCLI"], path: "Sources/nlcert"),
        // Runs the `nlcert` above in the package it is invoked in (Sources/NLCertPlugin).
        .plugin(
            name: "NLCertPlugin",
            capability: .command(
                intent: .custom(
                    verb: "nlcert",
                    description: "Check Nielsen DCR captures (HAR, Charles, logs, API traces) against Nielsen's rules"),
                permissions: [
                    .writeToPackageDirectory(reason: "nlcert writes the reports you ask for with -o or --output-dir")
                ]),
            dependencies: ["nlcert"],
            path: "Sources/NLCertPlugin"),
        .target(
            name: "NLCertBench", dependencies: ["NLCertKit", "NLCertCLI"], path: "Sources/NLCertBench",
            exclude: ["README.md"]),
        .executableTarget(name: "nlcert-bench", dependencies: ["NLCertBench"], path: "Sources/nlcert-bench"),
        // The iOS call recorder an app copies in (samples/ios/README.md); built here so that it
        // compiles and is tested on Linux against a stand-in SDK.
        .target(name: "NielsenCallRecorder", path: "samples/ios/NielsenCallRecorder"),
        // expectNoNielsenFindings / XCTAssertNoNielsenFindings over the recorder's lines, for an
        // app's unit tests (samples/ios/README.md).
        .target(name: "NLCertTesting", dependencies: ["NLCertKit"], path: "Sources/NLCertTesting"),
        // What only tests use (an in-memory console, the rule-example runner): built for the
        // tests, never part of a product.
        .target(name: "NLCertTestSupport", dependencies: ["NLCertKit", "NLCertCLI"], path: "Sources/NLCertTestSupport"),
        .testTarget(
            name: "NLCertKitTests",
            dependencies: [
                "NLCertKit", "NLCertCLI", "NLCertTestSupport", "NielsenCallRecorder", "NLCertBench",
                "NLCertTesting",
            ],
            path: "Tests/NLCertKitTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NLCertBenchTests", dependencies: ["NLCertBench", "NLCertKit", "NLCertCLI", "NLCertTestSupport"],
            path: "Tests/NLCertBenchTests"),
    ]
)
