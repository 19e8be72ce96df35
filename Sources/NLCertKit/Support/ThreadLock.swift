#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex and a thread of its own for the few places that need them (the tail of a big HAR
/// read on another core), on POSIX threads directly, so the shipped binary needs only
/// FoundationEssentials, not Foundation with its ICU data.
final class ThreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` on a new detached thread with a stack of `stackSize` bytes; `false` when the
    /// system would not start one (the caller then does the work itself).
    static func detach(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        // pthread_t is an integer on Linux and a non-null pointer on Darwin, whose start
        // routine's argument is not optional: the cast below reads it on both.
        #if canImport(Darwin)
            var thread: pthread_t? = nil
        #else
            var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { raw in
                guard let raw = raw as UnsafeMutableRawPointer? else { return nil }
                Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, context)
        if started != 0 { Unmanaged<Box>.fromOpaque(context).release() }
        return started == 0
    }
}
