// Client.swift struct ShopClient > init
    /// A client for one of the spec's servers or any base URL; `configure` adjusts the rest.
    public init(
        server: ShopServer = .production,
        baseURL: URL? = nil,
        credentials: Credentials? = nil,
        transport: any HTTPTransport = URLSessionTransport(),
        middlewares: [any ClientMiddleware] = [],
        configure: (inout ClientConfiguration) -> Void = { _ in }
    ) {
        var configuration = ClientConfiguration(
            baseURL: baseURL ?? server.url,
            transport: transport,
            middlewares: middlewares,
            credentials: credentials,
            headers: [(name: "User-Agent", value: "ShopClient")],
            requestIDHeader: "X-Request-ID",
            errorBody: nil,
            makeDecoder: { ShopCoding.makeDecoder() },
            makeEncoder: { ShopCoding.makeEncoder() }
        )
        // The API's own texts for its failures (`errorTexts:` in the spec).
        configuration.errorTexts = [.offline: "No internet connection", .serverError: "Server error ({status})"]
        configure(&configuration)
        self.http = HTTPClient(configuration: configuration)
    }

    public init(http: HTTPClient) {
        self.http = http
    }
