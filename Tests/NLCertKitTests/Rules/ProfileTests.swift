import Testing

@testable import NLCertKit

/// Profiles as data: which rules each enables and with which options.
@Suite struct ProfileTests {
    func rules(_ profile: String) throws -> [String: EffectiveRule] {
        let list = try RuleSet.builtIn().effectiveRules(profile: profile)
        return Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
    }

    @Test func defaultVideoProfile() throws {
        let r = try rules("dcr-video")
        #expect(r["NL303"]?.enabled == true)
        #expect(r["NL303"]?.options.first { $0.key == "requireLoadMetadata" }?.value == .bool(true))
        #expect(r["NL404"]?.enabled == false)
        #expect(r["NL407"]?.enabled == false)
        #expect(r["NL113"]?.options.first { $0.key == "audio" }?.value == .bool(false))
    }

    /// Seed 002: on resume Ireland asks only for playheads.
    @Test func irelandResumeNeedsOnlyPlayheads() throws {
        let r = try rules("dcr-video-ireland")
        #expect(r["NL303"]?.options.first { $0.key == "requireLoadMetadata" }?.value == .bool(false))
        #expect(try RuleSet.builtIn().profile(named: "dcr-video-ireland")?.sfcode == "ire")
    }

    @Test func audioItalyAndKids() throws {
        #expect(try rules("dcr-audio")["NL113"]?.options.first { $0.key == "audio" }?.value == .bool(true))
        #expect(try rules("dcr-audio")["NL114"]?.enabled == false)
        #expect(try rules("dcr-audio-italy")["NL407"]?.enabled == true)
        #expect(try rules("dcr-audio-italy")["NL113"]?.options.first { $0.key == "audio" }?.value == .bool(true))
        #expect(try rules("kids")["NL404"]?.enabled == true)
        #expect(try rules("kids")["NL101"]?.enabled == true)
    }

    @Test func unknownProfileIsAnError() {
        #expect(throws: RuleLoadError.self) { try RuleSet.builtIn().effectiveRules(profile: "dcr-tv") }
    }
}
