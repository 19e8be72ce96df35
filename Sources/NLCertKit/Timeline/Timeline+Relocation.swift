/// Renames the files a timeline points at, in place and only where a name changes (see
/// `CheckResult.relocate`).
extension Timeline {
    mutating func relocate(_ rename: (String) -> String) {
        for i in files.indices { files[i].path = rename(files[i].path) }
        for i in notes.indices { Self.relocate(&notes[i].location, rename) }
        // Nearly every ping names one file, which `rename` mostly leaves as it is: that name is
        // compared in place, without a copy of the ping's location or a call of `rename`.
        var kept: String?
        for i in pings.indices {
            if let kept, pings[i].isRecorded(in: kept) { continue }
            let old = pings[i].location.file
            let file = rename(old)
            if file != old { pings[i].location.file = file } else { kept = old }
        }
        for i in calls.indices { Self.relocate(&calls[i], rename) }
        for a in appSessions.indices {
            for s in appSessions[a].viewingSessions.indices {
                relocateEvents(app: a, session: s, rename)
            }
        }
    }

    /// A session's recorded events (read back from a saved report); the others follow from
    /// the pings and calls renamed above.
    private mutating func relocateEvents(app a: Int, session s: Int, _ rename: (String) -> String) {
        guard var events = appSessions[a].viewingSessions[s].recordedEvents else { return }
        for e in events.indices {
            if let l = events[e].location, rename(l.file) != l.file {
                events[e].location?.file = rename(l.file)
            }
            if var call = events[e].call, rename(call.location.file) != call.location.file {
                Self.relocate(&call, rename)
                events[e].call = call
            }
        }
        appSessions[a].viewingSessions[s].recordedEvents = events
    }

    private static func relocate(_ l: inout SourceLocation, _ rename: (String) -> String) {
        let file = rename(l.file)
        if file != l.file { l.file = file }
    }

    private static func relocate(_ c: inout APICall, _ rename: (String) -> String) {
        let file = rename(c.location.file)
        if file != c.location.file { c.location.file = file }
    }
}
