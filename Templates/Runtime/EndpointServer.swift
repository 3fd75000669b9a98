import Foundation

/// The server of an endpoint that is not sent to the client's base URL: a named server of the
/// spec (`uploads`) or a URL of its own. `ClientConfiguration.servers` may replace it by name.
public struct EndpointServer: Sendable, Hashable {
    /// The spec's server name, or the URL's text when the spec gives a URL.
    public var name: String
    public var url: URL

    public init(name: String, url: URL) {
        self.name = name
        self.url = url
    }
}
