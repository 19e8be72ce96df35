#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's heap between stages. Reading a large capture frees most of what it allocated
/// (chunks, scanner buffers, the requests' list once the pings hold them), but glibc keeps those
/// pages mapped in the arena of the thread that used them, so the rules stage would stack on
/// top of them. Handing them back once the timeline is built keeps peak memory near what the
/// later stages hold.
///
/// `malloc_trim` is glibc's own (not in the Swift Glibc module's headers): it is looked up at run
/// time, and where the C library has none (musl, Darwin) this does nothing.
public enum ProcessMemory {
    /// Keeps freed memory for reuse instead of returning it to the system at once. The
    /// streaming commands allocate and free a batch's worth of text over and over (a megabyte
    /// or two); by default glibc maps each such block fresh and unmaps it when freed, and every
    /// page is faulted in and zeroed again: `decode --format json` of a million pings spent 20
    /// of its 104 CPU seconds in the kernel doing that. Blocks under 32 MiB now come from the
    /// heap, and the heap's top is handed back only past 128 MiB free. Peak memory is what it
    /// was (the same blocks, reused); `returnFreedPages` still hands pages back on purpose.
    /// Called once by the executable; `mallopt` is glibc's (looked up as `malloc_trim` is).
    public static func keepFreedBlocksForReuse() {
        #if canImport(Glibc)
            typealias Option = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Option.self)
            // glibc's malloc.h: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3.
            _ = mallopt(-3, 32 << 20)
            _ = mallopt(-1, 128 << 20)
        #endif
    }

    static func returnFreedPages() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// Keeps `value` alive until the process exits. Freeing a million pings' timeline object
    /// by object costs half a second after the report is written; the exit hands the pages
    /// back at once. Only for a console that ends with the process (`Console.endsWithProcess`):
    /// in tests, which run many commands in one process, it frees as usual.
    static func leaveToExit(_ value: some Any, console: Console) {
        guard console.endsWithProcess else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }
}

/// What `ProcessMemory.leaveToExit` holds: one reference that is never released.
private final class KeptUntilExit {
    let value: Any
    init(_ value: Any) { self.value = value }
}
