// The Xcode project entry point: an app target of an `.xcodeproj` that holds one API's specs
// (and its gen.yaml) gets the client generated into it during the build, as a SwiftPM target
// does. Xcode targets do not list their dependencies here, so a mocks target (the mock client
// alone) is a SwiftPM-only layout. XcodeProjectPlugin exists only in Xcode's toolchain, so
// this is compiled on macOS with Xcode alone; keep it this thin.
#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                target: target.displayName, files: target.inputFiles.map(\.url), mocksOf: nil,
                workDirectory: context.pluginWorkDirectoryURL, gen: try context.tool(named: "gen").url)
        }
    }
#endif
