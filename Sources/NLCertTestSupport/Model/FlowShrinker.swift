/// Cuts a failing plan down to a smallest one that still fails: greedy, one simplification at a
/// time (drop an item, an event, an ad pod, an ad; shorten the content, the ads, the pauses;
/// live to VOD; audio to video), keeping each that still fails, until none does.
public enum FlowShrinker {
    /// `fails` must hold for `plan`; the result is a plan for which it still holds.
    public static func shrink(_ plan: FlowPlan, limit: Int = 400, fails: (FlowPlan) -> Bool) -> FlowPlan {
        var best = plan
        var tries = 0
        var progress = true
        while progress && tries < limit {
            progress = false
            for candidate in simpler(best) where tries < limit {
                tries += 1
                if fails(candidate) {
                    best = candidate
                    progress = true
                    break
                }
            }
        }
        return best
    }

    /// Plans one step simpler than `p`, the boldest first.
    public static func simpler(_ p: FlowPlan) -> [FlowPlan] {
        var out: [FlowPlan] = []
        func with(_ change: (inout FlowPlan) -> Void) {
            var q = p
            change(&q)
            if q != p { out.append(q) }
        }
        for i in p.episodes.indices where p.episodes.count > 1 { with { $0.episodes.remove(at: i) } }
        for i in p.pages.indices where p.pages.count > 1 { with { $0.pages.remove(at: i) } }
        for i in p.pages.indices where p.pages[i] > 3 { with { $0.pages[i] = 3 } }
        if p.product == .audio { with { $0.product = .video } }
        for i in p.episodes.indices {
            let e = p.episodes[i]
            for j in e.events.indices { with { $0.episodes[i].events.remove(at: j) } }
            if !e.preroll.isEmpty { with { $0.episodes[i].preroll = [] } }
            if !e.postroll.isEmpty { with { $0.episodes[i].postroll = [] } }
            if e.live { with { $0.episodes[i].live = false } }
            if e.leavesEarly { with { $0.episodes[i].leavesEarly = false } }
            if e.playsOnResume { with { $0.episodes[i].playsOnResume = false } }
            // Shorter content: just past the last event, or by half.
            let floor = (e.events.last?.at ?? 0) + 3
            for s in [floor, max(floor, e.seconds / 2)] where s < e.seconds { with { $0.episodes[i].seconds = s } }
            with { $0.episodes[i].preroll = shorter(e.preroll) }
            with { $0.episodes[i].postroll = shorter(e.postroll) }
            for j in e.events.indices {
                let ev = e.events[j]
                // Earlier (keeping the order and three seconds apart).
                let earliest = j == 0 ? 2 : e.events[j - 1].at + 3
                if ev.at > earliest { with { $0.episodes[i].events[j].at = earliest } }
                switch ev.kind {
                case .midroll(let ads): with { $0.episodes[i].events[j].kind = .midroll(shorter(ads)) }
                case .pause(let s) where s > 3: with { $0.episodes[i].events[j].kind = .pause(3) }
                case .background(let s) where s > 3: with { $0.episodes[i].events[j].kind = .background(3) }
                case .buffering(let s) where s > 32: with { $0.episodes[i].events[j].kind = .buffering(32) }
                case .buffering(let s) where s < 30 && s > 3: with { $0.episodes[i].events[j].kind = .buffering(3) }
                case .seek(let by) where by > 2: with { $0.episodes[i].events[j].kind = .seek(by: 2) }
                case .seek(let by) where by < -2: with { $0.episodes[i].events[j].kind = .seek(by: -2) }
                default: break
                }
            }
        }
        return out
    }

    /// One ad of three seconds instead of the pod.
    static func shorter(_ ads: [Int]) -> [Int] { ads.isEmpty ? [] : [3] }
}
