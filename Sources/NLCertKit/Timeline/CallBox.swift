/// An `APICall` held by reference, so that a `TimelineEvent` without a call stays small;
/// compared and hashed by the call it holds.
final class CallBox: Sendable, Hashable {
    let call: APICall

    init(_ call: APICall) {
        self.call = call
    }

    static func == (a: CallBox, b: CallBox) -> Bool { a.call == b.call }
    func hash(into hasher: inout Hasher) { hasher.combine(call) }
}
