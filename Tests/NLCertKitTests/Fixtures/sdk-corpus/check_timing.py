#!/usr/bin/env python3
"""Rejects a render whose calls did not run on the script's clock. A starved machine delays calls and then
fires them in a burst, which turns a correct flow into another one. For each NAME in DIR: every scripted call
in NAME.calls.jsonl (one with an `at`) must have run within LIMIT s (default 0.3) of `at`, measured from the
first scripted call. usage: check_timing.py [--limit S] DIR NAME…   exit 1 if any render fails."""
import json, os, sys


def deviation(path):
    calls = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    timed = [c for c in calls if "at" in c and c.get("api") not in ("init", "_result")]
    if not timed:
        return None, 0
    t0 = timed[0]["ts"] - timed[0]["at"] * 1000
    return max(abs((c["ts"] - t0) / 1000 - c["at"]) for c in timed), len(timed)


def main(argv):
    limit = 0.3
    if argv[:1] == ["--limit"]:
        limit, argv = float(argv[1]), argv[2:]
    folder, names = argv[0], argv[1:]
    bad = []
    for n in names:
        path = os.path.join(folder, n + ".calls.jsonl")
        if not os.path.exists(path):
            bad.append(n); print(f"{n}: no calls.jsonl"); continue
        dev, count = deviation(path)
        if dev is None or dev > limit:
            bad.append(n)
        print(f"{n}: {count} calls, worst {'-' if dev is None else f'{dev:.2f}'} s off the script"
              f"{'' if n not in bad else '  REJECTED'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
