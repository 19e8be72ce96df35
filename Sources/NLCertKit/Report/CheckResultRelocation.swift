/// Renames the files a check result points at (inputs, file list, every location), so reports
/// name captures relative to the working directory (or `--base-dir`) whatever path they were
/// opened by — and goldens do not depend on where the repository lives. `rename` is called
/// once per distinct path.
///
/// A million-ping result holds a million pings, events and verdicts: they are renamed in place,
/// and only where the name changes, so a result its caller hands over (`relocate`) is not
/// copied — a copy of every ping and event doubled the memory of a large check.
extension CheckResult {
    public func relocated(_ rename: (String) -> String) -> CheckResult {
        var r = self
        r.relocate(rename)
        return r
    }

    /// Renames in place: a result held only here keeps its pings, events and findings.
    public mutating func relocate(_ rename: (String) -> String) {
        var cache: [String: String] = [:]
        var last: (from: String, to: String)?
        func renamed(_ path: String) -> String {
            // Nearly every location names the same file: most look-ups are one comparison.
            if let last, last.from == path { return last.to }
            let r = cache[path] ?? rename(path)
            cache[path] = r
            last = (path, r)
            return r
        }
        relocating(renamed)
    }

    private mutating func relocating(_ rename: (String) -> String) {
        inputs = inputs.map(rename)
        for i in findings.indices { Self.relocate(&findings[i], rename) }
        for i in verdicts.indices where !verdicts[i].findings.isEmpty {
            for j in verdicts[i].findings.indices { Self.relocate(&verdicts[i].findings[j], rename) }
        }
        for i in suppressed.indices { Self.relocate(&suppressed[i].finding, rename) }
        timeline.relocate(rename)
    }

    private static func relocate(_ f: inout Finding, _ rename: (String) -> String) {
        for k in f.items.indices {
            let file = rename(f.items[k].location.file)
            if file != f.items[k].location.file { f.items[k].location.file = file }
        }
    }
}
