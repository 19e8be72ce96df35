/// Works on each request a reader keeps, as the reader keeps it: `nlcert check` decodes the
/// Nielsen ones there and then, so that a capture holds each ping rather than each URL (a
/// million pings' URLs are over a gigabyte; most of a duration ping repeats the one before it),
/// and a large file is decoded on the cores that read it. The capture stage knows no ping: the
/// carrier puts what it made in the request (`CapturedRequest.carry`), for its own stage to
/// take back out. A reader makes one carrier per part of a file it reads on a core of its own
/// and calls it from that part's thread only, in file order within the part.
public protocol RequestCarrier: AnyObject, Sendable {
    /// Works on `request`, which the reader keeps; may put what it made in place of the URL.
    func carry(_ request: inout CapturedRequest)
}
