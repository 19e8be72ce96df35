#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers whether values matched one compiled pattern. Sessions of a capture repeat the
/// same titles, programs and ids, and a regular-expression match costs far more than a
/// lookup. Bounded: it forgets everything once it holds `limit` values. Thread-safe (a mutex),
/// since a `CompiledPattern` is shared by every check of its rule.
final class PatternMemo: @unchecked Sendable {
    static let limit = 4096
    private var results: [String: Bool] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The remembered answer for `value`, or `compute()`'s, remembered.
    func answer(_ value: String, _ compute: () -> Bool) -> Bool {
        pthread_mutex_lock(mutex)
        let known = results[value]
        pthread_mutex_unlock(mutex)
        if let known { return known }
        let result = compute()
        pthread_mutex_lock(mutex)
        if results.count >= Self.limit { results.removeAll(keepingCapacity: true) }
        results[value] = result
        pthread_mutex_unlock(mutex)
        return result
    }
}
