/// Builds the timeline from a capture: classifies and decodes every request, lines the calls'
/// clock up with the pings', and groups both into app and viewing sessions. (Stub: to be built.)
public enum TimelineBuilder {
    public static func build(_ capture: Capture) -> Timeline {
        Timeline(files: capture.files, notes: capture.notes)
    }
}
