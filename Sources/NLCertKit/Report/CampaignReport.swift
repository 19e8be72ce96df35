/// The campaign part of every report format: the run's verdict line, the checklist across
/// captures and the scenarios covered. `ReportRenderer` weaves it into each format's report
/// when a campaign was built (several captures, or `--campaign`).
enum CampaignReport {
    static func readinessLabel(_ item: CampaignItem) -> String {
        switch item.readiness {
        case .ready: return "ready"
        case .failed: return "FAILED"
        case .notShown: return item.required ? "missing" : "not shown"
        }
    }

    static func captureList(_ indices: [Int], _ campaign: CampaignResult) -> String {
        indices.isEmpty ? "—" : indices.map { "#\($0 + 1)" }.joined(separator: " ")
    }

    // MARK: text

    static func text(_ campaign: CampaignResult) -> String {
        var out = "\n" + TerminalText.escape(campaign.headline) + "\n"
        out += "Captures:\n"
        for (i, name) in campaign.captures.enumerated() { out += "  #\(i + 1) \(TerminalText.escape(name))\n" }
        out += "Checklist across captures (passed in / failed in):\n"
        for item in campaign.items {
            out +=
                "  \(item.id.padding(5))\(readinessLabel(item).padding(11))"
                + "pass \(captureList(item.captures(with: .pass), campaign).padding(10)) fail \(captureList(item.captures(with: .fail), campaign).padding(10)) "
                + TerminalText.escape(item.title) + "\n"
        }
        out += "Scenarios (\(campaign.profile)):\n"
        for c in campaign.scenarios {
            let state = c.covered ? "covered" : (c.required ? "MISSING" : "not covered")
            let where_ = c.sightings.map {
                "#\($0.capture + 1) \($0.sighting.detail) [\($0.sighting.certainty.rawValue)]"
            }
            out +=
                "  \(state.padding(12))\(TerminalText.escape(c.scenario.title))"
                + (where_.isEmpty ? "" : " — " + TerminalText.escape(where_.joined(separator: "; "))) + "\n"
        }
        if !campaign.missing.isEmpty {
            out += "Missing before submission:\n"
            for m in campaign.missing { out += "  - " + TerminalText.escape(m) + "\n" }
        }
        return out
    }

    // MARK: markdown

    static func markdown(_ campaign: CampaignResult) -> String {
        var out = "\n## Campaign\n\n**\(MarkdownText.escape(campaign.headline))**\n\n"
        out += "| # | capture |\n|---|---|\n"
        for (i, name) in campaign.captures.enumerated() { out += "| \(i + 1) | \(MarkdownText.escape(name)) |\n" }
        out += "\n| item | state | passed in | failed in | title |\n|---|---|---|---|---|\n"
        for item in campaign.items {
            out +=
                "| \(item.id) | \(readinessLabel(item)) | \(captureList(item.captures(with: .pass), campaign)) | "
                + "\(captureList(item.captures(with: .fail), campaign)) | \(MarkdownText.escape(item.title)) |\n"
        }
        out += "\n| scenario | state | seen in |\n|---|---|---|\n"
        for c in campaign.scenarios {
            let state = c.covered ? "covered" : (c.required ? "**missing**" : "not covered")
            let seen = c.sightings.map {
                "#\($0.capture + 1) \($0.sighting.detail) (\($0.sighting.certainty.rawValue))"
            }
            out +=
                "| \(MarkdownText.escape(c.scenario.title)) | \(state) | \(MarkdownText.escape(seen.joined(separator: "; "))) |\n"
        }
        if !campaign.missing.isEmpty {
            out += "\nMissing before submission:\n\n"
            for m in campaign.missing { out += "- \(MarkdownText.escape(m))\n" }
        }
        return out
    }

    // MARK: html

    /// A section for the top of the HTML report: the verdict, a checklist × captures matrix
    /// with links into each capture's section, and the scenarios.
    static func html(_ campaign: CampaignResult, captureAnchors: [String]) -> String {
        let esc = HTMLText.escape
        func pill(_ word: String, _ cls: String) -> String { "<span class=\"pill v-\(cls)\">\(esc(word))</span>" }
        // A capture by number and file name (`#2 h1.har + h1.calls.jsonl`), its path on hover.
        func link(_ i: Int) -> String {
            guard campaign.captures.indices.contains(i) else { return "#\(i + 1)" }
            let anchor = i < captureAnchors.count ? captureAnchors[i] : ""
            let name = campaign.captures[i].split(separator: " + ", omittingEmptySubsequences: false)
                .map { $0.split(separator: "/").last.map(String.init) ?? String($0) }.joined(separator: " + ")
            return "<a href=\"#\(esc(anchor))\" title=\"\(esc(campaign.captures[i]))\">#\(i + 1) "
                + esc(DisplayCut.text(name)) + "</a>"
        }
        var h = "<section id=\"campaign\" class=\"campaign\">\n<h2>Campaign</h2>\n"
        h += "<p class=\"verdict \(campaign.ready ? "pass" : "fail")\">\(esc(campaign.headline))</p>\n"
        // What to do before submitting comes first; the matrix is how it was decided.
        if !campaign.missing.isEmpty {
            h += "<h3>Missing before submission</h3>\n<ul>\n"
            for m in campaign.missing { h += "<li>\(esc(m))</li>\n" }
            h += "</ul>\n"
        }
        h += "<table class=\"matrix\"><thead><tr><th>#</th><th>Item</th><th>State</th>"
        for i in campaign.captures.indices {
            h += "<th class=\"capture-name\">" + link(i) + "</th>"
        }
        h += "</tr></thead><tbody>\n"
        for item in campaign.items {
            let state: String
            switch item.readiness {
            case .ready: state = "pass"
            case .failed: state = "fail"
            case .notShown: state = item.required ? "not-checked" : "not-exercised"
            }
            h += "<tr><td>\(esc(item.id))</td><td>\(esc(item.title))</td><td>\(pill(readinessLabel(item), state))</td>"
            for i in campaign.captures.indices {
                if let st = item.states.first(where: { $0.capture == i }) {
                    let word = st.verdict.rawValue.replacing("-", with: " ")
                    h += "<td title=\"\(esc(st.detail))\">\(pill(word, st.verdict.rawValue))</td>"
                } else {
                    h += "<td>—</td>"
                }
            }
            h += "</tr>\n"
        }
        h += "</tbody></table>\n<table><thead><tr><th>Scenario</th><th>State</th><th>Seen in</th></tr></thead><tbody>\n"
        for c in campaign.scenarios {
            let state =
                c.covered
                ? pill("covered", "pass")
                : (c.required ? pill("missing", "fail") : pill("not covered", "not-exercised"))
            let seen = c.sightings.map { s in
                link(s.capture)
                    + " \(esc(s.sighting.detail)) (\(s.sighting.certainty.rawValue))"
            }
            h +=
                "<tr><td>\(esc(c.scenario.title))</td><td>\(state)</td><td>\(seen.joined(separator: "<br>"))</td></tr>\n"
        }
        h += "</tbody></table>\n"
        return h + "</section>\n"
    }

    // MARK: json

    static func json(_ campaign: CampaignResult, gated: Bool = false) -> JSONValue {
        .obj([
            "verdict": campaign.ready ? "ready" : "not-ready",
            "headline": .string(campaign.headline),
            "profile": .string(campaign.profile),
            "gate": .bool(gated),
            "captures": .array(campaign.captures.map { .string($0) }),
            "checklist": .array(
                campaign.items.map { item in
                    .obj([
                        "id": .string(item.id), "title": .string(item.title), "state": .string(item.readiness.rawValue),
                        "required": .bool(item.required),
                        "passedIn": .array(item.captures(with: .pass).map { .number(Double($0)) }),
                        "failedIn": .array(item.captures(with: .fail).map { .number(Double($0)) }),
                        // Every capture's verdict and detail, so that `render` loses nothing.
                        "states": .array(
                            item.states.map { st in
                                .obj([
                                    "capture": .number(Double(st.capture)), "verdict": .string(st.verdict.rawValue),
                                    "detail": .string(st.detail),
                                ])
                            }),
                    ])
                }),
            "scenarios": .array(
                campaign.scenarios.map { c in
                    .obj([
                        "id": .string(c.scenario.id), "title": .string(c.scenario.title), "required": .bool(c.required),
                        "covered": .bool(c.covered),
                        "play": .string(c.scenario.play), "detect": .string(c.scenario.detect),
                        "profiles": .array(c.scenario.profiles.map { .string($0) }),
                        "checklist": .array(c.scenario.checklist.map { .string($0) }),
                        "source": .string(c.scenario.source), "requiredByCatalog": .bool(c.scenario.required),
                        "seenIn": .array(
                            c.sightings.map { s in
                                var m: [JSONValue.JSONMember] = [
                                    .init("capture", .number(Double(s.capture))),
                                    .init("evidence", .string(s.sighting.certainty.rawValue)),
                                    .init("detail", .string(s.sighting.detail)),
                                ]
                                if let n = s.sighting.sessionOrdinal { m.append(.init("session", .number(Double(n)))) }
                                return .object(m)
                            }),
                    ])
                }),
            "missing": .array(campaign.missing.map { .string($0) }),
        ])
    }

    // MARK: sarif, gitlab

    /// Each SARIF run gets the campaign verdict in its `properties` (code scanning lists
    /// findings; the run-level verdict travels beside them).
    static func addingToSARIFRuns(_ campaign: CampaignResult, _ doc: JSONValue) -> JSONValue {
        guard case .object(var members) = doc, let i = members.firstIndex(where: { $0.key == "runs" }),
            case .array(let runs) = members[i].value
        else { return doc }
        let verdict: JSONValue = .obj([
            "ready": .bool(campaign.ready), "headline": .string(campaign.headline),
            "missing": .array(campaign.missing.map { .string($0) }),
        ])
        members[i].value = .array(
            runs.map { run in
                guard case .object(var r) = run else { return run }
                if let p = r.firstIndex(where: { $0.key == "properties" }), case .object(var props) = r[p].value {
                    props.append(.init("campaign", verdict))
                    r[p].value = .object(props)
                } else {
                    r.append(.init("properties", .obj(["campaign": verdict])))
                }
                return .object(r)
            })
        return .object(members)
    }

    /// GitLab Code Quality lists issues: a run that is not ready adds one, naming what is
    /// missing, at the first capture.
    static func addingToCodeQuality(_ campaign: CampaignResult, _ doc: JSONValue) -> JSONValue {
        guard !campaign.ready, case .array(var issues) = doc else { return doc }
        issues.append(
            .obj([
                "description": .string(campaign.headline + ": " + campaign.missing.joined(separator: "; ")),
                "check_name": "campaign",
                "fingerprint": .string(StableHash.hex("campaign " + campaign.profile)),
                "severity": "minor",
                "location": .obj([
                    "path": .string(campaign.captures.first ?? "."), "lines": .obj(["begin": .number(1)]),
                ]),
            ]))
        return .array(issues)
    }

    // MARK: junit, github

    /// The campaign's JUnit suite: one test case per required checklist item and scenario.
    /// `gated` (`check --campaign`): what is not ready fails; otherwise it is skipped, naming
    /// what is missing, and the run's verdict stays the captures'.
    static func junitSuite(_ campaign: CampaignResult, gated: Bool) -> JUnitReportRenderer.Suite {
        var cases: [(name: String, problem: String?)] = []
        for item in campaign.items where item.required || item.readiness == .failed {
            let problem: String? = item.readiness == .ready ? nil : "\(item.id) \(item.title): \(readinessLabel(item))"
            cases.append(("\(item.id) \(item.title)", problem))
        }
        for c in campaign.scenarios where c.required {
            cases.append(("scenario \(c.scenario.id)", c.covered ? nil : "not covered: \(c.scenario.play)"))
        }
        var suite = JUnitReportRenderer.Suite(name: "campaign")
        for c in cases {
            var body = ""
            if let p = c.problem {
                if gated {
                    suite.failures += 1
                    body =
                        "      <failure message=\"\(XMLText.escape(p))\" type=\"campaign\">\(XMLText.escape(p))</failure>\n"
                } else {
                    suite.skipped += 1
                    body =
                        "      <skipped message=\"\(XMLText.escape("not ready (gates the run only under --campaign): " + p))\"/>\n"
                }
            }
            suite.cases.append(.init(classname: "campaign", name: c.name, body: body))
        }
        return suite
    }

    /// One workflow command: a notice when ready, a warning naming what is missing otherwise.
    static func githubLine(_ campaign: CampaignResult) -> String {
        let level = campaign.ready ? "notice" : "warning"
        var message = campaign.headline
        if !campaign.missing.isEmpty { message += ": " + campaign.missing.joined(separator: "; ") }
        return "::\(level) title=nlcert campaign::\(GitHubReportRenderer.data(message))\n"
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        let n = count
        return n >= width ? self + " " : self + String(repeating: " ", count: width - n)
    }
}
