#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Runs `body` on a thread with a stack of `bytes` and returns its result once it ends.
///
/// Reading a document follows each `$ref` into the schema it names, recursively: a chain of
/// references one into the next is as deep as it is long, and a chain of 75 overflowed the main
/// thread's 8 MB in a debug build. A stack is address space until it is used, so a large one
/// costs nothing in a run that stays shallow; the reader bounds the chain too
/// (`OpenAPIReader.maxReferenceDepth`), well within this one. Where no such thread can be made
/// (a limit on address space, `ulimit -v`), `body` runs here, on the caller's stack.
func onDeepStack(bytes: Int = 512 << 20, _ body: @escaping () -> Int32) -> Int32 {
    /// The work and its result, handed to the thread through its one pointer argument. The
    /// thread writes `status` before it ends; the caller reads it after joining it.
    final class Job: @unchecked Sendable {
        let body: () -> Int32
        var status: Int32 = 0
        init(_ body: @escaping () -> Int32) { self.body = body }
    }
    let job = Job(body)
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return body() }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, bytes) == 0 else { return body() }
    let context = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
        let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
            let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
            job.status = job.body()
            return nil
        }
    #else
        var thread = pthread_t()
        let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
            guard let context else { return nil }
            let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
            job.status = job.body()
            return nil
        }
    #endif
    guard pthread_create(&thread, &attributes, start, context) == 0 else {
        Unmanaged<Job>.fromOpaque(context).release()
        return body()
    }
    #if canImport(Darwin)
        guard let thread else { return job.status }
    #endif
    pthread_join(thread, nil)
    return job.status
}
