import NLCertKit
import Testing

/// The parameter dictionary `rules/params.json` and its loader.
@Suite struct PingParameterDictionaryTests {
    static let dictionary = ParameterDictionary.shipped

    @Test func shippedDictionaryLoads() throws {
        let text = try #require(RuleData.file("params.json"))
        let parsed = try ParameterDictionary.parse(text, file: "params.json")
        #expect(parsed.entries.count == Self.dictionary.entries.count)
        #expect(!parsed.entries.isEmpty)
    }

    @Test func everyParameterOfTheCorpusPingsIsDescribed() throws {
        var texts = [try Fixtures.read("corpus/public-pings.txt")]
        for name in Fixtures.scenarios { texts.append(try Fixtures.read("corpus/browser-sdk/\(name).urls.txt")) }
        var missing = Set<String>()
        for text in texts {
            for line in text.split(separator: "\n") {
                guard let start = line.range(of: "http") else { continue }
                let p = PingDecoder.decode(url: String(line[start.lowerBound...]))
                guard p.kind.isNielsen else { continue }
                for parameter in p.parameters where Self.dictionary.info(parameter.key) == nil {
                    missing.insert(parameter.key)
                }
            }
        }
        #expect(missing.isEmpty, "no dictionary entry for: \(missing.sorted())")
    }

    @Test func pairNamesMatchTheWire() throws {
        // A pair's dictionary name is the name the SDK writes before the comma.
        for line in try Fixtures.read("corpus/browser-sdk/b_ads_correct.urls.txt").split(separator: "\n")
        where line.contains("prd=dcr") {
            let p = PingDecoder.decode(url: String(line.split(separator: "\t").last ?? ""))
            for parameter in p.parameters {
                guard let pairName = parameter.pairName else { continue }
                #expect(Self.dictionary.info(parameter.key)?.name == pairName, "\(parameter.key)")
            }
        }
    }

    @Test(arguments: ["c9", "c1", "fp_id", "c29", "ve_id", "uid2", "uid2_token", "hem_sha256", "hem_md5", "c40"])
    func deviceAndUserIDsArePersonal(key: String) {
        #expect(Self.dictionary.info(key)?.personal == true)
    }

    @Test func metadataKeysFollowTheReference() {
        // The DCR ping parameters: what the app's metadata becomes.
        let expected = [
            "ai": "assetid", "tl": "title", "cg": "program", "sd": "length", "c53": "isfullepisode", "c54": "airdate",
            "c57": "adloadtype", "c32": "segA", "c33": "segB", "c34": "segC", "c36": "crossId1", "c37": "crossId2",
            "asn": "section",
        ]
        for (key, meta) in expected {
            #expect(Self.dictionary.info(key)?.metadataKey == meta, "\(key)")
        }
        #expect(Self.dictionary.info("c13")?.personal == false)
    }

    @Test func advertisingIDShapedValuesOfUnknownKeysArePersonal() {
        let idfa = PingParameter(key: "x_idfa", raw: "", value: "6D92078A-8246-4BA4-AE5B-76104861E7DC")
        let zeros = PingParameter(key: "x_idfa", raw: "", value: "00000000-0000-0000-0000-000000000000")
        #expect(Self.dictionary.isPersonal(idfa))
        #expect(!Self.dictionary.isPersonal(zeros))
    }

    @Test(arguments: [
        ("{", "not valid JSON"),
        (#"{"groups": ["a"]}"#, "\"parameters\""),
        (#"{"groups": ["a"], "parameters": [{"key": "x", "group": "b", "meaning": "m"}]}"#, "\"group\""),
        (
            #"{"groups": ["a"], "parameters": [{"key": "x", "group": "a", "meaning": "m"}, {"key": "x", "group": "a", "meaning": "m"}]}"#,
            "twice"
        ),
        (
            #"{"groups": ["a"], "parameters": [{"key": "x", "group": "a", "meaning": "m", "personal": "yes"}]}"#,
            "true or false"
        ),
        (
            #"{"groups": ["a"], "parameters": [{"key": "x", "group": "a", "meaning": "m", "colour": 1}]}"#,
            "unknown field"
        ),
        (#"{"groups": ["a"], "parameters": [{"group": "a", "meaning": "m"}]}"#, "\"key\""),
    ])
    func invalidFilesAreRejectedWithTheReason(text: String, expected: String) {
        #expect {
            _ = try ParameterDictionary.parse(text, file: "my-params.json")
        } throws: { error in
            "\(error)".contains(expected) && "\(error)".contains("my-params.json")
        }
    }
}
