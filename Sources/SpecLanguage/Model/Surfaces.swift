/// Who can see what gen writes for an API (`access:`): its models, endpoints, client and
/// runtime alike.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// Any module that imports the API's (the default).
    case `public`
    /// Modules of the same Swift package only.
    case package
    /// The API's own module: for an app that generates its client into its own target.
    case `internal`
}

/// The Combine implementation the opt-in publishers are written against (`combine:`).
public enum PublisherFramework: String, Sendable, CaseIterable {
    /// Apple's, on Apple platforms (`combine: true`).
    case combine = "Combine"
    /// The open-source implementation of the same API, for Linux (`combine: OpenCombine`).
    case openCombine = "OpenCombine"

    /// The module the generated code imports.
    public var module: String { rawValue }
}
