/// The part of a report about one viewing session (or, with `ordinal == nil`, the capture as a
/// whole): its findings most severe first and its rule verdicts.
struct ReportSection {
    /// `nil` for capture-wide rules (0xx, 4xx).
    var ordinal: Int?
    /// The session itself when the timeline has it.
    var session: ViewingSession?
    var findings: [Finding]
    var verdicts: SectionVerdicts

    /// `Session 1 · VID-1 · sesid abc` or `Capture`.
    var label: String {
        guard let ordinal else { return "Capture" }
        var parts = ["Session \(ordinal)"]
        if let asset = session?.primaryAssetID ?? findings.first?.assetID { parts.append(DisplayCut.text(asset)) }
        if let id = session?.id ?? findings.first?.sessionID, !id.isEmpty { parts.append("sesid \(id)") }
        return parts.joined(separator: " · ")
    }

    /// A stable anchor/identifier: `capture` or `session-1`.
    var slug: String { ordinal.map { "session-\($0)" } ?? "capture" }

    /// A short name for the JUnit classname and file names.
    var shortName: String { ordinal.map { "session \($0)" } ?? "capture" }
}
