/// Capture checks (0xx): is there Nielsen traffic, was it decrypted, delivered, whole, short
/// enough, over HTTPS; did the SDK initialise; are the capture's clocks sane.
extension CheckLibrary {
    static var captureFunctions: [CheckFunction] {
        [
            CheckFunction(name: "nielsenTraffic", scope: .capture, summary: "the capture holds Nielsen requests") { ctx in
                if !ctx.hasTrafficEvidence { return .notChecked("an API trace alone records no traffic; " + CheckOutcome.needsNetwork) }
                if ctx.nielsenPings.isEmpty {
                    // Device logs show Nielsen traffic only when the SDK's debug output is on.
                    let files = ctx.timeline.files
                    if !files.isEmpty, files.allSatisfy({ $0.format.isDeviceLog }) {
                        return .decided([.init(message: "no Nielsen SDK output: set nol_devDebug: \"DEBUG\" and record again (the log holds no Nielsen line; the browser SDK's switch is nol_sdkDebug)")], evidence: .exact)
                    }
                    let what = ctx.timeline.requestCount == 0 ? "no request at all" : "\(ctx.timeline.requestCount) requests, none of them Nielsen's"
                    return .decided([.init(message: "no Nielsen request in the capture (\(what)); filter on imr and nmrodam when recording")], evidence: .exact)
                }
                return .decided([], evidence: .exact)
            },
            CheckFunction(name: "tlsDecrypted", scope: .capture, summary: "Nielsen traffic was decrypted, not only tunnelled") { ctx in
                // One decrypted Nielsen request settles it; otherwise count the tunnels.
                let all = ctx.timeline.pings
                var tunnels: [Int] = []
                var tunnelCount = 0
                for i in all.indices where all[i].kind.isNielsen || RequestClassifier.concernsNielsen(all[i].request) {
                    guard all[i].request.isTunnel else { return .decided([], evidence: .exact) }
                    tunnelCount += 1
                    if tunnels.count < 5 { tunnels.append(i) }
                }
                if tunnelCount == 0 { return .notExercised("no Nielsen host in the capture") }
                return .decided([.init(
                    message: "only CONNECT tunnels to Nielsen hosts (\(tunnelCount)): TLS was not decrypted, so no ping can be read; enable SSL proxying for *.imrworldwide.com and *.nmrodam.com",
                    field: "host", items: tunnels.compactMap { ctx.item(pingAt: $0) })], evidence: .exact)
            },
            CheckFunction(name: "pingDelivered", scope: .capture, summary: "every Nielsen request was delivered") { ctx in
                let nielsen = ctx.nielsenPings.filter { !$0.ping.request.isTunnel }
                if nielsen.isEmpty { return .notExercised("no Nielsen request in the capture") }
                guard nielsen.contains(where: { $0.ping.request.status != nil || $0.ping.request.failure != nil }) else {
                    return .notChecked("the capture records no response status; needs a HAR or Charles session")
                }
                let failed = nielsen.filter { p in
                    let r = p.ping.request
                    return r.failure != nil || r.status == 0 || (r.status ?? 200) >= 400
                }
                let problems = failed.prefix(20).map { p in
                    let r = p.ping.request
                    let why = r.failure ?? "HTTP status \(r.status.map(String.init) ?? "?")"
                    return CheckOutcome.Problem(
                        message: "\(p.ping.kind.rawValue) to \(p.ping.host) was not delivered: \(why)", field: "status",
                        time: r.time?.epochSeconds, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
                }
                return .decided(Array(problems), evidence: .exact)
            },
            CheckFunction(name: "pingNotTruncated", scope: .capture, summary: "no ping URL is cut off") { ctx in
                let all = ctx.nielsenPings.filter { $0.ping.kind == .dcrPing || $0.ping.kind == .sessionPing }
                if all.isEmpty { return .notExercised("no DCR or session ping in the capture") }
                // A URL the log itself cut (logcat keeps ~4 KB of a line) says nothing about the
                // ping the SDK sent.
                let pings = all.filter { !$0.ping.request.cutByLog }
                if pings.isEmpty {
                    return .notChecked("the log cut every ping URL it holds (logcat keeps about 4 KB of a line); " + CheckOutcome.needsNetwork)
                }
                let problems = pings.compactMap { p -> CheckOutcome.Problem? in
                    // The decoder decides truncation; its first problem says how (the cut
                    // problems come before any evdata problem).
                    guard p.ping.ping.isTruncated else { return nil }
                    let how = p.ping.decodeProblems.first ?? "no closing rnd parameter"
                    let last = p.ping.parameters.last.map { "\($0.key)=\($0.raw)" } ?? ""
                    return .init(
                        message: "ping URL is cut off (\(how)); it ends with \(quote(last))", field: "url",
                        time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
                }
                return .decided(Array(problems.prefix(20)), evidence: .exact)
            },
            CheckFunction(
                name: "urlMaxLength", scope: .capture, summary: "no Nielsen ping URL is longer than the limit",
                options: [CheckParameter("maxLength", .number, required: true, help: "longest allowed URL in characters")]
            ) { ctx in
                let max = Int(ctx.number("maxLength", default: 2048))
                let pings = ctx.nielsenPings.filter { $0.ping.kind == .dcrPing }
                if pings.isEmpty { return .notExercised("no DCR ping in the capture") }
                let problems = pings.filter { $0.ping.request.url.utf8.count > max }.prefix(20).map { p in
                    let length = p.ping.request.url.utf8.count
                    let cut = p.ping.request.cutByLog
                    return CheckOutcome.Problem(
                        message: "ping URL is \(cut ? "at least " : "")\(length) characters long (limit \(max)): \(urlLengthCause(p.ping, length: length, max: max))"
                            + (cut ? "; the log cut the line, the ping sent was longer" : ""),
                        field: "url", time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
                }
                return .decided(Array(problems), evidence: .exact)
            },
            CheckFunction(name: "sdkInitialised", scope: .capture, summary: "the SDK's config/session request precedes measurement") { ctx in
                let dcr = ctx.nielsenPings.filter { $0.ping.kind == .dcrPing }
                let initialised = ctx.nielsenPings.contains { $0.ping.kind == .config || $0.ping.kind == .sessionPing }
                let measuring = ctx.calls.filter { $0.api == .play || $0.api == .loadMetadata || $0.api == .playheadPosition }
                if dcr.isEmpty && measuring.isEmpty { return .notExercised("no DCR ping or measurement call in the capture") }
                // Device logs list the data pings the SDK sent, not its config request: there
                // the init call decides, and without one nothing here can.
                let fromNetwork = dcr.contains { !$0.ping.request.format.isDeviceLog }
                if !dcr.isEmpty && !initialised && !fromNetwork {
                    if ctx.calls.contains(where: { $0.api == .initialize }) { return .decided([], evidence: .exact) }
                    return .notChecked("a device log lists data pings but not the SDK's config request; " + CheckOutcome.needsNetwork)
                }
                if !dcr.isEmpty && !initialised {
                    return .decided([.init(
                        message: "\(dcr.count) DCR ping(s) but no config or session request: the SDK was not initialised in this capture (or recording began too late)",
                        field: "config", items: [ctx.item(pingAt: dcr[0].index)].compactMap { $0 })], evidence: .exact)
                }
                if !ctx.hasTrafficEvidence {
                    // An init call says the app called init, not that the config request went
                    // out first: nothing in a trace shows what this rule is about.
                    return .notExercised("an API trace alone records no network traffic, so no config request; " + CheckOutcome.needsNetwork)
                }
                if dcr.isEmpty, let first = measuring.first, !ctx.timeline.hasRequests || ctx.nielsenPings.isEmpty {
                    return .decided([.init(
                        message: "\(measuring.count) measurement call(s) but no Nielsen ping at all: the SDK did not send anything",
                        field: "config", time: time(first), items: [ctx.item(first)])], evidence: .exact)
                }
                return .decided([], evidence: .exact)
            },
            CheckFunction(
                name: "captureClock", scope: .capture, summary: "capture times carry a zone and do not run backwards",
                options: [CheckParameter("backwardsSeconds", .number, required: true, help: "how far times may go backwards")]
            ) { ctx in
                let limit = ctx.number("backwardsSeconds", default: 5)
                // Indices of the timed requests, so no request is copied.
                let all = ctx.timeline.pings
                let requests = all.indices.filter { all[$0].request.time != nil }
                if requests.isEmpty { return .notExercised("no timed request in the capture") }
                var problems: [CheckOutcome.Problem] = []
                if let naive = requests.first(where: { all[$0].request.time?.utcOffsetSeconds == nil }) {
                    problems.append(.init(
                        message: "capture times carry no zone (e.g. \(quote(all[naive].request.time?.original ?? "?"))); nlcert assumed UTC",
                        field: "time", items: [ctx.item(pingAt: naive)].compactMap { $0 }))
                }
                // Backwards in recording order, per file (ties keep timeline order).
                func before(_ a: Int, _ b: Int) -> Bool {
                    let ra = all[a].request, rb = all[b].request
                    if ra.location.file != rb.location.file { return ra.location.file < rb.location.file }
                    return ra.ordinal != rb.ordinal ? ra.ordinal < rb.ordinal : a < b
                }
                let inOrder = zip(requests, requests.dropFirst()).allSatisfy { before($0, $1) }
                let ordered = inOrder ? requests : requests.sorted(by: before)
                // `ordered` keeps each file's requests together, so the latest time so far is
                // one value, restarted at each new file.
                var lastFile: String?
                var latest: (time: Double, index: Int)?
                for index in ordered {
                    let request = all[index].request
                    guard let t = request.time?.epochSeconds else { continue }
                    let file = request.location.file
                    if file != lastFile {
                        lastFile = file
                        latest = nil
                    }
                    if let last = latest, last.time - t > limit {
                        problems.append(.init(
                            message: "capture time goes back \(fmt((last.time - t).rounded())) s between two requests of \(file)",
                            field: "time", time: t, items: [ctx.item(pingAt: last.index), ctx.item(pingAt: index)].compactMap { $0 }))
                        break
                    }
                    if (latest?.time ?? -Double.infinity) < t { latest = (t, index) }
                }
                return .decided(problems, evidence: .exact)
            },
            CheckFunction(name: "pingOverHTTPS", scope: .capture, summary: "every Nielsen ping goes over HTTPS") { ctx in
                // What the SDK sends (pings, config, session, ID sync): an opt-out page the
                // user opens, a legacy page tag or the SDK script download is not its traffic.
                let pings = ctx.nielsenPings.filter { !$0.ping.request.isTunnel && $0.ping.kind.isSentBySDK }
                if pings.isEmpty { return .notExercised("no request sent by the Nielsen SDK in the capture") }
                let plain = pings.filter { $0.ping.scheme.lowercased() == "http" }
                let problems = plain.prefix(20).map { p in
                    CheckOutcome.Problem(
                        message: "\(p.ping.kind.rawValue) sent over plain http:// to \(p.ping.host)", field: "scheme",
                        time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
                }
                return .decided(Array(problems), evidence: .exact)
            },
        ]
    }

    /// What makes a ping URL long: its largest parameters by length. When the SDK's own event
    /// log (`evdata`) is what takes it over the limit, the fix is the playheads' jumps and
    /// seeks that fill it, not the metadata.
    static func urlLengthCause(_ ping: PingView, length: Int, max: Int) -> String {
        let url = ping.request.url
        let query = url.firstIndex(of: "?").map { url[url.index(after: $0)...] } ?? ""
        let sizes = query.split(separator: "&").map { pair -> (name: String, size: Int) in
            (String(pair.prefix { $0 != "=" }), pair.utf8.count + 1)
        }.sorted { $0.size != $1.size ? $0.size > $1.size : $0.name < $1.name }
        let largest = sizes.prefix(3).map { "\($0.name) \($0.size)" }.joined(separator: ", ")
        let evdata = sizes.first { $0.name == "evdata" }?.size ?? 0
        guard evdata > 0, length - evdata <= max, sizes.first?.name == "evdata" else {
            return "the largest parameters are \(largest) characters; shorten the metadata values among them"
        }
        let events = ping.events
        let jumps = events.filter { $0.kind == .forward }.count
        let what = jumps > 0 ? "\(events.count) events, \(jumps) of them FW playhead jumps" : "\(events.count) events"
        return "evdata, the SDK's own event log (\(what)), takes \(evdata) characters and the URL over the limit; "
            + "it grows with playhead jumps and seeks, not with your metadata: fix what makes the playhead jump"
    }
}
