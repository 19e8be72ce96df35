import Foundation

/// Writes report and baseline files, turning failures into `CLIError.io` (exit 2).
enum FileOutput {
    static func write(_ text: String, to path: String) throws(CLIError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError.io("\(path): cannot write the file (\(error.localizedDescription))")
        }
    }

    static func createDirectory(_ path: String) throws(CLIError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.io("\(path): cannot create the directory (\(error.localizedDescription))")
        }
    }
}
