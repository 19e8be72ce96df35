import Foundation
import NLCertKit

/// Captures of the corpus scenarios for timeline tests, read with `CaptureReader` from the
/// scenario's `*.urls.txt` (what the server received) or `*.har` (what the browser recorded),
/// and `*.calls.jsonl` (the API trace).
enum TimelineTestCaptures {
    enum Network { case urls, har, none }

    static func scenario(_ name: String, network: Network = .urls, calls: Bool = true) throws -> Capture {
        var paths: [String] = []
        switch network {
        case .urls: paths.append(Fixtures.corpus(name, "urls.txt"))
        case .har: paths.append(Fixtures.corpus(name, "har"))
        case .none: break
        }
        if calls { paths.append(Fixtures.corpus(name, "calls.jsonl")) }
        return try CaptureReader.read(paths: paths, stdin: { [] })
    }

    static func scenario(_ name: String, urls: Bool, calls: Bool = true) throws -> Capture {
        try scenario(name, network: urls ? .urls : .none, calls: calls)
    }

    /// The scenario's scripted steps (`script.json`), the source of expected values.
    static func script(_ name: String) throws -> JSONValue {
        try JSONParser.parse(String(contentsOfFile: Fixtures.corpus(name, "script.json"), encoding: .utf8))
    }

    /// The scripted calls as (api, first argument) pairs, in order.
    static func scriptedCalls(_ name: String) throws -> [(api: String, arg: JSONValue?)] {
        let steps = try script(name)["steps"]?.arrayValue ?? []
        return steps.compactMap { step in
            guard let call = step["call"]?.arrayValue, let api = call.first?.stringValue else { return nil }
            return (api, call.count > 1 ? call[1] : nil)
        }
    }
}
