// The Xcode project entry point: `generate-client` on an `.xcodeproj` (File > Packages, or a
// right click on the project) runs gen in the project's folder exactly as the SwiftPM entry
// point does in a package's. XcodeProjectPlugin exists only in Xcode's toolchain, so this is
// compiled on macOS with Xcode alone; keep it this thin.
#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateClient: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(gen: try context.tool(named: "gen").url, in: context.xcodeProject.directoryURL, arguments: arguments)
        }
    }
#endif
