import Foundation
import NLCertKit
@testable import NLCertCLI

/// Captures of the corpus scenarios for timeline tests, built from the scenario's
/// `*.urls.txt` (what the server received) and `*.calls.jsonl` (the API trace).
enum TimelineTestCaptures {
    static func scenario(_ name: String, urls: Bool = true, calls: Bool = true) throws -> Capture {
        var capture = Capture()
        if urls {
            let path = Fixtures.corpus(name, "urls.txt")
            capture.append(try InterimCaptureLoader.read(text: String(contentsOfFile: path, encoding: .utf8), path: path))
        }
        if calls {
            let path = Fixtures.corpus(name, "calls.jsonl")
            capture.append(try InterimCaptureLoader.read(text: String(contentsOfFile: path, encoding: .utf8), path: path))
        }
        return capture
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
