/// The baselines `nlcert-bench` measures on the same file as nlcert: `jq` and an equivalent
/// Python script (the standard `json` module) printing the request URLs of Nielsen hosts, and
/// `cat > /dev/null` as the floor. A tool that is not installed is skipped with a printed reason.
struct BenchBaselines {
    var rows: [BenchCommand.Row] = []
    var jq: BenchProcess.Measurement?
    var python: BenchProcess.Measurement?
    /// Why a baseline did not run, one line each.
    var skipped: [String] = []

    static let jqFilter = #".log.entries[].request.url | select(test("imrworldwide|nmrodam"))"#

    /// What `jqFilter` does, in Python: the whole document parsed, each entry's request URL
    /// printed when it names a Nielsen host.
    static let pythonScript = """
        import json, sys
        with open(sys.argv[1], "rb") as f:
            doc = json.load(f)
        out = sys.stdout
        for e in doc["log"]["entries"]:
            u = e["request"]["url"]
            if "imrworldwide" in u or "nmrodam" in u:
                out.write(u + "\\n")
        """

    static func run(_ path: String, environment: [String: String]) -> BenchBaselines {
        var b = BenchBaselines()
        let search = environment["PATH"]
        if let jq = BenchProcess.find("jq", path: search) {
            b.jq = BenchProcess.run([jq, "-r", jqFilter, path])
            b.rows.append(("jq extracting ping URLs", b.jq))
        } else {
            b.skipped.append("jq not found on PATH: its row and ratio columns are skipped")
        }
        if let python = BenchProcess.find("python3", path: search) {
            b.python = BenchProcess.run([python, "-c", pythonScript, path])
            b.rows.append(("Python json: ping URLs", b.python))
        } else {
            b.skipped.append("python3 not found on PATH: its row and ratio columns are skipped")
        }
        if let cat = BenchProcess.find("cat", path: search) {
            b.rows.append(("cat > /dev/null (floor)", BenchProcess.run([cat, path])))
        }
        return b
    }
}
