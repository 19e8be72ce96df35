import Foundation
import Testing

@testable import NLCertKit

/// A big HAR is read on two cores, the tail's parts from the end (`HARTail`): the result must
/// be what one pass reads — requests, their lines, columns and entry numbers, notes and their
/// counts, and errors — whatever the number of parts, wherever the readers meet, and whether
/// the guesses of where parts start were right or wrong.
@Suite struct HARTailTests {
    let folder = TempFolder("nlcert-tail")
    /// Numbers of stretches tried: two (one part), a few, and the default (many small parts).
    static let stretchCounts = [2, 8, HARTail.stretches]

    /// Entries with the quirks whose notes and numbers the tail's parts must renumber: zone-less
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

    func read(
        _ path: String, split: Bool, filter: RequestFilter = .all, stretches: Int = HARTail.stretches
    ) throws(CaptureError) -> (Capture, Bool) {
        try HARReader.read(
            source: try FileByteSource(path: path), bufferSize: 4096, maxStringBytes: 1 << 20,
            filter: filter, splitAbove: split ? 0 : Int.max, stretches: stretches)
    }

    /// Reads `path` in one pass and on two cores, several times for each number of stretches
    /// (where the readers meet depends on the schedule), and expects the same capture.
    /// `twoCores`: whether the other core's parts must have been used (`nil`: either).
    func expectSame(_ path: String, filter: RequestFilter = .all, twoCores: Bool? = true) throws {
        let (one, _) = try read(path, split: false, filter: filter)
        for stretches in Self.stretchCounts {
            for _ in 0..<4 {
                let (two, onTwoCores) = try read(path, split: true, filter: filter, stretches: stretches)
                if let twoCores { #expect(onTwoCores == twoCores, "\(stretches) stretches") }
                #expect(two.requests == one.requests, "\(stretches) stretches")
                #expect(two.notes == one.notes)
                #expect(two.leftOutRequests == one.leftOutRequests)
                #expect(two.files == one.files)
            }
        }
    }

    @Test(arguments: ["lines", "pretty", "one line"])
    func partsReadWhatOnePassReads(layout: String) throws {
        let path = try folder.write(
            Self.har(Self.entries(400, pretty: layout == "pretty"), layout: layout), as: "h.har")
        // Whichever core reads more, the front reader reads the first stretch and the other
        // core at least the last part, so the parts are always used.
        try expectSame(path)
        try expectSame(path, filter: .nielsenTraffic)
        let (c, _) = try read(path, split: true)
        // The notes are there to be renumbered: more left-out entries than are listed one by one.
        #expect(c.notes.contains { $0.message.contains("more entries were left out") })
        // Entry 399 is `42`, left out; 398 is the last request.
        #expect(c.requests.last?.location.entry == 398)
    }

    /// An error in any part is the error one pass throws: same line, column and entry, in
    /// the last part, a middle one, or the first stretch.
    @Test(arguments: ["lines", "one line"], [280, 150, 20])
    func anErrorInAPartIsTheSame(layout: String, broken: Int) throws {
        var entries = Self.entries(300, pretty: false)
        entries[broken] =
            #"{"startedDateTime":"2026-11-30T01:07:19.943-07:00","request":{"url":"https://a.test/" nope}}"#
        let path = try folder.write(Self.har(entries, layout: layout), as: "e.har")
        var errors: [CaptureError] = []
        for (split, stretches) in [(false, 2), (true, 2), (true, 8), (true, HARTail.stretches)] {
            do {
                _ = try read(path, split: split, stretches: stretches)
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == 4)
        #expect(errors.first?.entry == broken)
        #expect(errors.allSatisfy { $0 == errors.first })
    }

    /// Guesses land inside an entry (an array of objects that look like entries), in the
    /// middle of the file or near its end: a part starting there is never used, a part that
    /// should stop there ends the chain at the entry it did stop at, and the front reader goes
    /// on from there. The fake entries are never requests.
    @Test(arguments: [20, 33])
    func wrongGuessesAreNeverUsed(at giant: Int) throws {
        var entries = Self.entries(40, pretty: false)
        let fake = #"{"request":{"url":"https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&fake=1"}}"#
        entries[giant] =
            #"{"startedDateTime":"2026-11-30T01:07:19.943-07:00","request":{"url":"https://a.test/"},"#
            + #""_fakes":["# + Array(repeating: fake, count: 400).joined(separator: ",") + "]}"
        let path = try folder.write(Self.har(entries, layout: "lines"), as: "w.har")
        #expect(HARTail.entryStart(in: Array(fake.utf8)) == 0)
        try expectSame(path, twoCores: nil)
        for stretches in Self.stretchCounts {
            let (c, _) = try read(path, split: true, stretches: stretches)
            #expect(!c.requests.contains { $0.url.contains("fake=1") })
            #expect(c.requests.contains { $0.location.entry == giant })
        }
    }
}
