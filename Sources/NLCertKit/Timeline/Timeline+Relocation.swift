/// Renames the files a timeline points at, in place and only where a name changes (see
/// `CheckResult.relocate`).
extension Timeline {
    mutating func relocate(_ rename: (String) -> String) {
        for i in files.indices { files[i].path = rename(files[i].path) }
        for i in notes.indices { Self.relocate(&notes[i].location, rename) }
        for i in pings.indices {
            let file = rename(pings[i].location.file)
            if file != pings[i].location.file { pings[i].location.file = file }
        }
        for i in calls.indices { Self.relocate(&calls[i], rename) }
        for a in appSessions.indices {
            for s in appSessions[a].viewingSessions.indices {
                relocateEvents(app: a, session: s, rename)
            }
        }
    }

    private mutating func relocateEvents(app a: Int, session s: Int, _ rename: (String) -> String) {
        for e in appSessions[a].viewingSessions[s].events.indices {
            let event = appSessions[a].viewingSessions[s].events[e]
            if let l = event.location, rename(l.file) != l.file {
                appSessions[a].viewingSessions[s].events[e].location?.file = rename(l.file)
            }
            if var call = event.call, rename(call.location.file) != call.location.file {
                Self.relocate(&call, rename)
                appSessions[a].viewingSessions[s].events[e].call = call
            }
        }
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
