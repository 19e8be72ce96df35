/// Where the pings show that the app called `stop` at a pause. The SDK answers stop with a
/// duration ping (`davty=1`); the Browser SDK puts the pause (`PU`) into that very ping, and the
/// App SDK, when playheads come back without a loadMetadata, dates the pause at the resume — so
/// its stop ping lies anywhere between the play or resume before the pause and the pause.
struct PingStops {
    /// `createtm` of every content duration ping sent while playing (`davty=1`), sorted.
    let times: [Int]
    /// How close to a pause a stop ping counts as its stop (`stopPingToleranceSeconds`).
    let tolerance: Double

    init(_ ctx: CheckContext, tolerance: Double = 2) {
        times = CheckLibrary.pings(ctx, kind: "content").filter { $0.ping.durationType == 1 }.compactMap {
            $0.ping.createTime
        }.sorted()
        self.tolerance = tolerance
    }

    /// The second the app stopped at the pause `events[i]`, or `nil` when the pings show no stop.
    func stop(at i: Int, in events: [(event: PingEvent, index: Int, ping: PingView)]) -> Double? {
        let pause = events[i]
        if pause.ping.durationType == 1 { return Double(pause.event.time) }
        let upTo = Double(pause.event.time) + tolerance
        // The last stop ping no later than the pause (plus the tolerance) …
        var low = 0
        var high = times.count
        while low < high {
            let mid = (low + high) / 2
            if Double(times[mid]) <= upTo { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let last = Double(times[low - 1])
        if last >= Double(pause.event.time) - tolerance { return last }
        // … counts when it came after the play or resume that the pause interrupted.
        let since = events[..<i].last { $0.event.kind == .play || $0.event.kind == .resume }.map {
            Double($0.event.time)
        }
        guard let since, last > since else { return nil }
        // A live pause's position is the Unix second its playheads stopped: a stop ping well
        // before that stopped nothing (the real Browser SDK sends a davty=1 ping two seconds
        // into a live view, and the playheads went on).
        let position = Double(pause.event.position)
        if PlayheadRun.isUnixTime(position), last < position - tolerance { return nil }
        return last
    }
}
