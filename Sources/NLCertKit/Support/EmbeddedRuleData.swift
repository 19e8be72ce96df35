// Generated from rules/ by `NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests`.
// Do not edit by hand: edit rules/ and regenerate.

enum EmbeddedRuleData {
    static let files: [(path: String, contents: String)] = [
        (
            "capture/NL001-no-nielsen-traffic.json",
            #"""
{
  "id": "NL001",
  "slug": "no-nielsen-traffic",
  "title": "No Nielsen request in the capture",
  "family": "capture",
  "severity": "error",
  "source": "DCR Ireland Video iOS SDK — Test your player by yourself (filter the traffic on imrworldwide / nmrodam); DCR Video iOS SDK — Testing an Implementation - App",
  "rationale": "Without a single Nielsen request there is nothing to certify: either the SDK never ran, or the recording missed it (filter, wrong device, proxy not in the path).",
  "fix": "Record again with the proxy in the device's path and no filter hiding imrworldwide.com or nmrodam.com; check the SDK is initialised before playback.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "nielsenTraffic"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "only unrelated traffic",
        "pings": [
          "https://cdn.example.net/player.js",
          "https://api.example.net/v1/videos/42"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "config and a DCR ping",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL002-ssl-proxying-off.json",
            #"""
{
  "id": "NL002",
  "slug": "ssl-proxying-off",
  "title": "Nielsen traffic tunnelled, never decrypted",
  "family": "capture",
  "severity": "error",
  "source": "DCR Ireland Video iOS SDK — Test your player by yourself (the pings are HTTPS: the proxy must decrypt them); capture formats: CONNECT-only tunnel entries in HAR and Charles exports",
  "rationale": "A proxy that only tunnels TLS records a CONNECT per host and nothing inside it, so no ping can be read or checked.",
  "fix": "Turn on SSL proxying for *.imrworldwide.com and *.nmrodam.com (Charles: Proxy → SSL Proxying Settings), trust the proxy certificate on the device, and record again.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "tlsDecrypted"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "CONNECT tunnels only",
        "pings": [
          "[CONNECT] https://secure-sdk.imrworldwide.com:443",
          "[CONNECT] https://cdn-gl.imrworldwide.com:443"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "decrypted traffic",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL003-ping-not-delivered.json",
            #"""
{
  "id": "NL003",
  "slug": "ping-not-delivered",
  "title": "A Nielsen request was attempted but not delivered",
  "family": "capture",
  "severity": "warning",
  "source": "DCR Ireland Video iOS SDK — Test your player by yourself (every ping must reach the collection servers); capture formats: status 0, _error, Charles EXCEPTION",
  "rationale": "A ping that failed or was blocked (an ad blocker, no network, a server error) never reached Nielsen, so the viewing it carried is lost.",
  "fix": "Find why the request failed (the error names it): disable content blockers on the test device, check connectivity, and record again.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "pingDelivered"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "ping blocked by an ad blocker",
        "pings": [
          "[status 200] https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "[status 0] [error net::ERR_BLOCKED_BY_CLIENT] https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      },
      {
        "name": "server error",
        "pings": [
          "[status 200] https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "[status 503] https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "all delivered",
        "pings": [
          "[status 200] https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "[status 200] https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      },
      {
        "name": "URL list without statuses cannot tell",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "verdict": "not-checked"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL004-ping-truncated.json",
            #"""
{
  "id": "NL004",
  "slug": "ping-truncated",
  "title": "A ping URL is cut off",
  "family": "capture",
  "severity": "error",
  "source": "DCR Ireland Video iOS SDK — Test your player by yourself, Example of SDK ping (a ping ends with rnd); capture formats: logcat cuts lines at about 4 KB",
  "rationale": "A URL that ends mid-parameter was cut by a log line limit or a copy/paste; whatever followed is lost and the values near the cut are unreliable.",
  "fix": "Capture the traffic with a proxy (HAR or Charles session) instead of copying URLs from a log, or raise the log line limit.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "pingNotTruncated"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "URL ends mid-parameter",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLi"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "whole URL",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL005-ping-url-too-long.json",
            #"""
{
  "id": "NL005",
  "slug": "ping-url-too-long",
  "title": "A ping URL is longer than 2,048 characters",
  "family": "capture",
  "severity": "warning",
  "source": "DCR Ireland Video iOS SDK — Create Metadata Objects (URL character limit of 2K)",
  "rationale": "Nielsen documents a 2K limit for ping URLs; longer URLs risk being cut by servers and proxies, usually because a metadata value is far too long.",
  "fix": "Shorten the metadata values that make the URL long (titles, program names, custom segments).",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "maxLength": 2048
  },
  "check": {
    "function": "urlMaxLength"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "a 2,100-character title makes the URL too long",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "ordinary ping",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL006-sdk-not-initialised.json",
            #"""
{
  "id": "NL006",
  "slug": "sdk-not-initialised",
  "title": "Measurement without SDK initialisation",
  "family": "capture",
  "severity": "error",
  "source": "DCR Video iOS SDK — Initialize SDK; DCR Ireland Video iOS SDK — Create SDK Instance (the SDK fetches its config and sends its session ping first)",
  "rationale": "The SDK requests its config (and opens a session) when it initialises; DCR pings without it mean the recording started late or the SDK is initialised in an unusual way, and calls without any ping mean the SDK sent nothing.",
  "fix": "Start recording before launching the app, initialise the SDK at app start, and make sure its config request reaches the network.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "sdkInitialised"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "DCR pings without config or session request",
        "pings": [
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026060&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=2&c62=sendTime,1796026060&rnd=126060&cr=4_00_99_D1_10000"
        ]
      },
      {
        "name": "calls, and a network capture with no Nielsen ping in it",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ],
        "pings": [
          "https://player.example.test/video/main.js"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "config first",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL007-capture-clock.json",
            #"""
{
  "id": "NL007",
  "slug": "capture-clock",
  "title": "Capture times without a zone or running backwards",
  "family": "capture",
  "severity": "info",
  "source": "capture formats: HAR startedDateTime shapes and unsorted entries (no Nielsen guide covers the proxy's clock)",
  "rationale": "Times without a zone are taken as UTC and may be hours off; times that go backwards point at a merged or edited capture. Either makes timings in findings less reliable.",
  "fix": "Export the capture from the recording tool directly (HAR with zone offsets) rather than editing or merging files.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "backwardsSeconds": 5
  },
  "check": {
    "function": "captureClock"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "time goes back 10 s",
        "pings": [
          "[time 1796026010000] https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "[time 1796026000000] https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026000&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026000&rnd=126000"
        ]
      },
      {
        "name": "times without a zone",
        "pings": [
          "[time 1796026000000 nozone] https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "increasing times with a zone",
        "pings": [
          "[time 1796026000000] https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "[time 1796026001000] https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "capture/NL008-ping-not-https.json",
            #"""
{
  "id": "NL008",
  "slug": "ping-not-https",
  "title": "A Nielsen ping sent over plain HTTP",
  "family": "capture",
  "severity": "error",
  "source": "DCR Ireland Video iOS SDK — Overview (all communication between the SDK and the Census uses HTTPS)",
  "rationale": "Nielsen requires every exchange with its collection servers to be encrypted; a plain http:// ping means an outdated SDK or a rewritten URL.",
  "fix": "Use a current SDK and never rewrite or proxy Nielsen URLs to http://.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "pingOverHTTPS"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "ping over http",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "http://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "ping over https",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "checklist.json",
            #"""
{
  "about": "Nielsen's pre-certification checklist items (DCR Video iOS SDK — Pre-Certification Checklists) and the rules that decide each",
  "items": [
    {
      "id": "C1",
      "title": "The SDK initialises at app start: its config request is the first Nielsen HTTPS traffic",
      "rules": [
        "NL006"
      ]
    },
    {
      "id": "C2",
      "title": "Test App ID (P-prefixed GUID) in the certification environment",
      "rules": [
        "NL401"
      ]
    },
    {
      "id": "C3",
      "title": "Nielsen traffic is visible, decrypted, delivered, whole and over HTTPS",
      "rules": [
        "NL001",
        "NL002",
        "NL003",
        "NL004",
        "NL005",
        "NL008"
      ]
    },
    {
      "id": "C4",
      "title": "Content metadata complete and well formed",
      "rules": [
        "NL101",
        "NL102",
        "NL103",
        "NL104",
        "NL105",
        "NL106",
        "NL107",
        "NL108",
        "NL109",
        "NL111",
        "NL112"
      ]
    },
    {
      "id": "C5",
      "title": "Ad metadata: a known ad type and an assetid",
      "rules": [
        "NL110"
      ]
    },
    {
      "id": "C6",
      "title": "play once at the start of each stream; content loadMetadata first",
      "rules": [
        "NL305",
        "NL301"
      ]
    },
    {
      "id": "C7",
      "title": "Playheads every second; VOD positions from the asset start, live Unix seconds; ad and content playheads kept apart",
      "rules": [
        "NL201",
        "NL202",
        "NL203",
        "NL204",
        "NL206"
      ]
    },
    {
      "id": "C8",
      "title": "stop on every interruption and at the end of every ad; no playheads while stopped; stop when buffering over 30 s",
      "rules": [
        "NL302",
        "NL205",
        "NL307"
      ]
    },
    {
      "id": "C9",
      "title": "On resume: loadMetadata and playheads again (profile-dependent)",
      "rules": [
        "NL303"
      ]
    },
    {
      "id": "C10",
      "title": "end when the content completes; postroll after end",
      "rules": [
        "NL304",
        "NL306"
      ]
    },
    {
      "id": "C11",
      "title": "Audio vs video: isAudio only, and always, for audio",
      "rules": [
        "NL113"
      ]
    },
    {
      "id": "C12",
      "title": "Opt-out works; kids apps opt out at start",
      "rules": [
        "NL403",
        "NL404",
        "NL406"
      ]
    },
    {
      "id": "C13",
      "title": "Going live: debug logging removed",
      "rules": [
        "NL402"
      ]
    },
    {
      "id": "C14",
      "title": "AirPlay / mirroring reported through updateOTT",
      "rules": [
        "NL405"
      ]
    },
    {
      "id": "C15",
      "title": "In-app WebViews do not fire browser static pings (Italy)",
      "rules": [
        "NL407"
      ]
    }
  ]
}

"""#
        ),
        (
            "identity/NL401-appid-format.json",
            #"""
{
  "id": "NL401",
  "slug": "appid-format",
  "title": "App ID not a P-prefixed GUID",
  "family": "identity",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — SDK Initialization; DCR Ireland Video iOS SDK — Create SDK Instance (appid)",
  "rationale": "The App ID identifies the app to Nielsen; test IDs are a GUID prefixed with P. A malformed ID means the app is not registered for certification.",
  "fix": "Use the App ID Nielsen issued (PXXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX) in the SDK initialisation.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "pattern": "P[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
  },
  "check": {
    "function": "appIDFormat"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "App ID without the P prefix",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      },
      {
        "name": "init with a made-up id",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "my-app-id",
              "nlsnInstance",
              {}
            ]
          },
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "test App ID",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      },
      {
        "name": "init with the test App ID",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "identity/NL402-debug-flag-in-release.json",
            #"""
{
  "id": "NL402",
  "slug": "debug-flag-in-release",
  "title": "Debug logging enabled at init",
  "family": "identity",
  "severity": "info",
  "source": "DCR Italy Audio iOS SDK — Going Live; DCR Ireland Video iOS SDK — Going Live (remove nol_devDebug)",
  "rationale": "Debug logging is right for certification (the log is exact evidence) but must be removed from the build that goes live.",
  "fix": "Remove nol_devDebug (App SDK) / nol_sdkDebug (browser) from the init parameters of release builds.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "keys": [
      "nol_devDebug",
      "nol_sdkDebug"
    ]
  },
  "check": {
    "function": "debugFlag"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "init with nol_devDebug",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              {
                "appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE",
                "nol_devDebug": "DEBUG"
              }
            ]
          },
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "init without debug keys",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "identity/NL403-opt-out-state.json",
            #"""
{
  "id": "NL403",
  "slug": "opt-out-state",
  "title": "Capture made with the user opted out",
  "family": "identity",
  "severity": "info",
  "source": "iOS Privacy and Opt-Out — User Choice, Retrieve current Opt-Out preference",
  "rationale": "With the user opted out the SDK sends no demographic identifiers, so the capture does not show what an ordinary user's traffic looks like.",
  "fix": "Opt back in (nielsenappsdk://0) before recording a certification capture, unless you are testing opt-out itself.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "optOutState"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "uoo=1",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=1&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "opted in",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "identity/NL404-kids-app-opt-out.json",
            #"""
{
  "id": "NL404",
  "slug": "kids-app-opt-out",
  "title": "Kids app does not opt out after init",
  "family": "identity",
  "severity": "warning",
  "source": "DCR Italy Audio iOS SDK — Privacy and Opt-Out, Special Note Regarding Apps in the Kids Category (userOptOut nielsenappsdk://1 after initialisation)",
  "rationale": "Apps in a kids category must opt the user out right after initialising the SDK so that no identifiers are collected.",
  "fix": "Call userOptOut(\"nielsenappsdk://1\") immediately after creating the SDK instance.",
  "profiles": [
    "kids"
  ],
  "options": {
    "url": "nielsenappsdk://1"
  },
  "check": {
    "function": "kidsOptOut"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "init without opt-out",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "opt-out right after init",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796025995100,
            "api": "userOptOut",
            "args": [
              "nielsenappsdk://1"
            ]
          },
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "identity/NL405-ott-update-invalid.json",
            #"""
{
  "id": "NL405",
  "slug": "ott-update-invalid",
  "title": "updateOTT payload malformed",
  "family": "identity",
  "severity": "error",
  "source": "iOS AirPlay — Report OTT update to the Nielsen SDK (updateOTT)",
  "rationale": "updateOTT tells the SDK the stream moved to another screen; status must be \"0\" or \"1\", and with \"1\" the type and device details are required, all as strings.",
  "fix": "Send {\"ottStatus\": \"1\", \"ottType\": \"airplay\"|\"mirroring\"|\"other\", \"ottDevice\", \"ottDeviceModel\", \"ottDeviceID\"} when casting starts and {\"ottStatus\": \"0\"} when it stops.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "types": [
      "airplay",
      "mirroring",
      "other"
    ]
  },
  "check": {
    "function": "ottUpdate"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "status as a number",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "updateOTT",
            "args": [
              {
                "ottStatus": 1
              }
            ]
          }
        ]
      },
      {
        "name": "unknown type, no device",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "updateOTT",
            "args": [
              {
                "ottStatus": "1",
                "ottType": "chromecast"
              }
            ]
          }
        ]
      },
      {
        "name": "pings: OTT on without a type",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,1&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "complete AirPlay payload",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "updateOTT",
            "args": [
              {
                "ottStatus": "1",
                "ottType": "airplay",
                "ottDevice": "appletv",
                "ottDeviceModel": "AppleTV5,3",
                "ottDeviceID": "0000-1111"
              }
            ]
          },
          {
            "ts": 1796026030000,
            "api": "updateOTT",
            "args": [
              {
                "ottStatus": "0"
              }
            ]
          }
        ]
      },
      {
        "name": "pings: OTT on with a documented type",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,1&c72=otttyp,airplay&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "evidence": "inferred"
        }
      },
      {
        "name": "pings: OTT never on",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "verdict": "not-exercised"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "identity/NL406-opt-out-url-invalid.json",
            #"""
{
  "id": "NL406",
  "slug": "opt-out-url-invalid",
  "title": "userOptOut with an undocumented URL",
  "family": "identity",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Privacy and Opt-Out, User Choice; iOS Privacy and Opt-Out — User Choice (nielsenappsdk://1 out, nielsenappsdk://0 in)",
  "rationale": "The SDK understands only nielsenappsdk://1 (opt out) and nielsenappsdk://0 (opt in); anything else leaves the user's choice unrecorded.",
  "fix": "Pass the URL the opt-out page navigated to, unchanged: nielsenappsdk://1 or nielsenappsdk://0.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "urls": [
      "nielsenappsdk://1",
      "nielsenappsdk://0"
    ]
  },
  "check": {
    "function": "optOutURL"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "made-up URL",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026000000,
            "api": "userOptOut",
            "args": [
              "nielsenappsdk://optout"
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "opt in",
        "calls": [
          {
            "ts": 1796025995000,
            "api": "init",
            "args": [
              "P0A1B2C3D-0000-4000-8000-00000000C0DE",
              "nlsnInstance",
              {
                "appName": "Demo",
                "sfcode": "dcr"
              }
            ]
          },
          {
            "ts": 1796026000000,
            "api": "userOptOut",
            "args": [
              "nielsenappsdk://0"
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "identity/NL407-webview-static-pings.json",
            #"""
{
  "id": "NL407",
  "slug": "webview-static-pings",
  "title": "Browser static pings inside an app",
  "family": "identity",
  "severity": "warning",
  "source": "DCR Italy Audio iOS SDK — Prerequisites, Notes for WebView Contents",
  "rationale": "In Italy, web pages shown in an app's WebView must not run the browser static SDK: the app SDK already measures the app, and the extra pings double count.",
  "fix": "Inhibit the browser static SDK in in-app WebViews (the guide describes the flag to pass to the page).",
  "profiles": [
    "dcr-audio-italy"
  ],
  "check": {
    "function": "webviewStaticPings"
  },
  "evidence": {
    "api": "none",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "static browser ping beside App SDK pings",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-it.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=audio&c16=sdkv,ai.8.1.0&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-it.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=it-123456&rt=text&c16=sdkv,bj.6.0.0&sessionId=&c59=sesid,&at=view&davty=0&rnd=777"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "App SDK pings only",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-it.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=audio&c16=sdkv,ai.8.1.0&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
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
            "metadata/NL101-assetid-too-long.json",
            #"""
{
  "id": "NL101",
  "slug": "assetid-too-long",
  "title": "assetid longer than 32 characters",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "Nielsen limits the asset id to 32 characters; the SDK sends longer ids unchanged, so crediting may reject or split them.",
  "fix": "Send a unique id of at most 32 characters (letters, digits, - _ .), e.g. your CMS id rather than a URL or a composite key.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "max": 32
  },
  "check": {
    "function": "maxLength",
    "field": "assetid"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad assetid",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad ai",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good ai",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL102-assetid-special-characters.json",
            #"""
{
  "id": "NL102",
  "slug": "assetid-special-characters",
  "title": "assetid with special characters",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "Asset ids are matched across systems; spaces, slashes and other symbols break that matching.",
  "fix": "Use only letters, digits, '-', '_' and '.' in assetid.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "pattern": "[A-Za-z0-9._-]+"
  },
  "check": {
    "function": "pattern",
    "field": "assetid",
    "describe": "contain only letters, digits, '-', '_' and '.'"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad assetid",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID 1/#",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad ai",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID%201%2F%23&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good ai",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL103-program-too-long.json",
            #"""
{
  "id": "NL103",
  "slug": "program-too-long",
  "title": "program longer than 100 characters",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "Nielsen limits the program name to 100 characters; the SDK does not cut it, so reports may.",
  "fix": "Send the program (show) name in at most 100 characters.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "max": 100
  },
  "check": {
    "function": "maxLength",
    "field": "program"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad program",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad cg",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good cg",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL104-title-too-long.json",
            #"""
{
  "id": "NL104",
  "slug": "title-too-long",
  "title": "title longer than 100 characters",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "Nielsen limits the episode title to 100 characters; the SDK does not cut it.",
  "fix": "Send the episode title in at most 100 characters.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "max": 100
  },
  "check": {
    "function": "maxLength",
    "field": "title"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad title",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad tl",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good tl",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL105-content-metadata-missing.json",
            #"""
{
  "id": "NL105",
  "slug": "content-metadata-missing",
  "title": "Required content metadata missing or empty",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects; DCR Video iOS SDK — Configure API calls, loadMetadata; DCR Ireland Video iOS SDK — Create Metadata Objects (required keys)",
  "rationale": "Crediting needs every required content key; a missing one means the view cannot be attributed or classified.",
  "fix": "Pass type, assetid, program, title, length, airdate, isfullepisode and adloadtype in every content loadMetadata, none of them empty.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "required",
    "fields": [
      "type",
      "assetid",
      "program",
      "title",
      "length",
      "airdate",
      "isfullepisode",
      "adloadtype"
    ]
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "no airdate and no adloadtype",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "isfullepisode": "y"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "empty program on the wire",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "all keys present",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "all params filled",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL106-airdate-format.json",
            #"""
{
  "id": "NL106",
  "slug": "airdate-format",
  "title": "airdate not YYYYMMDD HH24:MI:SS",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "The original air date is read in one fixed format; anything else is misread or dropped.",
  "fix": "Send airdate as YYYYMMDD HH24:MI:SS, e.g. \"20240101 20:00:00\".",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "pattern": "[0-9]{8} [0-9]{2}:[0-9]{2}:[0-9]{2}"
  },
  "check": {
    "function": "pattern",
    "field": "airdate",
    "describe": "be YYYYMMDD HH24:MI:SS"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad airdate",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "2024-01-01",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad c54",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,2024-01-01&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good c54",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL107-isfullepisode-value.json",
            #"""
{
  "id": "NL107",
  "slug": "isfullepisode-value",
  "title": "isfullepisode not y or n",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "Full-episode status decides how the view is credited; only y and n are defined.",
  "fix": "Send isfullepisode \"y\" for a full episode and \"n\" otherwise.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "values": [
      "y",
      "n"
    ]
  },
  "check": {
    "function": "enumeration",
    "field": "isfullepisode"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad isfullepisode",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "yes",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad c53",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,yes&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good c53",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL108-adloadtype-value.json",
            #"""
{
  "id": "NL108",
  "slug": "adloadtype-value",
  "title": "adloadtype not 1 or 2",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "adloadtype says whether ads match the linear broadcast (1) or are dynamic (2). The SDK rewrites any other value to 2 on the wire, so only the app's call shows the mistake.",
  "fix": "Send adloadtype \"1\" (linear ad load) or \"2\" (dynamic ad load).",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "values": [
      "1",
      "2"
    ]
  },
  "check": {
    "function": "enumeration",
    "field": "adloadtype"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad adloadtype",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "linear"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "pings alone cannot show the value the app passed",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "verdict": "not-checked"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL109-length-value.json",
            #"""
{
  "id": "NL109",
  "slug": "length-value",
  "title": "length not whole positive seconds",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Video Content Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "length is the content duration in whole seconds; live 24/7 streams use 86400 and event-live streams their planned length, so 0, fractions or text are wrong.",
  "fix": "Send length as whole seconds (\"1800\"); for 24/7 live use \"86400\".",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "pattern": "[1-9][0-9]*"
  },
  "check": {
    "function": "pattern",
    "field": "length",
    "describe": "be whole positive seconds",
    "skipLiveBrowserPings": true
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata with a bad length",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "12.5",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a bad sd",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=0&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "documented content metadata",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "ping with a good sd",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&c16=sdkv,bj.6.0.0_dl&uoo=&retry=0",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      },
      {
        "name": "browser live pings carry the SDK's sd=0, not the app's length",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=0&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,true&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "verdict": "not-exercised"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL110-ad-metadata-invalid.json",
            #"""
{
  "id": "NL110",
  "slug": "ad-metadata-invalid",
  "title": "Ad metadata without assetid or with an unknown type",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Ad Metadata; DCR Ireland Video iOS SDK — Create Metadata Objects",
  "rationale": "Ads are credited by their id and placed by their type; an ad without assetid or with a type other than preroll, midroll, postroll or ad cannot be.",
  "fix": "Give every ad loadMetadata an assetid and type preroll, midroll, postroll (or ad when the position is unknown).",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "types": [
      "preroll",
      "midroll",
      "postroll",
      "ad"
    ]
  },
  "check": {
    "function": "adMetadata"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "ad type banner",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "banner",
                "assetid": "AD-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          }
        ]
      },
      {
        "name": "ad without assetid",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "stop",
            "args": [
              1
            ]
          }
        ]
      },
      {
        "name": "App SDK ad ping without ai",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,ai.8.1.0&c27=cln,15&c51=adl,0&c52=noad,0&sd=15&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=&c3=st,a&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001&adid=&cr=4_00_99_D1_00000&ad=1"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "preroll with assetid",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "browser pings never carry ad metadata",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026016&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026016&rnd=126016",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,15&c52=noad,1&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026076&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026076&rnd=126076&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "verdict": "not-checked"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL111-metadata-not-string.json",
            #"""
{
  "id": "NL111",
  "slug": "metadata-not-string",
  "title": "Metadata value not a string, or key in the wrong case",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Ireland Video iOS SDK — Create Metadata Objects (values are strings)",
  "rationale": "The SDK expects every metadata value as a string and every key in its documented case; numbers, booleans or assetId-style keys are ignored or misread.",
  "fix": "Build metadata dictionaries with string values only (\"150\", \"true\") and the documented keys (assetid, not assetId).",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "metadataStrings",
    "keys": [
      "type",
      "assetid",
      "program",
      "title",
      "length",
      "airdate",
      "isfullepisode",
      "adloadtype",
      "segA",
      "segB",
      "segC",
      "crossId1",
      "crossId2",
      "isAudio",
      "hasAds",
      "section",
      "channelName",
      "clientid",
      "subbrand",
      "isLive"
    ]
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "length as a number",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": 150,
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "assetId in camel case",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetId": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "all strings, documented keys",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL112-content-metadata-changed.json",
            #"""
{
  "id": "NL112",
  "slug": "content-metadata-changed",
  "title": "Content metadata changes within one episode",
  "family": "metadata",
  "severity": "warning",
  "source": "DCR Ireland Video iOS SDK — Create Metadata Objects (metadata must stay the same for the whole episode, across ad breaks)",
  "rationale": "The same asset must be described the same way each time its metadata is loaded (after every ad break too); changing values split one view into several.",
  "fix": "Build the content metadata once per episode and pass the same object every time you load it.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "metadataStable",
    "fields": [
      "title",
      "program",
      "length",
      "airdate",
      "isfullepisode",
      "adloadtype"
    ]
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "title changes after the midroll",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026005000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026005100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-1"
              }
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026008000,
            "api": "stop",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026008100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1 (HD)",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026009000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026011000,
            "api": "end",
            "args": [
              4
            ]
          }
        ]
      },
      {
        "name": "two pings of one asset with different titles",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201%20HD&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "same metadata after the ad break",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "stable pings",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL113-isaudio-misuse.json",
            #"""
{
  "id": "NL113",
  "slug": "isaudio-misuse",
  "title": "isAudio missing for audio or sent for video",
  "family": "metadata",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Create Metadata Objects, Audio Content Metadata (isAudio \"true\" for audio; not passed for video)",
  "rationale": "isAudio switches the SDK to audio measurement. Audio apps must send \"true\"; video apps must leave the key out or video is credited as audio.",
  "fix": "Audio: add isAudio \"true\" to every content metadata. Video: remove isAudio.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "audio": false
  },
  "check": {
    "function": "isAudioUsage"
  },
  "evidence": {
    "api": "exact",
    "ping": "exact"
  },
  "examples": {
    "triggering": [
      {
        "name": "video sends isAudio",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2",
                "isAudio": "true"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "audio without isAudio",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ],
        "profile": "dcr-audio"
      },
      {
        "name": "video profile, audio pings",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=audio&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "video without isAudio",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "audio with isAudio true",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2",
                "isAudio": "true"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ],
        "profile": "dcr-audio"
      },
      {
        "name": "audio pings under the audio profile",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=audio&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "profile": "dcr-audio"
      }
    ]
  }
}

"""#
        ),
        (
            "metadata/NL114-channelname-missing.json",
            #"""
{
  "id": "NL114",
  "slug": "channelname-missing",
  "title": "play without a channelName object",
  "family": "metadata",
  "severity": "warning",
  "source": "DCR Video iOS SDK — Configure API calls, play; DCR Ireland Video iOS SDK — Create Metadata Objects, Create channelName Metadata",
  "rationale": "The App SDK's play takes a channelName object naming the channel or video; without it reports lack the channel.",
  "fix": "Call play with {\"channelName\": \"<channel or video name>\"}.",
  "profiles": [
    "dcr-video"
  ],
  "check": {
    "function": "channelName"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "play without argument",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": []
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "play with channelName",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "params.json",
            #"""
{
  "about": "Nielsen DCR ping parameters: what each key means, which loadMetadata key it carries and whether it is personal data (redacted in shareable reports). Sources: the SDK pings of DCR Ireland Video iOS SDK — Test your player by yourself, Example of SDK ping, and the parameters seen in the SDK traffic under Tests/NLCertKitTests/Fixtures/corpus.",
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
        (
            "playhead/NL201-playhead-cadence.json",
            #"""
{
  "id": "NL201",
  "slug": "playhead-cadence",
  "title": "Playhead not sent every second",
  "family": "playhead",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Sequence of Calls, playheadPosition (called every second); DCR Ireland Video iOS SDK — Start the Measurement, playheadPosition",
  "rationale": "Crediting counts seconds from playhead calls; gaps while playing lose viewing time or look like pauses.",
  "fix": "Call playheadPosition once per second from a timer while the player plays; call stop when it pauses.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "maxGapSeconds": 1.5,
    "lateViewPingSeconds": 3
  },
  "check": {
    "function": "playheadCadence"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "playheads every 5 s",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              10
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              15
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              15
            ]
          }
        ]
      },
      {
        "name": "view ping 5 s after the start",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026005&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026005&rnd=126005"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "one playhead per second",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026007000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "view ping on time",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "playhead/NL202-playhead-increment.json",
            #"""
{
  "id": "NL202",
  "slug": "playhead-increment",
  "title": "VOD playhead not advancing by 1",
  "family": "playhead",
  "severity": "error",
  "source": "DCR Ireland Video iOS SDK — Start the Measurement, playheadPosition (a whole number that increments only by 1)",
  "rationale": "VOD playheads are the position in the asset; each call should be one more than the last. Jumps, repeats or steps back without a seek distort the credited duration.",
  "fix": "Send the player's current position in whole seconds, once per second; after a seek, send the new position (stop/play around it where the player pauses).",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "toleranceSeconds": 5
  },
  "check": {
    "function": "playheadIncrement"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "jumps by 10",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              10
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              20
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              30
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              30
            ]
          }
        ],
        "expect": {
          "evidence": "exact"
        }
      },
      {
        "name": "SDK reports forward jumps",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,3&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026004&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~FW%3A1796026001%3A10%3A0%3A10~FW%3A1796026002%3A20%3A10%3A10~ST%3A1796026003%3A20&davty=2&c62=sendTime,1796026004&rnd=126004&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "0, 1, 2, 3",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026007000,
            "api": "end",
            "args": [
              5
            ]
          }
        ],
        "expect": {
          "evidence": "exact"
        }
      },
      {
        "name": "positions match credited time",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~ST%3A1796026061%3A60&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "playhead/NL203-ad-playhead-starts-at-zero.json",
            #"""
{
  "id": "NL203",
  "slug": "ad-playhead-starts-at-zero",
  "title": "Ad playhead does not start at 0",
  "family": "playhead",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Configure API Calls, API Call Sequence; DCR Video iOS SDK — Configure API calls, playheadPosition (Ad); DCR Ireland Video iOS SDK — API Call Sequence (each ad playhead starts from 0)",
  "rationale": "Ad playheads are kept apart from content playheads and start at 0 for each ad; continuing the content position (or the previous ad's) miscredits the ad.",
  "fix": "Reset the playhead to 0 when an ad starts and report the ad's own position.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "adPlayheadStartsAtZero"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "preroll starts at 5",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              6
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              7
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              7
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "App SDK ad ping in segment 2",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,ai.8.1.0&c27=cln,15&c51=adl,0&c52=noad,0&sd=15&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=AD-1&c3=st,a&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026016&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026016&rnd=126016&adid=AD-1&cr=4_00_99_D2_00000&ad=1"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "ads from 0",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "browser pings cannot show ad playheads",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026016&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026016&rnd=126016",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,15&c52=noad,1&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026076&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026076&rnd=126076&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "verdict": "not-checked"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "playhead/NL204-content-resumes-position.json",
            #"""
{
  "id": "NL204",
  "slug": "content-resumes-position",
  "title": "Content does not continue after an ad break",
  "family": "playhead",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Configure API Calls, API Call Sequence; DCR Video iOS SDK — Configure API calls, API Call sequence; DCR Ireland Video iOS SDK — API Call Sequence (content continues from where it left off)",
  "rationale": "After a midroll the content playhead must pick up where the content stopped; restarting at 0 or jumping credits the wrong part of the asset.",
  "fix": "Keep the content position while ads play and resume playheads from it.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "toleranceSeconds": 1
  },
  "check": {
    "function": "contentResumesPosition"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "content restarts at 0 after the midroll",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              2
            ]
          }
        ]
      },
      {
        "name": "credited time exceeds the playhead range after a midroll",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,30&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026031&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026031&rnd=126031&cr=4_00_99_D1_10000",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,30&c51=adl,15&c52=noad,1&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026076&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026076&rnd=126076&cr=4_00_99_D1_10000",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,30&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026107&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~ST%3A1796026106%3A30&davty=2&c62=sendTime,1796026107&rnd=126107&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "content resumes at 3",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "no midroll",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ],
        "expect": {
          "verdict": "not-exercised"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "playhead/NL205-playhead-while-stopped.json",
            #"""
{
  "id": "NL205",
  "slug": "playhead-while-stopped",
  "title": "Playheads sent after stop or end",
  "family": "playhead",
  "severity": "warning",
  "source": "DCR Video iOS SDK — Interruptions during playback (call stop and withhold the playhead)",
  "rationale": "After stop or end the SDK expects silence until playback restarts; playheads in between are credited as viewing that did not happen or confuse the session.",
  "fix": "Stop the playhead timer when you call stop or end, and restart it only after play / loadMetadata.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "playheadWhileStopped"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "playheads continue after stop",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026003500,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026006000,
            "api": "end",
            "args": [
              4
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "stop, play, playheads",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026003500,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026010000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026010100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026013000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "playhead/NL206-live-playhead-unix-time.json",
            #"""
{
  "id": "NL206",
  "slug": "live-playhead-unix-time",
  "title": "Live playheads not in Unix seconds",
  "family": "playhead",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Sequence of Calls, playheadPosition; DCR Video iOS SDK — Configure API calls, playheadPosition (Content) (live: the current UTC time in seconds)",
  "rationale": "For live streams the playhead is the current Unix time, not a position from 0; otherwise live viewing cannot be matched to the broadcast.",
  "fix": "For live content (length 86400) send the current Unix time in seconds as the playhead.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "toleranceSeconds": 60
  },
  "check": {
    "function": "livePlayheadUnixTime"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "live content with playheads from 0",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "86400",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      },
      {
        "name": "live ping with a position from 0",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=86400&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,true&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,30&c51=adl,0&c52=noad,0&sd=86400&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,true&c59=sesid,SES1&c61=createtm,1796026031&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~ST%3A1796026030%3A30&davty=2&c62=sendTime,1796026031&rnd=126031&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "live content with Unix playheads",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "86400",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              1796026001
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1796026002
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              1796026003
            ]
          },
          {
            "ts": 1796026004000,
            "api": "end",
            "args": [
              1796026003
            ]
          }
        ]
      },
      {
        "name": "VOD content",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ],
        "expect": {
          "verdict": "not-exercised"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "playhead/NL207-playhead-before-metadata.json",
            #"""
{
  "id": "NL207",
  "slug": "playhead-before-metadata",
  "title": "Playhead before any loadMetadata",
  "family": "playhead",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Configure API Calls, Life cycle of SDK instance",
  "rationale": "Playheads only mean something for loaded metadata; sent before the first loadMetadata they are dropped or credited to nothing.",
  "fix": "Call loadMetadata as soon as the asset is known and start the playhead timer after it.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "playheadBeforeMetadata"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "playheads first",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026006000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "metadata first",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "profiles/dcr-audio-italy.json",
            #"""
{
  "name": "dcr-audio-italy",
  "description": "DCR audio for Italy (DCR Italy Audio iOS SDK): the audio rules plus NL407, no browser static pings from in-app WebViews.",
  "extends": "dcr-audio",
  "rules": {}
}

"""#
        ),
        (
            "profiles/dcr-audio.json",
            #"""
{
  "name": "dcr-audio",
  "description": "DCR audio (DCR Italy Audio iOS SDK): isAudio \"true\" on every content metadata; the audio interruption list (no lock/background stops).",
  "rules": {
    "NL113": { "options": { "audio": true } }
  }
}

"""#
        ),
        (
            "profiles/dcr-video-ireland.json",
            #"""
{
  "name": "dcr-video-ireland",
  "description": "DCR video for Ireland (DCR Ireland Video iOS SDK, sfcode ire): on resume after stop only playheads are required, not loadMetadata.",
  "extends": "dcr-video",
  "sfcode": "ire",
  "rules": {
    "NL303": { "options": { "requireLoadMetadata": false } }
  }
}

"""#
        ),
        (
            "profiles/dcr-video.json",
            #"""
{
  "name": "dcr-video",
  "description": "DCR video, App SDK or browser (DCR Video iOS SDK; DCR Ireland Video iOS SDK): the default. Video apps must not send isAudio; a resume after stop needs loadMetadata.",
  "rules": {}
}

"""#
        ),
        (
            "profiles/kids.json",
            #"""
{
  "name": "kids",
  "description": "Apps in a kids category (DCR Italy Audio iOS SDK — Special Note Regarding Apps in the Kids Category): the video rules plus NL404, opt the user out right after initialisation.",
  "extends": "dcr-video",
  "rules": {}
}

"""#
        ),
        (
            "sequence/NL301-content-metadata-first.json",
            #"""
{
  "id": "NL301",
  "slug": "content-metadata-first",
  "title": "First loadMetadata after play is not content",
  "family": "sequence",
  "severity": "error",
  "source": "DCR Video iOS SDK — Configure API calls, API Call sequence (content details before any preroll)",
  "rationale": "The SDK needs the content's metadata before any ad so that the ads are attached to the right content.",
  "fix": "After play, call loadMetadata with the content metadata first, then the preroll's.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "contentMetadataFirst"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred",
    "inferredMaxSeverity": "warning"
  },
  "examples": {
    "triggering": [
      {
        "name": "preroll metadata first",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "stop",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026006000,
            "api": "end",
            "args": [
              1
            ]
          }
        ]
      },
      {
        "name": "browser: content started at the play time although an ad was counted",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,15&c52=noad,1&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~ST%3A1796026060%3A45&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "content first",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "browser pings without the signature cannot tell",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026016&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026016&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026016&rnd=126016",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,15&c52=noad,1&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026016&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026076&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0&davty=1&c62=sendTime,1796026076&rnd=126076&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "verdict": "not-checked"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "sequence/NL302-stop-before-resume.json",
            #"""
{
  "id": "NL302",
  "slug": "stop-before-resume",
  "title": "No stop after an ad or on an interruption",
  "family": "sequence",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Interruptions during playback; DCR Video iOS SDK — Interruptions during playback; DCR Ireland Video iOS SDK — Stop/Resume the Measurement for video Playback Interruptions",
  "rationale": "stop closes the current ad or content segment; without it at the end of each ad, before each ad break and on every pause or interruption, the SDK keeps crediting the wrong item.",
  "fix": "Call stop when an ad ends, before switching to an ad break, and on every pause, call, lock or backgrounding.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "stopPingToleranceSeconds": 2
  },
  "check": {
    "function": "stopBeforeResume"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "no stop after the preroll",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026004900,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026005900,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026006900,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026007900,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026008900,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026009900,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026010900,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026011900,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026012900,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026013800,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026014800,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026015800,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026016800,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "pause without stop",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026020000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026021000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026022000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026023000,
            "api": "end",
            "args": [
              4
            ]
          }
        ]
      },
      {
        "name": "pings: pause and resume with no stop ping",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,40&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~PU%3A1796026020%3A20~RE%3A1796026040%3A20~ST%3A1796026060%3A40&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "stop after every ad and before the midroll",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026000200,
            "api": "loadMetadata",
            "args": [
              {
                "type": "preroll",
                "assetid": "AD-PRE-1"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026009100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "midroll",
                "assetid": "AD-MID-1"
              }
            ]
          },
          {
            "ts": 1796026010000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026011000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026012000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013000,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026013100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026014000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026015000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026016000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026017000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "pings: pause with a stop ping",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,20&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026020&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0&davty=1&c62=sendTime,1796026020&rnd=126020&cr=4_00_99_D1_10000",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,20&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PU%3A1796026021%3A20~RE%3A1796026041%3A20~ST%3A1796026061%3A40&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      },
      {
        "name": "pings: the stop after an ad leaves no trace",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026016&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026016&rnd=126016",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,15&c52=noad,1&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026076&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026076&rnd=126076&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "verdict": "not-checked"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "sequence/NL303-resume-needs-loadmetadata.json",
            #"""
{
  "id": "NL303",
  "slug": "resume-needs-loadmetadata",
  "title": "Resume after stop without loadMetadata",
  "family": "sequence",
  "severity": "warning",
  "source": "DCR Italy Audio iOS SDK — Interruptions during playback; DCR Video iOS SDK — Interruptions during playback (loadMetadata and playheads when the stream resumes); DCR Ireland Video iOS SDK — Stop/Resume the Measurement for video Playback Interruptions (playheads only)",
  "rationale": "Where documented, a resume after stop starts a new segment and needs the metadata again; the Ireland guide only asks for playheads.",
  "fix": "On resume after stop, call loadMetadata with the same content metadata, then playheads.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "requireLoadMetadata": true
  },
  "check": {
    "function": "resumeNeedsLoadMetadata"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "play and playheads after stop",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026003500,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026020000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026021000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026022000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026023000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026024000,
            "api": "end",
            "args": [
              4
            ]
          }
        ]
      },
      {
        "name": "pings: c64 not reset after the pause",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,20&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026020&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0&davty=1&c62=sendTime,1796026020&rnd=126020&cr=4_00_99_D1_10000",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,20&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PU%3A1796026021%3A20~RE%3A1796026041%3A20~ST%3A1796026061%3A40&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "loadMetadata on resume",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026003500,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026020000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026020100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026021000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026022000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026023000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026024000,
            "api": "end",
            "args": [
              4
            ]
          }
        ]
      },
      {
        "name": "Ireland: playheads alone are enough",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026003500,
            "api": "stop",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026020000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026021000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026022000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026023000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026024000,
            "api": "end",
            "args": [
              4
            ]
          }
        ],
        "profile": "dcr-video-ireland"
      }
    ]
  }
}

"""#
        ),
        (
            "sequence/NL304-end-missing.json",
            #"""
{
  "id": "NL304",
  "slug": "end-missing",
  "title": "Content ends without end",
  "family": "sequence",
  "severity": "error",
  "source": "DCR Video iOS SDK — Configure API calls, end; DCR Italy Audio iOS SDK — Sequence of Calls, end; DCR Ireland Video iOS SDK — Start the Measurement, end",
  "rationale": "end tells the SDK the content is over so it can close and send the last crediting; without it the final minutes may be lost.",
  "fix": "Call end when the content completes (before any postroll) or the user switches channel or leaves.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "endPresent"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "no end",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "pings: no ST event",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=1&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "end called",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026007000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "pings: ST reported",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~ST%3A1796026061%3A60&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ]
  }
}

"""#
        ),
        (
            "sequence/NL305-play-missing.json",
            #"""
{
  "id": "NL305",
  "slug": "play-missing",
  "title": "loadMetadata without play at the start of a stream",
  "family": "sequence",
  "severity": "error",
  "source": "DCR Italy Audio iOS SDK — Sequence of Calls, play; DCR Video iOS SDK — Configure API calls, play; DCR Ireland Video iOS SDK — Start the Measurement, play",
  "rationale": "play opens the viewing session; metadata loaded before it belongs to no session.",
  "fix": "Call play when the user starts a stream, then loadMetadata.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "playFirst"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "loadMetadata first",
        "calls": [
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "play first",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "sequence/NL306-postroll-after-end.json",
            #"""
{
  "id": "NL306",
  "slug": "postroll-after-end",
  "title": "Postroll loaded before end",
  "family": "sequence",
  "severity": "warning",
  "source": "DCR Italy Audio iOS SDK — Configure API Calls, API Call Sequence; DCR Video iOS SDK — Configure API calls, API Call sequence, Use Case 2: Content has Advertisements (end, then the postroll)",
  "rationale": "The documented order is end of content, then the postroll's metadata and playheads; a postroll before end is credited as a midroll.",
  "fix": "Call end when the content finishes, then load the postroll.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "check": {
    "function": "postrollAfterEnd"
  },
  "evidence": {
    "api": "exact",
    "ping": "none"
  },
  "examples": {
    "triggering": [
      {
        "name": "postroll before end",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "stop",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "postroll",
                "assetid": "AD-POST-1"
              }
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026008000,
            "api": "stop",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026008100,
            "api": "end",
            "args": [
              3
            ]
          }
        ]
      }
    ],
    "nonTriggering": [
      {
        "name": "end then postroll",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "end",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026006000,
            "api": "loadMetadata",
            "args": [
              {
                "type": "postroll",
                "assetid": "AD-POST-1"
              }
            ]
          },
          {
            "ts": 1796026007000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026008000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026009000,
            "api": "stop",
            "args": [
              1
            ]
          }
        ]
      }
    ]
  }
}

"""#
        ),
        (
            "sequence/NL307-buffering-without-stop.json",
            #"""
{
  "id": "NL307",
  "slug": "buffering-without-stop",
  "title": "Playheads stall over 30 s without stop",
  "family": "sequence",
  "severity": "warning",
  "source": "DCR Video iOS SDK — Interruptions during playback (buffering: call stop after 30 s)",
  "rationale": "Short buffering needs nothing, but once it lasts over 30 seconds the SDK must be told with stop, or the stall is credited as viewing.",
  "fix": "Start a timer when buffering begins and call stop if it passes 30 s; resume with loadMetadata and playheads.",
  "profiles": [
    "dcr-video",
    "dcr-audio"
  ],
  "options": {
    "maxSeconds": 30
  },
  "check": {
    "function": "bufferingWithoutStop"
  },
  "evidence": {
    "api": "exact",
    "ping": "inferred"
  },
  "examples": {
    "triggering": [
      {
        "name": "40 s without playheads or stop",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026043000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026044000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026045000,
            "api": "end",
            "args": [
              4
            ]
          }
        ]
      },
      {
        "name": "pings: 80 s with 20 s credited and no pause",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,20&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026101&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0&davty=2&c62=sendTime,1796026101&rnd=126101&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ],
    "nonTriggering": [
      {
        "name": "steady playheads",
        "calls": [
          {
            "ts": 1796026000000,
            "api": "play",
            "args": [
              {
                "channelName": "News"
              }
            ]
          },
          {
            "ts": 1796026000100,
            "api": "loadMetadata",
            "args": [
              {
                "type": "content",
                "assetid": "VID-1",
                "program": "Program 1",
                "title": "Episode 1",
                "length": "150",
                "airdate": "20240101 20:00:00",
                "isfullepisode": "y",
                "adloadtype": "2"
              }
            ]
          },
          {
            "ts": 1796026001000,
            "api": "playheadPosition",
            "args": [
              0
            ]
          },
          {
            "ts": 1796026002000,
            "api": "playheadPosition",
            "args": [
              1
            ]
          },
          {
            "ts": 1796026003000,
            "api": "playheadPosition",
            "args": [
              2
            ]
          },
          {
            "ts": 1796026004000,
            "api": "playheadPosition",
            "args": [
              3
            ]
          },
          {
            "ts": 1796026005000,
            "api": "playheadPosition",
            "args": [
              4
            ]
          },
          {
            "ts": 1796026006000,
            "api": "playheadPosition",
            "args": [
              5
            ]
          },
          {
            "ts": 1796026007000,
            "api": "end",
            "args": [
              5
            ]
          }
        ]
      },
      {
        "name": "pings: credited time fills the gap",
        "pings": [
          "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001",
          "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=timer&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,60&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026061&uoo=&c71=ottflg,0&c72=otttyp,none&evdata=PL%3A1796026000%3A0~ST%3A1796026061%3A60&davty=2&c62=sendTime,1796026061&rnd=126061&cr=4_00_99_D1_10000"
        ],
        "expect": {
          "evidence": "inferred"
        }
      }
    ]
  }
}

"""#
        ),
    ]
}
