extension RequestFilter {
    /// Keeps what the timeline reads: requests to Nielsen hosts and CONNECT tunnels to them
    /// (`RequestClassifier.concernsNielsen`). `nlcert check` and `nlcert timeline` read with it,
    /// so the rest of a capture is counted and let go while the file streams.
    public static let nielsenTraffic = RequestFilter { RequestClassifier.concernsNielsen($0) }

    /// `nielsenTraffic`, each request decoded as it is kept (`PingCarrier`): what the timeline
    /// reads, without a capture that holds every URL first. `nlcert check`, `timeline` and
    /// `diff` read with it.
    public static let nielsenPings = RequestFilter(carrier: { PingCarrier() }) {
        RequestClassifier.concernsNielsen($0)
    }
}
