/// What the SDK's own log adds to a verdict, kept apart from the check functions:
///
/// * **Complaints** (`SDKMessage` of kind complaint, mapped to a rule by
///   `rules/sdk-messages.json`): the SDK itself said the app did this wrong, so the rule fails
///   exactly with the line (or `/cgi-bin/error` request) as evidence. A finding the rule found on
///   its own at the same moment takes the line as extra evidence instead (one cause, one finding).
/// * **Incomplete calls** (`APICall.argumentsMissing`): the log shows a call but lost its
///   argument line, so the calls cannot decide a rule exactly; the rule is decided from the
///   pings, or not checked.
extension RuleEngine {
    /// The scope's complaints that name this rule, with their index in `Timeline.sdkMessages`.
    static func complaints(for ruleID: String, in scope: ScopeData) -> [(index: Int, message: SDKMessage)] {
        let timeline = scope.timeline
        guard !timeline.sdkMessages.isEmpty else { return [] }
        let indices =
            scope.session.map { timeline.sdkMessagesBySession[$0.ordinal] ?? [] } ?? Array(timeline.sdkMessages.indices)
        // Fields are read in place: a message is copied only when it names the rule (a log can
        // hold tens of thousands, asked about by every rule).
        let messages = timeline.sdkMessages
        return indices.compactMap { i in
            messages[i].kind == .complaint && messages[i].ruleID == ruleID ? (i, messages[i]) : nil
        }
    }

    /// The first call of the scope whose arguments the log lost, and how many there are.
    static func incompleteCalls(in scope: ScopeData) -> (first: APICall, count: Int)? {
        var first: APICall?
        var count = 0
        for call in scope.calls where call.argumentsMissing {
            count += 1
            if first == nil || call.location < first!.location { first = call }
        }
        return first.map { ($0, count) }
    }

    static func incompleteReason(_ incomplete: (first: APICall, count: Int)) -> String {
        "the log holds \(incomplete.count) API call(s) whose argument line is missing (first: \(incomplete.first.rawName) at \(incomplete.first.location.description)), so the calls cannot decide this exactly"
    }

    /// Adds the complaints that name the rule to its verdict.
    func addComplaints(
        _ complaints: [(index: Int, message: SDKMessage)], rule: PreparedRule, scope: ScopeData,
        to base: inout RuleVerdict
    ) {
        guard !complaints.isEmpty else { return }
        let session = scope.session
        var findings = base.findings
        // A complaint joins the first finding within 2 s of it: of the finding's time, of a
        // call the finding cites (three negative playheads are one finding, and the SDK's
        // complaint about the third belongs to it) or of a complaint that joined it before.
        // Findings by 2-second bucket of those times, one entry per finding and bucket with the
        // earliest and latest of its times there (a complaint is within 2 s of one of them iff
        // of any: the bucket spans 2 s), so a log of thousands of complaints does not walk every
        // finding, or every complaint, for each. (A time that is not finite, or absurdly far
        // out, is near nothing.)
        var byBucket: [Int: [(finding: Int, low: Double, high: Double)]] = [:]
        var slot: [Int: [Int: Int]] = [:]  // bucket → finding → its entry in byBucket[bucket]
        func bucket(_ t: Double) -> Int? { abs(t) < 1e15 ? Int((t / 2).rounded(.down)) : nil }
        func register(_ k: Int, at t: Double, bucket b: Int) {
            if let at = slot[b]?[k] {
                byBucket[b]![at].low = min(byBucket[b]![at].low, t)
                byBucket[b]![at].high = max(byBucket[b]![at].high, t)
                return
            }
            slot[b, default: [:]][k] = byBucket[b, default: []].count
            byBucket[b, default: []].append((k, t, t))
        }
        let calls = scope.timeline.calls
        for (k, f) in findings.enumerated() {
            var times = f.time.map { [$0] } ?? []
            for item in f.items {
                if case .call(let i) = item.reference, calls.indices.contains(i), let t = calls[i].time?.epochSeconds {
                    times.append(t)
                }
            }
            for t in Set(times) {
                if let b = bucket(t) { register(k, at: t, bucket: b) }
            }
        }
        for (index, complaint) in complaints {
            let item = EvidenceItem(location: complaint.location, reference: .sdkMessage(index))
            let t = complaint.time?.epochSeconds
            if let t, let b = bucket(t) {
                var nearest: Int?
                for neighbour in [b - 1, b, b + 1] {
                    for entry in byBucket[neighbour] ?? [] where t >= entry.low - 2 && t <= entry.high + 2 {
                        nearest = min(nearest ?? entry.finding, entry.finding)
                    }
                }
                if let k = nearest {
                    findings[k].items.append(item)
                    // The finding now reaches 2 s past this complaint too: the SDK repeating
                    // one complaint every second is one cause, one finding.
                    register(k, at: t, bucket: b)
                    continue
                }
            }
            let asset = session?.primaryAssetID
            let field = "sdk-\(complaint.name)"
            findings.append(
                Finding(
                    ruleID: rule.id, slug: rule.slug, severity: base.severity,
                    message: "the SDK itself reported: \(Self.quoteText(complaint.text))"
                        + (complaint.meaning.map { " — \($0)" } ?? ""),
                    certainty: .exact, sessionOrdinal: session?.ordinal, sessionID: session?.id, assetID: asset,
                    time: t,
                    field: field, items: [item], fix: rule.fix,
                    fingerprint: Fingerprint.make(
                        rule: rule.id, profile: profile, assetID: asset, sessionOrdinal: session?.ordinal, field: field)
                ))
            if let t, let b = bucket(t) { register(findings.count - 1, at: t, bucket: b) }
        }
        base.findings = findings
        base.verdict = .fail
        base.certainty = .exact
    }

    static func quoteText(_ s: String) -> String {
        "\"" + (s.count > 160 ? String(s.prefix(157)) + "…" : s) + "\""
    }
}
