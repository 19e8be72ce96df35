extension RequestFilter {
    /// Keeps what the timeline reads: requests to Nielsen hosts and CONNECT tunnels to them
    /// (`RequestClassifier.concernsNielsen`). `nlcert check` and `nlcert timeline` read with it,
    /// so the rest of a capture is counted and let go while the file streams.
    public static let nielsenTraffic = RequestFilter { RequestClassifier.concernsNielsen($0) }
}
