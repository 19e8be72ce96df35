#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `read(2)` and `write(2)` by a name that is the same on every platform, for the code whose own
/// `read` or `write` method hides the C function (there `Glibc.write` would name it, but only
/// on Linux).
package enum SystemCall {
    package static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, bytes, count)
        #elseif canImport(Darwin)
            Darwin.write(fd, bytes, count)
        #endif
    }

    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #elseif canImport(Darwin)
            Darwin.read(fd, buffer, count)
        #endif
    }
}
