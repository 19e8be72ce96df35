import Dispatch
import Testing

@testable import NLCertKit

/// The capture scope is built once, by whichever capture rule asks first, and freed by the last
/// one to finish; and the engine hands its tasks out in the order it documents.
@Suite struct CaptureScopeLeaseTests {
    /// Watches a scope's lifetime through a weak reference.
    final class Watch: @unchecked Sendable {
        weak var scope: ScopeData?
        var built = 0
    }

    static func timeline() -> Timeline {
        let request = CapturedRequest(
            url: "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&c27=cln,0", time: nil,
            location: SourceLocation(file: "lease.har", line: 3), format: .har, ordinal: 0)
        let ping = Ping(
            request: request, kind: .dcrPing, scheme: "https", host: "secure-sdk.imrworldwide.com", path: "/cgi-bin/gn",
            parameters: [PingParameter(key: "c27", raw: "cln,0", value: "cln,0", pairName: "cln", pairValue: "0")])
        return Timeline(pings: [ping])
    }

    @Test func builtOnceAndFreedByTheLastRule() {
        let timeline = Self.timeline()
        let watch = Watch()
        let lease = CaptureScopeLease(users: 3) {
            let scope = ScopeData(timeline: timeline, session: nil, captureCallFamily: nil)
            watch.built += 1
            watch.scope = scope
            return scope
        }
        #expect(watch.built == 0)
        let first = lease.use { $0.nielsenPings.count }
        #expect(first == 1)
        #expect(watch.built == 1)
        #expect(watch.scope != nil)
        _ = lease.use { $0.dcrPings.count }
        // Two of three rules are done: the scope is still held for the third.
        #expect(watch.scope != nil)
        _ = lease.use { $0.isSession }
        #expect(watch.built == 1)
        #expect(watch.scope == nil)
    }

    @Test func sharedByRulesOnSeveralThreads() {
        let timeline = Self.timeline()
        let watch = Watch()
        let lock = ThreadLock()
        let users = 64
        let lease = CaptureScopeLease(users: users) {
            let scope = ScopeData(timeline: timeline, session: nil, captureCallFamily: nil)
            lock.lock()
            watch.built += 1
            watch.scope = scope
            lock.unlock()
            return scope
        }
        let seen = Concurrently.map(Array(0..<users), minimum: 1) { _ in lease.use { ObjectIdentifier($0) } }
        #expect(Set(seen).count == 1)
        #expect(watch.built == 1)
        #expect(watch.scope == nil)
    }

    @Test func tasksGoOutInTheDocumentedOrder() {
        typealias T = RuleEngine.RuleTask
        #expect(
            RuleEngine.taskOrder(captureRules: 3, chunks: 4) == [
                T.captureRule(0), .sessions(0), .sessions(1), .captureRule(1), .captureRule(2), .sessions(2),
                .sessions(3),
            ])
        #expect(RuleEngine.taskOrder(captureRules: 0, chunks: 2) == [T.sessions(0), .sessions(1)])
        #expect(RuleEngine.taskOrder(captureRules: 2, chunks: 0) == [T.captureRule(0), .captureRule(1)])
        #expect(RuleEngine.taskOrder(captureRules: 1, chunks: 1) == [T.captureRule(0), .sessions(0)])
        #expect(RuleEngine.taskOrder(captureRules: 2, chunks: 1) == [T.captureRule(0), .sessions(0), .captureRule(1)])
        #expect(RuleEngine.taskOrder(captureRules: 0, chunks: 0).isEmpty)
    }
}
