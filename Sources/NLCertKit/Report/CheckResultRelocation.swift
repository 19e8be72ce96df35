/// Renames the files a check result points at (inputs, file list, every location), so reports
/// name captures relative to the working directory (or `--base-dir`) whatever path they were
/// opened by — and goldens do not depend on where the repository lives. `rename` is called
/// once per distinct path.
extension CheckResult {
    public func relocated(_ rename: (String) -> String) -> CheckResult {
        var cache: [String: String] = [:]
        func renamed(_ path: String) -> String {
            if let r = cache[path] { return r }
            let r = rename(path)
            cache[path] = r
            return r
        }
        return relocating(renamed)
    }

    private func relocating(_ rename: (String) -> String) -> CheckResult {
        func loc(_ l: SourceLocation) -> SourceLocation {
            var l = l
            l.file = rename(l.file)
            return l
        }
        func finding(_ f: Finding) -> Finding {
            var f = f
            f.items = f.items.map { item in
                var item = item
                item.location = loc(item.location)
                return item
            }
            return f
        }
        func call(_ c: APICall) -> APICall {
            var c = c
            c.location = loc(c.location)
            return c
        }
        var r = self
        r.inputs = inputs.map(rename)
        r.findings = findings.map(finding)
        r.verdicts = verdicts.map { v in
            var v = v
            v.findings = v.findings.map(finding)
            return v
        }
        r.suppressed = suppressed.map { SuppressedFinding(finding: finding($0.finding), cause: $0.cause) }
        var t = timeline
        t.files = t.files.map { f in
            var f = f
            f.path = rename(f.path)
            return f
        }
        t.notes = t.notes.map { CaptureNote(level: $0.level, location: loc($0.location), message: $0.message) }
        t.pings = t.pings.map { p in
            var p = p
            p.request.location = loc(p.request.location)
            return p
        }
        t.calls = t.calls.map(call)
        t.appSessions = t.appSessions.map { a in
            var a = a
            a.viewingSessions = a.viewingSessions.map { s in
                var s = s
                s.events = s.events.map { e in
                    var e = e
                    e.location = e.location.map(loc)
                    e.call = e.call.map(call)
                    return e
                }
                return s
            }
            return a
        }
        r.timeline = t
        return r
    }
}
