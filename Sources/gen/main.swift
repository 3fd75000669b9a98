import CodeGen
import Foundation

// The `gen` command: parses arguments, runs the pipeline, reports. All logic is in GenCore.
let status = Command.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
