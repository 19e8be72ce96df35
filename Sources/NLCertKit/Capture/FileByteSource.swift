#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file read sequentially with `read(2)`; the descriptor is closed when the source goes away.
/// Only ever read forward, so a pipe, a FIFO or `/dev/fd/N` (`nlcert check <(adb logcat -d)`)
/// streams exactly like a regular file.
public final class FileByteSource: ByteSource {
    private let fd: Int32
    private let closes: Bool
    /// Set for a reader that shares another's descriptor (`reader(from:)`): it reads with
    /// `pread` from here on, so neither disturbs the other's position.
    private var sharedPosition: Int?
    /// The source whose descriptor a shared reader uses, kept open while it reads.
    private var owner: FileByteSource?

    /// Opens `path` for reading; refuses directories and files that cannot be opened.
    public init(path: String) throws(CaptureError) {
        var info = stat()
        if stat(path, &info) != 0 {
            let reason = String(cString: strerror(errno))
            throw CaptureError(
                file: path, problem: "cannot read the file: \(reason)",
                hint: "check the path; give nlcert the exported capture file (.har, .chlsj, .txt, .jsonl)")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if path.lowercased().hasSuffix(".logarchive") || path.lowercased().hasSuffix(".logarchive/") {
                throw UnifiedLogArchive.refusal(path)
            }
            throw CaptureError(
                file: path, problem: "this is a directory, not a capture file",
                hint: "name the capture files themselves, e.g. 'nlcert check \(path)/*.har'")
        }
        let fd = open(path, O_RDONLY)
        if fd < 0 {
            let reason = String(cString: strerror(errno))
            throw CaptureError(
                file: path, problem: "cannot open the file: \(reason)",
                hint: "check that the file exists and that you may read it")
        }
        self.fd = fd
        self.closes = true
        super.init(sourcePath: path)
    }

    /// Reads an already open descriptor as a stream (standard input: `path` is `-`). It is
    /// not closed when the source goes away unless `closing` is set.
    public init(descriptor: Int32, path: String, closing: Bool = false) {
        self.fd = descriptor
        self.closes = closing
        super.init(sourcePath: path)
    }

    deinit { if closes { close(fd) } }

    /// The size of a regular file, or `nil` (a pipe, a FIFO, a terminal).
    var regularFileSize: Int? {
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// A second reader of the same regular file starting at byte `offset`, for another thread:
    /// it uses `pread`, so this source's own position is untouched.
    func reader(from offset: Int) -> FileByteSource {
        let other = FileByteSource(descriptor: fd, path: path)
        other.sharedPosition = offset
        other.owner = self
        return other
    }

    /// Up to `count` bytes at `offset`, without moving this source's position.
    func bytes(at offset: Int, count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let n = out.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return pread(fd, base, count, off_t(offset))
        }
        return n > 0 ? Array(out.prefix(n)) : []
    }

    override var canRewind: Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    override func rewindUnderlying() throws(CaptureError) {
        try seekUnderlying(to: 0)
    }

    override func seekUnderlying(to offset: Int) throws(CaptureError) {
        if sharedPosition != nil {
            sharedPosition = offset
            return
        }
        guard lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else {
            throw CaptureError(
                file: path, problem: "cannot read the file again from its start: \(String(cString: strerror(errno)))",
                hint: "give nlcert a regular file")
        }
    }

    override func readMore(into buffer: UnsafeMutableRawBufferPointer) throws(CaptureError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let n =
                sharedPosition.map { pread(fd, base, buffer.count, off_t($0)) }
                ?? SystemCall.read(fd, base, buffer.count)
            if n >= 0 {
                sharedPosition = sharedPosition.map { $0 + n }
                return n
            }
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            throw CaptureError(
                file: path, problem: "reading the file failed: \(reason)",
                hint: "check that the file is a regular, readable file")
        }
    }
}
