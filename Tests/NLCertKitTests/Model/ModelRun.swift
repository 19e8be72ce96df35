import Foundation
import NLCertTestSupport

/// The size and seed of a generative run: fixed by default (every `swift test` checks the same
/// flows), or set by `NLCERT_MODEL_SEED` (a number, or `random`: then printed) and
/// `NLCERT_MODEL_FLOWS` (flows per property), as `.ci/fuzz` does for its random-seed run.
enum ModelRun {
    static let defaultSeed: UInt64 = 36

    static let seed: UInt64 = {
        let text = ProcessInfo.processInfo.environment["NLCERT_MODEL_SEED"] ?? ""
        if text == "random" {
            let s = UInt64.random(in: 1...UInt64(1) << 48)
            print("call-contract model: NLCERT_MODEL_SEED=\(s)")
            return s
        }
        return UInt64(text) ?? defaultSeed
    }()

    /// Flows per property (the fault property draws one flow per fault and step).
    static let flows: Int = Int(ProcessInfo.processInfo.environment["NLCERT_MODEL_FLOWS"] ?? "") ?? 120

    /// The message of a failing class: how to reproduce it and the minimal flow as a trace.
    static func message(_ title: String, flow: Flow, index: Int, detail: String) -> String {
        """
        \(title); smallest after shrinking (seed \(seed), flow \(index)):
        \(detail)
        paste into x.calls.jsonl and run `nlcert check --profile \(flow.profile) x.calls.jsonl`:
        \(FlowTraceWriter.write(flow))
        """
    }

    /// What a shrunk plan consists of, for a failure's class name: the product, VOD or live,
    /// the ads and events it still needs to fail.
    static func features(_ plan: FlowPlan) -> String {
        var parts: [String] = [plan.product.rawValue]
        if plan.episodes.count > 1 { parts.append("playlist") }
        for e in plan.episodes {
            if e.live { parts.append("live") }
            if !e.preroll.isEmpty { parts.append("preroll") }
            if !e.postroll.isEmpty { parts.append("postroll") }
            if e.leavesEarly { parts.append("leaves early") }
            if e.playsOnResume { parts.append("plays again on resume") }
            for ev in e.events {
                switch ev.kind {
                case .midroll: parts.append("midroll")
                case .pause: parts.append("pause")
                case .background: parts.append("background")
                case .buffering(let s): parts.append(s > 30 ? "buffering>30s" : "buffering<30s")
                case .seek(let by): parts.append(by < 0 ? "seek back" : "seek ahead")
                }
            }
        }
        var seen = Set<String>()
        return parts.filter { seen.insert($0).inserted }.joined(separator: " ")
    }
}

/// Failures gathered by class, each kept with its first flow (shrunk when the class is met).
struct FailureBook {
    struct Entry {
        var count: Int
        var message: String
    }

    private(set) var entries: [(key: String, entry: Entry)] = []

    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    mutating func add(_ key: String, message: @autoclosure () -> String) {
        if let i = entries.firstIndex(where: { $0.key == key }) {
            entries[i].entry.count += 1
        } else {
            entries.append((key, Entry(count: 1, message: message())))
        }
    }
}
