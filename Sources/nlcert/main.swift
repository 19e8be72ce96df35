import NLCertCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

ProcessMemory.keepFreedBlocksForReuse()
exit(NLCert.run(Array(CommandLine.arguments.dropFirst()), console: .system()))
