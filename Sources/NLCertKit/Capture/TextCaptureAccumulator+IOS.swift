extension TextCaptureAccumulator {
    /// An iOS SDK console that shows calls, no DEBUG line and no request at all: recorded at
    /// INFO level, where the SDK logs no request — the file cannot show the traffic.
    var showsIOSCallsOnly: Bool {
        iosDebugLines == 0 && requestTotal == 0 && calls.contains { $0.format == .iosConsole }
    }

    /// The closing notes about an iOS App SDK console: what unified logging hid, what the
    /// log's level left out, answers that had no request.
    mutating func finishIOSNotes() {
        if let first = firstRedactedSDKLine {
            note(
                .warning, line: first,
                "\(redactedSDKLines) line(s) of the Nielsen SDK show only <private>: App SDK 9.x and older write their messages as private data, which unified logging hides outside Xcode's debugger, so nlcert cannot tell which calls they were. Update to App SDK 10.x (it writes them as public), run the app from Xcode and save its console, or add the nlcert call recorder (samples/ios) to the debug build"
            )
        }
        if let first = firstRedactedCall {
            note(
                .warning, line: first,
                "\(redactedCalls) call(s) show <private> where their argument was: they are kept in order with unknown arguments, and the rules that read arguments decide from the pings or say not checked. App SDK 10.x writes arguments as public; the nlcert call recorder (samples/ios) logs them in full"
            )
        }
        if showsIOSCallsOnly, let first = firstIOSLine {
            note(
                .info, line: first,
                "the iOS SDK's console shows its calls but none of its requests: it was recorded at INFO level (nol_devDebug \"INFO\"), or the console left out debug messages (log stream without --level debug, log show without --debug, Console.app without Action → Include Debug Messages). The calls are exact evidence; the pings come from a network capture of the same run given beside it (a HAR), or record again with nol_devDebug \"DEBUG\""
            )
        }
        if let first = firstStrayResponse {
            note(
                .info, line: first,
                "\(strayResponses) answer(s) of the SDK's HTTP client (statusCode) came with no request logged before them (the log lost the request's line, or starts after it): not counted as requests"
            )
        }
    }
}
