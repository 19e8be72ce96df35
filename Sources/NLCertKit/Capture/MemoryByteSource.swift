/// Bytes already in memory, delivered at most `chunkSize` at a time (tests use 1 and 7 to
/// prove that nothing depends on where chunks end).
public final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    public init(bytes: [UInt8], path: String, chunkSize: Int = 1 << 20) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
        super.init(sourcePath: path)
    }

    override var canRewind: Bool { true }

    override func rewindUnderlying() { offset = 0 }

    override func readMore(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let n = min(buffer.count, chunkSize, bytes.count - offset)
        guard n > 0, let base = buffer.baseAddress else { return 0 }
        bytes.withUnsafeBytes { src in
            if let from = src.baseAddress { base.copyMemory(from: from + offset, byteCount: n) }
        }
        offset += n
        return n
    }
}
