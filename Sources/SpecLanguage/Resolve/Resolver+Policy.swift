extension Resolver {
    /// Fills each endpoint's `policy`: its own option where it has one, else the API's
    /// `defaults:`, else the API's `auth:` (for auth) or the client's behaviour (nil, 0, false).
    /// This is the one place that says how defaults are inherited.
    mutating func applyDefaults() {
        let defaults = api.defaults
        for g in api.groups.indices {
            for e in api.groups[g].endpoints.indices {
                let endpoint = api.groups[g].endpoints[e]
                var policy = Endpoint.Policy()
                policy.auth = endpoint.auth ?? defaults.auth ?? api.auth
                policy.timeout = endpoint.timeout ?? defaults.timeout
                policy.retry = endpoint.retry ?? defaults.retry ?? 0
                policy.retryUnsafe = endpoint.retryUnsafe ?? defaults.retryUnsafe ?? false
                policy.cache = endpoint.method == .get ? (endpoint.cache ?? defaults.cache) : nil
                policy.maxResponseSize = endpoint.maxResponseSize ?? defaults.maxResponseSize
                api.groups[g].endpoints[e].policy = policy
            }
        }
    }
}
