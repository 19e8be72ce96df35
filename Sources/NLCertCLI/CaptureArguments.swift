import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        guard host.contains("."), !host.hasPrefix("."),
            host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" }),
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
    static func read(_ arguments: [String], console: Console, filter: RequestFilter = .all) throws(CLIError) -> Capture
    {
        try StandardInput.check(arguments, console: console)
        var capture = Capture()
        var urlCount = 0
        for given in arguments {
            switch try input(given, urlCount: &urlCount) {
            case .request(let request): capture.requests.append(request)
            case .file(let path): capture.append(try readFile(path, console: console, filter: filter))
            }
        }
        return capture
    }

    /// Reads the arguments, in order, handing each request to `each` as soon as its reader has
    /// it and keeping none: what `decode` writes as it goes.
    static func stream(
        _ arguments: [String], console: Console, each: @escaping @Sendable (CapturedRequest) -> Void
    ) throws(CLIError) {
        try StandardInput.check(arguments, console: console)
        let handOver = RequestFilter(handsOverInOrder: true) { request in
            each(request)
            return false
        }
        var urlCount = 0
        for given in arguments {
            switch try input(given, urlCount: &urlCount) {
            case .request(let request): each(request)
            case .file(let path): _ = try readFile(path, console: console, filter: handOver)
            }
        }
    }

    /// One argument: a URL to decode as it is (the `urlCount`-th), or a file (or `-`) to read.
    enum Input {
        case request(CapturedRequest)
        case file(String)
    }

    static func input(_ given: String, urlCount: inout Int) throws(CLIError) -> Input {
        let argument = schemelessURL(given) ?? given
        if isURL(argument) {
            urlCount += 1
            return .request(
                CapturedRequest(
                    url: argument, time: nil, location: SourceLocation(file: "argument \(urlCount)", line: 1),
                    format: .urlList, ordinal: urlCount - 1))
        }
        if argument != "-", argument.contains("://") {
            throw CLIError.input(
                CaptureError(
                    file: argument, problem: "not an http(s) URL nlcert can decode",
                    hint: "give the full ping URL, starting with https://"))
        }
        return .file(argument)
    }

    static func readFile(_ path: String, console: Console, filter: RequestFilter) throws(CLIError) -> Capture {
        do {
            return try CaptureReader.read(paths: [path], stdinSource: console.stdinSource, filter: filter)
        } catch {
            throw CLIError.input(error)
        }
    }
}
