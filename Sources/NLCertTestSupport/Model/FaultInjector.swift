import NLCertKit

/// Applies one fault of the catalogue to a correct flow. Where a flow offers several places
/// for the fault (three ads, two pauses), `choice` picks one, so a fault and its place are
/// reproduced from the plan and the choice alone. `nil`: the flow has no place for the fault
/// (no ad to leave without stop, no live item to give a VOD playhead).
public enum FaultInjector {
    public static func apply(_ fault: FaultKind, to plan: FlowPlan, choice: Int) -> Flow? {
        let flow = FlowEmitter.flow(plan)
        guard let calls = inject(fault, into: flow.calls, plan: plan, choice: choice), calls != flow.calls else {
            return nil
        }
        // In time order; calls of one millisecond keep their order.
        let ordered = calls.indices.sorted { (calls[$0].ts, $0) < (calls[$1].ts, $1) }.map { calls[$0] }
        return Flow(plan: plan, calls: ordered, fault: fault)
    }

    typealias Calls = [FlowCall]

    static func pick<T>(_ candidates: [T], _ choice: Int) -> T? {
        candidates.isEmpty ? nil : candidates[abs(choice) % candidates.count]
    }

    static func indices(_ c: Calls, _ role: FlowCall.Role) -> [Int] { c.indices.filter { c[$0].role == role } }

    /// The index of the next call after `i` with one of `roles`, before any call of `stop`.
    static func next(_ c: Calls, after i: Int, _ roles: Set<FlowCall.Role>) -> Int? {
        c.indices.dropFirst(i + 1).first { roles.contains(c[$0].role) }
    }

    static func position(_ call: FlowCall) -> Double { call.args.first?.doubleValue ?? 0 }

    static func episode(_ plan: FlowPlan, _ item: Int) -> Episode? {
        plan.episodes.indices.contains(item) ? plan.episodes[item] : nil
    }

    static func playhead(_ value: Double, at ts: Double, item: Int, role: FlowCall.Role = .contentPlayhead) -> FlowCall
    {
        FlowCall(ts: ts, api: "playheadPosition", args: [.number(value)], role: role, item: item)
    }

    /// A stop of `roles` and the resume after it (the next `resumeMetadata`), with the pause's
    /// length in milliseconds.
    static func stops(_ c: Calls, _ roles: Set<FlowCall.Role>) -> [(stop: Int, resume: Int, gap: Double)] {
        c.indices.compactMap { i in
            guard roles.contains(c[i].role), let r = next(c, after: i, [.resumeMetadata]) else { return nil }
            return (i, r, c[r].ts - c[i].ts)
        }
    }

    static func lastContentPlayhead(_ c: Calls, before i: Int) -> FlowCall? {
        c[..<i].last { $0.role == .contentPlayhead }
    }

    static func mapMetadata(
        _ value: JSONValue, _ change: ([JSONValue.JSONMember]) -> [JSONValue.JSONMember]
    ) -> JSONValue {
        guard case .object(let members) = value else { return value }
        return .object(change(members))
    }

    static func inject(_ fault: FaultKind, into c: Calls, plan: FlowPlan, choice: Int) -> Calls? {
        var c = c
        let video = plan.product != .staticPages
        switch fault {
        case .endMissing:
            let ends = indices(c, .end).filter { i in
                guard let e = episode(plan, c[i].item) else { return false }
                return !e.leavesEarly && (e.postroll.isEmpty || e.live)
            }
            guard let i = pick(ends, choice) else { return nil }
            c.remove(at: i)
        case .channelChangeWithoutEnd:
            let ends = indices(c, .end).filter { i in
                episode(plan, c[i].item)?.leavesEarly == true && c[i].item < plan.episodes.count - 1
            }
            guard let i = pick(ends, choice) else { return nil }
            c.remove(at: i)
        case .noStopAfterAd:
            guard let i = pick(indices(c, .adStop).filter { $0 < c.count - 1 }, choice) else { return nil }
            c.remove(at: i)
        case .noStopBeforeBreak:
            guard let i = pick(indices(c, .breakStop), choice) else { return nil }
            c.remove(at: i)
        case .noStopOnPause, .noStopOnBackground:
            let role: FlowCall.Role = fault == .noStopOnPause ? .pauseStop : .backgroundStop
            guard let s = pick(stops(c, [role]).filter { $0.gap <= 30_000 }, choice) else { return nil }
            c.remove(at: s.stop)
        case .pausePlayheadsRepeat:
            let candidates = stops(c, [.pauseStop]).filter { s in
                s.gap >= 5000 && s.gap <= 30_000 && episode(plan, c[s.stop].item)?.live == false
            }
            guard let s = pick(candidates, choice), let last = lastContentPlayhead(c, before: s.stop) else {
                return nil
            }
            // The player pauses, the app's timer keeps sending the paused position.
            let fill = stride(from: last.ts + 1000, to: c[s.resume].ts, by: 1000).map {
                playhead(position(last), at: $0, item: last.item)
            }
            c.remove(at: s.resume)
            c.remove(at: s.stop)
            c += fill
        case .longBufferingWithoutStop:
            guard let s = pick(stops(c, [.bufferingStop]), choice) else { return nil }
            c.remove(at: s.resume)
            c.remove(at: s.stop)
        case .resumeWithoutLoadMetadata:
            guard let s = pick(stops(c, [.pauseStop, .backgroundStop, .bufferingStop]), choice) else { return nil }
            c.remove(at: s.resume)
        case .lateLoadMetadataOnResume:
            let candidates = stops(c, [.pauseStop, .backgroundStop, .bufferingStop]).filter { s in
                s.resume + 3 < c.count && c[s.resume + 1].role == .contentPlayhead
                    && c[s.resume + 2].role == .contentPlayhead
            }
            guard let s = pick(candidates, choice) else { return nil }
            c[s.resume].ts = c[s.resume + 2].ts + 100
        case .timerRunsAfterStop:
            let candidates = stops(c, [.pauseStop, .backgroundStop]).filter { $0.gap >= 4000 }
            guard let s = pick(candidates, choice), let last = lastContentPlayhead(c, before: s.stop) else {
                return nil
            }
            c += [1000.0, 2000].map { playhead(position(last), at: c[s.stop].ts + $0, item: last.item) }
        case .playheadsAfterEnd:
            let ends = indices(c, .end).filter { i in
                i == c.count - 1 || c[i + 1].ts > c[i].ts + 1000
            }
            guard let i = pick(ends, choice), let last = lastContentPlayhead(c, before: i) else { return nil }
            // The timer still running: the next second's playhead (VOD position or Unix second).
            c.append(playhead(position(last) + 1, at: c[i].ts + 800, item: c[i].item))
        case .adPlayheadNotFromZero:
            guard let m = pick(indices(c, .adMetadata), choice) else { return nil }
            let offset = Double(3 + abs(choice) % 20)
            var i = m + 1
            while i < c.count, c[i].role == .adPlayhead {
                c[i].args = [.number(position(c[i]) + offset)]
                i += 1
            }
        case .contentRestartsAfterBreak:
            let candidates = indices(c, .breakStop).filter { i in
                guard let e = episode(plan, c[i].item), !e.live, let last = lastContentPlayhead(c, before: i) else {
                    return false
                }
                // The break's position, and no seek back later in the item.
                let after = e.events.filter { ev in
                    if case .seek(let by) = ev.kind { return by < 0 } else { return false }
                }
                return position(last) >= 3 && after.isEmpty
            }
            guard let b = pick(candidates, choice), let last = lastContentPlayhead(c, before: b),
                let resume = next(c, after: b, [.resumeMetadata])
            else { return nil }
            for i in c.indices.dropFirst(resume) where c[i].item == c[b].item && c[i].role == .contentPlayhead {
                c[i].args = [.number(position(c[i]) - position(last))]
            }
        case .prerollBeforeContent:
            let candidates = indices(c, .contentMetadata).filter {
                c.indices.contains($0 + 1) && c[$0 + 1].role == .adMetadata
            }
            guard let i = pick(candidates, choice) else { return nil }
            c.remove(at: i)
        case .loadMetadataWithoutPlay:
            guard let i = pick(indices(c, .play), choice) else { return nil }
            c.remove(at: i)
        case .postrollBeforeEnd:
            let candidates = indices(c, .end).filter { c.indices.contains($0 + 1) && c[$0 + 1].role == .adMetadata }
            guard let i = pick(candidates, choice) else { return nil }
            var j = i + 1
            while j + 1 < c.count, c[j + 1].item == c[i].item { j += 1 }
            c[i].ts = c[j].ts + 100
        case .playheadGap:
            let gap = 3 + abs(choice) % 6
            // Runs of content playheads one second apart; the timer misses `gap` of them.
            var starts: [Int] = []
            // Not in live items: their playhead is the wall clock, so a lone gap under 30 s reads
            // exactly as the buffering the guide prescribes (no playheads while buffering).
            for i in c.indices where i + gap + 2 < c.count && episode(plan, c[i].item)?.live == false {
                let run = c[i...(i + gap + 2)]
                // In step: a gap next to a stall (buffering) would make one stall over 30 s, NL307's.
                // Positions one apart, too: after a seek back that repeats a position, the gap
                // would read as a stall at one position (buffering under 30 s, which is correct).
                let inStep = zip(run, run.dropFirst()).allSatisfy {
                    $1.ts - $0.ts <= 1500 && position($1) - position($0) == 1
                }
                if inStep && run.allSatisfy({ $0.role == .contentPlayhead && $0.item == c[i].item }) {
                    starts.append(i)
                }
            }
            guard let i = pick(starts, choice) else { return nil }
            c.removeSubrange((i + 1)...(i + gap))
        case .playheadWrongUnit:
            let items = plan.episodes.indices.filter { !plan.episodes[$0].live }
            guard let item = pick(items, choice) else { return nil }
            for i in c.indices where c[i].item == item && c[i].role == .contentPlayhead {
                c[i].args = [.number(position(c[i]) * 10)]
            }
        case .livePlayheadNotUnix:
            let items = plan.episodes.indices.filter { plan.episodes[$0].live }
            guard let item = pick(items, choice),
                let first = c.first(where: { $0.item == item && $0.role == .contentPlayhead })
            else { return nil }
            for i in c.indices where c[i].item == item && c[i].role == .contentPlayhead {
                c[i].args = [.number(((c[i].ts - first.ts) / 1000).rounded(.down))]
            }
        case .negativePlayhead:
            let items = plan.episodes.indices.filter { !plan.episodes[$0].live }
            guard let item = pick(items, choice),
                let i = c.firstIndex(where: { $0.item == item && $0.role == .contentPlayhead })
            else { return nil }
            c[i].args = [.number(-1)]
        case .playheadBeforeMetadata:
            guard video, let m = c.firstIndex(where: { $0.role == .contentMetadata }),
                c.indices.contains(m + 2), c[m + 1].role == .contentPlayhead, c[m + 2].role == .contentPlayhead
            else { return nil }
            c[m].ts = c[m + 2].ts + 100
        case .isAudioMissing:
            guard plan.product == .audio, let item = pick(Array(plan.episodes.indices), choice) else { return nil }
            for i in c.indices where c[i].item == item && [.contentMetadata, .resumeMetadata].contains(c[i].role) {
                c[i].args = [mapMetadata(c[i].args[0]) { $0.filter { $0.key != "isAudio" } }]
            }
        case .requiredFieldMissing:
            guard video, let item = pick(Array(plan.episodes.indices), choice) else { return nil }
            let field = ["program", "title", "airdate", "isfullepisode", "adloadtype"][abs(choice) % 5]
            for i in c.indices where c[i].item == item && [.contentMetadata, .resumeMetadata].contains(c[i].role) {
                c[i].args = [mapMetadata(c[i].args[0]) { $0.filter { $0.key != field } }]
            }
        case .channelNameMissing:
            guard plan.product == .video, let i = pick(indices(c, .play), choice) else { return nil }
            c[i].args = [.object([])]
        case .metadataChangesOnResume:
            guard let i = pick(indices(c, .resumeMetadata), choice) else { return nil }
            c[i].args = [
                mapMetadata(c[i].args[0]) {
                    $0.map { $0.key == "title" ? .init("title", .string("Another Title")) : $0 }
                }
            ]
        case .staticEndMissing:
            let candidates = indices(c, .staticEnd).filter { c[$0].item < plan.pages.count - 1 }
            guard let i = pick(candidates, choice) else { return nil }
            c.remove(at: i)
        case .playheadOnStatic:
            guard let m = pick(indices(c, .staticMetadata), choice) else { return nil }
            c += [0.0, 1].map { playhead($0, at: c[m].ts + 1000 * ($0 + 1), item: c[m].item) }
        }
        return c
    }
}
