import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests. Replace it to add certificate pinning, a custom session, or a test double.
/// Implementations throw what they like; the client turns it into an `APIError`.
public protocol HTTPTransport: Sendable {
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
    /// Downloads to a file that stays until the caller moves or deletes it.
    func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse)
}

/// The default transport, over a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    public let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: Self.adjusted(request))
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }

    public func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let (location, response) = try await session.download(for: Self.adjusted(request))
        // Move the file out of the session's temporary location at once, so it survives.
        var kept = FileManager.default.temporaryDirectory.appendingPathComponent("download-" + UUID().uuidString)
        if !location.pathExtension.isEmpty {
            kept.appendPathExtension(location.pathExtension)
        }
        try FileManager.default.moveItem(at: location, to: kept)
        guard let http = response as? HTTPURLResponse else {
            try? FileManager.default.removeItem(at: kept)
            throw URLError(.badServerResponse)
        }
        return (kept, http)
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

/// A connectivity pre-check; when `isConnected` is false a call fails with `.offline`
/// without sending anything. The app supplies it (e.g. over NWPathMonitor).
public protocol Reachability: Sendable {
    var isConnected: Bool { get async }
}
