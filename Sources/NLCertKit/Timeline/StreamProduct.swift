/// The Nielsen product a viewing session measures, decided from its calls (metadata `type`,
/// `adModel`, `sendID3`, `staticEnd`) and pings (`rt`, `c3`). Rules declare the products they
/// were written for; a rule never runs on a stream of another product.
public enum StreamProduct: String, Sendable, Hashable, CaseIterable, Comparable {
    /// DCR video content and its ads (`type` content / preroll / midroll / postroll / ad).
    case video
    /// DCR audio (`isAudio` "true", pings `rt=audio`).
    case audio
    /// DCR Static: a page or screen view (`type` "static", `staticEnd`; pings `rt=text`).
    case staticContent = "static"
    /// Digital in TV Ratings: ID3 tags from the stream (`sendID3`, metadata `adModel`).
    case dtvr

    public static func < (a: StreamProduct, b: StreamProduct) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The product of one viewing session. Calls decide when they name one (a static or DTVR
    /// stream is defined by what the app passes); otherwise the pings' resource type.
    public static func of(_ session: ViewingSession, in timeline: Timeline) -> StreamProduct {
        var sawDTVR = false
        var sawStatic = false
        var sawMedia = false
        var sawAudio = false
        for i in session.callIndices where timeline.calls.indices.contains(i) {
            let call = timeline.calls[i]
            switch call.api {
            case .sendID3:
                sawDTVR = true
            case .loadMetadata:
                let metadata = call.firstArg
                let type = metadata?["type"]?.stringValue?.lowercased()
                if type == "static" {
                    sawStatic = true
                } else if metadata?["adModel"] != nil || metadata?["admodel"] != nil {
                    sawDTVR = true
                } else if type != nil {
                    sawMedia = true
                    if metadata?["isAudio"]?.stringValue == "true" || metadata?["isaudio"]?.stringValue == "true" {
                        sawAudio = true
                    }
                }
            case .staticEnd:
                sawStatic = true
            default:
                break
            }
        }
        if sawDTVR { return .dtvr }
        // Playheads do not make a static view video: sending them is what NL122 reports.
        if sawStatic && !sawMedia { return .staticContent }
        if sawAudio { return .audio }
        if sawMedia { return .video }
        for i in session.pingIndices where timeline.pings.indices.contains(i) {
            switch timeline.pings[i].value("rt") {
            case "audio": return .audio
            case "text": return .staticContent
            default: continue
            }
        }
        return .video
    }

    /// The products a rule applies to when its file does not say: the stream rules of the
    /// metadata, playhead and sequence families were written for DCR video and audio; capture
    /// and identity rules concern the whole capture, whatever it measures.
    static func defaults(forFamily family: String) -> Set<StreamProduct> {
        switch family {
        case "metadata", "playhead", "sequence": return [.video, .audio]
        default: return Set(allCases)
        }
    }

    /// How the product is named in messages.
    public var label: String {
        switch self {
        case .video: return "DCR video"
        case .audio: return "DCR audio"
        case .staticContent: return "DCR Static"
        case .dtvr: return "DTVR"
        }
    }
}
