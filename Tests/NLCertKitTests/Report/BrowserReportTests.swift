import Foundation
import Testing

@testable import NLCertKit

/// Opens the HTML report in a real browser (headless Chromium, as `.ci/run` installs it): the
/// DOM after loading must hold the verdict, the checklist, the timelines and the findings, and
/// none of the hostile capture strings may have run as script. A control page proves the check
/// would see a script that did run. Skipped, with the reason, when no browser is installed.
@Suite(
    .enabled(
        if: BrowserLocator.path != nil,
        "no Chromium found (install Debian's chromium, as .ci/run does, or set NLCERT_BROWSER)"))
struct BrowserReportTests {
    struct Run {
        var status: Int32
        var stdout: String
    }

    /// Runs the browser headless with `arguments` and a private profile; fails after `timeout`.
    static func chromium(_ arguments: [String], in dir: String, timeout: TimeInterval = 90) throws -> Run {
        let browser = try #require(BrowserLocator.path)
        let out = dir + "/stdout-\(UUID().uuidString).txt"
        #expect(FileManager.default.createFile(atPath: out, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: out))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: browser)
        p.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(dir)/profile-\(UUID().uuidString)",
            ] + arguments
        p.standardOutput = handle
        p.standardError = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(50_000) }
        if p.isRunning {
            p.terminate()
            Issue.record("the browser did not finish within \(Int(timeout)) s")
        }
        p.waitUntilExit()
        try handle.close()
        return Run(status: p.terminationStatus, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
    }

    static func workDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-browser-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func reportLoadsWithItsPartsAndNoInjectedScriptRuns() throws {
        let dir = try Self.workDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions())
        let file = dir + "/report.html"
        try html.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Self.chromium(["--dump-dom", URL(fileURLWithPath: file).absoluteString], in: dir)
        #expect(run.status == 0)
        let dom = run.stdout
        #expect(dom.contains("<title>nlcert report — FAIL — "), "the title is ours")
        #expect(!dom.contains("<title>pwned</title>"))
        #expect(!dom.contains("data-pwned=\"1\""), "the onerror payload did not run")
        #expect(!dom.lowercased().contains("<script"), "no script element exists")
        #expect(!dom.lowercased().contains("<img"), "no img element exists")
        #expect(dom.contains("<span class=\"badge\">FAIL</span>"))
        #expect(dom.contains("Pre-certification checklist"))
        #expect(dom.components(separatedBy: "<svg class=\"timeline\"").count - 1 == 2)
        for id in ["c1-session-1-f1", "c1-session-1-f2", "c1-session-2-f1"] {
            #expect(dom.contains("id=\"\(id)\""), "finding \(id)")
        }
        // The hostile strings are there, as text.
        #expect(dom.contains("&lt;script&gt;document.title='pwned'&lt;/script&gt;Episode"))
    }

    @Test func theCheckWouldNoticeAScriptThatRan() throws {
        // Control: the same payloads as live markup, without the CSP, do run in this browser —
        // so the assertions above can fail.
        let dir = try Self.workDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/unsafe.html"
        try
            "<!DOCTYPE html><html><head><title>t</title></head><body>\(ReportSamples.hostileTitle)<img src=x onerror=\"document.body.setAttribute('data-pwned','1')\"></body></html>"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Self.chromium(["--dump-dom", URL(fileURLWithPath: file).absoluteString], in: dir)
        #expect(run.stdout.contains("<title>pwned</title>"))
        #expect(run.stdout.contains("data-pwned=\"1\""))
    }

    @Test func screenshotRenders() throws {
        let dir = try Self.workDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/report.html"
        try ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions()).write(
            toFile: file, atomically: true, encoding: .utf8)
        let png = dir + "/report.png"
        let run = try Self.chromium(
            [
                "--hide-scrollbars", "--window-size=1280,2400", "--screenshot=\(png)",
                URL(fileURLWithPath: file).absoluteString,
            ], in: dir)
        #expect(run.status == 0)
        let data = try #require(FileManager.default.contents(atPath: png))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        #expect(data.count > 50_000, "a real page, not a blank one")
        if let keep = ProcessInfo.processInfo.environment["NLCERT_KEEP_SCREENSHOT"] {
            try data.write(to: URL(fileURLWithPath: keep))
        }
    }

    /// Prints `html` to PDF and returns its page count (the page tree's `/Count`).
    static func printedPages(_ html: String, name: String, in dir: String) throws -> Int {
        let file = dir + "/\(name).html"
        try html.write(toFile: file, atomically: true, encoding: .utf8)
        let pdf = dir + "/\(name).pdf"
        let run = try chromium(
            ["--no-pdf-header-footer", "--print-to-pdf=\(pdf)", URL(fileURLWithPath: file).absoluteString], in: dir)
        #expect(run.status == 0)
        let data = try #require(FileManager.default.contents(atPath: pdf))
        #expect(data.prefix(5) == Data("%PDF-".utf8), "a PDF")
        let text = String(decoding: data, as: UTF8.self)
        let counts = text.matches(of: /\/Count ([0-9]+)/).compactMap { Int($0.1) }
        return try #require(counts.max())
    }

    @Test func printsWithDetailsOpenAndNoNearEmptyPages() throws {
        let dir = try Self.workDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions())
        let pages = try Self.printedPages(html, name: "report", in: dir)
        // Folded details (decoded pings, rule verdicts) print open: the same pages as when
        // every one of them is opened by hand.
        let opened = try Self.printedPages(html.replacing("<details>", with: "<details open>"), name: "opened", in: dir)
        #expect(pages == opened, "details printed folded: \(pages) pages, \(opened) with every details open")
        // Keeping rows, findings and pictures whole costs at most a page over not trying (a
        // decoded ping's unfolded parameter table may split: kept whole it left pages blank).
        let loose = try Self.printedPages(html.replacing("break-inside:avoid", with: ""), name: "loose", in: dir)
        #expect(pages <= loose + 1, "\(pages) pages, \(loose) without keep-together rules")
    }
}
