/// The catalogue of single faults: each is one change to a correct flow that breaks one
/// sentence of the guides, and each is owned by exactly one rule of nlcert's (`rule`), which
/// must report it — exactly, from calls — and no other rule may. `FaultInjector` applies them.
public enum FaultKind: String, Sendable, Hashable, CaseIterable {
    case endMissing
    case channelChangeWithoutEnd
    case noStopAfterAd
    case noStopBeforeBreak
    case noStopOnPause
    case noStopOnBackground
    case pausePlayheadsRepeat
    case longBufferingWithoutStop
    case resumeWithoutLoadMetadata
    case lateLoadMetadataOnResume
    case timerRunsAfterStop
    case playheadsAfterEnd
    case adPlayheadNotFromZero
    case contentRestartsAfterBreak
    case prerollBeforeContent
    case loadMetadataWithoutPlay
    case postrollBeforeEnd
    case playheadGap
    case playheadWrongUnit
    case livePlayheadNotUnix
    case negativePlayhead
    case playheadBeforeMetadata
    case isAudioMissing
    case requiredFieldMissing
    case channelNameMissing
    case metadataChangesOnResume
    case staticEndMissing
    case playheadOnStatic

    /// The one rule that must report the fault.
    public var rule: String {
        switch self {
        case .endMissing, .channelChangeWithoutEnd: return "NL304"
        case .noStopAfterAd, .noStopBeforeBreak, .noStopOnPause, .noStopOnBackground, .pausePlayheadsRepeat:
            return "NL302"
        case .longBufferingWithoutStop: return "NL307"
        case .resumeWithoutLoadMetadata, .lateLoadMetadataOnResume: return "NL303"
        case .timerRunsAfterStop, .playheadsAfterEnd: return "NL205"
        case .adPlayheadNotFromZero: return "NL203"
        case .contentRestartsAfterBreak: return "NL204"
        case .prerollBeforeContent: return "NL301"
        case .loadMetadataWithoutPlay: return "NL305"
        case .postrollBeforeEnd: return "NL306"
        case .playheadGap: return "NL201"
        case .playheadWrongUnit: return "NL202"
        case .livePlayheadNotUnix: return "NL206"
        case .negativePlayhead: return "NL208"
        case .playheadBeforeMetadata: return "NL207"
        case .isAudioMissing: return "NL113"
        case .requiredFieldMissing: return "NL105"
        case .channelNameMissing: return "NL114"
        case .metadataChangesOnResume: return "NL112"
        case .staticEndMissing: return "NL320"
        case .playheadOnStatic: return "NL220"
        }
    }

    /// The guide's requirement the fault breaks (title — section, in nlcert's words).
    public var guide: String {
        switch self {
        case .endMissing:
            return "DCR Video iOS SDK — end: end must be called at the end of playback"
        case .channelChangeWithoutEnd:
            return
                "DCR Video iOS SDK — end: end must be called on a channel change (the user switching to other content)"
        case .noStopAfterAd:
            return "DCR Video iOS SDK — API Call sequence, Use Case 2: stop after each preroll, midroll and postroll ad"
        case .noStopBeforeBreak:
            return
                "DCR Video iOS SDK — API Call sequence, Use Case 2: stop when the content pauses because an ad starts"
        case .noStopOnPause, .pausePlayheadsRepeat:
            return
                "DCR Video iOS SDK — Interruptions during playback: call stop at once on a pause and withhold playheads"
        case .noStopOnBackground:
            return
                "DCR Video iOS SDK — Interruptions during playback: the app going to the background (video players) needs stop"
        case .longBufferingWithoutStop:
            return "DCR Video iOS SDK — Interruptions during playback, buffering: stop when buffering lasts over 30 s"
        case .resumeWithoutLoadMetadata, .lateLoadMetadataOnResume:
            return
                "DCR Video iOS SDK — stop / Interruptions during playback: loadMetadata and playheadPosition when the stream resumes"
        case .timerRunsAfterStop, .playheadsAfterEnd:
            return "DCR Video iOS SDK — Interruptions during playback: after stop, withhold sending playhead positions"
        case .adPlayheadNotFromZero:
            return "DCR Video iOS SDK — API Call sequence, note: each ad playhead resets to 0 when the ad starts"
        case .contentRestartsAfterBreak:
            return
                "DCR Video iOS SDK — API Call sequence, note: after an ad break the content playhead continues where it left off"
        case .prerollBeforeContent:
            return
                "DCR Video iOS SDK — API Call sequence, Use Case 2: the content's loadMetadata comes before the preroll's"
        case .loadMetadataWithoutPlay:
            return "DCR Video iOS SDK — stop: call play when starting a new stream (then loadMetadata)"
        case .postrollBeforeEnd:
            return "DCR Video iOS SDK — API Call sequence, Use Case 2: end at the end of the content, then the postroll"
        case .playheadGap:
            return "DCR Video iOS SDK — API Call sequence: playheadPosition every second until a pause or stop"
        case .playheadWrongUnit:
            return "DCR Ireland Video iOS SDK — playheadPosition: the VOD position in seconds, going up by one a second"
        case .livePlayheadNotUnix:
            return "DCR Video iOS SDK — playheadPosition (Content): for live, the current UTC time in seconds"
        case .negativePlayhead:
            return "DCR Video iOS SDK — playheadPosition: the position in seconds from the start, never below 0"
        case .playheadBeforeMetadata:
            return
                "DCR Italy Audio iOS SDK — Life cycle of SDK instance: playheads follow the loadMetadata of what plays"
        case .isAudioMissing:
            return "DCR Italy Audio iOS SDK — Audio Content Metadata: isAudio \"true\" in every audio content metadata"
        case .requiredFieldMissing:
            return
                "DCR Video iOS SDK — loadMetadata: type, assetid, program, title, length, airdate, isfullepisode, adloadtype are required"
        case .channelNameMissing:
            return "DCR Video iOS SDK — API Call sequence: call play with the channelName JSON"
        case .metadataChangesOnResume:
            return
                "DCR Ireland Video iOS SDK — Create Metadata Objects: the content metadata stays the same across ad breaks"
        case .staticEndMissing:
            return "DCR Static iOS SDK — API Call sequence: staticEnd when the page or screen is left"
        case .playheadOnStatic:
            return "DCR Static iOS SDK — Configure API calls: a static view takes no playhead"
        }
    }
}
