/// What a captured request is, from Nielsen's point of view (Nielsen's request kinds).
public enum RequestKind: String, Sendable, Hashable, CaseIterable {
    /// `cgi-bin/gn?prd=dcr` on an `imrworldwide.com` / `nmrodam.com` host: a viewing ping.
    case dcrPing = "dcr-ping"
    /// `cgi-bin/gn?prd=session`: the SDK session start.
    case sessionPing = "session-ping"
    /// `global.imrworldwide.com/cgi-bin/gn?prd=metadata`: browser page metadata.
    case metadataPing = "metadata-ping"
    /// The SDK config request (`/conf/<appid>.json|js`, older `cgi-bin/cfg` "hello ping").
    case config
    /// DTVR / ID3 products: `cgi-bin/d`, `trans`, `tsv`, `stn`.
    case tvRatings = "tv-ratings"
    /// `errors.imrworldwide.com/cgi-bin/error` or `…/cgi-bin/error`.
    case errorReport = "error-report"
    /// `<sessionId>.nuid.imrworldwide.com` (also `.darnuid.`, `.redinuid.`).
    case idSync = "id-sync"
    /// `priv-policy.imrworldwide.com/priv/…/optout.html`, Nielsen's privacy pages
    /// (`nielsen.com/digitalprivacy`, `sites.nielsen.com/priv/…`) and `nielsenappsdk://…`.
    case optOutPage = "opt-out-page"
    /// A legacy page tag (SiteCensus `cgi-bin/m`, `cgi-bin/v`): not DCR, its parameters mean
    /// other things.
    case legacyTag = "legacy-tag"
    /// Any other request to a Nielsen host (SDK scripts, other products such as `prd=chn`, …).
    case otherNielsen = "other-nielsen"
    case notNielsen = "not-nielsen"

    public var isNielsen: Bool { self != .notNielsen }

    /// Whether the SDK itself sends this request (what NL008's HTTPS rule is about): pings,
    /// config, session, ID sync, error reports and TV-ratings beacons. Opt-out pages a user
    /// opens, legacy page tags and script downloads are not.
    var isSentBySDK: Bool {
        switch self {
        case .dcrPing, .sessionPing, .metadataPing, .config, .tvRatings, .errorReport, .idSync: return true
        case .optOutPage, .legacyTag, .otherNielsen, .notNielsen: return false
        }
    }

    /// Whether the request's parameters carry the DCR meanings of the parameter dictionary
    /// (`ca`, `cr`, `cg` … mean other things on legacy tags and other products such as
    /// `prd=chn`).
    public var hasDCRParameters: Bool {
        switch self {
        case .dcrPing, .sessionPing, .metadataPing, .config: return true
        default: return false
        }
    }
}

/// What a DCR ping measures, from `rt` (and `c3`).
enum PingMedia: String, Sendable, Hashable {
    case video
    case audio
    /// `rt=text`: static (page) measurement.
    case staticPage = "static"
    case unknown

    /// The media a ping's `rt` value names.
    init(rt: String?) {
        switch rt {
        case "video": self = .video
        case "audio": self = .audio
        case "text": self = .staticPage
        default: self = .unknown
        }
    }
}

/// The SDK family that sent a ping, from `c16 sdkv`.
enum SDKFamily: String, Sendable, Hashable {
    case iOS = "ios"
    case android
    case browser
    case unknown

    /// The family a ping's `c16 sdkv` value names (`ai.` iOS, `aa.` Android, `bj.` browser).
    init(sdkVersion: String?) {
        let v = sdkVersion ?? ""
        if v.hasPrefix("ai.") {
            self = .iOS
        } else if v.hasPrefix("aa.") {
            self = .android
        } else if v.hasPrefix("bj.") {
            self = .browser
        } else {
            self = .unknown
        }
    }
}
