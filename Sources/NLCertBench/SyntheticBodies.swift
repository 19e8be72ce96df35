/// The response bodies of the benchmark's capture, cut from two pools built once: base64 text
/// (the 1–4 MB media bodies) and JSON-escaped JS/HTML lines (the 30–75 KB script and page
/// bodies), dense with `\"`, `\\` and `\uXXXX` escapes and holding decoy Nielsen ping URLs
/// that a reader must not take for requests. A JS/HTML body is whole lines, so it never ends
/// inside an escape.
struct SyntheticBodies {
    /// 4 MiB + 64 KiB of base64 text; a body is a slice of it.
    let base64: [UInt8]
    /// Escaped lines, one after the other, and where each starts (plus the end).
    let script: [UInt8]
    let lineStarts: [Int]
    /// How many lines of `script` hold a decoy ping URL, cumulatively, so a body's decoys are
    /// counted by subtraction.
    let decoysBefore: [Int]

    init(_ rng: inout BenchRandom) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var block: [UInt8] = []
        let size = (4 << 20) + (64 << 10)
        block.reserveCapacity(size + 10)
        while block.count < size {
            let v = rng.next()
            for k in 0..<10 { block.append(alphabet[Int((v >> (UInt64(k) * 6)) & 63)]) }
        }
        base64 = Array(block.prefix(size))
        var script: [UInt8] = []
        var starts: [Int] = []
        var decoys = [0]
        // About 256 KB of lines: any 75 KB body is a run of consecutive ones.
        while script.count < 256_000 {
            starts.append(script.count)
            let (line, isDecoy) = SyntheticBodies.scriptLine(&rng)
            script += SyntheticBodies.jsonEscaped(line)
            decoys.append(decoys[decoys.count - 1] + (isDecoy ? 1 : 0))
        }
        starts.append(script.count)
        self.script = script
        lineStarts = starts
        decoysBefore = decoys
    }

    /// A base64 body of `length` bytes (a multiple of 4).
    func base64Body(_ length: Int, _ rng: inout BenchRandom) -> ArraySlice<UInt8> {
        let start = rng.int(0...(base64.count - length)) & ~3
        return base64[start..<(start + length)]
    }

    /// A JS/HTML body of whole lines, at least `length` bytes long, and the decoys in it.
    func scriptBody(_ length: Int, _ rng: inout BenchRandom) -> (ArraySlice<UInt8>, decoys: Int) {
        let lines = lineStarts.count - 1
        var first = rng.int(0...(lines - 1))
        if script.count - lineStarts[first] < length { first = 0 }
        var last = first + 1
        while last < lines && lineStarts[last] - lineStarts[first] < length { last += 1 }
        return (script[lineStarts[first]..<lineStarts[last]], decoysBefore[last] - decoysBefore[first])
    }

    /// One line of page script or markup (unescaped), and whether it holds a decoy ping URL.
    static func scriptLine(_ rng: inout BenchRandom) -> (String, Bool) {
        let n = rng.int(1...99_999)
        switch rng.int(0...7) {
        case 0:
            return (
                "  nol.send(\"https://secure-\(decoyHost(n)).imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999"
                    + "&c59=sesid,decoy\(n)&rnd=\(n)\", {\"retry\": 0});", true
            )
        case 1:
            return (
                "<a href=\"https://secure-\(decoyHost(n)).imrworldwide.com/cgi-bin/gn?prd=dcr&amp;ci=us-999999&amp;"
                    + "rnd=\(n)\" title=\"Caf\u{E9} \u{2014} \u{201C}\u{C9}pisode \(n)\u{201D}\">"
                    + "\u{AB}Nielsen\u{BB}</a>", true
            )
        case 2:
            return ("  var re\(n) = /\\d+\\.\\d+\\\\(\\w+)/g, path = \"C:\\\\assets\\\\app\(n).js\";", false)
        case 3:
            return ("  el.setAttribute(\"data-title\", \"\\\"Caf\u{E9}\\\" \u{2013} \u{65E5}\u{672C} \(n)\");", false)
        case 4:
            return (
                "<div class=\"player\" data-json='{\"id\":\"\(n)\",\"tag\":\"\\u00e9\"}'>"
                    + "\u{1F3AC} \(n)</div>", false
            )
        default:
            return (
                "  function f\(n)(a, b) { return a + \"\\\"\" + b.replace(/\"/g, \"\\\\\\\"\")"
                    + " + \"\\\"\"; }", false
            )
        }
    }

    static func decoyHost(_ n: Int) -> String { ["us", "cert", "uat", "sdk"][n % 4] }

    /// `text` as the inside of a JSON string the way Charles writes it: `"` `\` and `/` escaped,
    /// a line break as `\n`, anything beyond ASCII as `\uXXXX` (surrogate pairs above U+FFFF).
    static func jsonEscaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for unit in (text + "\n").utf16 {
            switch unit {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x2F: out += [0x5C, 0x2F]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x20..<0x7F: out.append(UInt8(unit))
            default:
                let hex = Array("0123456789abcdef".utf8)
                out += [0x5C, UInt8(ascii: "u")] + (0..<4).map { hex[Int((unit >> (12 - 4 * UInt16($0))) & 15)] }
            }
        }
        return out
    }
}
