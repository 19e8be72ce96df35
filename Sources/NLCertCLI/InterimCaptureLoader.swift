import Foundation
import NLCertKit

/// A stop-gap reader for `decode` and `timeline` until the capture stage's `CaptureReader`
/// reaches this branch: URL arguments, URL-per-line files (including the corpus
/// `epoch_ms<TAB>utc<TAB>kind<TAB>url` lines) and nlcert API traces (JSON Lines with `api`).
/// Anything it cannot read is a `CaptureError` (exit 2), never a crash.
enum InterimCaptureLoader {
    /// Whether an argument is a URL to decode directly rather than a file.
    static func looksLikeURL(_ argument: String) -> Bool {
        guard let url = RequestURL.parse(argument) else { return false }
        return !url.host.isEmpty && (url.scheme == "http" || url.scheme == "https")
    }

    /// Reads and joins the files (or URL arguments) into one capture.
    static func load(_ arguments: [String], stdin: () -> [UInt8]) throws(CaptureError) -> Capture {
        var capture = Capture()
        for (n, argument) in arguments.enumerated() {
            if looksLikeURL(argument) {
                let request = CapturedRequest(
                    url: argument, time: nil, location: SourceLocation(file: "argument \(n + 1)", line: 1),
                    format: .urlList, ordinal: capture.requests.count)
                capture.requests.append(request)
                continue
            }
            let bytes: [UInt8]
            if argument == "-" {
                bytes = stdin()
            } else {
                guard let data = FileManager.default.contents(atPath: argument) else {
                    throw CaptureError(
                        file: argument, problem: "cannot read this file (or it is not a http(s) URL)",
                        hint: "give a capture file that exists, or a full https:// ping URL")
                }
                bytes = [UInt8](data)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw CaptureError(file: argument, problem: "the file is not UTF-8 text", hint: "give a URL list, an API trace or a HAR export")
            }
            capture.append(try read(text: text, path: argument))
        }
        return capture
    }

    static func read(text: String, path: String) throws(CaptureError) -> Capture {
        var capture = Capture()
        var lineNumber = 0
        var isTrace = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let location = SourceLocation(file: path, line: lineNumber)
            if trimmed.hasPrefix("{") {
                isTrace = true
                do {
                    let json = try JSONParser.parse(String(trimmed))
                    guard let api = json["api"]?.stringValue else {
                        capture.notes.append(CaptureNote(level: .warning, location: location, message: "trace line without \"api\"; skipped"))
                        continue
                    }
                    let time = json["ts"]?.doubleValue.map { Timestamp(epochMillis: $0) }
                    capture.calls.append(APICall(
                        api: APIName(platformName: api), rawName: api, args: json["args"]?.arrayValue ?? [], time: time,
                        location: location, format: .apiTrace, ordinal: capture.calls.count))
                } catch {
                    capture.notes.append(CaptureNote(
                        level: .warning, location: SourceLocation(file: path, line: lineNumber, column: error.column),
                        message: "not a JSON trace line (\(error.message)); skipped"))
                }
                continue
            }
            let fields = trimmed.split(separator: "\t", omittingEmptySubsequences: false)
            var urlText = String(trimmed)
            var time: Timestamp?
            if fields.count >= 4, let ms = Double(fields[0]) {
                urlText = String(fields[3])
                time = Timestamp(epochMillis: ms, utcOffsetSeconds: 0, original: String(fields[1]))
            }
            guard looksLikeURL(urlText) else {
                capture.notes.append(CaptureNote(level: .info, location: location, message: "line holds no http(s) URL; skipped"))
                continue
            }
            capture.requests.append(CapturedRequest(
                url: urlText, time: time, location: location, format: .urlList, ordinal: capture.requests.count))
        }
        if capture.requests.isEmpty && capture.calls.isEmpty {
            throw CaptureError(
                file: path, problem: "no URL or API call found in this file",
                hint: "give a URL list (one URL per line), an nlcert API trace, or a ping URL")
        }
        capture.files.append(CaptureFile(
            path: path, format: isTrace && capture.requests.isEmpty ? .apiTrace : .urlList,
            requestCount: capture.requests.count, callCount: capture.calls.count))
        return capture
    }
}
