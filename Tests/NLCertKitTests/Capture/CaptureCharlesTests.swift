import Testing

@testable import NLCertKit

/// The Charles JSON session reader (`Fixtures/capture/session.chlsj`).
@Suite struct CaptureCharlesTests {
    @Test func transactionsBecomeRequests() throws {
        let path = Fixtures.path("capture/session.chlsj")
        let c = try CaptureReader.read(paths: [path], stdin: { [] })
        #expect(c.files.map(\.format) == [.charlesJSON])
        #expect(
            c.requests.map(\.url) == [
                "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&c59=sesid,22",
                "https://secure-sdk.imrworldwide.com",
                "http://cdn.example.test:8080/conf.json",
                "http://plain.example.test/",
            ])
        #expect(c.requests.map(\.isTunnel) == [false, true, false, false])
        #expect(c.requests.map(\.status) == [200, nil, 0, 204])
        #expect(c.requests[0].time?.epochMillis == 1_796_026_059_798)
        #expect(c.requests[0].time?.utcOffsetSeconds == -25200)
        #expect(c.requests[2].time == nil)
        #expect(c.requests[2].failure == "Charles status EXCEPTION: Connection refused")
        #expect(c.requests[0].failure == nil)
        #expect(c.requests.map(\.location.line) == [1, 2, 3, 4])
        #expect(c.requests.map(\.location.column) == [2, 1, 1, 1])
        #expect(c.requests.map(\.ordinal) == [0, 1, 2, 3])
    }

    @Test func anArrayOfOtherThingsIsNotACharlesSession() {
        #expect(throws: CaptureError.self) {
            try CaptureReader.read(paths: ["-"], stdin: { Array("[1, 2, 3]".utf8) })
        }
        do {
            _ = try CaptureReader.read(paths: ["-"], stdin: { Array(#"[{"name": "x"}]"#.utf8) })
            Issue.record("expected an error")
        } catch {
            #expect(error.problem.contains("not a Charles session"))
            #expect(error.line == 1)
            #expect(error.column == 2)
            #expect(error.entry == 0)
        }
    }
}
