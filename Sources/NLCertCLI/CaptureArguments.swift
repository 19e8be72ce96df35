import NLCertKit

/// How `decode` and `timeline` turn their arguments into one capture: an `http(s)://` URL
/// argument is a request on its own (decoded as written); everything else is a file (or `-`
/// for standard input) read by `CaptureReader`, which picks the format from the content.
enum CaptureArguments {
    /// Whether an argument is a URL to decode directly rather than a file.
    static func isURL(_ argument: String) -> Bool {
        guard let url = RequestURL.parse(argument) else { return false }
        return !url.host.isEmpty && (url.scheme == "http" || url.scheme == "https")
    }

    /// Reads the arguments, in order, into one capture.
    static func read(_ arguments: [String], console: Console, filter: RequestFilter = .all) throws(CLIError) -> Capture {
        var capture = Capture()
        var urlCount = 0
        for argument in arguments {
            if isURL(argument) {
                urlCount += 1
                capture.requests.append(CapturedRequest(
                    url: argument, time: nil, location: SourceLocation(file: "argument \(urlCount)", line: 1),
                    format: .urlList, ordinal: urlCount - 1))
                continue
            }
            if argument != "-", argument.contains("://") {
                throw CLIError.input(CaptureError(
                    file: argument, problem: "not an http(s) URL nlcert can decode",
                    hint: "give the full ping URL, starting with https://"))
            }
            do {
                capture.append(try CaptureReader.read(paths: [argument], stdinSource: console.stdinSource, filter: filter))
            } catch {
                throw CLIError.input(error)
            }
        }
        return capture
    }
}
