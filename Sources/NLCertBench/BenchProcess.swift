#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one program for `nlcert-bench` and measures it: wall time from a monotonic clock,
/// peak resident memory from the child's own `rusage` (`wait4`, i.e. its RUSAGE_SELF at exit),
/// so each measurement is that process's alone. Standard output goes to /dev/null.
enum BenchProcess {
    struct Measurement {
        var seconds: Double
        /// User + system CPU time: steadier than wall time on a shared machine.
        var cpuSeconds: Double = 0
        var peakMB: Double
        /// The process ended before its peak could be told apart from ours: `peakMB` is an
        /// upper bound.
        var peakIsUpperBound = false
        var exitStatus: Int32
    }

    /// Runs `argv`; its standard output goes to `stdoutPath` (created or truncated) when
    /// given, else to /dev/null.
    static func run(_ argv: [String], stdoutPath: String? = nil) -> Measurement? {
        guard let program = argv.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdoutPath {
            posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArgs.append(nil)
        defer { for p in cArgs { free(p) } }
        let start = now()
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, program, &actions, nil, cArgs, environ)
        guard rc == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        var polledMB = 0.0
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if let mb = highWaterMB("/proc/\(pid)/status") { polledMB = max(polledMB, mb) }
            usleep(2000)
        }
        let seconds = now() - start
        let exited = (status & 0x7F) == 0
        let code: Int32 = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        // Linux keeps `ru_maxrss` across exec, and posix_spawn's child starts out sharing our
        // memory, so the child's figure is at least our own high-water mark. Above that it is
        // the child's true peak; at or below it, the peak polled from /proc is the honest one.
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let reported = Double(usage.ru_maxrss) / 1024
        let ours = highWaterMB("/proc/self/status") ?? 0
        if reported > ours * 1.05 {
            return Measurement(seconds: seconds, cpuSeconds: cpu, peakMB: reported, exitStatus: code)
        }
        if polledMB >= 1 {
            return Measurement(seconds: seconds, cpuSeconds: cpu, peakMB: polledMB, exitStatus: code)
        }
        return Measurement(
            seconds: seconds, cpuSeconds: cpu, peakMB: reported, peakIsUpperBound: true, exitStatus: code)
    }

    /// `VmHWM` (peak resident memory of the current program image) from a /proc status file, in MB.
    static func highWaterMB(_ path: String) -> Double? {
        guard let text = readSmallFile(path) else { return nil }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        let digits = line.filter { $0.isNumber }
        guard let kb = Double(String(digits)) else { return nil }
        return kb / 1024
    }

    /// The first 4 KB of a file as text, or `nil` (a /proc status file, a stage's one-line report).
    static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buf = [UInt8](repeating: 0, count: 4096)
        let n = buf.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return read(fd, base, raw.count)
        }
        return n > 0 ? String(decoding: buf[0..<n], as: UTF8.self) : nil
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The running executable (`/proc/self/exe`), so stages run in the same `nlcert`.
    static func selfPath() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The executable named `name` in the directory of `program`, if there is one.
    static func sibling(of program: String, named name: String) -> String? {
        guard let slash = program.lastIndex(of: "/") else { return nil }
        let path = String(program[...slash]) + name
        return access(path, X_OK) == 0 ? path : nil
    }

    /// The first executable named `name` on `PATH`.
    static func find(_ name: String, path: String?) -> String? {
        for dir in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
