import Foundation
import GenCommand

// The `gen` command: everything it does is in GenCommand (arguments, runs, watch mode), which
// runs CodeGen's pipeline.
let status = Command.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
