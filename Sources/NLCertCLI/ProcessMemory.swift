#if canImport(Glibc)
    import Glibc
#endif

/// The process's heap between stages. Reading a large capture frees most of what it allocated
/// (chunks, scanner buffers, the requests' list once the pings hold them), but glibc keeps those
/// pages mapped in the arena of the thread that used them, so the rules stage would stack on
/// top of them. Handing them back once the timeline is built keeps peak memory near what the
/// later stages hold.
///
/// `malloc_trim` is glibc's own (not in the Swift Glibc module's headers): it is looked up at run
/// time, and where the C library has none (musl, Darwin) this does nothing.
enum ProcessMemory {
    static func returnFreedPages() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
