import Foundation

extension String {
    /// The string with the first occurrence of `target` replaced (tests edit fixtures this way).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
