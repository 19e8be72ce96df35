import NLCertCLI
import NLCertKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text-capture tables of `nlcert-bench`: for an Android logcat and an iOS console of
/// `NLCERT_BENCH_TEXT_MB` MB (default 400; 0 for none) of which one line in a hundred is the
/// SDK's, nlcert reading it in-process and the shipped binary checking it, next to `grep -c` of
/// the SDK's tag on the same file (the ratio column) and `cat > /dev/null` as the floor. Each
/// file is written beside the benchmark's HAR and removed after its table.
enum BenchTextCaptures {
    static var sizeMB: Int { BenchStage.environmentNumber("NLCERT_BENCH_TEXT_MB", default: 400, range: 0...10_000) }

    /// False when an nlcert row failed.
    static func run(me: String, beside path: String, console: Console) -> Bool {
        let mb = sizeMB
        guard mb > 0 else { return true }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let search = console.environment["PATH"]
        var ok = true
        for kind in SyntheticTextLogGenerator.Kind.allCases {
            let file = (folder.isEmpty ? "." : folder) + "/bench-\(kind.rawValue).txt"
            defer { unlink(file) }
            let summary: SyntheticTextLogGenerator.Summary
            do {
                summary = try SyntheticTextLogGenerator(kind: kind, targetBytes: mb * 1_000_000).write(to: file)
            } catch {
                console.out("\n\(kind.label): \(TerminalText.escape(error.description))\n")
                ok = false
                continue
            }
            let megabytes = Double(summary.bytes) / 1_000_000
            console.out(
                "\nText capture: \(kind.label), \(BenchCommand.format(megabytes, 1)) MB, \(summary.lines) lines, "
                    + "\(summary.nielsenLines) of the SDK's (\(summary.sessions) viewing sessions)\n")
            var rows: [BenchCommand.Row] = [
                ("nlcert read (capture)", BenchProcess.run([me, "--stage", "read", file]))
            ]
            if let nlcert = BenchProcess.sibling(of: me, named: "nlcert") {
                rows.append(
                    (
                        "nlcert check, the binary",
                        BenchProcess.run([nlcert, "check", "--no-color", "--exit-zero", file])
                    ))
            } else {
                console.out(
                    "(the nlcert binary is not built next to nlcert-bench: swift build -c release to time it)\n")
            }
            let nlcertRows = rows.count
            var grep: BenchProcess.Measurement?
            if let grepPath = BenchProcess.find("grep", path: search) {
                // To a file: GNU grep stops at the first match when its output is /dev/null.
                let counted = file + ".count"
                defer { unlink(counted) }
                grep = BenchProcess.run([grepPath, "-c", "NielsenAPPSDK", file], stdoutPath: counted)
                rows.append(("grep -c NielsenAPPSDK", grep))
            } else {
                console.out("(grep not found on PATH: no ratio column)\n")
            }
            if let cat = BenchProcess.find("cat", path: search) {
                rows.append(("cat > /dev/null (floor)", BenchProcess.run([cat, file])))
            }
            console.out(BenchCommand.table(rows, megabytes: megabytes, baselines: [("grep", grep)]))
            if rows.prefix(nlcertRows).contains(where: { $0.1 == nil || $0.1?.exitStatus != 0 }) { ok = false }
        }
        return ok
    }
}
