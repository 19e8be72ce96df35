import App
import NLCertTesting
import NielsenCallRecorder
import Testing

/// The app's own tests, written as samples/ios/README.md shows ("Check the calls in the app's own
/// tests"). `brokenPlayer` fails on purpose: PluginPackageTests runs it alone and expects its
/// failure to name NL203 and the fix.
@Test func prerollThenEpisode() {
    let memory = NielsenTraceMemory()
    let nielsen = NielsenCallRecorder(wrapping: SilentSDK(), sink: memory.sink)
    EpisodePlayer(nielsen: nielsen).playPrerollThenEpisode()
    expectNoNielsenFindings(memory.lines)
}

@Test func brokenPlayer() {
    let memory = NielsenTraceMemory()
    var player = EpisodePlayer(nielsen: NielsenCallRecorder(wrapping: SilentSDK(), sink: memory.sink))
    player.adPlayheadStart = 7
    player.playPrerollThenEpisode()
    expectNoNielsenFindings(memory.lines)
}
