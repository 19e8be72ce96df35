#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NLCertKit

/// Writes the benchmark's synthetic capture: a Charles-like HAR 1.2 (tab-free single-line
/// entries, `\/` escapes, `-07:00` times, `_charlesStatus`) in which about one entry in five
/// is a Nielsen ping built from the corpus' real shapes with varying `sesid` / `createtm` /
/// `rnd`, and the rest are ordinary requests with base64 response bodies. A fixed seed makes
/// the file identical for the same size.
struct SyntheticHARGenerator {
    struct Summary: Equatable {
        var bytes: Int
        var entries: Int
        var pings: Int
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotCreate(String, String)
        case writeFailed(String, String)

        var description: String {
            switch self {
            case .cannotCreate(let path, let why): return "cannot create \(path): \(why)"
            case .writeFailed(let path, let why): return "writing \(path) failed: \(why)"
            }
        }
    }

    static let seed: UInt64 = 0x6E6C_6365_7274  // "nlcert"
    var targetBytes: Int

    /// Writes the file and says what is in it.
    func write(to path: String) throws(Failure) -> Summary {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .cannotCreate(path, String(cString: strerror(errno))) }
        defer { close(fd) }
        var out = BenchWriter(fd: fd, path: path)
        var rng = BenchRandom(seed: SyntheticHARGenerator.seed)
        let base64 = SyntheticHARGenerator.base64Block(&rng)
        // Each template split at its placeholders once, so a ping is written piece by piece.
        let templates = BenchPingTemplates.urls.map { SyntheticHARGenerator.split($0.replacingAll("/", with: "\\/")) }
        var summary = Summary(bytes: 0, entries: 0, pings: 0)
        out.put(#"{"log":{"version":"1.2","creator":{"name":"Charles Proxy","version":"4.6.6"},"entries":["#)
        out.put("\n")
        var millis = 1_796_026_039_673.0
        var session = 0
        var createtm = 1_796_026_040
        while out.written < targetBytes {
            if summary.entries > 0 { out.put(",\n") }
            millis += Double(rng.int(5...200))
            let time = Timestamp(epochMillis: millis, utcOffsetSeconds: -25_200).iso8601
            let isPing = rng.int(0...9) < 2
            let url: String
            var bodyLength = 0
            if isPing {
                if summary.pings % 40 == 0 { session += 1 }
                createtm += rng.int(1...10)
                // Per viewing session: the session ping, the view ping, the metadata ping, then
                // duration pings.
                let slot = summary.pings % 40
                let template = templates[slot == 0 ? 3 : slot == 1 ? 0 : slot == 2 ? 1 : 2]
                let values = [
                    "{SESID}": "bench\(session)x\(1_796_026_040 + session)", "{CREATETM}": String(createtm),
                    "{RND}": String(rng.int(100_000...999_999)),
                ]
                url = template.map { values[$0] ?? $0 }.joined()
                summary.pings += 1
            } else {
                let n = rng.int(1...99_999)
                url = "https:\\/\\/cdn\(n % 7).player.example.test\\/assets\\/\(n).jpg?v=\(rng.int(1...999))"
                bodyLength = rng.int(125...1275) * 4
            }
            out.put(#"{"startedDateTime":""# + time + #"","time":"# + String(rng.int(1...300)))
            out.put(#","request":{"method":"GET","url":""# + url + #"","httpVersion":"HTTP\/1.1","cookies":[],"#)
            out.put(#""headers":[{"name":"Host","value":"cdn.player.example.test"},{"name":"User-Agent","value":"#)
            out.put(#""Mozilla\/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit\/605.1.15"},"#)
            out.put(#"{"name":"Accept","value":"*\/*"}],"queryString":[],"headersSize":412,"bodySize":0},"#)
            out.put(#""response":{"_charlesStatus":"COMPLETE","status":200,"statusText":"OK","httpVersion":"HTTP\/1.1","#)
            out.put(#""cookies":[],"headers":[{"name":"Content-Type","value":"image\/jpeg"}],"content":{"size":"#)
            out.put(String(bodyLength / 4 * 3) + #","mimeType":"image\/jpeg""#)
            if bodyLength > 0 {
                let start = rng.int(0...(base64.count - bodyLength))
                out.put(#","text":""#)
                out.put(base64[start..<(start + bodyLength)])
                out.put(#"","encoding":"base64""#)
            }
            out.put(#"},"redirectURL":null,"headersSize":210,"bodySize":"# + String(bodyLength / 4 * 3) + "},")
            out.put(#""serverIPAddress":"203.0.113.7","cache":{},"timings":{"dns":-1,"connect":-1,"ssl":-1,"#)
            out.put(#""send":0,"wait":11,"receive":1}}"#)
            summary.entries += 1
        }
        out.put("\n]}}\n")
        try out.flush()
        summary.bytes = out.written
        return summary
    }

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

    /// 64 KiB of base64 text from pseudo-random bytes; bodies are slices of it.
    static func base64Block(_ rng: inout BenchRandom) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var block: [UInt8] = []
        block.reserveCapacity(65_536)
        while block.count < 65_536 {
            let v = rng.next()
            for k in 0..<10 { block.append(alphabet[Int((v >> (UInt64(k) * 6)) & 63)]) }
        }
        return Array(block.prefix(65_536))
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        return result + rest
    }
}
