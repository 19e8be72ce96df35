/// Reads the browser / DOM-less SDK's debug console (`nol_sdkDebug: "debug"`; reference:
/// the SDK debug-log formats). Each call appears as `[nsdk] {…"msg":"pli=…&ggpm={\"evtInfo\":{\"eventType\":…,
/// \"param1\":…}}"…}` — JSON inside a JSON string — and each request the SDK made as
/// `Success making fetch to <url>`; pings are announced as `… -queued @ … -- <url>` first.
///
/// Works with or without the `<epoch ms>\t<level>\t` prefix a console capture tool adds (the
/// prefix is removed by `ConsoleLinePrefix`) and on DevTools pastes that show the bare message.
enum BrowserSDKLogReader {
    /// The evidence in one message, or `nil` when the message is not the browser SDK's.
    static func interpret(_ message: String) -> [LogLineReading]? {
        let text: String
        if let marker = message.byteRange(of: "[nsdk] ") {
            let after = message[marker.upperBound...]
            if after.first == "{" {
                let bytes = Array(after.utf8)
                guard let (outer, _) = JSONPrefixScanner.value(in: bytes, from: 0) else {
                    return [.garbled("a browser SDK console line whose JSON is cut off or garbled")]
                }
                guard let msg = outer["target"]?["msg"]?.stringValue ?? outer["msg"]?.stringValue else {
                    return [.sdkLine(.browserSDKLog)]
                }
                text = msg
            } else {
                text = String(after)
            }
        } else if message.containsBytes("ggpm=") || message.containsBytes("Success making fetch to ") {
            text = message
        } else {
            return nil
        }
        return [reading(in: text)]
    }

    /// The evidence in the SDK's message text (the `msg` string, already unescaped once).
    static func reading(in text: String) -> LogLineReading {
        if let ggpm = text.byteRange(of: "ggpm=") {
            return call(fromGGPM: String(text[ggpm.upperBound...]))
        }
        if let fetch = text.byteRange(of: "Success making fetch to ") {
            let rest = String(text[fetch.upperBound...])
            guard let url = PingURLFinder.find(in: rest).first, url.offset == 0 else {
                return .garbled("a \"Success making fetch\" line without a complete URL")
            }
            return .request(url: url.url, failure: nil, format: .browserSDKLog)
        }
        if text.containsBytes("-queued @ "), let dashes = text.byteRange(of: " -- ") {
            let rest = String(text[dashes.upperBound...])
            guard let url = PingURLFinder.find(in: rest).first, url.offset == 0 else {
                return .garbled("a \"-queued\" ping line without a complete URL")
            }
            return .queuedRequest(url: url.url)
        }
        if let globals = text.byteRange(of: " initialized with globals ") {
            return initCall(text: text, globals: String(text[globals.upperBound...]))
        }
        return .sdkLine(.browserSDKLog)
    }

    /// `{"evtInfo":{"eventType":"loadMetadata","param1":{…}},"id":"…"}` → the call. A paste of
    /// the still-escaped string (`{\"evtInfo\":…`) is unescaped once first.
    static func call(fromGGPM payload: String) -> LogLineReading {
        var candidates = [payload]
        if payload.containsBytes("\\\"") { candidates.append(PingURLFinder.unescapeJSON(payload)) }
        for candidate in candidates {
            let bytes = Array(candidate.utf8)
            guard let start = bytes.firstIndex(of: UInt8(ascii: "{")),
                let (value, _) = JSONPrefixScanner.value(in: bytes, from: start),
                let info = value["evtInfo"], let name = info["eventType"]?.stringValue
            else { continue }
            let args = info["param1"].map { [$0] } ?? []
            return .call(LoggedCall(rawName: name, args: args, outcome: nil, time: nil, format: .browserSDKLog))
        }
        return .garbled("a browser SDK call (ggpm=…) whose JSON is cut off or garbled")
    }

    /// `SDK instance "nlsnInstance" initialized with globals {"apid":…,"name":…,…}` → an `init`
    /// call shaped like the browser API's own: `[appid, instance name, options]`. `apid` and
    /// `name` become the first two arguments; `sfcode` and `nsdkv`, which the SDK fills in from
    /// its config, are left out of the options.
    static func initCall(text: String, globals: String) -> LogLineReading {
        let bytes = Array(globals.utf8)
        guard let (value, _) = JSONPrefixScanner.value(in: bytes, from: 0), let members = value.objectValue else {
            return .garbled("an SDK initialisation line whose globals are cut off or garbled")
        }
        let appID = value["apid"] ?? .null
        let name = value["name"] ?? .null
        let options = members.filter { !["apid", "name", "sfcode", "nsdkv"].contains($0.key) }
        let call = LoggedCall(
            rawName: "init", args: [appID, name, .object(options)], outcome: nil, time: nil,
            format: .browserSDKLog)
        return .call(call)
    }
}
