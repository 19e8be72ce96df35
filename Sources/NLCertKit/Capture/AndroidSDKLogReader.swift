/// Reads the Android App SDK's debug output inside logcat lines (reference: sdk-logs.md):
///
///     Nielsen AppSDK: play API - {json}            → play with that argument
///     Nielsen AppSDK: play API - SUCCESS           → the outcome of that call
///     Nielsen AppSDK: stop API - SUCCESS|FAILED|BACKGROUND|STOPPED
///     Nielsen AppSDK: loadMetadata API - JSON EXCEPTION; …
///     Nielsen AppSDK: Sent data ping successfully - <url>
///     Nielsen AppSDK: Failed sending data ping - <url>
///     PLAYHEAD: <n>                                 (older SDKs)
///
/// Only lines that name Nielsen somewhere (the tag `NielsenAPPSDK` or the `Nielsen AppSDK:`
/// marker) are considered, so an app's own "… API - …" lines are not mistaken for the SDK's.
enum AndroidSDKLogReader {
    static let apiMarker = " API - "

    /// The evidence in one message, or `nil` when the line is not the Android SDK's. `tag` is
    /// the logcat tag when it is not part of the message (`-v long` prints it in a header).
    static func interpret(_ message: String, tag: String? = nil) -> [LogLineEvidence]? {
        guard message.containsASCIIIgnoringCase("nielsen") || (tag?.containsASCIIIgnoringCase("nielsen") ?? false) else { return nil }
        if let sent = message.byteRange(of: "Sent data ping successfully - ") {
            return [request(after: message[sent.upperBound...], failure: nil)]
        }
        if let failed = message.byteRange(of: "Failed sending data ping - ") {
            return [request(after: message[failed.upperBound...], failure: "Failed sending data ping")]
        }
        if let marker = message.byteRange(of: apiMarker) {
            let name = identifier(endingAt: marker.lowerBound, in: message)
            guard !name.isEmpty else { return nil }
            return [call(name: name, payload: String(message[marker.upperBound...]), format: .logcat)]
        }
        if let playhead = message.byteRange(of: "PLAYHEAD: ") {
            let digits = message[playhead.upperBound...].prefix { $0.isNumber || $0 == "-" || $0 == "." }
            guard let n = Double(digits) else { return [.garbled("a PLAYHEAD line without a number")] }
            return [.call(LoggedCall(rawName: "setPlayheadPosition", args: [.number(n)], outcome: nil, time: nil, format: .logcat))]
        }
        return nil
    }

    static func request(after rest: Substring, failure: String?) -> LogLineEvidence {
        guard let url = PingURLFinder.find(in: String(rest)).first, url.offset == 0 else {
            return .garbled("a ping line without a complete URL")
        }
        return .request(url: url.url, failure: failure, format: .logcat)
    }

    /// The API name that ends right before `end` (`loadMetadata` in `… loadMetadata API - …`).
    static func identifier(endingAt end: String.Index, in text: String) -> String {
        let utf8 = text.utf8
        var start = end
        while start > utf8.startIndex {
            let previous = utf8.index(before: start)
            let c = utf8[previous]
            guard (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == UInt8(ascii: "_") else { break }
            start = previous
        }
        return String(text.utf8[start..<end]) ?? ""
    }

    /// `<api> API - <payload>`: a JSON payload is the argument; a number is a playhead; a word
    /// (`SUCCESS`, `FAILED; …`) is the SDK's answer.
    static func call(name: String, payload: String, format: SourceFormat) -> LogLineEvidence {
        let trimmed = payload.trimmingSpaces()
        let bytes = Array(trimmed.utf8)
        if let first = bytes.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            guard let (value, _) = JSONPrefixScanner.value(in: bytes, from: 0) else {
                return .garbled("a \(name) API line whose JSON argument is cut off or garbled")
            }
            return .call(LoggedCall(rawName: name, args: [value], outcome: nil, time: nil, format: format))
        }
        if let n = Double(trimmed) {
            return .call(LoggedCall(rawName: name, args: [.number(n)], outcome: nil, time: nil, format: format))
        }
        guard !trimmed.isEmpty else { return .garbled("a \(name) API line with nothing after \"API - \"") }
        return .call(LoggedCall(rawName: name, args: [], outcome: trimmed, time: nil, format: format, isOutcomeOnly: true))
    }
}
