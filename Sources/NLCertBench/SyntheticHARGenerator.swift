import NLCertKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the benchmark's synthetic capture: a Charles-like HAR 1.2 (tab-free single-line
/// entries, `\/` escapes, `-07:00` times, `_charlesStatus`) in which about one entry in five
/// is a Nielsen ping built from the corpus' real shapes with varying `sesid` / `createtm` /
/// `rnd`. Of all entries, about one in a thousand carries a 1–4 MB base64 body and three in a
/// hundred a 30–75 KB JS/HTML body full of `\"`, `\\` and `\uXXXX` escapes (together three
/// quarters of the bytes); the rest are small. Decoy ping URLs
/// (`https://secure-*.imrworldwide.com/cgi-bin/gn?…`) sit in pings' `_initiator` stacks and in
/// those bodies: they are not requests, and a reader that counts them is wrong. A fixed seed
/// makes the file identical for the same size.
struct SyntheticHARGenerator {
    struct Summary: Equatable {
        var bytes: Int
        var entries: Int
        var pings: Int
        /// Decoy ping URLs written in initiator stacks and response bodies.
        var decoys: Int
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotCreate(String, String)
        case writeFailed(String, String)

        var description: String {
            switch self {
            case .cannotCreate(let path, let why): return "cannot create \(path): \(why)"
            case .writeFailed(let path, let why): return "writing \(path) failed: \(why)"
            }
        }
    }

    static let seed: UInt64 = 0x6E6C_6365_7274  // "nlcert"
    var targetBytes: Int
    /// The benchmark's shape (big media and script bodies); `false` writes 0.5–5 KB base64
    /// bodies only, for tests that want many pings in a small file.
    var heavyBodies = true

    /// Instead: a HAR of this many pings and nothing else, every URL its own (its session,
    /// `createtm` and `rnd`), `perSession` to a viewing session — what a million pings cost
    /// when they share no storage (the benchmark's "distinct pings" rows).
    var distinctPings: (count: Int, perSession: Int)?

    /// Writes the file and says what is in it.
    func write(to path: String) throws(Failure) -> Summary {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .cannotCreate(path, String(cString: strerror(errno))) }
        defer { close(fd) }
        var out = BenchWriter(fd: fd, path: path)
        var rng = BenchRandom(seed: SyntheticHARGenerator.seed)
        var entries = SyntheticEntryWriter(bodies: SyntheticBodies(&rng), heavyBodies: heavyBodies)
        out.put(#"{"log":{"version":"1.2","creator":{"name":"Charles Proxy","version":"4.6.6"},"entries":["#)
        out.put("\n")
        if let distinctPings {
            entries.sessionPings = max(1, distinctPings.perSession)
            for n in 0..<distinctPings.count {
                if n > 0 { out.put(",\n") }
                entries.writePingEntry(&out, &rng)
            }
        } else {
            while out.written < targetBytes {
                if entries.summary.entries > 0 { out.put(",\n") }
                entries.writeEntry(&out, &rng)
            }
        }
        out.put("\n]}}\n")
        try out.flush()
        var summary = entries.summary
        summary.bytes = out.written
        return summary
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        return result + rest
    }
}
