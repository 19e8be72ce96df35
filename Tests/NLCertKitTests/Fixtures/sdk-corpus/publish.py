#!/usr/bin/env python3
"""Copies renders into this corpus after the timing check (check_timing.py).
usage: publish.py android|browser RENDER_DIR NAME…
Android: needs ANDROID_SDK_WORK (the harness folder): its per-scenario data folder becomes the app's data
folder on a device, and the body of the `CONFIG response:` log line (the synthetic config) is replaced by a
placeholder giving its length. Browser: console.txt is stored as sdklog.txt. The script and expect files are
not copied (scenarios.py writes them here). A render that fails the timing check is not published."""
import os, re, sys

from check_timing import deviation

HERE = os.path.dirname(os.path.abspath(__file__))
APP = "/data/user/0/com.example.nielsendcrtest"
FILES = {"android": {"calls.jsonl": "calls.jsonl", "events.jsonl": "events.jsonl", "logcat.txt": "logcat.txt",
                     "urls.txt": "urls.txt", "requests.jsonl": "requests.jsonl"},
         "browser": {"calls.jsonl": "calls.jsonl", "har": "har", "console.txt": "sdklog.txt", "urls.txt": "urls.txt"}}


def redact_config(m):
    body = m.group(2)
    body = body[:-1] if body.endswith("]") else body
    return (f"{m.group(1)}<config JSON redacted by capture tool: {len(body)} chars as logged "
            "(device-style 4068-byte entry limit applied)>]")


def main(platform, src, names):
    dest = os.path.join(HERE, platform)
    work = os.environ.get("ANDROID_SDK_WORK", "").rstrip("/") if platform == "android" else ""
    if platform == "android" and not work:
        sys.exit("publish.py: set ANDROID_SDK_WORK to the Android harness folder")
    failed = 0
    for n in names:
        dev, _ = deviation(os.path.join(src, n + ".calls.jsonl"))
        if dev is None or dev > 0.3:
            print(f"{n}: NOT published, calls off the script by {dev} s"); failed += 1; continue
        for ext, out in FILES[platform].items():
            path = os.path.join(src, f"{n}.{ext}")
            if not os.path.exists(path):
                print(f"{n}: missing {path}"); failed += 1; continue
            text = open(path, encoding="utf-8").read()
            if work:
                text = text.replace(f"{work}/data/{n}", APP)
            if ext == "logcat.txt":
                text = re.sub(r"^(.*?\[CONFIG response: )(.*)$", redact_config, text, flags=re.M)
            if (work and work in text) or "/tmp/" in text or "/work/" in text:
                print(f"{n}: WARNING a machine path is left in {ext}")
            open(os.path.join(dest, f"{n}.{out}"), "w", encoding="utf-8").write(text)
        print(f"{n}: published ({dev:.2f} s worst)")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 4 or sys.argv[1] not in FILES:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
