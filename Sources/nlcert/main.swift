#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NLCertCLI

exit(NLCert.run(Array(CommandLine.arguments.dropFirst()), console: .system()))
