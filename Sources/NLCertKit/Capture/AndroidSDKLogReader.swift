/// Reads the Android App SDK's debug output inside logcat lines. Two generations of strings:
///
/// App SDK 10.x (verified against the SDK's own output): a call is several lines, the argument
/// first, then the SDK's answer —
///
///     Nielsen AppSDK appInit: {json}            … Nielsen AppSDK: constructor API - SUCCESS
///     Nielsen AppSDK PLAYINFO: {json}           … Nielsen AppSDK: play API - SUCCESS
///     Nielsen AppSDK METADATA: {json}           … loadMetadata API - SUCCESS
///     PLAYHEAD: 5                               … setPlayheadPosition API. SUCCESS | FAILED
///     stop / SESSION STOP                       … stop API. SUCCESS
///     SESSION END                               … end API. SUCCESS
///     optOutURLString nielsenappsdk://1         … userOptOut API. SUCCESS
///     Sending message: <url>                    … Sent data ping successfully - <url>
///     Config request. Sending message: <url>    (the config request)
///     EVENT- (PLAY|STOP|PAUSE|RESUME|FORWARD|REWIND) REPORTED. Timestamp: <ms>, Playhead: <n>[, <n>]
///
/// (`Processed METADATA: {…}` repeats the argument with lower-cased keys: evidence only.)
/// Older SDKs and the guides' example strings: `play API - {json}` (argument and call on one
/// line), `stop API - SUCCESS|FAILED|BACKGROUND|STOPPED`, `Failed sending data ping - <url>`.
///
/// Only lines that name Nielsen somewhere (the tag `NielsenAPPSDK` or the `Nielsen AppSDK`
/// marker), or that open with the App SDK 10.x frame where a logcat format prints no tag, are
/// considered, so an app's own "… API - …" lines are not mistaken for the SDK's.
enum AndroidSDKLogReader {
    static let apiMarker = " API - "

    /// The evidence in one message, or `nil` when the line is not the Android SDK's. `tag` is
    /// the logcat tag when it is not part of the message (`-v long` prints it in a header).
    static func interpret(
        _ message: String, tag: String? = nil, catalog: SDKMessageCatalog = .embedded
    ) -> [LogLineReading]? {
        let named = message.containsASCIIIgnoringCase("nielsen") || (tag?.containsASCIIIgnoringCase("nielsen") ?? false)
        // Logcat formats that print no tag (`-v raw`, `-v thread`) leave the SDK's own frame as
        // the only sign of it: a line that opens with that frame is the SDK's too.
        guard named || AndroidSDKLine.opensWithFrame(message) else { return nil }
        let line = AndroidSDKLine.parse(message)
        let text = line.text
        if let reading = requestLine(text, cut: line.isCut) { return [reading] }
        if let reading = argumentLine(text, instance: line.instance) { return [reading] }
        if let reading = apiLine(text, instance: line.instance) { return [reading] }
        if let event = eventLine(text) { return [.sdkMessage(event)] }
        if let complaint = complaintLine(line, catalog: catalog) {
            // The 10.2 SDK logs a refused negative playhead as its 1025 complaint only (no
            // PLAYHEAD line before `setPlayheadPosition API. FAILED`): the value it names is the
            // call's argument.
            if let value = refusedPlayhead(in: text) {
                let echo = LoggedCall(
                    rawName: "setPlayheadPosition", args: [.number(value)], outcome: nil, time: nil, format: .logcat,
                    isArgumentOnly: true, instance: line.instance, isEcho: true)
                return [.sdkMessage(complaint), .call(echo)]
            }
            return [.sdkMessage(complaint)]
        }
        if text.hasPrefix("Processed ") || isKnownChatter(text) { return [.sdkLine(.logcat)] }
        // A Nielsen line in the SDK's frame that nlcert does not read; a line outside the
        // frame that only mentions Nielsen is not the SDK's.
        return line.level != nil ? [.unreadSDKLine(.logcat)] : nil
    }

    // MARK: Requests

    static func requestLine(_ text: String, cut: Bool) -> LogLineReading? {
        if let sent = text.byteRange(of: "Sent data ping successfully - ") {
            guard let url = url(after: text[sent.upperBound...]) else {
                return .garbled("a ping line without a complete URL")
            }
            return .delivered(url: url, cut: cut, format: .logcat)
        }
        if let failed = text.byteRange(of: "Failed sending data ping - ") {
            guard let url = url(after: text[failed.upperBound...]) else {
                return .garbled("a ping line without a complete URL")
            }
            return .request(url: url, failure: "Failed sending data ping", format: .logcat)
        }
        if let sending = text.byteRange(of: "Sending message: ") {
            guard let url = url(after: text[sending.upperBound...]) else {
                return .garbled("a ping line without a complete URL")
            }
            // The config request is sent once and answered by "Request succeeded": no
            // "Sent data ping" follows it.
            if text.hasPrefix("Config request") { return .request(url: url, failure: nil, format: .logcat) }
            return .sending(url: url, cut: cut, format: .logcat)
        }
        return nil
    }

    static func url(after rest: Substring) -> String? {
        guard let found = PingURLFinder.find(in: String(rest)).first, found.offset == 0 else { return nil }
        return found.url
    }

    // MARK: Calls

    /// `Nielsen AppSDK METADATA: {…}`, `Nielsen AppSDK PLAYINFO: {…}`, `Nielsen AppSDK appInit:
    /// {…}`, `PLAYHEAD: <n>`: the argument of a call whose outcome line follows.
    static func argumentLine(_ text: String, instance: String?) -> LogLineReading? {
        if text.hasPrefix("PLAYHEAD: ") {
            let rest = String(text.dropFirst("PLAYHEAD: ".count)).trimmingSpaces()
            guard let n = Double(rest) else { return .garbled("a PLAYHEAD line without a number") }
            return .call(
                LoggedCall(
                    rawName: "setPlayheadPosition", args: [.number(n)], outcome: nil, time: nil, format: .logcat,
                    isArgumentOnly: true, instance: instance))
        }
        // `userOptOut`'s argument: the 10.x SDK logs the URL on a line of its own before
        // `userOptOut API. SUCCESS`.
        if text.hasPrefix("optOutURLString") {
            var rest = Substring(text.dropFirst("optOutURLString".count))
            if rest.first == ":" { rest = rest.dropFirst() }
            let url = String(rest).trimmingSpaces()
            guard !url.isEmpty, !url.contains(" ") else { return .garbled("an optOutURLString line without a URL") }
            return .call(
                LoggedCall(
                    rawName: "userOptOut", args: [.string(url)], outcome: nil, time: nil, format: .logcat,
                    isArgumentOnly: true, instance: instance))
        }
        let marker = "Nielsen AppSDK "
        guard text.hasPrefix(marker), let colon = text.firstIndex(of: ":") else { return nil }
        let word = text[text.index(text.startIndex, offsetBy: marker.count)..<colon]
        guard !word.isEmpty, !word.contains(" ") else { return nil }
        let api: String
        switch word {
        case "appInit": api = "init"
        case "PLAYINFO": api = "play"
        case "METADATA": api = "loadMetadata"
        default: return .unreadSDKLine(.logcat)
        }
        let bytes = Array(text[text.index(after: colon)...].utf8)
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard let (value, _) = JSONPrefixScanner.value(in: bytes, from: start) else {
            return .garbled("a \(api) argument line whose JSON is cut off or garbled")
        }
        return .call(
            LoggedCall(
                rawName: api, args: [value], outcome: nil, time: nil, format: .logcat, isArgumentOnly: true,
                instance: instance))
    }

    /// `<api> API - <payload>` or `<api> API. <payload>`: a JSON payload is the argument (older
    /// SDKs); a number is a playhead; a word (`SUCCESS`, `FAILED; …`) is the SDK's answer.
    static func apiLine(_ text: String, instance: String?) -> LogLineReading? {
        let marker = text.byteRange(of: apiMarker) ?? text.byteRange(of: " API. ")
        guard let marker else { return nil }
        var name = identifier(endingAt: marker.lowerBound, in: text)
        guard !name.isEmpty else { return nil }
        if name == "constructor" { name = "init" }
        guard case .call(var logged) = call(name: name, payload: String(text[marker.upperBound...]), format: .logcat)
        else {
            return call(name: name, payload: String(text[marker.upperBound...]), format: .logcat)
        }
        logged.instance = instance
        // Getters echo identifiers (`getDeviceId API. DeviceId(<device id>)`): no rule reads
        // them, and a report must not carry them, so the value is not kept.
        if name.hasPrefix("get"), name.contains("Id"), let outcome = logged.outcome,
            let open = outcome.firstIndex(of: "(")
        {
            logged.outcome = String(outcome[..<open]) + "(…)"
        }
        return .call(logged)
    }

    /// The API name that ends right before `end` (`loadMetadata` in `… loadMetadata API - …`).
    static func identifier(endingAt end: String.Index, in text: String) -> String {
        let utf8 = text.utf8
        var start = end
        while start > utf8.startIndex {
            let previous = utf8.index(before: start)
            let c = utf8[previous]
            guard (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == UInt8(ascii: "_") else {
                break
            }
            start = previous
        }
        return String(text.utf8[start..<end]) ?? ""
    }

    /// `<api> API - <payload>`: a JSON payload is the argument; a number is a playhead; a word
    /// (`SUCCESS`, `FAILED; …`) is the SDK's answer.
    static func call(name: String, payload: String, format: SourceFormat) -> LogLineReading {
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
        return .call(
            LoggedCall(rawName: name, args: [], outcome: trimmed, time: nil, format: format, isOutcomeOnly: true))
    }

    // MARK: Events and complaints

    /// `EVENT- (PLAY) REPORTED. Timestamp: <ms>, Playhead: <n>[, <n>]`, `SESSION END`,
    /// `SESSION STOP`, `CONFIG RECEIVED`: what the SDK derived from the calls.
    static func eventLine(_ text: String) -> SDKMessage? {
        let placeholder = SourceLocation(file: "", line: 0)
        if text.hasPrefix("EVENT- ("), let close = text.firstIndex(of: ")") {
            let name = String(text[text.index(text.startIndex, offsetBy: 8)..<close])
            var sdkTime: Timestamp?
            if let ts = text.byteRange(of: "Timestamp: ") {
                let digits = text[ts.upperBound...].prefix { $0.isASCII && $0.isNumber }
                if let ms = Double(digits) { sdkTime = Timestamp(epochMillis: ms) }
            }
            var playheads: [Double] = []
            if let ph = text.byteRange(of: "Playhead: ") {
                playheads = text[ph.upperBound...].split(separator: ",").compactMap {
                    Double(String($0).trimmingSpaces())
                }
            }
            return SDKMessage(
                kind: .event, name: name, text: text, sdkTime: sdkTime, playheads: playheads, location: placeholder)
        }
        for name in ["SESSION END", "SESSION STOP", "CONFIG RECEIVED"] where text == name {
            return SDKMessage(kind: .event, name: name, text: text, location: placeholder)
        }
        // `Opt-out/in received from user defaults false`: the opt-out state the SDK applies.
        if text.hasPrefix("Opt-out/in received from") {
            return SDKMessage(kind: .event, name: "OPT-OUT STATE", text: text, location: placeholder)
        }
        return nil
    }

    /// `… Could not process negative playhead (-3)` → -3.
    static func refusedPlayhead(in text: String) -> Double? {
        guard let marker = text.byteRange(of: "Could not process negative playhead (") else { return nil }
        let rest = text[marker.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        return Double(String(rest[..<close]).trimmingSpaces())
    }

    /// A numbered error line, or a line the catalog knows (the background warning).
    static func complaintLine(_ line: AndroidSDKLine, catalog: SDKMessageCatalog) -> SDKMessage? {
        let code = errorCode(in: line.text)
        let placeholder = SourceLocation(file: "", line: 0)
        if catalog.match(sdk: "app", code: line.isErrorOrWarning ? code : nil, text: line.text) != nil {
            return catalog.complaint(sdk: "app", code: code, text: line.text, location: placeholder, time: nil)
        }
        guard line.level == "ERROR" || line.level == "E" else { return nil }
        return catalog.complaint(sdk: "app", code: code, text: line.text, location: placeholder, time: nil)
    }

    /// A four-digit error code the line states (`1025`, `Code: 1025`, `"Code":1025`, `(1025)`,
    /// `[1025]`), or `nil`.
    static func errorCode(in text: String) -> Int? {
        let b = Array(text.utf8)
        var i = 0
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        while i < b.count {
            guard isDigit(b[i]) else {
                i += 1
                continue
            }
            var j = i
            while j < b.count, isDigit(b[j]) { j += 1 }
            let before = i > 0 ? b[i - 1] : UInt8(ascii: " ")
            let isWord =
                (before >= 65 && before <= 90) || (before >= 97 && before <= 122) || before == UInt8(ascii: "-")
                || before == UInt8(ascii: ".")
            let after = j < b.count ? b[j] : UInt8(ascii: " ")
            let afterOK =
                after == UInt8(ascii: " ") || after == UInt8(ascii: ")") || after == UInt8(ascii: "]")
                || after == UInt8(ascii: ":") || after == UInt8(ascii: ",") || after == UInt8(ascii: "}")
            if j - i == 4, !isWord, afterOK, let n = Int(String(decoding: b[i..<j], as: UTF8.self)), n >= 1000 {
                return n
            }
            i = j
        }
        return nil
    }

    /// SDK lines read and deliberately passed over: housekeeping that says nothing about the
    /// integration (database, timers, network state, ping internals, getters' echoes).
    static func isKnownChatter(_ text: String) -> Bool {
        chatterPrefixes.contains { text.hasPrefix($0) } || text.hasSuffix("product is disabled on metadata processing")
            // A byte search: `StringProtocol.contains` took an eighth of reading a log of pings.
            || text.containsBytes(" disabled by rule: ")
    }

    /// How the SDK's housekeeping lines begin (built once, not on every line).
    private static let chatterPrefixes = [
        "View pattern", "Seg View pattern", "New Ping(", "([DCR", "Limit Ad Tracking", "Android Id",
        "Inserted record",
        "Deleted ", "Request succeeded", "UPLOAD ended", "Created ", "Creating ", "Default ", "Full data global",
        "Could not handle changes in the keychain", "AppNetworkStateMonitor", "Idle mode",
        "Registered ", "Loaded User Tracking", "App is in foreground", "App was killed", "App running in",
        "Deleting the L pings", "Ping Details from Storage", "DCR Static", "appInResume", "The DB directory",
        "Filtering pending table", "Cached config", "Sending Hello ping", "CONFIG response",
        "Receive content to parse",
        "Client supplied", "Production build", "Subdomain param", "DOG provided", "SDK will send data pings",
        "Loading processor", "Products enabled", "isGooglePlayServicesAvailable", "CAT logging", "Closing ",
        "Successfully received config", "Succesfully created", "config file has been",
        "Started pending pings timer",
        "FpId tracking", "No First Party Id", "First Party Id", "Notified ", "A new user session id",
        "Config is received",
        "Emm ping", "Session ping generated", "START UPLOAD", "START ERROR LOG UPLOAD", "No more error logs",
        "(AppProcessorManager)", "Remove current config update task", "Setup ", "CONFIG RECEIVED API COMPLETION",
        "Detected channel Change", "Video content has been viewed", "Close api waiting", "AppConfig - close",
        "Session stopping", "stop", "Detected updateOTT",
    ]
}
