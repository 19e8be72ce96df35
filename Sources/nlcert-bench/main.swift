#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NLCertBench
import NLCertCLI

exit(BenchMain.run(Array(CommandLine.arguments.dropFirst()), console: .system()))
