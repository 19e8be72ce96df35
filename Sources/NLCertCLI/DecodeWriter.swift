import NLCertKit

/// Writes `nlcert decode`'s output one request at a time, as the readers find them: read →
/// decode → write, so the memory of decoding a million pings does not grow with their number.
/// The bytes are those of the whole document written at once. Nothing is written before the
/// first request, so a file refused outright leaves standard output empty.
final class DecodeWriter: @unchecked Sendable {
    let console: Console
    let json: Bool
    let all: Bool
    let dictionary: ParameterDictionary
    /// Requests offered, and those written (Nielsen's, or all of them with `--all`).
    private(set) var seen = 0
    private(set) var written = 0

    init(console: Console, json: Bool, all: Bool, dictionary: ParameterDictionary = .shipped) {
        self.console = console
        self.json = json
        self.all = all
        self.dictionary = dictionary
    }

    /// Decodes one request and writes it when it is to be listed.
    func offer(_ request: CapturedRequest) {
        seen += 1
        let ping = PingDecoder.decode(request)
        guard all || ping.kind.isNielsen else { return }
        if json {
            let object = JSONWriter.write(DecodeCommand.json(ping, dictionary: dictionary), pretty: true, indent: 2)
            console.out((written == 0 ? "{\n  \"requests\": [" : ",") + "\n    " + object)
        } else {
            console.out(DecodeCommand.text([ping], total: 1, dictionary: dictionary, first: written == 0))
        }
        written += 1
    }

    /// Closes the output once every argument has been read.
    func finish() {
        if json {
            console.out(written > 0 ? "\n  ]\n}\n" : "{\n  \"requests\": []\n}\n")
        } else if written == 0 {
            console.out(DecodeCommand.text([], total: seen, dictionary: dictionary))
        }
    }
}
