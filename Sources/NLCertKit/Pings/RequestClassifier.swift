/// Sorts captured requests into Nielsen's kinds (Nielsen's request kinds). Works on the parsed
/// host, so only real `imrworldwide.com` / `nmrodam.com` hosts count as Nielsen — plus the
/// opt-out and privacy pages the opt-out rules need: `*.nielsen.com/digitalprivacy…`,
/// `sites.nielsen.com/priv/…` and the app's `nielsenappsdk://` answer.
public enum RequestClassifier {
    /// The registrable domains Nielsen's SDKs talk to.
    static let nielsenDomains = ["imrworldwide.com", "nmrodam.com"]

    /// Classifies a request by its URL.
    static func classify(_ request: CapturedRequest) -> RequestKind {
        guard let url = RequestURL.parse(request.url) else { return .notNielsen }
        return classify(url)
    }

    /// Classifies an already split URL.
    static func classify(_ url: RequestURL) -> RequestKind {
        if url.scheme == "nielsenappsdk" { return .optOutPage }
        guard isNielsenHost(url.host) else {
            return isOptOutPageOnNielsenSite(url) ? .optOutPage : .notNielsen
        }
        let host = url.host
        let path = url.path.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? url.path.lowercased() : url.path
        if isIDSyncHost(host) { return .idSync }
        if host == "priv-policy.imrworldwide.com" || path.hasPrefix("/priv/") {
            return path.hasPrefix("/priv/") && (path.hasSuffix("/optout.html") || path.hasSuffix("/optout_legacy.html"))
                ? .optOutPage : .otherNielsen
        }
        if host == "errors.imrworldwide.com" || path == "/cgi-bin/error" {
            return .errorReport
        }
        if path == "/cgi-bin/cfg" { return .config }
        if path.hasPrefix("/conf/"), path.hasSuffix(".json") || path.hasSuffix(".js") { return .config }
        switch path {
        case "/cgi-bin/gn":
            switch url.withQueryBytes({ queryValue("prd", in: $0) })??.lowercased() {
            case "dcr":
                // Viewing pings go to the client's `secure-<sfcode>` collection host.
                return host.hasPrefix("secure-") ? .dcrPing : .otherNielsen
            case "session": return .sessionPing
            case "metadata": return .metadataPing
            default: return .otherNielsen
            }
        case "/cgi-bin/m", "/cgi-bin/v":
            return .legacyTag
        case "/cgi-bin/d", "/cgi-bin/trans", "/cgi-bin/tsv", "/cgi-bin/stn":
            return .tvRatings
        default:
            return .otherNielsen
        }
    }

    /// The ID-sync hosts: `<sessionId>.nuid.`, `.darnuid.` or `.redinuid.` under a Nielsen
    /// domain (the bare `nuid.imrworldwide.com` is not one).
    static func isIDSyncHost(_ host: String) -> Bool {
        // Each of them holds `nuid.`: one search rules out nearly every host (every request is
        // classified; the parents' tests cost 3 % of a million pings' check).
        host.containsBytes("nuid.")
            && idSyncParents.contains { parent in host != parent && RequestURL.host(host, isWithin: parent) }
    }

    /// The ID-sync services' own domains under each Nielsen domain, spelled once (every request
    /// is classified: joining the names per request cost 4 % of a large capture's check).
    private static let idSyncParents = nielsenDomains.flatMap { domain in
        ["nuid.", "darnuid.", "redinuid."].map { $0 + domain }
    }

    /// Nielsen's privacy and opt-out pages on its own web site: `nielsen.com/digitalprivacy…`
    /// and `sites.nielsen.com/priv/…` (any `*.nielsen.com` host). The rest of nielsen.com is
    /// not SDK traffic.
    static func isOptOutPageOnNielsenSite(_ url: RequestURL) -> Bool {
        guard RequestURL.host(url.host, isWithin: "nielsen.com") else { return false }
        let path = url.path.lowercased()
        return path.hasPrefix("/priv/") || path.contains("/digitalprivacy")
    }

    /// Whether a request goes to a Nielsen host: its URL's host, or for a CONNECT entry that
    /// names only `host:port`, the tunnel's target. What the timeline keeps of a capture (a
    /// tunnel to a Nielsen host is kept for NL002 even though nothing in it can be decoded).
    static func concernsNielsen(_ request: CapturedRequest) -> Bool {
        if let answer = RequestURL.host(ofURL: request.url, isWithinAny: nielsenDomains) {
            // The opt-out pages live on Nielsen's web site and behind the app's own scheme.
            if !answer,
                RequestURL.host(ofURL: request.url, isWithinAny: ["nielsen.com"]) == true
                    || hasOptOutScheme(request.url)
            {
                return classify(request) == .optOutPage
            }
            return answer
        }
        var target = Substring(request.url)
        if let colon = target.firstIndex(of: ":") { target = target[..<colon] }
        return isNielsenHost(target.lowercased())
    }

    /// Whether `url` starts with `nielsenappsdk:` (any case), without copying it.
    static func hasOptOutScheme(_ url: String) -> Bool {
        let scheme = "nielsenappsdk:".utf8
        var it = url.utf8.makeIterator()
        for expected in scheme {
            guard var c = it.next() else { return false }
            if c >= 0x41 && c <= 0x5A { c += 0x20 }
            if c != expected { return false }
        }
        return true
    }

    /// Whether `host` belongs to one of Nielsen's domains (look-alikes excluded).
    static func isNielsenHost(_ host: String) -> Bool {
        nielsenDomains.contains { RequestURL.host(host, isWithin: $0) }
    }

    /// Whether a Nielsen URL is one of the SDK's own script files (`…/novms/js/…/ggcmb510.js`,
    /// `v60.js`) rather than traffic the SDK produced. Config files under `/conf/` are not.
    public static func isSDKScript(_ url: RequestURL) -> Bool {
        let path = url.path.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? url.path.lowercased() : url.path
        return isNielsenHost(url.host) && path.hasSuffix(".js") && !path.hasPrefix("/conf/")
    }

    /// The raw (undecoded) value of the first `key=` in a query string.
    static func queryValue(_ key: String, in query: String?) -> String? {
        guard var query else { return nil }
        return query.withUTF8 { queryValue(key, in: $0) }
    }

    /// `queryValue(_:in:)` over a query's bytes.
    static func queryValue(_ key: String, in q: UnsafeBufferPointer<UInt8>) -> String? {
        var key = key
        return key.withUTF8 { k in
            var start = 0
            let n = q.count
            while start < n {
                let end = ByteScan.find(UInt8(ascii: "&"), in: q, from: start, to: n)
                let len = end - start
                if len >= k.count, memcmpEqual(q, start, k) {
                    if len == k.count { return "" }
                    if q[start + k.count] == UInt8(ascii: "=") {
                        return String(
                            decoding: UnsafeBufferPointer(rebasing: q[(start + k.count + 1)..<end]), as: UTF8.self)
                    }
                }
                start = end + 1
            }
            return nil
        }
    }

    private static func memcmpEqual(_ q: UnsafeBufferPointer<UInt8>, _ at: Int, _ k: UnsafeBufferPointer<UInt8>) -> Bool
    {
        for i in 0..<k.count where q[at + i] != k[i] { return false }
        return true
    }
}
