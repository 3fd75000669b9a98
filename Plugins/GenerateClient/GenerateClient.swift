import Foundation
import PackagePlugin

/// `swift package generate-client [gen options]`: runs gen in the package's folder, so with no
/// options it reads `Specs/` (and its `gen.yaml`) and writes `Generated/` (one folder per API),
/// for teams that check the generated client in. Options go to gen unchanged: `--check`,
/// `--dry-run`, `--verbose`, a specs folder, `--output DIR`, `--templates DIR` (relative to the
/// package), and every other setting's flag.
/// SwiftPM asks for permission to write into the package; `--allow-writing-to-package-directory`
/// gives it without asking.
@main
struct GenerateClient: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(gen: try context.tool(named: "gen").url, in: context.package.directoryURL, arguments: arguments)
    }

    /// Runs gen in `folder`; the SwiftPM and the Xcode entry points both end here. gen's
    /// summary goes to standard output as it runs. Its messages (spec errors, warnings) are
    /// collected and, when gen fails, they are the thrown error's text: SwiftPM prints that
    /// error before what the plugin process wrote, so a line pointing at the messages
    /// elsewhere would point the wrong way.
    static func run(gen: URL, in folder: URL, arguments: [String]) throws {
        if arguments.contains("--watch") {
            throw UsageError(
                description: "generate-client: --watch runs until stopped; use 'swift run gen --watch Specs' instead")
        }
        let process = Process()
        process.executableURL = gen
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // What gen suggests running (a stale `--check`) is this command, not gen's path in the
        // plugin's build folder.
        var environment = ProcessInfo.processInfo.environment
        environment["GEN_RUN_BY"] = "swift package --allow-writing-to-package-directory generate-client"
        process.environment = environment
        let messages = Pipe()
        process.standardError = messages
        try process.run()
        // Read to the end first: gen blocks once a full pipe is not read.
        let text = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenFailed(status: process.terminationStatus, messages: text)
        }
        FileHandle.standardError.write(Data(text.utf8))
    }

    struct GenFailed: Error, CustomStringConvertible {
        var status: Int32
        var messages: String
        var description: String {
            let trimmed = messages.trimmingCharacters(in: .whitespacesAndNewlines)
            return "generate-client: gen failed with exit status \(status)" + (trimmed.isEmpty ? "" : ":\n" + trimmed)
        }
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }
}
