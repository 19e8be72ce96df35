/// Draws plans of correct runs: the products (video, audio, DCR Static), playlists of one to
/// three items, VOD and live, preroll/midroll/postroll pods, pauses, buffering under and over
/// 30 s, backgrounding (video only: audio keeps playing in the background, DCR Italy Audio iOS
/// SDK — Interruptions during playback), seeks (VOD), leaving an item early (channel change).
/// Lengths are kept short: the properties are about the order of calls, not their number.
public enum FlowGenerator {
    public static func plan(_ r: inout ModelRandom) -> FlowPlan {
        let roll = r.int(0...99)
        let product: FlowPlan.Product = roll < 60 ? .video : roll < 85 ? .audio : .staticPages
        // 2026-12-01 10:00:00 UTC plus up to a day, on a millisecond.
        let start = 1_796_119_200_000 + Double(r.int(0...86_400_000))
        if product == .staticPages {
            return FlowPlan(product: product, pages: (0..<r.int(1...3)).map { _ in r.int(3...40) }, startMillis: start)
        }
        let count = r.int(0...9) < 6 ? 1 : r.int(2...3)
        let episodes = (0..<count).map { i in episode(&r, audio: product == .audio, last: i == count - 1) }
        return FlowPlan(product: product, episodes: episodes, startMillis: start)
    }

    static func pod(_ r: inout ModelRandom) -> [Int] {
        (0..<(r.chance(0.7) ? 1 : 2)).map { _ in r.int(3...12) }
    }

    static func episode(_ r: inout ModelRandom, audio: Bool, last: Bool) -> Episode {
        let live = r.chance(0.25)
        let seconds = r.int(12...50)
        var e = Episode(live: live, seconds: seconds)
        if r.chance(0.35) { e.preroll = pod(&r) }
        // Event seconds: distinct, at least 3 apart, inside the content.
        var free = Array(stride(from: 2, to: seconds - 1, by: 3))
        var events: [Event] = []
        for _ in 0..<r.int(0...3) where !free.isEmpty {
            let at = free.remove(at: r.int(0...free.count - 1))
            // A stop's interruption is kept more than a second clear of the rules' 3 s
            // interruption gap: the iOS SDK stamps its lines to the second, so a resume 3.1 s after
            // the stop reads as 3 s there, and neither record is wrong about which side it fell on.
            // (The emitter resumes 0.1 s after the pause's seconds, and a buffering stop comes 30 s in.)
            var kinds: [Event.Kind] = [
                .midroll(pod(&r)), .pause(r.int(4...40)),
                .buffering(r.chance(0.5) ? r.int(3...25) : r.chance(0.1) ? 32 : r.int(34...50)),
            ]
            if !audio { kinds.append(.background(r.int(4...40))) }
            // Back by at most half the second reached (the position stays above 0), or ahead.
            if !live { kinds.append(.seek(by: at >= 4 && r.chance(0.4) ? -r.int(2...at / 2) : r.int(2...30))) }
            events.append(Event(at: at, kind: r.pick(kinds)))
        }
        e.events = events.sorted { $0.at < $1.at }
        e.leavesEarly = r.chance(last ? 0.1 : 0.4)
        if !live && !e.leavesEarly && r.chance(0.3) { e.postroll = pod(&r) }
        e.playsOnResume = r.chance(0.3)
        return e
    }
}
