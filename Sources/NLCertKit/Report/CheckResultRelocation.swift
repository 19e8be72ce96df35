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
        // A reader's note was written as `file:line:column: message` with the file as it was
        // opened: it is renamed like the evidence, or a report named the same capture two ways
        // (and an absolute path put the user's home into a shared report).
        let opened = Set(inputs + timeline.files.map(\.path)).sorted { $0.count > $1.count }
        warnings = warnings.map { warning in
            guard let file = opened.first(where: { warning.hasPrefix($0 + ":") }) else { return warning }
            let to = rename(file)
            return to == file ? warning : to + warning.dropFirst(file.count)
        }
        inputs = inputs.map(rename)
        // A finding is held both by its verdict and by the result's list, one box for the two.
        // Renamed copy by copy, each got a box and an evidence list of its own (100 MB more
        // for 200,000 findings): a verdict's finding, once renamed, takes the list's place too,
        // so the old box goes at once and the two keep sharing.
        // Built at the first finding renamed: a capture named relative to here renames none.
        var listed: [ObjectIdentifier: Int] = [:]
        var renamedInList = Set<Int>()
        for i in verdicts.indices where !verdicts[i].findings.isEmpty {
            var list = verdicts[i].findings
            var changed = false
            for j in list.indices {
                // Asked before `list` is changed: a change copies the verdict's list first.
                guard Self.renames(list[j], rename) else { continue }
                if listed.isEmpty, !findings.isEmpty {
                    listed.reserveCapacity(findings.count)
                    for k in findings.indices { listed[findings[k].storageIdentity] = k }
                }
                let old = list[j].storageIdentity
                Self.relocate(&list[j], rename)
                changed = true
                if let k = listed[old] {
                    findings[k] = list[j]
                    renamedInList.insert(k)
                }
            }
            if changed { verdicts[i].findings = list }
        }
        for k in findings.indices where !renamedInList.contains(k) && Self.renames(findings[k], rename) {
            Self.relocate(&findings[k], rename)
        }
        for i in suppressed.indices where Self.renames(suppressed[i].finding, rename) {
            Self.relocate(&suppressed[i].finding, rename)
        }
        timeline.relocate(rename)
    }

    /// Whether `rename` changes the name of a file of the finding's evidence.
    private static func renames(_ f: Finding, _ rename: (String) -> String) -> Bool {
        f.items.contains { rename($0.location.file) != $0.location.file }
    }

    /// Renames the files of a finding's evidence; whether any name changed.
    @discardableResult
    private static func relocate(_ f: inout Finding, _ rename: (String) -> String) -> Bool {
        guard renames(f, rename) else { return false }
        var items = f.items
        for k in items.indices {
            let file = rename(items[k].location.file)
            if file != items[k].location.file { items[k].location.file = file }
        }
        f.items = items
        return true
    }
}
