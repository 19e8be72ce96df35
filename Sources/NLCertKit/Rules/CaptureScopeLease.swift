/// The capture scope, shared by the capture rules of one run: built by the first of them that
/// asks, and let go by the last one to finish. Both happen on the thread of a task, beside the
/// sessions another core checks: over a million pings the scope holds a million views, and
/// building or freeing them before or after the parallel part kept one core waiting.
final class CaptureScopeLease: @unchecked Sendable {
    private let lock = ThreadLock()
    private let make: () -> ScopeData
    private var scope: ScopeData?
    /// Capture rules that have not finished yet.
    private var users: Int

    /// A lease for `users` capture rules; `make` builds the scope (once).
    init(users: Int, make: @escaping () -> ScopeData) {
        self.users = users
        self.make = make
    }

    /// Runs `body` on the scope, built if no rule asked for it yet, then counts this rule as
    /// finished: the last one drops the scope, so it is freed here, on this thread. Each of
    /// the `users` rules calls this exactly once.
    func use<R>(_ body: (ScopeData) -> R) -> R {
        lock.lock()
        let held: ScopeData
        if let scope {
            held = scope
        } else {
            held = make()
            scope = held
        }
        lock.unlock()
        let result = body(held)
        lock.lock()
        users -= 1
        if users <= 0 { scope = nil }
        lock.unlock()
        return result
    }
}
