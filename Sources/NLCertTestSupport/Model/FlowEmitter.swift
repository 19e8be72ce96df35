import NLCertKit

/// Tells a plan as the calls the guides prescribe (DCR Video iOS SDK — API Call sequence, Use
/// Case 1 and 2; Interruptions during playback; DCR Italy Audio iOS SDK — Sequence of Calls):
///
/// * init, then per item: `play` with the channel name, the content's `loadMetadata`;
/// * a preroll pod: per ad its `loadMetadata`, playheads from 0 every second, `stop`; then the
///   content's `loadMetadata` again;
/// * content playheads every second: the position for VOD, the current Unix second for live;
/// * an ad break: `stop`, the pod as above, the content's `loadMetadata`, playheads that go on
///   from where the content left off (live: the clock, so they jump ahead by the break);
/// * a pause or backgrounding (video): `stop`, and on resume `loadMetadata` and playheads;
/// * buffering: no playheads while it lasts; past 30 s a `stop`, and the resume as above;
/// * a seek: the playheads jump, nothing else;
/// * `end` when the content completes or the user leaves it (channel change, next item), then
///   a postroll pod;
/// * DCR Static: per page `loadMetadata` with type static, and `staticEnd` when it is left.
public enum FlowEmitter {
    public static let appID = "P0A1B2C3D-0000-4000-8000-00000000C0DE"

    public static func flow(_ plan: FlowPlan) -> Flow {
        var out = Emission(t: plan.startMillis)
        out.call(
            "init",
            [
                .object([
                    .init("appid", .string(appID)), .init("appname", .string("ModelApp")),
                    .init("appversion", .string("1.0.0")), .init("sfcode", .string("dcr")),
                    .init("nol_devDebug", .string("DEBUG")),
                ])
            ], .initialize, item: -1)
        out.t += 2000
        switch plan.product {
        case .staticPages:
            for (i, seconds) in plan.pages.enumerated() {
                out.call("loadMetadata", [staticMetadata(i)], .staticMetadata, item: i)
                out.t += Double(seconds) * 1000
                out.call("staticEnd", [], .staticEnd, item: i)
                out.t += 700
            }
        case .video, .audio:
            for (i, episode) in plan.episodes.enumerated() {
                emit(episode, index: i, audio: plan.product == .audio, into: &out)
                out.t += 1500
            }
        }
        return Flow(plan: plan, calls: out.calls)
    }

    /// The content metadata of playlist item `index`, as Use Case 1 of the guide lays it out.
    public static func contentMetadata(_ episode: Episode, index: Int, audio: Bool) -> JSONValue {
        var members: [JSONValue.JSONMember] = [
            .init("type", .string("content")), .init("assetid", .string("VID-\(1000 + index)")),
            .init("program", .string("Model Program")), .init("title", .string("Model Episode \(index + 1)")),
            .init("length", .string(episode.lengthText)), .init("airdate", .string("20240101 20:00:00")),
            .init("isfullepisode", .string("y")), .init("adloadtype", .string("2")),
            .init("segB", .string("segB-model")), .init("segC", .string("segC-model")),
            .init("crossId1", .string("XID-\(1000 + index)")), .init("crossId2", .string("model-origin")),
        ]
        if audio { members.append(.init("isAudio", .string("true"))) }
        return .object(members)
    }

    static func staticMetadata(_ index: Int) -> JSONValue {
        .object([
            .init("type", .string("static")), .init("assetid", .string("PAGE-\(100 + index)")),
            .init("section", .string("Section \(index + 1)")), .init("segA", .string("segA-model")),
            .init("segB", .string("segB-model")), .init("segC", .string("segC-model")),
        ])
    }

    static func adMetadata(_ type: String, item: Int, ad: Int, length: Int) -> JSONValue {
        .object([
            .init("type", .string(type)), .init("assetid", .string("AD-\(type.uppercased())-\(item)-\(ad)")),
            .init("length", .string(String(length))),
        ])
    }

    struct Emission {
        var t: Double
        var calls: [FlowCall] = []

        mutating func call(_ api: String, _ args: [JSONValue], _ role: FlowCall.Role, item: Int) {
            calls.append(FlowCall(ts: t, api: api, args: args, role: role, item: item))
        }

        /// The Unix second of now, a live playhead.
        var unixSecond: Int { Int((t / 1000).rounded(.down)) }
    }

    static func emit(_ e: Episode, index i: Int, audio: Bool, into out: inout Emission) {
        let content = contentMetadata(e, index: i, audio: audio)
        out.call("play", [.object([.init("channelName", .string("Channel \(i + 1)"))])], .play, item: i)
        out.t += 100
        out.call("loadMetadata", [content], .contentMetadata, item: i)
        if !e.preroll.isEmpty {
            pod(e.preroll, type: "preroll", item: i, into: &out)
            out.t += 100
            out.call("loadMetadata", [content], .resumeMetadata, item: i)
        }
        out.t += 100
        var position = 0
        var events = e.events[...]
        for second in 0...e.seconds {
            out.call(
                "playheadPosition", [.number(Double(e.live ? out.unixSecond : position))], .contentPlayhead, item: i)
            guard second < e.seconds else { break }
            guard let event = events.first, event.at == second else {
                out.t += 1000
                position += 1
                continue
            }
            events = events.dropFirst()
            switch event.kind {
            case .midroll(let ads):
                out.t += 500
                out.call("stop", [], .breakStop, item: i)
                pod(ads, type: "midroll", item: i, into: &out)
                out.t += 100
                out.call("loadMetadata", [content], .resumeMetadata, item: i)
                out.t += 100
            case .pause(let s), .background(let s):
                out.t += 500
                let role: FlowCall.Role
                if case .pause = event.kind { role = .pauseStop } else { role = .backgroundStop }
                out.call("stop", [], role, item: i)
                out.t += Double(s) * 1000
                if e.playsOnResume {
                    out.call(
                        "play", [.object([.init("channelName", .string("Channel \(i + 1)"))])], .resumePlay, item: i)
                }
                out.call("loadMetadata", [content], .resumeMetadata, item: i)
                out.t += 100
            case .buffering(let s) where s > 30:
                // The player's 30 s timer runs out while it buffers: stop, and the resume.
                out.t += 30_000
                out.call("stop", [], .bufferingStop, item: i)
                out.t += Double(s - 30) * 1000
                out.call("loadMetadata", [content], .resumeMetadata, item: i)
                out.t += 100
            case .buffering(let s):
                // No playhead while the content buffers; the position has not moved.
                out.t += Double(s) * 1000
            case .seek(let by):
                out.t += 1000
                position += 1 + by
            }
        }
        out.t += 500
        out.call("end", [], .end, item: i)
        if !e.postroll.isEmpty && !e.leavesEarly && !e.live {
            pod(e.postroll, type: "postroll", item: i, into: &out)
        }
    }

    /// An ad pod: per ad its metadata, playheads 0…length, stop.
    static func pod(_ ads: [Int], type: String, item: Int, into out: inout Emission) {
        for (n, length) in ads.enumerated() {
            out.t += 100
            out.call("loadMetadata", [adMetadata(type, item: item, ad: n, length: length)], .adMetadata, item: item)
            out.t += 100
            for p in 0...length {
                out.call("playheadPosition", [.number(Double(p))], .adPlayhead, item: item)
                if p < length { out.t += 1000 }
            }
            out.t += 500
            out.call("stop", [], .adStop, item: item)
        }
    }
}
