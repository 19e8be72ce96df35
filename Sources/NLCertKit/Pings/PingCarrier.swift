/// Decodes each Nielsen request as a reader keeps it (see `RequestCarrier`): the capture then
/// holds the ping in place of the URL — a ping that repeats a recent one's URL but for some
/// values holds only those (`QueryDelta`) — so reading a million pings never holds a million
/// URLs, and a HAR read on two cores is decoded on both as it is read. The timeline
/// takes each ping back out (`Ping.carried(by:)`); a request that is not Nielsen traffic is
/// left as it was read.
final class PingCarrier: RequestCarrier, @unchecked Sendable {
    // A reader calls `carry` from one thread at a time (one carrier per part of a file), so
    // the run, which the next ping leans on, needs no lock.
    private var run = PingDecoder.Run()

    func carry(_ request: inout CapturedRequest) {
        let ping = PingDecoder.decode(request, run: &run)
        guard ping.kind.isNielsen || RequestClassifier.concernsNielsen(request) else { return }
        request.carry(ping.carriage)
    }
}
