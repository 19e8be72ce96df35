import Foundation
import Testing

@testable import NLCertKit

/// A big HAR is read in two halves on two cores (`HARSecondHalf`): the result must be what one
/// pass reads — requests, their lines, columns and entry numbers, notes and their counts, and
/// errors — whether the guess of where the second half starts was right or wrong.
@Suite struct HARHalvesTests {
    let folder = TempFolder("nlcert-halves")

    /// Entries with the quirks whose notes and numbers a second half must renumber: zone-less
    /// and unreadable times, entries without a URL or not objects, protocol-relative URLs.
    static func entries(_ count: Int, pretty: Bool) -> [String] {
        (0..<count).map { i in
            if i % 17 == 8 { return "42" }
            let time =
                i % 7 == 3 ? "2026-11-30T01:07:19.943" : i % 11 == 5 ? "yesterday" : "2026-11-30T01:07:19.943-07:00"
            let url =
                i % 19 == 9
                ? "//secure-uat.imrworldwide.com/cgi-bin/gn?prd=dcr&n=\(i)"
                : i % 5 == 0
                    ? "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&n=\(i)"
                    : "https://cdn.example.test/a/\(i).js"
            let request = i % 13 == 6 ? #"{"method":"GET"}"# : #"{"method":"GET","url":""# + url + #""}"#
            let body = String(repeating: #"x\"y\\z\u00e9 "#, count: 20 + i % 9)
            let lines = [
                #""startedDateTime":""# + time + #"""#, #""request":"# + request,
                #""response":{"status":200,"content":{"text":""# + body + #""}}"#,
            ]
            let sep = pretty ? ",\n      " : ","
            return pretty
                ? "{\n      " + lines.joined(separator: sep) + "\n    }" : "{" + lines.joined(separator: sep) + "}"
        }
    }

    static func har(_ entries: [String], layout: String) -> String {
        let head = #"{"log":{"version":"1.2","creator":{"name":"Charles Proxy","version":"4.6.6"},"entries":["#
        switch layout {
        case "lines": return head + "\n" + entries.joined(separator: ",\n") + "\n]}}\n"
        case "pretty": return head + "\n    " + entries.joined(separator: ",\n    ") + "\n  ]\n}}\n"
        default: return head + entries.joined(separator: ",") + "]}}"
        }
    }

    func read(_ path: String, split: Bool, filter: RequestFilter = .all) throws(CaptureError) -> (Capture, Bool) {
        try HARReader.read(
            source: try FileByteSource(path: path), bufferSize: 4096, maxStringBytes: 1 << 20,
            filter: filter, splitAbove: split ? 0 : Int.max)
    }

    func expectSame(_ path: String, filter: RequestFilter = .all, halves: Bool = true) throws {
        let (one, _) = try read(path, split: false, filter: filter)
        let (two, inHalves) = try read(path, split: true, filter: filter)
        #expect(inHalves == halves)
        #expect(two.requests == one.requests)
        #expect(two.notes == one.notes)
        #expect(two.leftOutRequests == one.leftOutRequests)
        #expect(two.files == one.files)
    }

    @Test(arguments: ["lines", "pretty", "one line"])
    func halvesReadWhatOnePassReads(layout: String) throws {
        let path = try folder.write(
            Self.har(Self.entries(400, pretty: layout == "pretty"), layout: layout), as: "h.har")
        try expectSame(path)
        try expectSame(path, filter: .nielsenTraffic)
        let (c, _) = try read(path, split: true)
        // The notes are there to be renumbered: more left-out entries than are listed one by one.
        #expect(c.notes.contains { $0.message.contains("more entries were left out") })
        // Entry 399 is `42`, left out; 398 is the last request.
        #expect(c.requests.last?.location.entry == 398)
    }

    /// An error in the second half is the error one pass throws: same line, column and entry.
    @Test(arguments: ["lines", "one line"])
    func anErrorInTheSecondHalfIsTheSame(layout: String) throws {
        var entries = Self.entries(300, pretty: false)
        entries[280] = #"{"startedDateTime":"2026-11-30T01:07:19.943-07:00","request":{"url":"https://a.test/" nope}}"#
        let path = try folder.write(Self.har(entries, layout: layout), as: "e.har")
        var errors: [CaptureError] = []
        for split in [false, true] {
            do {
                _ = try read(path, split: split)
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == 2)
        #expect(errors.first?.entry == 280)
        #expect(errors.first == errors.last)
    }

    /// The guess lands inside an entry (an array of objects that look like entries): the
    /// second half is dropped and the file read in one pass; the fake entries are not requests.
    @Test func aWrongGuessIsDropped() throws {
        var entries = Self.entries(40, pretty: false)
        let fake = #"{"request":{"url":"https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&fake=1"}}"#
        entries[20] =
            #"{"startedDateTime":"2026-11-30T01:07:19.943-07:00","request":{"url":"https://a.test/"},"#
            + #""_fakes":["# + Array(repeating: fake, count: 400).joined(separator: ",") + "]}"
        let path = try folder.write(Self.har(entries, layout: "lines"), as: "w.har")
        #expect(HARSecondHalf.entryStart(in: Array(fake.utf8)) == 0)
        try expectSame(path, halves: false)
        let (c, _) = try read(path, split: true)
        #expect(!c.requests.contains { $0.url.contains("fake=1") })
        #expect(c.requests.contains { $0.location.entry == 20 })
    }
}
