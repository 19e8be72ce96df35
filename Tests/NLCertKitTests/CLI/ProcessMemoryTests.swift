import NLCertTestSupport
import Testing

@testable import NLCertCLI

@Suite struct ProcessMemoryTests {
    final class Token {}

    @Test func theProcessConsoleLeavesWhatItIsHandedToTheExit() {
        weak var kept: Token?
        do {
            let token = Token()
            kept = token
            let console: Console = RecordingConsole().console
            console.endsWithProcess = true
            ProcessMemory.leaveToExit([token], console: console)
        }
        #expect(kept != nil)
    }

    @Test func aConsoleThatOutlivesTheCommandFreesAsUsual() {
        weak var freed: Token?
        do {
            let token = Token()
            freed = token
            ProcessMemory.leaveToExit([token], console: RecordingConsole().console)
        }
        #expect(freed == nil)
    }

    @Test func onlyTheExecutablesConsoleEndsWithTheProcess() {
        #expect(Console.system().endsWithProcess)
        #expect(!RecordingConsole().console.endsWithProcess)
    }
}
