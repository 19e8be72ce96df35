/// The keys a reader wants from one kind of object, kept as bytes so that
/// `JSONByteScanner.nextKey(among:)` can match a key in the read buffer without building a
/// `String` for it. A match gives the key's index in the list; other keys give `-1`.
struct JSONKeySet: Sendable {
    let keys: [[UInt8]]

    init(_ names: [String]) {
        keys = names.map { Array($0.utf8) }
    }

    /// The index of the key spelled by `count` bytes at `start`, or -1.
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int {
        for (i, key) in keys.enumerated() where key.count == count {
            var same = true
            for k in 0..<count where key[k] != start[k] {
                same = false
                break
            }
            if same { return i }
        }
        return -1
    }

    /// The index of an already decoded key, or -1.
    func index(of name: String) -> Int {
        let bytes = Array(name.utf8)
        return keys.firstIndex(of: bytes) ?? -1
    }
}
