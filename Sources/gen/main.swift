import Foundation
import GenCommand

// The `gen` command: everything it does is in GenCommand (arguments, runs, watch mode), which
// runs CodeGen's pipeline. The heap is set up first, before anything is allocated.
Heap.prepare()
// On a thread of its own with a deep stack (`onDeepStack`): documents nest without bound.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = onDeepStack { Command.run(arguments: arguments, exitsAfterwards: true) }
exit(status)
