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
        var moved = MovedEvidence()
        for i in findings.indices { moved.relocate(&findings[i], rename) }
        for i in verdicts.indices where !verdicts[i].findings.isEmpty {
            var list = verdicts[i].findings
            for j in list.indices { moved.relocate(&list[j], rename) }
            verdicts[i].findings = list
        }
        for i in suppressed.indices { moved.relocate(&suppressed[i].finding, rename) }
        timeline.relocate(rename)
    }

    /// Evidence lists already renamed, by the storage they had before: a finding is held both
    /// in the result's list and in its verdict, sharing one evidence list, and renaming each
    /// copy on its own gave each a list of its own (100 MB more for 200,000 findings). The old
    /// lists are kept until the renaming is done, so no storage address is reused meanwhile.
    private struct MovedEvidence {
        var renamed: [UnsafeRawPointer: (old: [EvidenceItem], new: [EvidenceItem])] = [:]

        mutating func relocate(_ f: inout Finding, _ rename: (String) -> String) {
            guard f.items.contains(where: { rename($0.location.file) != $0.location.file }) else { return }
            let key = f.items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
            if let key, let done = renamed[key] {
                f.items = done.new
                return
            }
            let old = f.items
            for k in f.items.indices {
                let file = rename(f.items[k].location.file)
                if file != f.items[k].location.file { f.items[k].location.file = file }
            }
            if let key { renamed[key] = (old, f.items) }
        }
    }
}
