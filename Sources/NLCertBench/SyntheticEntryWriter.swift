import NLCertKit

/// Writes the entries of the benchmark's capture one by one and counts what it wrote: pings
/// (one entry in five, real shapes, 40 to a viewing session), the decoys, and the others with
/// their bodies.
struct SyntheticEntryWriter {
    let bodies: SyntheticBodies
    let heavyBodies: Bool
    /// Each template split at its placeholders once, so a ping is written piece by piece.
    let templates = BenchPingTemplates.urls.map { SyntheticEntryWriter.split($0.replacingAll("/", with: "\\/")) }
    var summary = SyntheticHARGenerator.Summary(bytes: 0, entries: 0, pings: 0, decoys: 0)
    var millis = 1_796_026_039_673.0
    var session = 0
    var createtm = 1_796_026_040
    /// Pings to a viewing session.
    var sessionPings = 40

    init(bodies: SyntheticBodies, heavyBodies: Bool) {
        self.bodies = bodies
        self.heavyBodies = heavyBodies
    }

    mutating func writeEntry(_ out: inout BenchWriter, _ rng: inout BenchRandom) {
        millis += Double(rng.int(5...200))
        let time = Timestamp(epochMillis: millis, utcOffsetSeconds: -25_200).iso8601
        // Per 10,000 entries: 2,000 pings, 9 base64 bodies of 1-4 MB, 291 JS/HTML bodies of
        // 30-75 KB, and small requests: about 13,000 pings in 350 MB, the bodies 3/4 of the bytes.
        let kind = rng.int(0...9_999)
        let isPing = kind < 2_000
        out.put(#"{"startedDateTime":""# + time + #"","time":"# + String(rng.int(1...300)) + ",")
        let url: String
        if isPing {
            url = pingURL(&rng)
            // The script that sent it, as Chrome records it: a decoy ping URL in the stack.
            out.put(#""_initiator":{"type":"script","stack":{"callFrames":[{"#)
            out.put(#""functionName":"sendPing","scriptId":"42","#)
            out.put(#""url":"https:\/\/secure-us.imrworldwide.com\/cgi-bin\/gn?prd=dcr&ci=us-999999&rnd="#)
            out.put(String(rng.int(1...999_999)) + #"","lineNumber":1,"columnNumber":1}]}},"#)
            summary.decoys += 1
        } else {
            let n = rng.int(1...99_999)
            let suffix = kind < 2_009 ? ".mp4" : kind < 2_300 ? ".js" : ".jpg"
            url = "https:\\/\\/cdn\(n % 7).player.example.test\\/assets\\/\(n)\(suffix)?v=\(rng.int(1...999))"
        }
        out.put(#""request":{"method":"GET","url":""# + url + #"","httpVersion":"HTTP\/1.1","cookies":[],"#)
        out.put(#""headers":[{"name":"Host","value":"cdn.player.example.test"},{"name":"User-Agent","value":"#)
        out.put(#""Mozilla\/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit\/605.1.15"},"#)
        out.put(#"{"name":"Accept","value":"*\/*"}],"queryString":[],"headersSize":412,"bodySize":0},"#)
        out.put(#""response":{"_charlesStatus":"COMPLETE","status":200,"statusText":"OK","httpVersion":"HTTP\/1.1","#)
        let bodySize = writeContent(&out, &rng, kind: isPing ? nil : kind)
        out.put(#","redirectURL":null,"headersSize":210,"bodySize":"# + String(bodySize) + "},")
        out.put(#""serverIPAddress":"203.0.113.7","cache":{},"timings":{"dns":-1,"connect":-1,"ssl":-1,"#)
        out.put(#""send":0,"wait":11,"receive":1}}"#)
        summary.entries += 1
    }

    /// An entry that is a ping and nothing else (`SyntheticHARGenerator.distinctPings`): sent
    /// at its `createtm`, delivered, no body. Each viewing session is an app session of its own
    /// (the templates' `sessionId` made the session's), so that no two URLs are the same.
    mutating func writePingEntry(_ out: inout BenchWriter, _ rng: inout BenchRandom) {
        let shared = pingURL(&rng)
        let url = shared.replacingAll(
            "sessionId=" + Self.templateAppSession, with: "sessionId=bench\(session)app\(1_796_026_040 + session)")
        let time = Timestamp(epochMillis: Double(createtm) * 1000 + Double(rng.int(0...999)), utcOffsetSeconds: 0)
        out.put(#"{"startedDateTime":""# + time.iso8601 + #"","time":12,"request":{"method":"GET","url":""#)
        out.put(url + #"","httpVersion":"HTTP\/1.1","cookies":[],"headers":[],"queryString":[],"headersSize":-1,"#)
        out.put(#""bodySize":0},"response":{"status":200,"statusText":"OK","httpVersion":"HTTP\/1.1","cookies":[],"#)
        out.put(#""headers":[],"content":{"size":43,"mimeType":"image\/gif"},"redirectURL":"","headersSize":-1,"#)
        out.put(#""bodySize":43},"cache":{},"timings":{"send":0,"wait":12,"receive":0}}"#)
        summary.entries += 1
    }

    /// A ping's URL: per viewing session the session ping, the view ping, the metadata ping,
    /// then duration pings.
    mutating func pingURL(_ rng: inout BenchRandom) -> String {
        if summary.pings % sessionPings == 0 { session += 1 }
        createtm += rng.int(1...10)
        let slot = summary.pings % sessionPings
        let template = templates[slot == 0 ? 3 : slot == 1 ? 0 : slot == 2 ? 1 : 2]
        let values = [
            "{SESID}": "bench\(session)x\(1_796_026_040 + session)", "{CREATETM}": String(createtm),
            "{RND}": String(rng.int(100_000...999_999)),
        ]
        summary.pings += 1
        return template.map { values[$0] ?? $0 }.joined()
    }

    /// The response's headers and `content` (with its body, if any); returns the body size.
    mutating func writeContent(_ out: inout BenchWriter, _ rng: inout BenchRandom, kind: Int?) -> Int {
        guard let kind else {
            out.put(#""cookies":[],"headers":[{"name":"Content-Type","value":"image\/gif"}],"#)
            out.put(#""content":{"size":43,"mimeType":"image\/gif"}"#)
            return 43
        }
        var mime = "image\\/jpeg"
        var body: ArraySlice<UInt8>?
        var encoding = ""
        if !heavyBodies || kind < 2_009 {
            let length = heavyBodies ? rng.int(250_000...1_000_000) * 4 : rng.int(125...1275) * 4
            if heavyBodies { mime = "video\\/mp4" }
            body = bodies.base64Body(length, &rng)
            encoding = "base64"
        } else if kind < 2_300 {
            let (text, decoys) = bodies.scriptBody(rng.int(30_000...75_000), &rng)
            summary.decoys += decoys
            mime = kind % 2 == 0 ? "text\\/html" : "application\\/javascript"
            body = text
        }
        let size = body.map { encoding.isEmpty ? $0.count : $0.count / 4 * 3 } ?? 0
        out.put(#""cookies":[],"headers":[{"name":"Content-Type","value":""# + mime + #""}],"#)
        out.put(#""content":{"size":"# + String(size) + #","mimeType":""# + mime + #"""#)
        if let body {
            out.put(#","text":""#)
            out.put(body)
            out.put(encoding.isEmpty ? #"""# : #"","encoding":"base64""#)
        }
        out.put("}")
        return size
    }

    /// The app session (`sessionId`) the templates were captured in.
    static let templateAppSession = "eawcwlecachn0oxzv6pcfee1jzijd1796026039"

    /// A template cut into literal pieces and `{NAME}` placeholders, in order.
    static func split(_ template: String) -> [String] {
        var pieces: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(String(rest[..<open]))
            pieces.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(String(rest))
        return pieces
    }
}
