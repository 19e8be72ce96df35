// Generated from rules/ by `NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests`.
// Do not edit by hand: edit rules/ and regenerate.

enum EmbeddedRuleData {
    static let files: [(path: String, contents: String)] = [
        (
            "ios-log-patterns.json",
            #"""
{
  "about": "Line shapes of the iOS App SDK's debug console (nol_devDebug) that nlcert turns into API calls and requests. No public transcript of the iOS SDK's output exists, so the shipped shapes follow the documented Android strings; add your own to a file of this shape. Placeholders: {api} API name, {json} JSON object or array argument, {number} number argument, {text} text argument, {outcome} the SDK's answer, {url} a request URL, {*} anything. A template may start anywhere in the line but not mid-word; literals are case-sensitive. yields: call | request | failed-request. api: the API when the template has no {api}. lineContains: a line must contain one of these words (any case) before the patterns are tried.",
  "lineContains": ["nielsen"],
  "patterns": [
    { "id": "api-json", "match": "{api} API - {json}", "yields": "call" },
    { "id": "api-number", "match": "{api} API - {number}", "yields": "call" },
    { "id": "api-outcome", "match": "{api} API - {outcome}", "yields": "call" },
    { "id": "ping-sent", "match": "Sent data ping successfully - {url}", "yields": "request" },
    { "id": "ping-failed", "match": "Failed sending data ping - {url}", "yields": "failed-request" },
    { "id": "playhead-legacy", "match": "PLAYHEAD: {number}", "yields": "call", "api": "playheadPosition" }
  ]
}

"""#
        ),
        (
            "params.json",
            #"""
{
  "about": "Nielsen DCR ping parameters: what each key means, which loadMetadata key it carries and whether it is personal data (redacted in shareable reports). Sources: reference pings.md section 3 and the parameters seen in the corpus pings.",
  "version": 1,
  "groups": [
    "request",
    "client",
    "metadata",
    "measurement",
    "session",
    "device",
    "app",
    "privacy",
    "ott",
    "page",
    "config",
    "other"
  ],
  "parameters": [
    {
      "key": "prd",
      "group": "request",
      "meaning": "Which Nielsen product the request is for: dcr for viewing pings, session for the SDK session start, metadata for browser page metadata."
    },
    {
      "key": "st",
      "group": "request",
      "meaning": "Product type the ping reports; dcr on DCR pings."
    },
    {
      "key": "rnd",
      "group": "request",
      "meaning": "Cache buster, always the last parameter. App SDK: epoch milliseconds at send time; browser SDK: a random number."
    },
    {
      "key": "enc",
      "group": "request",
      "meaning": "Whether the SDK encoded the values."
    },
    {
      "key": "sdd",
      "group": "request",
      "meaning": "App SDK send details (retry count, device model, OS) joined with ~~."
    },
    {
      "key": "retry",
      "group": "request",
      "meaning": "How many times the SDK retried sending this request."
    },
    {
      "key": "vtoff",
      "group": "request",
      "meaning": "App SDK: seconds the ping waited before it was sent; above 0 for queued or offline pings, so order by createtm."
    },
    {
      "key": "nodeTM",
      "group": "request",
      "meaning": "Reserved timing field, normally empty."
    },
    {
      "key": "logTM",
      "group": "request",
      "meaning": "Reserved timing field, normally empty."
    },
    {
      "key": "ci",
      "group": "client",
      "meaning": "Nielsen client id of the publisher (for example us-999999)."
    },
    {
      "key": "ch",
      "group": "client",
      "meaning": "Channel: client id, sub-brand (vcid) and a suffix, joined by underscores."
    },
    {
      "key": "c6",
      "name": "vc",
      "group": "client",
      "meaning": "Sub-brand (vcid) the content is credited to."
    },
    {
      "key": "ca",
      "group": "client",
      "meaning": "Crediting key: client id, vcid and assetid joined by underscores.",
      "metadataKey": "assetid"
    },
    {
      "key": "asn",
      "group": "client",
      "meaning": "Section the asset is filed under; defChnAsset when the app sets none.",
      "metadataKey": "section"
    },
    {
      "key": "pc",
      "group": "client",
      "meaning": "Program category; NA when not set."
    },
    {
      "key": "prv",
      "group": "client",
      "meaning": "Provider flag of the client configuration."
    },
    {
      "key": "sup",
      "group": "client",
      "meaning": "Support flag of the client configuration."
    },
    {
      "key": "segment1",
      "group": "client",
      "meaning": "Segment value from the client configuration (for example a country code)."
    },
    {
      "key": "segment2",
      "group": "client",
      "meaning": "Second segment value from the client configuration."
    },
    {
      "key": "forward",
      "group": "client",
      "meaning": "Forwarding flag of the client configuration."
    },
    {
      "key": "ad",
      "group": "client",
      "meaning": "Access method of the client configuration: 0 on browser pings, 1 on App SDK ad pings. Not an ad flag; the ping type is in c3."
    },
    {
      "key": "df",
      "group": "client",
      "meaning": "Data-flow flag of the client configuration."
    },
    {
      "key": "cat_id",
      "group": "client",
      "meaning": "Category id of the client configuration."
    },
    {
      "key": "ai",
      "group": "metadata",
      "meaning": "Asset id of the content or ad; sent whole, never shortened.",
      "metadataKey": "assetid"
    },
    {
      "key": "adid",
      "group": "metadata",
      "meaning": "The same asset id again.",
      "metadataKey": "assetid"
    },
    {
      "key": "tl",
      "group": "metadata",
      "meaning": "Episode title; sent whole, never shortened.",
      "metadataKey": "title"
    },
    {
      "key": "cg",
      "group": "metadata",
      "meaning": "Program name; sent whole. App SDK ad pings carry the content's program when content metadata came first.",
      "metadataKey": "program"
    },
    {
      "key": "sd",
      "group": "metadata",
      "meaning": "Length in seconds: content length, or the ad's length on App SDK ad pings. 86400 for 24/7 live.",
      "metadataKey": "length"
    },
    {
      "key": "c53",
      "name": "fef",
      "group": "metadata",
      "meaning": "Full episode flag, y or n.",
      "metadataKey": "isfullepisode"
    },
    {
      "key": "c54",
      "name": "oad",
      "group": "metadata",
      "meaning": "Original air date, URL-encoded, as YYYYMMDD HH24:MI:SS.",
      "metadataKey": "airdate"
    },
    {
      "key": "c57",
      "name": "adldf",
      "group": "metadata",
      "meaning": "Ad load type as the SDK normalised it: 1 linear, 2 dynamic (anything else becomes 2).",
      "metadataKey": "adloadtype"
    },
    {
      "key": "c32",
      "name": "segA",
      "group": "metadata",
      "meaning": "Custom segment A; NA by default.",
      "metadataKey": "segA"
    },
    {
      "key": "c33",
      "name": "segB",
      "group": "metadata",
      "meaning": "Custom segment B; NA by default.",
      "metadataKey": "segB"
    },
    {
      "key": "c34",
      "name": "segC",
      "group": "metadata",
      "meaning": "Custom segment C; NA by default.",
      "metadataKey": "segC"
    },
    {
      "key": "c36",
      "name": "cref1",
      "group": "metadata",
      "meaning": "Cross reference id 1.",
      "metadataKey": "crossId1"
    },
    {
      "key": "c37",
      "name": "cref2",
      "group": "metadata",
      "meaning": "Cross reference id 2.",
      "metadataKey": "crossId2"
    },
    {
      "key": "c55",
      "name": "cref3",
      "group": "metadata",
      "meaning": "Cross reference id 3."
    },
    {
      "key": "c3",
      "name": "st",
      "group": "metadata",
      "meaning": "Ping type from the metadata type: c for content, a for an App SDK ad ping.",
      "metadataKey": "type"
    },
    {
      "key": "rt",
      "group": "metadata",
      "meaning": "Media type: video, audio (isAudio true) or text for static pages.",
      "metadataKey": "type"
    },
    {
      "key": "c58",
      "name": "isLive",
      "group": "metadata",
      "meaning": "true when the stream is live and playheads are Unix seconds."
    },
    {
      "key": "c44",
      "name": "progen",
      "group": "metadata",
      "meaning": "Program genre."
    },
    {
      "key": "c66",
      "name": "mediaurl",
      "group": "metadata",
      "meaning": "Media URL, when the app passes it."
    },
    {
      "key": "c60",
      "name": "cvarall",
      "group": "metadata",
      "meaning": "Custom variables p0…p9, joined by ~~, each as name,value."
    },
    {
      "key": "c35",
      "name": "adrsid",
      "group": "metadata",
      "meaning": "Ad reporting session id."
    },
    {
      "key": "c40",
      "name": "adbid",
      "group": "device",
      "meaning": "Advertising id of the device (IDFA/GAID), when the SDK may read it.",
      "personal": true
    },
    {
      "key": "c76",
      "name": "adbsnid",
      "group": "metadata",
      "meaning": "Ad break session id."
    },
    {
      "key": "c77",
      "name": "adsuprt",
      "group": "metadata",
      "meaning": "Ad support level reported by the SDK."
    },
    {
      "key": "adidx",
      "group": "metadata",
      "meaning": "App SDK 8.x: index/count of the ad in its break, for example 1/1 (inferred meaning)."
    },
    {
      "key": "pl_title",
      "group": "metadata",
      "meaning": "Playlist title (App SDK 8.x)."
    },
    {
      "key": "is_auto_play",
      "group": "metadata",
      "meaning": "Whether playback started by itself (App SDK 8.x)."
    },
    {
      "key": "is_prem",
      "group": "metadata",
      "meaning": "Premium content flag (App SDK 8.x)."
    },
    {
      "key": "is_prog",
      "group": "metadata",
      "meaning": "Program flag (App SDK 8.x)."
    },
    {
      "key": "is_tpad",
      "group": "metadata",
      "meaning": "Third-party ad flag (App SDK 8.x)."
    },
    {
      "key": "ad_origin",
      "group": "metadata",
      "meaning": "Origin of the ad (App SDK 8.x)."
    },
    {
      "key": "ci_passthr",
      "group": "metadata",
      "meaning": "Client pass-through value (App SDK 8.x)."
    },
    {
      "key": "ci_userid",
      "group": "privacy",
      "meaning": "Client's own user id (App SDK 8.x).",
      "personal": true
    },
    {
      "key": "at",
      "group": "measurement",
      "meaning": "view for the view ping, timer for a duration ping."
    },
    {
      "key": "cr",
      "group": "measurement",
      "meaning": "Crediting string 4_00_99_<V|D><segment>_<minute bitmap>: V view ping, D duration ping; the bitmap marks the minutes of the 5-minute segment credited by this ping."
    },
    {
      "key": "c27",
      "name": "cln",
      "group": "measurement",
      "meaning": "Content seconds credited since the previous ping; pauses, forward jumps and ad time do not count. App SDK ad pings: ad seconds."
    },
    {
      "key": "c51",
      "name": "adl",
      "group": "measurement",
      "meaning": "Ad seconds since the previous ping (the browser SDK reports ads only here, on the next content ping)."
    },
    {
      "key": "c52",
      "name": "noad",
      "group": "measurement",
      "meaning": "Number of ads since the previous ping."
    },
    {
      "key": "davty",
      "group": "measurement",
      "meaning": "0 on the view ping, 1 on a duration ping while playing, 2 after end, when the content is over or the page is left."
    },
    {
      "key": "c64",
      "name": "starttm",
      "group": "measurement",
      "meaning": "Wall-clock second this content view started; reset by loadMetadata(content), not by a play resume."
    },
    {
      "key": "c61",
      "name": "createtm",
      "group": "measurement",
      "meaning": "Second the ping was created."
    },
    {
      "key": "c62",
      "name": "sendTime",
      "group": "measurement",
      "meaning": "Second the ping was sent; equal to createtm unless it was queued."
    },
    {
      "key": "evdata",
      "group": "measurement",
      "meaning": "Browser SDK events since the last ping, ~-separated: PL play, PU pause, RE resume, FW forward jump, ST end, each with its time and playhead. The only playhead values on the wire."
    },
    {
      "key": "c63",
      "name": "pipMode",
      "group": "measurement",
      "meaning": "Picture-in-picture state."
    },
    {
      "key": "c69",
      "name": "cvw",
      "group": "measurement",
      "meaning": "Content view window value."
    },
    {
      "key": "crs",
      "group": "measurement",
      "meaning": "Crediting state, normally empty."
    },
    {
      "key": "dd",
      "group": "measurement",
      "meaning": "Reserved measurement field, normally empty."
    },
    {
      "key": "hrd",
      "group": "measurement",
      "meaning": "Hour of day field, normally empty."
    },
    {
      "key": "wkd",
      "group": "measurement",
      "meaning": "Weekday field, normally empty."
    },
    {
      "key": "sessionId",
      "group": "session",
      "meaning": "App/SDK session: 29 random characters and the 10-digit creation time."
    },
    {
      "key": "c59",
      "name": "sesid",
      "group": "session",
      "meaning": "Viewing session: one play stream; the same across ads, pauses and resumes. Empty on static pings."
    },
    {
      "key": "c11",
      "name": "agg",
      "group": "session",
      "meaning": "Aggregation flag."
    },
    {
      "key": "c26",
      "name": "dmap",
      "group": "session",
      "meaning": "Data map version."
    },
    {
      "key": "c13",
      "name": "asid",
      "group": "app",
      "meaning": "Nielsen App ID (a GUID; test ids start with P)."
    },
    {
      "key": "c15",
      "name": "apn",
      "group": "app",
      "meaning": "App name."
    },
    {
      "key": "c12",
      "name": "apv",
      "group": "app",
      "meaning": "App version."
    },
    {
      "key": "c16",
      "name": "sdkv",
      "group": "app",
      "meaning": "SDK version: ai. iOS, aa. Android, bj. browser."
    },
    {
      "key": "c30",
      "name": "bldv",
      "group": "app",
      "meaning": "SDK build."
    },
    {
      "key": "c68",
      "name": "bndlid",
      "group": "app",
      "meaning": "App bundle id."
    },
    {
      "key": "plugv",
      "group": "app",
      "meaning": "Player plug-in version."
    },
    {
      "key": "playerv",
      "group": "app",
      "meaning": "Player version."
    },
    {
      "key": "si",
      "group": "page",
      "meaning": "Page URL the browser SDK runs on."
    },
    {
      "key": "c9",
      "name": "devid",
      "group": "device",
      "meaning": "Device id as the SDK derived it.",
      "personal": true
    },
    {
      "key": "c1",
      "name": "nuid",
      "group": "device",
      "meaning": "Nielsen user id.",
      "personal": true
    },
    {
      "key": "c29",
      "name": "plid",
      "group": "device",
      "meaning": "Player id.",
      "personal": true
    },
    {
      "key": "fp_id",
      "group": "device",
      "meaning": "First-party id the browser SDK created.",
      "personal": true
    },
    {
      "key": "fp_cr_tm",
      "group": "device",
      "meaning": "When the first-party id was created."
    },
    {
      "key": "fp_acc_tm",
      "group": "device",
      "meaning": "When the first-party id was last read."
    },
    {
      "key": "fp_emm_tm",
      "group": "device",
      "meaning": "When the first-party id was last emitted."
    },
    {
      "key": "ve_id",
      "group": "device",
      "meaning": "Vendor id of the device (iOS identifierForVendor).",
      "personal": true
    },
    {
      "key": "uid2",
      "group": "privacy",
      "meaning": "Unified ID 2.0 of the user.",
      "personal": true
    },
    {
      "key": "uid2_token",
      "group": "privacy",
      "meaning": "Unified ID 2.0 token.",
      "personal": true
    },
    {
      "key": "hem_sha256",
      "group": "privacy",
      "meaning": "Hashed e-mail address (SHA-256).",
      "personal": true
    },
    {
      "key": "hem_sha1",
      "group": "privacy",
      "meaning": "Hashed e-mail address (SHA-1).",
      "personal": true
    },
    {
      "key": "hem_md5",
      "group": "privacy",
      "meaning": "Hashed e-mail address (MD5).",
      "personal": true
    },
    {
      "key": "hem_unknown",
      "group": "privacy",
      "meaning": "Hashed e-mail address, hash unknown.",
      "personal": true
    },
    {
      "key": "c7",
      "name": "osgrp",
      "group": "device",
      "meaning": "OS group (IOS, ANDROID)."
    },
    {
      "key": "c8",
      "name": "devgrp",
      "group": "device",
      "meaning": "Device group (PHN, TAB)."
    },
    {
      "key": "c10",
      "name": "plt",
      "group": "device",
      "meaning": "Platform (MBL, DSK)."
    },
    {
      "key": "c14",
      "name": "osver",
      "group": "device",
      "meaning": "OS version."
    },
    {
      "key": "c73",
      "name": "phtype",
      "group": "device",
      "meaning": "Device type (Phone, Tablet)."
    },
    {
      "key": "c74",
      "name": "dvcnm",
      "group": "device",
      "meaning": "Device name."
    },
    {
      "key": "devtypid",
      "group": "device",
      "meaning": "Device model id (iPad5,3)."
    },
    {
      "key": "lat",
      "group": "device",
      "meaning": "Latitude, when the app allows location.",
      "personal": true
    },
    {
      "key": "lon",
      "group": "device",
      "meaning": "Longitude, when the app allows location.",
      "personal": true
    },
    {
      "key": "uoo",
      "group": "privacy",
      "meaning": "User opt-out state; true when the user opted out."
    },
    {
      "key": "c71",
      "name": "ottflg",
      "group": "ott",
      "meaning": "OTT flag from updateOTT: 1 while casting or mirroring."
    },
    {
      "key": "c72",
      "name": "otttyp",
      "group": "ott",
      "meaning": "OTT type from updateOTT (airplay, mirroring, other, none)."
    },
    {
      "key": "pgUrl",
      "group": "page",
      "meaning": "Page URL on a browser metadata ping."
    },
    {
      "key": "pgTitle",
      "group": "page",
      "meaning": "Page title on a browser metadata ping."
    },
    {
      "key": "cfgv",
      "group": "config",
      "meaning": "Config version the SDK asks for."
    },
    {
      "key": "apid",
      "group": "config",
      "meaning": "App ID on the config request."
    },
    {
      "key": "apn",
      "group": "config",
      "meaning": "App name on the config request."
    },
    {
      "key": "apv",
      "group": "config",
      "meaning": "App version on the config request."
    },
    {
      "key": "sdkv",
      "group": "config",
      "meaning": "SDK version on the config request."
    },
    {
      "key": "nuid",
      "group": "config",
      "meaning": "Nielsen user id on the config request.",
      "personal": true
    },
    {
      "key": "devid",
      "group": "config",
      "meaning": "Device id on the config request.",
      "personal": true
    },
    {
      "key": "osver",
      "group": "config",
      "meaning": "OS version on the config request."
    },
    {
      "key": "latitude",
      "group": "config",
      "meaning": "Latitude on the config request.",
      "personal": true
    },
    {
      "key": "longitude",
      "group": "config",
      "meaning": "Longitude on the config request.",
      "personal": true
    },
    {
      "key": "fmt",
      "group": "config",
      "meaning": "Answer format asked for (json)."
    },
    {
      "key": "adf",
      "group": "config",
      "meaning": "Ad flag on the config request."
    },
    {
      "key": "sfcode",
      "group": "config",
      "meaning": "Collection host code (the <sfcode> of secure-<sfcode>)."
    },
    {
      "key": "ccode",
      "group": "config",
      "meaning": "Country code on the config request."
    },
    {
      "key": "dma",
      "group": "config",
      "meaning": "Market area on the config request."
    },
    {
      "key": "cc",
      "group": "other",
      "meaning": "Legacy SiteCensus tag (cgi-bin/m) field; not part of DCR measurement."
    },
    {
      "key": "ts",
      "group": "other",
      "meaning": "Legacy SiteCensus tag (cgi-bin/m) tag style, for example noscript; not part of DCR measurement."
    }
  ]
}

"""#
        ),
    ]
}
