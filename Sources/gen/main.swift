import Foundation
import GenCommand

// The `gen` command: everything it does is in GenCommand (arguments, runs, watch mode), which
// runs CodeGen's pipeline. The heap is set up first, before anything is allocated.
Heap.prepare()
let status = Command.run(arguments: Array(CommandLine.arguments.dropFirst()), exitsAfterwards: true)
exit(status)
