import Foundation
import PackagePlugin

/// `swift package generate-client [gen options]`: runs gen in the package's folder, so with no
/// options it reads `Specs/` and writes `Generated/` (one folder per API), for teams that check
/// the generated client in. Options go to gen unchanged: `--check`, `--dry-run`, `--verbose`,
/// a specs folder, `--output DIR`, `--templates DIR` (relative to the package).
/// SwiftPM asks for permission to write into the package; `--allow-writing-to-package-directory`
/// gives it without asking.
@main
struct GenerateClient: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--watch") {
            throw UsageError(
                description: "generate-client: --watch runs until stopped; use 'swift run gen --watch Specs' instead")
        }
        let gen = try context.tool(named: "gen")
        let process = Process()
        process.executableURL = gen.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenFailed(status: process.terminationStatus)
        }
    }

    struct GenFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "generate-client: gen failed with exit status \(status) (its messages are above)" }
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }
}
