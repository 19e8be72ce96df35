import Foundation
import NLCertKit

/// How `decode` and `timeline` turn their arguments into one capture: an `http(s)://` URL
/// argument is a request on its own (decoded as written), as is `host/path?query` without a
/// scheme when no file has that name (read as `https://…`, the scheme every current SDK uses);
/// everything else is a file (or `-` for standard input) read by `CaptureReader`, which picks
/// the format from the content.
enum CaptureArguments {
    /// `secure-sdk.imrworldwide.com/cgi-bin/gn?…` → `https://secure-sdk.imrworldwide.com/cgi-bin/gn?…`
    /// when it is not the name of a file and its first segment is a host name.
    static func schemelessURL(_ argument: String) -> String? {
        guard argument != "-", !argument.contains("://"), let slash = argument.firstIndex(of: "/") else { return nil }
        let host = argument[..<slash]
        guard host.contains("."), !host.hasPrefix("."), host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" }),
              !FileManager.default.fileExists(atPath: argument)
        else { return nil }
        let url = "https://" + argument
        return isURL(url) ? url : nil
    }

    /// Whether an argument is a URL to decode directly rather than a file.
    static func isURL(_ argument: String) -> Bool {
        guard let url = RequestURL.parse(argument) else { return false }
        return !url.host.isEmpty && (url.scheme == "http" || url.scheme == "https")
    }

    /// Reads the arguments, in order, into one capture.
    static func read(_ arguments: [String], console: Console, filter: RequestFilter = .all) throws(CLIError) -> Capture {
        try StandardInput.check(arguments, console: console)
        var capture = Capture()
        var urlCount = 0
        for given in arguments {
            let argument = schemelessURL(given) ?? given
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
