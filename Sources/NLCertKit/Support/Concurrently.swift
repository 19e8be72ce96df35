import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Independent work spread over the cores, with results in input order: the same output on
/// one core or sixteen. Used where a stage does the same thing to many independent items
/// (requests to decode, viewing sessions to assemble or check).
public enum Concurrently {
    /// Threads used: one per online core, at most 16.
    static let threads = max(1, min(16, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    /// Runs `body(0)` … `body(tasks - 1)`, on every core when there is more than one task.
    static func run(_ tasks: Int, _ body: @Sendable (Int) -> Void) {
        guard threads > 1, tasks > 1 else {
            for t in 0..<tasks { body(t) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: tasks, execute: body)
    }

    /// `0..<count` cut into contiguous chunks for the cores: one chunk when there is one core or
    /// fewer than `minimum` items (handing out little work costs more than it saves).
    static func chunks(of count: Int, minimum: Int = 64) -> [Range<Int>] {
        guard threads > 1, count >= max(minimum, 2) else { return count == 0 ? [] : [0..<count] }
        let n = min(max(2, count / 16), threads * 8)
        return (0..<n).map { c in (count * c / n)..<(count * (c + 1) / n) }
    }

    /// `chunks(of:minimum:)` with the last chunk of each core cut in four: for tasks of uneven
    /// length (a session's rules), the cores then finish within a quarter of a chunk of each
    /// other. The rules of a million pings left one core idle a tenth of a second at the end.
    static func taperedChunks(of count: Int, minimum: Int = 64) -> [Range<Int>] {
        let parts = chunks(of: count, minimum: minimum)
        guard parts.count > threads else { return parts }
        var out = Array(parts.dropLast(threads))
        for part in parts.suffix(threads) {
            for q in 0..<4 {
                let piece =
                    (part.lowerBound + part.count * q / 4)..<(part.lowerBound + part.count * (q + 1) / 4)
                if !piece.isEmpty { out.append(piece) }
            }
        }
        return out
    }

    /// `(first(), second())`, `second` on another thread while `first` runs on this one, when
    /// there is more than one core: for a step that keeps one core beside one that can wait.
    /// `second` should not spread over the cores itself: with both busy it would get none.
    static func both<A, B>(_ first: () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
        guard threads > 1 else { return (first(), second()) }
        let result = Handoff<B>()
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) { result.value = second() }
        let a = first()
        done.wait()
        // `wait` returns once `second` has stored its result.
        guard let b = result.value else { return (a, second()) }
        return (a, b)
    }

    /// A value handed from one thread to another, read only after the writer is known done.
    private final class Handoff<T>: @unchecked Sendable {
        var value: T?
    }

    /// `items.map(transform)`, in order, the items split over the cores.
    public static func map<T: Sendable, R>(_ items: [T], minimum: Int = 64, _ transform: @Sendable (T) -> R) -> [R] {
        map(items, minimum: minimum, state: {}) { item, _ in transform(item) }
    }

    /// `items.map(transform)`, in order, the items split over the cores; `transform` also gets
    /// the state of its run, made by `start` where a run begins and handed from item to item
    /// (the result just before, recent shapes), so that a result may share storage with earlier
    /// ones. Results must not depend on it otherwise: where runs start depends on the number of
    /// cores.
    public static func map<T: Sendable, R, S>(
        _ items: [T], minimum: Int = 64, state start: @Sendable () -> S, _ transform: @Sendable (T, inout S) -> R
    ) -> [R] {
        var items = items
        return map(&items, minimum: minimum, state: start) { item, state in transform(item, &state) }
    }

    /// `map(_:minimum:state:_:)`, where `transform` may also change each item in place: to let
    /// go of what the result no longer needs from it while the other items are transformed,
    /// rather than when the whole list goes.
    public static func map<T: Sendable, R, S>(
        _ items: inout [T], minimum: Int = 64, state start: @Sendable () -> S,
        _ transform: @Sendable (inout T, inout S) -> R
    ) -> [R] {
        let parts = chunks(of: items.count, minimum: minimum)
        let count = items.count
        return items.withUnsafeMutableBufferPointer { source in
            [R](unsafeUninitializedCapacity: count) { buffer, written in
                guard let base = buffer.baseAddress, let from = source.baseAddress else { return }
                let slots = Slots(base: base)
                let items = Slots(base: from)
                run(parts.count) { p in
                    var state = start()
                    for i in parts[p] {
                        slots.write(transform(&items.base[i], &state), at: i)
                    }
                }
                written = count
            }
        }
    }

    /// `(0..<count).map(transform)`, in order, split over the cores, with the state of each run
    /// as in `map(_:minimum:state:_:)`: for a pass that reads one thing from each of many items
    /// it holds elsewhere (a value from each ping), where a serial pass would leave cores idle.
    static func map<R, S>(
        count: Int, minimum: Int = 64, state start: @Sendable () -> S, _ transform: @Sendable (Int, inout S) -> R
    ) -> [R] {
        let parts = chunks(of: count, minimum: minimum)
        return [R](unsafeUninitializedCapacity: count) { buffer, written in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            run(parts.count) { p in
                var state = start()
                for i in parts[p] { slots.write(transform(i, &state), at: i) }
            }
            written = count
        }
    }

    /// Distinct slots of a result (uninitialised, each written exactly once by one task) or of
    /// the items (each changed by the one task that transforms it).
    struct Slots<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>
        func write(_ value: R, at index: Int) { (base + index).initialize(to: value) }
    }
}
