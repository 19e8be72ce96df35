import Testing

@testable import NLCertKit

/// The progress line draws only when enabled (stderr is a TTY), redraws in place, escapes
/// file names and clears itself at the end.
@Suite struct ReportProgressTests {
    final class Sink: @unchecked Sendable { var text = "" }

    @Test func silentWhenNotATerminal() {
        let sink = Sink()
        let p = ProgressIndicator(enabled: false, total: 3, write: { sink.text += $0 })
        p.next("a.har")
        p.stage("rules", of: "a.har")
        p.finish()
        #expect(sink.text.isEmpty)
    }

    @Test func drawsCountsStagesAndClears() {
        let sink = Sink()
        let p = ProgressIndicator(enabled: true, total: 2, write: { sink.text += $0 })
        p.next("a.har")
        #expect(sink.text == "\r\u{1B}[2K[1/2] checking a.har")
        p.stage("timeline", of: "a.har")
        #expect(sink.text.hasSuffix("\r\u{1B}[2K[1/2] checking a.har: timeline"))
        p.next("b\u{1B}[31m.har")
        #expect(sink.text.hasSuffix("[2/2] checking b\\u{1B}[31m.har"))
        p.finish()
        #expect(sink.text.hasSuffix("\r\u{1B}[2K"))
        #expect(!sink.text.contains("\n"), "one line, redrawn")
    }
}
