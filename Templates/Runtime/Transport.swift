import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests. Replace it to add certificate pinning, a custom session, or a test double.
/// Implementations throw what they like; the client turns it into an `APIError`.
///
/// A transport sends one request and returns the answer as it is: it must not follow
/// redirects itself. `HTTPClient` follows them hop by hop, through the transport, under its
/// `RedirectPolicy`, so that no credential reaches another origin.
public protocol HTTPTransport: Sendable {
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
    /// Downloads to a file that stays until the caller moves or deletes it.
    func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse)
    /// `data(for:)`, failing with `ResponseTooLarge` as soon as the body passes `maxResponseSize`
    /// bytes. The default reads the whole body first and checks it after; `URLSessionTransport`
    /// stops reading while the body streams in.
    func data(for request: URLRequest, maxResponseSize: Int) async throws -> (Data, HTTPURLResponse)
    /// The answer's head once it arrives, and its body as it streams in (server-sent events).
    /// The default reads the whole body with `data(for:)` and hands it over at once;
    /// `URLSessionTransport` hands over each piece as it comes.
    func bytes(for request: URLRequest) async throws -> (AsyncThrowingStream<Data, any Error>, HTTPURLResponse)
}

extension HTTPTransport {
    public func data(for request: URLRequest, maxResponseSize: Int) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await data(for: request)
        guard data.count <= maxResponseSize else {
            throw ResponseTooLarge(limit: maxResponseSize, received: data.count, status: response.statusCode)
        }
        return (data, response)
    }

    public func bytes(for request: URLRequest) async throws -> (AsyncThrowingStream<Data, any Error>, HTTPURLResponse) {
        try await wholeBody(for: request)
    }

    /// `data(for:)`'s body as one piece of a stream: what `bytes(for:)` gives where the body
    /// cannot be read as it comes.
    func wholeBody(for request: URLRequest) async throws -> (AsyncThrowingStream<Data, any Error>, HTTPURLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncThrowingStream { $0.yield(data); $0.finish() }, response)
    }
}

/// A body read as it streams in (`bytes(for:)`) whose reader fell behind the server by more than
/// `waitingChunks` pieces or `waitingBytes` bytes: the transport stops rather than hold the body
/// without bound.
public struct ReaderFellBehind: Error, Sendable, Hashable {
    /// The pieces of a body a transport holds for a reader that falls behind.
    public static let waitingChunks = 1024
    /// The bytes it holds: pieces are as large as the network hands them over, so a count of
    /// pieces alone bounds nothing.
    public static let waitingBytes = 16 * 1024 * 1024
}

/// The sizes of the pieces of a streamed body that wait for its reader, newest last. The stream
/// says how many wait after each piece it takes, and the reader takes the oldest first, so the
/// ones waiting are the newest that many.
struct WaitingPieces: Sendable {
    private var sizes: [Int] = []
    private var first = 0
    private(set) var bytes = 0

    /// Adds a piece of `size` bytes, `waiting` pieces in all waiting now; the bytes they hold.
    mutating func add(_ size: Int, waiting: Int) -> Int {
        sizes.append(size)
        bytes += size
        while sizes.count - first > waiting {
            bytes -= sizes[first]
            first += 1
        }
        if first > 1024, first * 2 > sizes.count {
            sizes.removeFirst(first)
            first = 0
        }
        return bytes
    }
}

/// A download that would leave less than `DiskSpace.reserve` free on the disk it is written to.
public struct NotEnoughDiskSpace: Error, Sendable, Hashable {
    /// Bytes the download needs (announced by Content-Length) or has written so far.
    public var needed: Int64
    /// Bytes free when it was stopped.
    public var free: Int64
}

/// How much room is left where downloads are written. A download is exempt from
/// `maxResponseSize` (files may rightly be large), so the disk bounds it instead: one that would
/// leave less than `reserve` free fails with `NotEnoughDiskSpace`, checked when its length is
/// announced and again every `checkInterval` bytes while it is written.
struct DiskSpace: Sendable {
    /// Free bytes in the temporary folder, or nil when that cannot be read.
    var free: @Sendable () -> Int64?

    static let reserve: Int64 = 256 * 1024 * 1024
    static let checkInterval: Int64 = 16 * 1024 * 1024

    static let system = DiskSpace {
        let attributes = try? FileManager.default.attributesOfFileSystem(forPath: FileManager.default.temporaryDirectory.path)
        return (attributes?[.systemFreeSize] as? NSNumber)?.int64Value
    }
}

/// A response body longer than the client's (or the endpoint's) `maxResponseSize`.
public struct ResponseTooLarge: Error, Sendable, Hashable {
    public var limit: Int
    /// Bytes received (or announced by Content-Length) when reading stopped.
    public var received: Int
    /// The answer's status, when it had arrived.
    public var status: Int?
    /// Whether `received` is the length the answer announced, and none of its body was read.
    public var announced: Bool

    public init(limit: Int, received: Int, status: Int? = nil, announced: Bool = false) {
        self.limit = limit
        self.received = received
        self.status = status
        self.announced = announced
    }
}

/// The default transport, over a `URLSession` whose delegate is this transport's: it refuses
/// redirects (the client follows them itself) and stops a body that passes the limit while it
/// streams in. (swift-corelibs-foundation calls a session's delegate only, not a task's.)
public struct URLSessionTransport: HTTPTransport {
    public let session: URLSession
    /// Nil for an app's own session, whose delegate this transport cannot be.
    private let router: TaskRouter?
    /// On Linux, the session for requests that carry their own cookies (`route`); nil on Apple
    /// platforms and for an app's own session.
    private let cookieless: (session: URLSession, router: TaskRouter)?

    /// One session for every client made with `init()`, as `URLSession.shared` would be, but
    /// keeping no cookies: a cookie one answer sets is not sent by later calls, nor by another
    /// client (another user's, in a server app). An API whose login answers with a session
    /// cookie is called with a configuration that keeps them (`init(configuration:)`), or its
    /// cookie is an API key the client sends (`apiKey` in a cookie), or a `Cookie` the call gives.
    private static let shared = URLSessionTransport(configuration: keepingNoCookies())

    /// `URLSessionConfiguration.default` without a cookie store.
    static func keepingNoCookies() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        return configuration
    }

    /// The shared session of this transport, with its redirect and size rules.
    public init() {
        self = Self.shared
    }

    /// A session of its own made from `configuration`, with the transport's redirect and size rules.
    public init(configuration: URLSessionConfiguration) {
        self.init(configuration: configuration, disk: .system)
    }

    /// `disk` says how much room is left for downloads (tests give a small one).
    init(configuration: URLSessionConfiguration, disk: DiskSpace) {
        let router = TaskRouter(disk: disk)
        self.router = router
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
        #if canImport(FoundationNetworking)
        // URLSession copies its configuration: the app's is left as it was.
        let ownCookies = TaskRouter(disk: disk)
        let setsNone = configuration.copy() as? URLSessionConfiguration ?? .default
        setsNone.httpShouldSetCookies = false
        cookieless = (URLSession(configuration: setsNone, delegate: ownCookies, delegateQueue: nil), ownCookies)
        #else
        cookieless = nil
        #endif
    }

    /// An app's own session (for its delegate: certificate pinning, say). Each task gets a
    /// delegate of its own that refuses redirects, which Apple's URLSession honours; Linux's
    /// calls only the session's delegate, so there URLSession follows redirects itself, by its
    /// own rules (credentials included). A body is checked against the limit only once it has
    /// arrived. Prefer `init(configuration:)`, or a transport of your own.
    public init(session: URLSession) {
        self.session = session
        router = nil
        cookieless = nil
    }

    /// The session and router for `request`. Apple's URLSession leaves the cookie store alone
    /// for a request whose `httpShouldHandleCookies` is off; swift-corelibs-foundation reads
    /// only its session's setting and puts the stored cookies in place of the request's own
    /// `Cookie` header, so there such a request goes through a session that adds none.
    private func route(_ request: URLRequest) -> (URLSession, TaskRouter?) {
        #if canImport(FoundationNetworking)
        if !request.httpShouldHandleCookies, let cookieless { return (cookieless.session, cookieless.router) }
        #endif
        return (session, router)
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await data(for: request, maxResponseSize: .max)
    }

    public func data(for request: URLRequest, maxResponseSize: Int) async throws -> (Data, HTTPURLResponse) {
        let (session, router) = route(request)
        guard let router else {
            let (data, response) = try await session.data(for: Self.adjusted(request), delegate: RedirectRefuser())
            guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
            guard data.count <= maxResponseSize else {
                throw ResponseTooLarge(limit: maxResponseSize, received: data.count, status: http.statusCode)
            }
            return (data, http)
        }
        let (data, response, _) = try await router.run(
            session.dataTask(with: Self.adjusted(request)), limit: maxResponseSize, progress: CallOptions.current?.progress)
        return (data, response)
    }

    /// On an app's own session (`init(session:)`) the body arrives whole, once it has ended.
    public func bytes(for request: URLRequest) async throws -> (AsyncThrowingStream<Data, any Error>, HTTPURLResponse) {
        let (session, router) = route(request)
        guard let router else { return try await wholeBody(for: request) }
        return try await router.stream(session.dataTask(with: Self.adjusted(request)))
    }

    public func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let (session, router) = route(request)
        guard let router else {
            let (location, response) = try await session.download(for: Self.adjusted(request), delegate: RedirectRefuser())
            let kept = try TaskDelegate.keep(location)
            guard let http = response as? HTTPURLResponse else {
                try? FileManager.default.removeItem(at: kept)
                throw URLError(.badServerResponse)
            }
            return (kept, http)
        }
        let (_, response, file) = try await router.run(
            session.downloadTask(with: Self.adjusted(request)), limit: .max, progress: CallOptions.current?.progress)
        guard let file else { throw URLError(.cannotCreateFile) }
        return (file, response)
    }

    /// swift-corelibs-foundation truncates `timeoutInterval` to whole seconds, so 0.5 s would
    /// time out at once; round up there. Apple platforms take the value as it is.
    static func adjusted(_ request: URLRequest) -> URLRequest {
        #if canImport(FoundationNetworking)
        var request = request
        request.timeoutInterval = max(1, request.timeoutInterval.rounded(.up))
        return request
        #else
        return request
        #endif
    }
}

/// A task's own delegate on an app's session: the redirect comes back to the client as it is.
final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

/// The session's delegate: hands each task's events to that task's `TaskDelegate`.
final class TaskRouter: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate, Sendable {
    private let tasks = Locked([Int: TaskDelegate]())
    private let disk: DiskSpace

    init(disk: DiskSpace) {
        self.disk = disk
    }

    /// Starts `task` and waits for its outcome, reporting its progress to `progress`.
    func run(
        _ task: URLSessionTask, limit: Int, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> (Data, HTTPURLResponse, URL?) {
        let delegate = TaskDelegate(limit: limit, disk: disk, progress: progress)
        tasks.withLock { $0[task.taskIdentifier] = delegate }
        defer { tasks.withLock { $0[task.taskIdentifier] = nil } }
        return try await delegate.start(task)
    }

    /// Starts `task` and returns its answer's head once it arrives, with its body as it streams
    /// in; the task stops when the body is no longer read.
    func stream(_ task: URLSessionTask) async throws -> (AsyncThrowingStream<Data, any Error>, HTTPURLResponse) {
        // The continuation taken as the stream is made: the closure runs before `init` returns.
        var made: AsyncThrowingStream<Data, any Error>.Continuation?
        let chunks = AsyncThrowingStream<Data, any Error>(bufferingPolicy: .bufferingOldest(ReaderFellBehind.waitingChunks)) {
            made = $0
        }
        guard let continuation = made else { throw URLError(.unknown) }
        let delegate = TaskDelegate(limit: .max, disk: disk, chunks: continuation)
        let tasks = self.tasks
        tasks.withLock { $0[task.taskIdentifier] = delegate }
        continuation.onTermination = { _ in
            task.cancel()
            tasks.withLock { $0[task.taskIdentifier] = nil }
        }
        do {
            let (_, response, _) = try await delegate.start(task)
            return (chunks, response)
        } catch {
            continuation.finish(throwing: error)
            throw error
        }
    }

    private func delegate(of task: URLSessionTask) -> TaskDelegate? {
        tasks.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(delegate(of: dataTask)?.accepts(response, of: dataTask) ?? true ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        delegate(of: dataTask)?.received(data, of: dataTask)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // The redirect comes back to the client as it is; `HTTPClient` decides whether to follow.
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        delegate(of: downloadTask)?.downloaded(to: location)
    }

    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64, totalBytesWritten: Int64,
        totalBytesExpectedToWrite: Int64
    ) {
        delegate(of: downloadTask)?.wrote(totalBytesWritten, of: totalBytesExpectedToWrite, task: downloadTask)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64
    ) {
        delegate(of: task)?.report(.upload, totalBytesSent, of: totalBytesExpectedToSend)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        delegate(of: task)?.completed(task, error: error)
    }
}

/// One task's state: collects the body up to the limit, keeps a download's file, and resumes
/// the caller exactly once (on completion, on passing the limit, or at once when the caller is
/// cancelled: swift-corelibs-foundation goes on delivering data for a while after `cancel()`,
/// and may take long to return from it).
final class TaskDelegate: Sendable {
    private typealias Outcome = (Data, HTTPURLResponse, URL?)

    private struct State: Sendable {
        var body = Data()
        var file: URL?
        var failure: (any Error)?
        var continuation: CheckedContinuation<Outcome, any Error>?
        var finished = false
    }

    private let limit: Int
    private let disk: DiskSpace
    private let progress: (@Sendable (TransferProgress) -> Void)?
    /// Where the body goes as it comes, for a caller that reads it so (`TaskRouter.stream`):
    /// the caller is resumed with the answer's head alone.
    private let chunks: AsyncThrowingStream<Data, any Error>.Continuation?
    /// What of `chunks` waits for its reader.
    private let waitingPieces = Locked(WaitingPieces())
    private let state = Locked(State())
    /// When the disk was last looked at: bytes written then (-1 before the first look), and
    /// whether the download's length was known then.
    private let lastDiskCheck = Locked<(written: Int64, knewLength: Bool)>((-1, false))

    init(
        limit: Int, disk: DiskSpace = .system, progress: (@Sendable (TransferProgress) -> Void)? = nil,
        chunks: AsyncThrowingStream<Data, any Error>.Continuation? = nil
    ) {
        self.limit = limit
        self.disk = disk
        self.progress = progress
        self.chunks = chunks
    }

    /// Hands the transfer's progress to the caller's callback, unless the caller has gone
    /// (the call finished, failed or was cancelled). A total that is not positive is unknown.
    func report(_ direction: TransferProgress.Direction, _ completed: Int64, of total: Int64) {
        guard let progress, !state.withLock({ $0.finished }) else { return }
        progress(TransferProgress(direction: direction, completed: completed, total: total > 0 ? total : nil))
    }

    func start(_ task: URLSessionTask) async throws -> (Data, HTTPURLResponse, URL?) {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = state.withLock { state -> Bool in
                    if state.finished { return true }
                    state.continuation = continuation
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            finish(.failure(CancellationError()))
            task.cancel()
        }
    }

    /// Resumes the caller with `result` unless it was resumed already.
    private func finish(_ result: Result<Outcome, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Outcome, any Error>? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    /// Fails the call with `ResponseTooLarge` and stops the task. The caller is resumed first:
    /// on Linux `cancel()` called from a delegate callback can wait a long while for the
    /// session's other work.
    private func refuse(_ task: URLSessionTask, received: Int, announced: Bool = false) {
        let status = (task.response as? HTTPURLResponse)?.statusCode
        finish(.failure(ResponseTooLarge(limit: limit, received: received, status: status, announced: announced)))
        task.cancel()
    }

    /// False (and the call fails) when the announced length passes the limit.
    func accepts(_ response: URLResponse, of task: URLSessionTask) -> Bool {
        if chunks != nil {
            if let http = response as? HTTPURLResponse { finish(.success((Data(), http, nil))) }
            return true
        }
        guard response.expectedContentLength > Int64(limit) else { return true }
        refuse(task, received: Int(truncatingIfNeeded: response.expectedContentLength), announced: true)
        return false
    }

    func received(_ data: Data, of task: URLSessionTask) {
        if let chunks {
            // A reader that falls this far behind fails, rather than hold the body without bound.
            var fellBehind = false
            let result = chunks.yield(data)
            if case .dropped = result { fellBehind = true }
            if case .enqueued(let remaining) = result {
                let waiting = ReaderFellBehind.waitingChunks - remaining
                fellBehind = waitingPieces.withLock { $0.add(data.count, waiting: waiting) } > ReaderFellBehind.waitingBytes
            }
            if fellBehind {
                chunks.finish(throwing: ReaderFellBehind())
                task.cancel()
            }
            return
        }
        let (total, received) = state.withLock { state -> (Int?, Int?) in
            guard !state.finished else { return (nil, nil) }
            guard state.body.count + data.count <= limit else { return (state.body.count + data.count, nil) }
            state.body.append(data)
            return (nil, state.body.count)
        }
        if let total { refuse(task, received: total) }
        if let received { report(.download, Int64(received), of: task.response?.expectedContentLength ?? -1) }
    }

    /// Stops a download that would leave the disk with less than `DiskSpace.reserve`: as soon
    /// as its length is known (at its first bytes, or when a later callback first says it), then
    /// every `DiskSpace.checkInterval`.
    func wrote(_ written: Int64, of expected: Int64, task: URLSessionTask) {
        report(.download, written, of: expected)
        let due = lastDiskCheck.withLock { last -> Bool in
            let lengthNews = expected > 0 && !last.knewLength
            guard last.written < 0 || lengthNews || written - last.written >= DiskSpace.checkInterval else { return false }
            last = (written, expected > 0)
            return true
        }
        guard due, let free = disk.free() else { return }
        let needed = max(expected - written, 0)
        guard free - needed < DiskSpace.reserve else { return }
        finish(.failure(NotEnoughDiskSpace(needed: max(expected, written), free: free)))
        task.cancel()
    }

    func downloaded(to location: URL) {
        do {
            let kept = try Self.keep(location)
            state.withLock { $0.file = kept }
        } catch {
            state.withLock { $0.failure = error }
        }
    }

    /// Moves a downloaded file out of the session's temporary location, which the session
    /// empties once its callback returns.
    static func keep(_ location: URL) throws -> URL {
        var kept = FileManager.default.temporaryDirectory.appendingPathComponent("download-" + UUID().uuidString)
        if !location.pathExtension.isEmpty {
            kept.appendPathExtension(location.pathExtension)
        }
        try FileManager.default.moveItem(at: location, to: kept)
        return kept
    }

    func completed(_ task: URLSessionTask, error: (any Error)?) {
        if let chunks {
            // The head, when no callback gave it (an answer without a body).
            if error == nil, let http = task.response as? HTTPURLResponse { finish(.success((Data(), http, nil))) }
            finish(.failure(error ?? URLError(.badServerResponse)))
            if let error { chunks.finish(throwing: error) } else { chunks.finish() }
            return
        }
        let (body, file, failure, finished) = state.withLock { ($0.body, $0.file, $0.failure, $0.finished) }
        if finished {
            // The caller has gone (cancelled, or the body passed the limit): nobody owns the file.
            if let file { try? FileManager.default.removeItem(at: file) }
            return
        }
        if let error = error ?? failure {
            if let file { try? FileManager.default.removeItem(at: file) }
            finish(.failure(error))
            return
        }
        guard let http = task.response as? HTTPURLResponse else {
            if let file { try? FileManager.default.removeItem(at: file) }
            finish(.failure(URLError(.badServerResponse)))
            return
        }
        finish(.success((body, http, file)))
    }
}

/// A connectivity pre-check; when `isConnected` is false a call fails with `.offline`
/// without sending anything. The app supplies it (e.g. over NWPathMonitor).
public protocol Reachability: Sendable {
    var isConnected: Bool { get async }
}
