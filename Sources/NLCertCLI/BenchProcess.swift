#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program for `nlcert bench` and measures it: wall time from a monotonic clock,
/// peak resident memory from the child's own `rusage` (`wait4`), so each measurement is
/// that process's alone. Standard output goes to /dev/null.
enum BenchProcess {
    struct Measurement {
        var seconds: Double
        var peakMB: Double
        var exitStatus: Int32
    }

    static func run(_ argv: [String]) -> Measurement? {
        guard let program = argv.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArgs.append(nil)
        defer { for p in cArgs { free(p) } }
        let start = now()
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, program, &actions, nil, cArgs, environ)
        guard rc == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            if errno != EINTR { return nil }
        }
        let seconds = now() - start
        let exited = (status & 0x7F) == 0
        let code: Int32 = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Measurement(seconds: seconds, peakMB: Double(usage.ru_maxrss) / 1024, exitStatus: code)
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

    /// The first executable named `name` on `PATH`.
    static func find(_ name: String, path: String?) -> String? {
        for dir in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
