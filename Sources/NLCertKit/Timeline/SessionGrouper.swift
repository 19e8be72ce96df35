/// Groups ordered pings and call streams into app sessions (`sessionId`) and viewing sessions
/// (`c59 sesid`), matching each call stream to the ping session it overlaps in time.
enum SessionGrouper {
    /// A call stream may start this much after its session's first ping (clock jitter).
    static let startTolerance = 5.0
    /// A ping session's first ping may come this long after its stream's last call.
    static let endTolerance = 30.0

    private struct PingSession {
        var id: String
        var appID: String
        /// `appID`'s position in `PingGrouping.appOrder`.
        var app: Int
        var pingIndices: [Int]
        var start: Double?
        /// The last ping's time.
        var end: Double?
    }

    /// The Nielsen requests split by app session: ping viewing sessions by `sesid`, and per
    /// app session (in order of first appearance) the requests of no viewing session. App
    /// sessions are known by their position in `appOrder` from then on: a capture of short
    /// sessions has about as many app sessions as viewing sessions, each hashed once here.
    private struct PingGrouping {
        var appOrder: [String] = []
        private var appIndex: [String: Int] = [:]
        /// Per app session, by position: the requests of no viewing session.
        var others: [[Int]] = []
        var sessions: [PingSession] = []

        /// Makes room in the table for up to `apps` app sessions at once (grown by doubling, it
        /// hashed every id again at each step).
        mutating func reserve(apps: Int) { appIndex.reserveCapacity(apps) }

        /// Registers `app` (once, in order of first appearance); its position.
        mutating func addApp(_ app: String) -> Int {
            if let known = appIndex[app] { return known }
            appIndex[app] = appOrder.count
            appOrder.append(app)
            others.append([])
            return appOrder.count - 1
        }
    }

    /// A viewing session before it is numbered, with what orders it among the others.
    private struct ViewingEntry {
        /// The app session's position in `PingGrouping.appOrder`.
        var app: Int
        var session: ViewingSession
        var sortTime: Double?
        var firstPing: Int
        var firstCall: Int
    }

    static func group(pings: [Ping], calls: [APICall], streams: [CallStream]) -> [AppSession] {
        // 1. App session of every Nielsen request.
        var appIDs = appSessionIDs(pings)
        fillMissingAppIDs(&appIDs, pings: pings)
        // 2. Ping viewing sessions by sesid; everything else Nielsen is "other".
        var grouping = groupPings(pings, appIDs: appIDs)
        // 3. Streams ↔ ping sessions.
        let viewing = viewingEntries(&grouping, streams: streams, calls: calls, appIDs: appIDs, pings: pings)
        // 4. Ordinals in time order across the capture, then content views, ads and events.
        let byApp = assembleInOrder(viewing, apps: grouping.appOrder.count, pings: pings, calls: calls)
        return grouping.appOrder.indices.map { a in
            AppSession(id: grouping.appOrder[a], viewingSessions: byApp[a], otherPingIndices: grouping.others[a])
        }
    }

    private static func groupPings(_ pings: [Ping], appIDs: [String?]) -> PingGrouping {
        var grouping = PingGrouping()
        var sessionByID: [String: Int] = [:]
        // A ping nearly always has the app and session of the ping before it: those are
        // compared first, and only a change is looked up (hashed) in the tables. The session
        // ids are read beforehand, on every core (`groupingReads`).
        var lastApp: (id: String, index: Int)?
        var last: (sesid: String, index: Int)?
        // What this pass reads of each ping, read beforehand on every core: here each ping
        // fetched from memory in turn kept the other core waiting.
        let reads = groupingReads(pings)
        // Room for as many apps and sessions as there are runs of one id (at least as many as
        // there are distinct ids, and never more than there are pings), so that neither table
        // is hashed again as it grows.
        var appRuns = 0
        var sessionRuns = 0
        for i in reads.indices where reads[i].isNielsen {
            if i == 0 || appIDs[i] != appIDs[i - 1] { appRuns += 1 }
            if i == 0 || reads[i].sesid != reads[i - 1].sesid { sessionRuns += 1 }
        }
        grouping.reserve(apps: appRuns)
        sessionByID.reserveCapacity(sessionRuns)
        for i in reads.indices where reads[i].isNielsen {
            let id = appIDs[i] ?? ""
            let app: Int
            if let lastApp, lastApp.id == id {
                app = lastApp.index
            } else {
                app = grouping.addApp(id)
                lastApp = (id, app)
            }
            let sesid = reads[i].sesid ?? ""
            if sesid.isEmpty {
                grouping.others[app].append(i)
                continue
            }
            let time = reads[i].time
            let known = last.flatMap { $0.sesid == sesid ? $0.index : nil } ?? sessionByID[sesid]
            if let s = known {
                last = (sesid, s)
                grouping.sessions[s].pingIndices.append(i)
                if let t = time { grouping.sessions[s].end = max(grouping.sessions[s].end ?? t, t) }
            } else {
                sessionByID[sesid] = grouping.sessions.count
                last = (sesid, grouping.sessions.count)
                grouping.sessions.append(
                    PingSession(
                        id: sesid, appID: id, app: app, pingIndices: [i],
                        start: time.map { sessionStart(firstPingAt: $0, ping: pings[i], sesid: sesid) }, end: time))
            }
        }
        return grouping
    }

    /// One entry per ping session (with the calls of the stream matched to it) and per stream
    /// that matched none (in the app session it falls in).
    private static func viewingEntries(
        _ grouping: inout PingGrouping, streams: [CallStream], calls: [APICall], appIDs: [String?], pings: [Ping]
    ) -> [ViewingEntry] {
        let match = matchStreams(streams, to: grouping.sessions)
        var viewing: [ViewingEntry] = []
        var matchedStreams = Set<Int>()
        for (s, session) in grouping.sessions.enumerated() {
            var callIndices: [Int] = []
            if let k = match[s] {
                callIndices = streams[k].callIndices
                matchedStreams.insert(k)
            }
            let vs = ViewingSession(
                id: session.id, ordinal: 0, appSessionID: session.appID.isEmpty ? nil : session.appID,
                pingIndices: session.pingIndices.fitted(), callIndices: callIndices)
            let callStart = callIndices.first.flatMap { calls[$0].time?.epochSeconds }
            viewing.append(
                ViewingEntry(
                    app: session.app, session: vs, sortTime: minOptional(session.start, callStart),
                    firstPing: session.pingIndices.first ?? Int.max, firstCall: callIndices.first ?? Int.max))
        }
        for (k, stream) in streams.enumerated() where !matchedStreams.contains(k) {
            let app = appForStream(stream, appOrder: grouping.appOrder, appIDs: appIDs, pings: pings)
            let appIndex = grouping.addApp(app)
            let vs = ViewingSession(
                id: "stream-\(stream.number)", ordinal: 0, appSessionID: app.isEmpty ? nil : app,
                callIndices: stream.callIndices)
            viewing.append(
                ViewingEntry(
                    app: appIndex, session: vs, sortTime: stream.start, firstPing: Int.max,
                    firstCall: stream.callIndices.first ?? Int.max))
        }
        return viewing
    }

    /// The viewing sessions numbered in time order and assembled (independently, on every core
    /// for a large capture), by app session (`apps` of them, by position). The entries are
    /// ordered through their positions (a sort moving whole entries moved each session's fields
    /// many times over), and each session is moved into its app session's list.
    private static func assembleInOrder(
        _ entries: [ViewingEntry], apps: Int, pings: [Ping], calls: [APICall]
    ) -> [[ViewingSession]] {
        // The keys, read in place (a copy of an entry is a reference count on each of its
        // session's fields).
        let keys = entries.withUnsafeBufferPointer { all in
            all.indices.map { (time: all[$0].sortTime, ping: all[$0].firstPing, call: all[$0].firstCall) }
        }
        let order = keys.indices.sorted { i, j in
            let a = keys[i]
            let b = keys[j]
            switch (a.time, b.time) {
            case let (x?, y?) where x != y: return x < y
            default:
                if a.ping != b.ping { return a.ping < b.ping }
                if a.call != b.call { return a.call < b.call }
                // Equal keys keep the entries' order, as the sort of the entries themselves did.
                return i < j
            }
        }
        let numbered = order.enumerated().map { n, e in
            var vs = entries[e].session
            vs.ordinal = n + 1
            return vs
        }
        var assembled = Concurrently.map(numbered) { session in
            var vs = session
            ViewingSessionAssembler.assemble(&vs, pings: pings, calls: calls)
            return vs
        }
        var byApp = [[ViewingSession]](repeating: [], count: apps)
        entries.withUnsafeBufferPointer { all in
            for (k, e) in order.enumerated() {
                // Moved, not copied: a copy counts a reference on each of the session's lists.
                var session = ViewingSession(id: "", ordinal: 0)
                swap(&session, &assembled[k])
                byApp[all[e].app].append(session)
            }
        }
        return byApp
    }

    /// `appSessionID(of:)` of every ping, the string shared with the ping before's where the
    /// bytes are the same.
    /// Read on every core: a run shares strings only within itself, which changes no value.
    static func appSessionIDs(_ pings: [Ping]) -> [String?] {
        Concurrently.map(count: pings.count, minimum: 4096, state: { nil as (ping: Int, id: String?)? }) { i, last in
            guard pings[i].kind.isNielsen, pings[i].kind != .idSync else { return appSessionID(of: pings[i]) }
            let read =
                last.map { pings[i].value("sessionId", sameAs: pings[$0.ping], gave: $0.id) }
                ?? pings[i].appSessionID
            last = (i, read)
            return read.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// When the session began, on the capture's clock. The SDK names a viewing session after the
    /// Unix second it opened it (the last ten digits of `sesid`, on the SDK's clock), and its
    /// pings often leave only later (the App SDK batches them until `end`): the first ping's
    /// time less how long after the session's second the SDK stamped it — `c62 sendTime` when
    /// the capture timed the ping as it was sent, else `createtm` (the time then read from it),
    /// both on the SDK's clock. Without them, or when they disagree by more than a day, the
    /// first ping's time.
    static func sessionStart(firstPingAt time: Double, ping: Ping, sesid: String) -> Double {
        let stamp =
            ping.capturedTime != nil ? (PlausibleNumber.bounded(ping.int("c62")) ?? ping.createTime) : ping.createTime
        guard let opened = sesidSecond(sesid), let stamp else { return time }
        let lag = Double(stamp - opened)
        return lag > 0 && lag < 86_400 ? time - lag : time
    }

    /// The Unix second a `sesid` ends with (ten digits), if it ends with one.
    static func sesidSecond(_ sesid: String) -> Int? {
        let digits = sesid.utf8.suffix(10)
        guard digits.count == 10, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            sesid.utf8.count > 10, let value = Int(Substring(sesid.suffix(10))), value >= 1_000_000_000
        else { return nil }
        return value
    }

    /// What the grouping reads of a ping.
    struct GroupingRead: Equatable {
        /// The `c59` viewing session id of a DCR ping (`nil` for other requests).
        var sesid: String?
        /// `Ping.time`.
        var time: Double?
        var isNielsen: Bool
    }

    /// What the grouping reads of every ping, read on every core, the session id string shared
    /// with the DCR ping before's where the bytes are the same.
    static func groupingReads(_ pings: [Ping]) -> [GroupingRead] {
        Concurrently.map(count: pings.count, minimum: 4096, state: { nil as (ping: Int, sesid: String?)? }) {
            i, last in
            let kind = pings[i].kind
            guard kind == .dcrPing else { return GroupingRead(time: pings[i].time, isNielsen: kind.isNielsen) }
            let read =
                last.map { pings[i].value("c59", sameAs: pings[$0.ping], gave: $0.sesid) } ?? pings[i].viewingSessionID
            last = (i, read)
            return GroupingRead(sesid: read, time: pings[i].time, isNielsen: true)
        }
    }

    /// `sessionId` of a gn ping, or the host label of an ID-sync request.
    static func appSessionID(of ping: Ping) -> String? {
        guard ping.kind.isNielsen else { return nil }
        if ping.kind == .idSync, let dot = ping.host.firstIndex(of: ".") {
            return String(ping.host[..<dot])
        }
        guard let id = ping.appSessionID, !id.isEmpty else { return nil }
        return id
    }

    /// Nielsen requests without a session id (config, errors, opt-out page) join the app
    /// session of the next request that has one (config comes before the session ping), else
    /// of the previous one.
    private static func fillMissingAppIDs(_ ids: inout [String?], pings: [Ping]) {
        // Most captures give every Nielsen request its id: then there is nothing to fill, and
        // nothing is built (a list of a million next ids counted a reference on each).
        guard ids.indices.contains(where: { ids[$0] == nil && pings[$0].kind.isNielsen }) else { return }
        // The position of the next request with an id of its own.
        var next = -1
        var nextByIndex = [Int](repeating: -1, count: ids.count)
        for i in ids.indices.reversed() {
            if ids[i] != nil { next = i }
            nextByIndex[i] = next
        }
        var previous: String?
        for i in ids.indices {
            if let id = ids[i] {
                previous = id
            } else if pings[i].kind.isNielsen {
                // `ids[nextByIndex[i]]` is that request's own id: only requests without one change.
                ids[i] = nextByIndex[i] >= 0 ? ids[nextByIndex[i]] : previous
            }
        }
    }

    /// Each ping session (in time order) takes the latest stream that started before its first
    /// ping and did not end long before it. Without times on both sides, sessions and streams
    /// pair up in order.
    private static func matchStreams(_ streams: [CallStream], to sessions: [PingSession]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        guard !streams.isEmpty, !sessions.isEmpty else { return result }
        let timed = streams.allSatisfy { $0.start != nil } && sessions.allSatisfy { $0.start != nil }
        guard timed else {
            for i in 0..<min(streams.count, sessions.count) { result[i] = i }
            return result
        }
        var used = Set<Int>()
        let order = sessions.indices.sorted { (sessions[$0].start ?? 0) < (sessions[$1].start ?? 0) }
        for s in order {
            guard let t = sessions[s].start,
                let k = streams.lastIndex(where: { ($0.start ?? .infinity) <= t + startTolerance })
            else { continue }
            guard !used.contains(k), let end = streams[k].end, t <= end + endTolerance else { continue }
            used.insert(k)
            result[s] = k
        }
        // A log that starts late (ring buffer wrapped, recording started mid-stream) holds the
        // tail of a session: a stream left over that starts within a session still without
        // calls is that session's, and coverage then says what the log misses.
        for s in order where result[s] == nil {
            guard let start = sessions[s].start, let end = sessions[s].end else { continue }
            if let k = streams.indices.first(where: { k in
                guard !used.contains(k), let a = streams[k].start else { return false }
                return a >= start - startTolerance && a <= end + startTolerance
            }) {
                used.insert(k)
                result[s] = k
            }
        }
        return result
    }

    /// The app session a ping-less stream belongs to: the last one whose first request came
    /// before the stream started, else the first; `""` when there are no pings at all.
    private static func appForStream(
        _ stream: CallStream, appOrder: [String], appIDs: [String?], pings: [Ping]
    ) -> String {
        guard !appOrder.isEmpty else { return "" }
        guard let start = stream.start else { return appOrder[0] }
        var firstSeen: [String: Double] = [:]
        for (i, p) in pings.enumerated() {
            if let id = appIDs[i], firstSeen[id] == nil, let t = p.time { firstSeen[id] = t }
        }
        var chosen = appOrder[0]
        var chosenTime = -Double.infinity
        for app in appOrder {
            if let t = firstSeen[app], t <= start + startTolerance, t > chosenTime {
                chosen = app
                chosenTime = t
            }
        }
        return chosen
    }

    private static func minOptional(_ a: Double?, _ b: Double?) -> Double? {
        switch (a, b) {
        case let (x?, y?): return min(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        default: return nil
        }
    }
}
