import NLCertKit

/// Writes `nlcert decode`'s output as the readers find the requests: read → decode → write, a
/// batch at a time (decoded and formatted on every core, written in file order), so the memory
/// of decoding a million pings does not grow with their number. The bytes are those of the
/// whole document written at once. Nothing is written before the first request, so a file
/// refused outright leaves standard output empty.
final class DecodeWriter: @unchecked Sendable {
    let console: Console
    let json: Bool
    let all: Bool
    let dictionary: ParameterDictionary
    /// Requests offered, and those written (Nielsen's, or all of them with `--all`).
    private(set) var seen = 0
    private(set) var written = 0
    /// Requests read but not yet written.
    private var pending: [CapturedRequest] = []
    /// How many requests are decoded and formatted together.
    static let batch = 256

    init(console: Console, json: Bool, all: Bool, dictionary: ParameterDictionary = .shipped) {
        self.console = console
        self.json = json
        self.all = all
        self.dictionary = dictionary
    }

    /// Takes one request; writes the batch it completes.
    func offer(_ request: CapturedRequest) {
        seen += 1
        pending.append(request)
        if pending.count >= Self.batch { flush() }
    }

    /// Decodes and formats the pending requests on every core, then writes those to be listed,
    /// in order.
    private func flush() {
        guard !pending.isEmpty else { return }
        let (all, dictionary) = (self.all, self.dictionary)
        if json {
            // JSON is joined as bytes: a request's object is ~8 KB of short pieces.
            let objects = Concurrently.map(pending, minimum: 16) { request -> [UInt8]? in
                let ping = PingDecoder.decode(request)
                guard all || ping.kind.isNielsen else { return nil }
                var object = JSONStreamWriter(nestedAt: 2)
                DecodeCommand.json(ping, dictionary: dictionary, into: &object)
                return object.utf8
            }
            pending.removeAll(keepingCapacity: true)
            var out: [UInt8] = []
            out.reserveCapacity(objects.reduce(0) { $0 + ($1?.count ?? 0) + 8 })
            for case let object? in objects {
                out += Array(((written == 0 ? "{\n  \"requests\": [" : ",") + "\n    ").utf8)
                out += object
                written += 1
            }
            if !out.isEmpty { console.out(String(decoding: out, as: UTF8.self)) }
            return
        }
        let texts = Concurrently.map(pending, minimum: 16) { request -> String? in
            let ping = PingDecoder.decode(request)
            guard all || ping.kind.isNielsen else { return nil }
            return DecodeCommand.text([ping], total: 1, dictionary: dictionary, first: true)
        }
        pending.removeAll(keepingCapacity: true)
        var out = ""
        for case let text? in texts {
            // A blank line between requests.
            out += (written == 0 ? "" : "\n") + text
            written += 1
        }
        if !out.isEmpty { console.out(out) }
    }

    /// Writes what is pending and closes the output once every argument has been read.
    func finish() {
        flush()
        if json {
            console.out(written > 0 ? "\n  ]\n}\n" : "{\n  \"requests\": []\n}\n")
        } else if written == 0 {
            console.out(DecodeCommand.text([], total: seen, dictionary: dictionary))
        }
    }
}
