import NLCertBench
import NLCertCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(BenchMain.run(Array(CommandLine.arguments.dropFirst()), console: .system()))
