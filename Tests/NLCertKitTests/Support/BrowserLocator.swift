import Foundation

/// Finds the headless browser for `BrowserReportTests`: `$NLCERT_BROWSER`, else the first
/// Chromium on `PATH`. Prints why the browser tests are skipped when there is none.
enum BrowserLocator {
    static let path: String? = {
        let env = ProcessInfo.processInfo.environment
        if let b = env["NLCERT_BROWSER"], FileManager.default.isExecutableFile(atPath: b) { return b }
        let dirs = (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for dir in dirs where FileManager.default.isExecutableFile(atPath: dir + "/" + name) {
                return dir + "/" + name
            }
        }
        print("BrowserReportTests: SKIPPED — no Chromium on PATH (apt-get install -y chromium, or set NLCERT_BROWSER)")
        return nil
    }()
}
