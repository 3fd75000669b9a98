import SpecLanguage

/// Settings of the generated surface given outside the specs (a config file, `gen --access`,
/// `gen --combine`); each one given wins over what every spec says. nil leaves a spec's own.
public struct SurfaceOptions: Sendable, Equatable {
    /// The access level of everything generated, runtime included.
    public var access: AccessLevel?
    /// true: a publisher per endpoint, with the spec's `combine:` implementation or else
    /// Combine; false: none, whatever the spec says.
    public var combine: Bool?

    public init(access: AccessLevel? = nil, combine: Bool? = nil) {
        self.access = access
        self.combine = combine
    }

    /// `api` as generated: its settings with these over them.
    func applied(to api: API) -> API {
        var api = api
        if let access { api.access = access }
        switch combine {
        case true?: api.combine = api.combine ?? .combine
        case false?: api.combine = nil
        case nil: break
        }
        return api
    }
}
