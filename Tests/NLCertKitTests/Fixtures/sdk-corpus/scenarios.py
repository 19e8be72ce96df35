#!/usr/bin/env python3
"""Writes the scenario scripts of the real-SDK corpus: one flow of API calls per scenario, rendered for the
Android App SDK harness (android/NAME.script.json) and the Browser SDK harness (browser/NAME.script.json),
plus NAME.expect.json beside each (the verdict the Nielsen guides give the flow, written here, never read
from nlcert). usage: scenarios.py [OUT_DIR]  (default: the folder of this file)."""
import json, math, os, sys

APPID = "P0A1B2C3D-0000-4000-8000-00000000C0DE"


def content(asset="VID-CORPUS-0001", title="Corpus Episode S1E1", length="60", **extra):
    md = {"type": "content", "assetid": asset, "program": "Corpus Program", "title": title, "length": length,
          "airdate": "20240101 20:00:00", "isfullepisode": "y", "adloadtype": "2",
          "crossId1": "EP-" + asset[-4:], "crossId2": "TESTORIG", "segB": "NA", "segC": "NA"}
    md.update(extra)
    return md


def live(asset="LIVE-CORPUS-0001", title="Corpus Live Channel"):
    return content(asset, title, "86400", isfullepisode="n", adloadtype="1", airdate="20240101 00:00:00")


def ad(kind, asset):
    return {"type": kind, "assetid": asset, "title": asset.lower()}


class Flow:
    """A flow of calls on one time axis (seconds from the first call). Playheads are one per second;
    `"now"` stands for the current Unix second (live)."""

    def __init__(self):
        self.t = 0.0
        self.steps = []
        self.last = None   # last playhead value sent (for stop/end on the Browser SDK)

    def call(self, *c, dt=0.1):
        self.steps.append({"at": round(self.t, 1), "call": list(c)})
        self.t += dt
        return self

    def play(self, channel="CorpusChannel"): return self.call("play", channel)
    def meta(self, md): return self.call("loadMetadata", md)
    def stop(self): return self.call("stop", None)
    def end(self): return self.call("end", None)
    def wait(self, s): self.t += s; return self

    def ph(self, start, count, step=1):
        """count playheads start, start+step, …, one per second (start may be "now")."""
        self.t = float(math.ceil(self.t - 1e-9))   # playheads fall on whole seconds
        for i in range(count):
            v = "now" if start == "now" else start + i * step
            self.steps.append({"at": self.t, "call": ["setPlayheadPosition", v]})
            self.last = v
            self.t += 1
        self.t -= 0.8   # the next call comes 0.2 s after the last playhead
        return self


def android_script(name, desc, flow, expect, tail=45):
    steps = []
    for s in flow.steps:
        c = s["call"]
        if c[0] == "play": c = ["play", {"channelName": c[1]}]
        elif c[0] in ("stop", "end"): c = [c[0]]
        steps.append({"at": s["at"], "call": c})
    return {"name": name, "description": desc, "expect": expect, "steps": steps,
            "appInfo": {"appid": APPID, "appname": "NielsenDCRTest", "appversion": "1.0.0", "sfcode": "dcr",
                        "nol_devDebug": "DEBUG"},
            "startDelay": 10, "tail": tail, "closeAtEnd": True}


def browser_script(name, desc, flow, expect):
    steps, last = [], None
    for s in flow.steps:
        c = list(s["call"])
        if c[0] == "setPlayheadPosition":
            if c[1] == "now": c[1] = "{{unix}}"
            last = c[1]
        elif c[0] == "play": c = ["play", 0]
        elif c[0] in ("stop", "end"): c = [c[0], last if last is not None else 0]
        elif c[0] in ("appInBackground", "appInForeground", "lifecycle", "userOptOut"):
            return None   # App SDK only
        if c[0] == "loadMetadata": last = None
        steps.append({"at": s["at"], "call": c})
    return {"name": name, "description": desc, "expect": expect, "appid": APPID,
            "init": {"deviceId": "corpus-test-device-0001", "appName": "corpus-driver", "appVersion": "1.0"},
            "warmup": 2, "tail": 15, "steps": steps}


SCENARIOS = []


def scenario(name, verdict, guide, platforms=("android", "browser"), note=None, profiles=None, also_allowed=None):
    def deco(build):
        SCENARIOS.append((name, verdict, guide, platforms, note, profiles, also_allowed, build))
        return build
    return deco

# ---- correct flows ---------------------------------------------------------------------------------


@scenario("vod_content", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence (play, loadMetadata, playheadPosition every second, end)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 41).end()


@scenario("preroll_content", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence (content metadata first, then the preroll; stop at the end of each ad; content from 0)")
def _(f):
    f.play().meta(content(length="30")).meta(ad("preroll", "AD-PRE-0001")).ph(0, 11).stop()
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("midroll_pod", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence (stop before the break and after each ad; ad playheads from 0; content continues where it left off)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 21).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(0, 8).stop()
    f.meta(ad("midroll", "AD-MID-0002")).ph(0, 8).stop()
    f.meta(content(length="40")).ph(21, 20).end()


@scenario("postroll_after_end", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence, Use Case 2 (end of content, then the postroll)")
def _(f):
    f.play().meta(content(length="30")).ph(0, 31).end()
    f.meta(ad("postroll", "AD-POST-0001")).ph(0, 11).stop()


@scenario("live_content", "correct", "DCR Video iOS SDK — Configure API calls, playheadPosition (live: the current Unix second)")
def _(f):
    f.play().meta(live()).ph("now", 40).end()


@scenario("live_adbreak", "correct", "DCR Video iOS SDK — playheadPosition (live: the current Unix second, so it moves on by the break); API Call sequence (stop around the ad)")
def _(f):
    f.play().meta(live()).ph("now", 20).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(0, 11).stop()
    f.meta(live()).ph("now", 20).end()


@scenario("audio_content", "correct", "DCR Italy Audio iOS SDK — Audio Content Metadata (isAudio \"true\"); Sequence of Calls",
          profiles=["dcr-audio"])
def _(f):
    f.play().meta(content(length="40", isAudio="true")).ph(0, 41).end()


@scenario("channel_change_end", "correct", "DCR Video iOS SDK — Configure API calls, end (call end on channel change) and play (call play when starting the new stream)")
def _(f):
    f.play("ChannelA").meta(content("VID-CORPUS-0001", "Episode A", "60")).ph(0, 21).end()
    f.play("ChannelB").meta(content("VID-CORPUS-0002", "Episode B", "60")).ph(0, 21).end()


@scenario("pause_stop_resume", "correct", "DCR Video iOS SDK — Interruptions during playback (call stop and withhold playheads; loadMetadata and playheads when the stream resumes)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop().wait(10)
    f.meta(content(length="40")).ph(16, 25).end()


@scenario("buffering_short", "correct", "DCR Video iOS SDK — Interruptions during playback, Buffering state (no playheads while buffering; stop only after 30 s)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).wait(12).ph(16, 25).end()


@scenario("buffering_long_stop", "correct", "DCR Video iOS SDK — Interruptions during playback, Buffering state (buffering more than 30 s: call stop; loadMetadata and playheads on resume)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).wait(31).stop().wait(3)
    f.meta(content(length="40")).ph(16, 25).end()


@scenario("play_again_midstream", "correct", "DCR Video iOS SDK — Configure API calls (no documented rule forbids a second play while the playheads go on)", note="a warning that names the second play is acceptable; an error is not")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).play().ph(16, 25).end()


@scenario("seek_forward_back", "correct", "DCR Ireland Video iOS SDK — playheadPosition (the position in the asset; a seek is one jump, then +1 per second)")
def _(f):
    f.play().meta(content(length="90")).ph(0, 11).ph(50, 11).ph(20, 11).end()


@scenario("background_foreground", "correct", "DCR Video iOS SDK — Interruptions during playback (App going to the background: stop; loadMetadata and playheads when the stream resumes)", platforms=("android",))
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop().call("lifecycle", "ON_PAUSE", "ON_STOP").wait(10)
    f.call("lifecycle", "ON_START", "ON_RESUME").meta(content(length="40")).ph(16, 25).end()


@scenario("playlist_two_episodes", "correct", "DCR Video iOS SDK — Configure API calls, end (at the end of each piece of content) and play (when the new stream starts)")
def _(f):
    f.play().meta(content("VID-CORPUS-0001", "Episode 1", "20")).ph(0, 21).end()
    f.play().meta(content("VID-CORPUS-0002", "Episode 2", "20")).ph(0, 21).end()


@scenario("repeat_same_content", "correct", "DCR Video iOS SDK — Configure API calls, end and play (each viewing of the same asset is its own stream)")
def _(f):
    f.play().meta(content(length="20")).ph(0, 21).end()
    f.play().meta(content(length="20")).ph(0, 21).end()


@scenario("kids_opt_out", "correct", "DCR Italy Audio iOS SDK — Privacy and Opt-Out, Apps in the Kids Category (userOptOut nielsenappsdk://1 right after initialisation)", platforms=("android",), profiles=["kids"])
def _(f):
    f.call("userOptOut", "nielsenappsdk://1", dt=1).play().meta(content(length="30")).ph(0, 31).end()


@scenario("pause_play_resume", "correct", "DCR Video iOS SDK — Interruptions during playback (stop on pause; loadMetadata and playheads on resume) and Configure API calls, play (a player that calls play again on its play button)", note="a warning that names the second play is acceptable; an error is not")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop().wait(10)
    f.play().meta(content(length="40")).ph(16, 25).end()


@scenario("preroll_pod", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence (content metadata first, then each ad of the pod with its own loadMetadata, playheads from 0 and stop)")
def _(f):
    f.play().meta(content(length="30")).meta(ad("preroll", "AD-PRE-0001")).ph(0, 6).stop()
    f.meta(ad("preroll", "AD-PRE-0002")).ph(0, 6).stop()
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("live_preroll", "correct", "DCR Video iOS SDK — playheadPosition (Ad: from 0; live content: the current Unix second); API Call sequence (content metadata first, then the preroll)")
def _(f):
    f.play().meta(live()).meta(ad("preroll", "AD-PRE-0001")).ph(0, 11).stop()
    f.meta(live()).ph("now", 30).end()


@scenario("live_channel_change_end", "correct", "DCR Video iOS SDK — Configure API calls, end (call end on channel change) and playheadPosition (live: the current Unix second)")
def _(f):
    f.play("ChannelA").meta(live("LIVE-CORPUS-0001", "Live Channel A")).ph("now", 20).end()
    f.play("ChannelB").meta(live("LIVE-CORPUS-0002", "Live Channel B")).ph("now", 20).end()


@scenario("midroll_and_postroll", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence (stop around the midroll, content continues where it left off; end of content, then the postroll)")
def _(f):
    f.play().meta(content(length="30")).ph(0, 16).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(0, 8).stop()
    f.meta(content(length="30")).ph(16, 15).end()
    f.meta(ad("postroll", "AD-POST-0001")).ph(0, 8).stop()


@scenario("audio_live", "correct", "DCR Italy Audio iOS SDK — Audio Content Metadata (isAudio \"true\"); playheadPosition (live: the current Unix second)",
          profiles=["dcr-audio"])
def _(f):
    f.play().meta(dict(live(), isAudio="true")).ph("now", 40).end()



@scenario("vod_long_midroll", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence (playheads every second through several minutes; stop before the break, ad playheads from 0, content continues where it left off)")
def _(f):
    f.play().meta(content(length="200")).ph(0, 101).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(0, 16).stop()
    f.meta(content(length="200")).ph(101, 100).end()


@scenario("pause_long_stop", "correct", "DCR Video iOS SDK — Interruptions during playback (a pause of more than a minute: stop, no playheads; loadMetadata and playheads when the stream resumes)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop().wait(70)
    f.meta(content(length="40")).ph(16, 25).end()



@scenario("seek_back_to_start", "correct", "DCR Ireland Video iOS SDK — playheadPosition (the position in the asset: a seek back to the start is one jump, then +1 per second)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 21).ph(0, 41).end()


@scenario("live_midroll_pod", "correct", "DCR Video iOS SDK — playheadPosition (ads from 0; live content the current Unix second, so it moves on by the break); API Call sequence (stop before the break and after each ad)")
def _(f):
    f.play().meta(live()).ph("now", 15).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(0, 6).stop()
    f.meta(ad("midroll", "AD-MID-0002")).ph(0, 6).stop()
    f.meta(live()).ph("now", 15).end()



@scenario("pause_during_ad", "correct", "DCR Video iOS SDK — Interruptions during playback (stop on pause, also during an ad; loadMetadata and playheads on resume, the ad's playhead going on where it stopped)")
def _(f):
    f.play().meta(content(length="30")).meta(ad("preroll", "AD-PRE-0001")).ph(0, 6).stop().wait(8)
    f.meta(ad("preroll", "AD-PRE-0001")).ph(6, 9).stop()
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("live_pause_resume", "correct", "DCR Video iOS SDK — Interruptions during playback (stop on pause; loadMetadata and playheads on resume) and playheadPosition (live: the current Unix second, so it moves on by the pause)")
def _(f):
    f.play().meta(live()).ph("now", 15).stop().wait(10)
    f.meta(live()).ph("now", 15).end()


@scenario("live_buffering_short", "correct", "DCR Video iOS SDK — Interruptions during playback, Buffering state (no playheads while buffering, stop only after 30 s; live: the current Unix second after it)")
def _(f):
    f.play().meta(live()).ph("now", 15).wait(12).ph("now", 15).end()


@scenario("postroll_pod", "correct", "DCR Video iOS SDK — Configure API calls, API Call sequence, Use Case 2 (end of content, then each postroll of the pod with its own loadMetadata, playheads from 0 and stop)")
def _(f):
    f.play().meta(content(length="30")).ph(0, 31).end()
    f.meta(ad("postroll", "AD-POST-0001")).ph(0, 6).stop()
    f.meta(ad("postroll", "AD-POST-0002")).ph(0, 6).stop()


# ---- single faults ---------------------------------------------------------------------------------


@scenario("fault_ad_playhead_not_zero", "NL203", "DCR Video iOS SDK — playheadPosition (Ad): each ad's playhead starts at 0")
def _(f):
    f.play().meta(content(length="30")).meta(ad("preroll", "AD-PRE-0001")).ph(5, 11).stop()
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("fault_metadata_before_play", "NL305", "DCR Video iOS SDK — Configure API calls, play (play opens the stream, before loadMetadata)")
def _(f):
    f.meta(content(length="40")).play().ph(0, 41).end()


@scenario("fault_no_stop_after_ad", "NL302", "DCR Video iOS SDK — Configure API calls, stop (at the end of each ad)")
def _(f):
    f.play().meta(content(length="30")).meta(ad("preroll", "AD-PRE-0001")).ph(0, 11)
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("fault_channel_change_no_end", "NL304", "DCR Video iOS SDK — Configure API calls, end (end must be called on channel change)")
def _(f):
    f.play("ChannelA").meta(content("VID-CORPUS-0001", "Episode A", "60")).ph(0, 21)
    f.play("ChannelB").meta(content("VID-CORPUS-0002", "Episode B", "60")).ph(0, 21).end()


@scenario("fault_playhead_jumps", "NL202", "DCR Ireland Video iOS SDK — playheadPosition (a whole number that increments only by 1)",
          also_allowed=["NL005"], note="the real SDK's evdata for the jumps makes a ping URL longer than 2048 characters, so NL005 (warning) is true here")
def _(f):
    f.play().meta(content(length="400")).ph(0, 31, step=10).end()


@scenario("fault_playheads_after_stop", "NL205", "DCR Video iOS SDK — Interruptions during playback (call stop and withhold the playhead)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop().ph(16, 25).end()


@scenario("fault_late_metadata_on_resume", "NL303", "DCR Video iOS SDK — Interruptions during playback (loadMetadata, then playheads, when the stream resumes)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop().wait(10).ph(16, 3)
    f.meta(content(length="40")).ph(19, 22).end()


@scenario("fault_stall_no_stop", "NL307", "DCR Video iOS SDK — Interruptions during playback, Buffering state (buffering more than 30 s: call stop)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).wait(35).ph(16, 25).end()


@scenario("fault_postroll_before_end", "NL306", "DCR Video iOS SDK — Configure API calls, API Call sequence, Use Case 2 (end, then the postroll)")
def _(f):
    f.play().meta(content(length="30")).ph(0, 31).stop()
    f.meta(ad("postroll", "AD-POST-0001")).ph(0, 11).stop().end()


@scenario("fault_midroll_playhead_continues", "NL203", "DCR Video iOS SDK — playheadPosition (Ad): each ad's playhead starts at 0, not at the content's position")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(16, 8).stop()
    f.meta(content(length="40")).ph(16, 25).end()


@scenario("fault_preroll_before_content_metadata", "NL301", "DCR Video iOS SDK — Configure API calls, API Call sequence (loadMetadata for the content first, then the preroll)")
def _(f):
    f.play().meta(ad("preroll", "AD-PRE-0001")).ph(0, 11).stop()
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("fault_live_channel_change_no_end", "NL304", "DCR Video iOS SDK — Configure API calls, end (end must be called on channel change)")
def _(f):
    f.play("ChannelA").meta(live("LIVE-CORPUS-0001", "Live Channel A")).ph("now", 20)
    f.play("ChannelB").meta(live("LIVE-CORPUS-0002", "Live Channel B")).ph("now", 20).end()


@scenario("fault_live_playheads_from_zero", "NL206", "DCR Video iOS SDK — playheadPosition (live: the current Unix second, not a position from 0)")
def _(f):
    f.play().meta(live()).ph(0, 41).end()


@scenario("fault_no_end", "NL304", "DCR Video iOS SDK — Configure API calls, end (call end when the content playback is complete)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 41)


@scenario("fault_no_play", "NL305", "DCR Video iOS SDK — Configure API calls, play (call play when starting the stream, before loadMetadata)",
          also_allowed=["NL011"], note="the real Android SDK 10.2 measures nothing without play (it refuses every playhead with 1020 and sends no DCR ping), so NL011 (warning) is true on Android")
def _(f):
    f.meta(content(length="30")).ph(0, 31).end()


@scenario("fault_playhead_before_metadata", "NL207", "DCR Italy Audio iOS SDK — Configure API Calls, Life cycle of SDK instance (loadMetadata before the first playheadPosition)")
def _(f):
    f.play().ph(0, 4).meta(content(length="30")).ph(4, 27).end()


@scenario("fault_negative_playhead", "NL208", "DCR Video iOS SDK — playheadPosition (the position in whole seconds from the start, never negative)")
def _(f):
    f.play().meta(content(length="30")).ph(-3, 34).end()


@scenario("fault_metadata_changed_after_ad", "NL112", "DCR Ireland Video iOS SDK — Create Metadata Objects (the content's metadata stays the same for the whole episode, across ad breaks)")
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).stop()
    f.meta(ad("midroll", "AD-MID-0001")).ph(0, 8).stop()
    f.meta(content(length="40", title="Corpus Episode S1E1 (resumed)")).ph(16, 25).end()


@scenario("fault_live_stall_no_stop", "NL307", "DCR Video iOS SDK — Interruptions during playback, Buffering state (buffering more than 30 s: call stop), on a live stream")
def _(f):
    f.play().meta(live()).ph("now", 15).wait(35).ph("now", 15).end()


@scenario("fault_background_no_stop", "NL302", "DCR Video iOS SDK — Interruptions during playback (App going to the background: call stop)", platforms=("android",))
def _(f):
    f.play().meta(content(length="40")).ph(0, 16).call("lifecycle", "ON_PAUSE", "ON_STOP").wait(10)
    f.call("lifecycle", "ON_START", "ON_RESUME").meta(content(length="40")).ph(16, 25).end()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else here
    for name, verdict, guide, platforms, note, profiles, also_allowed, build in SCENARIOS:
        f = Flow(); build(f)
        exp = {"scenario": name, "verdict": "correct" if verdict == "correct" else "fault",
               "rule": None if verdict == "correct" else verdict, "guide": guide}
        if note: exp["note"] = note
        if profiles: exp["profiles"] = profiles
        if also_allowed: exp["alsoAllowed"] = also_allowed
        desc = build.__doc__ or name
        for p in platforms:
            s = (android_script if p == "android" else browser_script)(name, guide, f, exp)
            if s is None: continue
            os.makedirs(os.path.join(out, p), exist_ok=True)
            json.dump(s, open(os.path.join(out, p, name + ".script.json"), "w"), indent=1)
            json.dump(exp, open(os.path.join(out, p, name + ".expect.json"), "w"), indent=1)
            print(p, name, f"{f.t:.0f}s")


if __name__ == "__main__":
    main()
