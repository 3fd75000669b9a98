import Foundation

/// Runs `body` on a thread with a stack of `bytes` and waits for its result.
///
/// Reading a document follows each `$ref` into the schema it names, recursively: a chain of
/// references one into the next is as deep as it is long, and a few hundred links (a hostile
/// document's, or a generated one's) overflowed the main thread's 8 MB. The stack is address
/// space until it is used, so a large one costs nothing in a run that stays shallow. The
/// reader bounds the chain too (`OpenAPIReader.maxReferenceDepth`), well within this stack.
func onDeepStack(bytes: Int = 1 << 30, _ body: @escaping @Sendable () -> Int32) -> Int32 {
    final class Outcome: @unchecked Sendable {
        // Written by the thread before it signals, read after the wait.
        var status: Int32 = 0
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        outcome.status = body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    return outcome.status
}
