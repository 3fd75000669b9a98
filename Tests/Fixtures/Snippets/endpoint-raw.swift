// Endpoints.swift enum ShopEndpoint > case putImage
    /// `PUT /images/{name}`
    ///
    /// - Remark: Generated from endpoint-raw.yaml: endpoint files.putImage.
    case putImage(name: String, body: Data)

// Endpoints.swift enum ShopEndpoint > func body
    /// The body, encoded.
    public func body(encoder: JSONEncoder) throws -> RequestBody {
        switch self {
        case .putImage(_, let body):
            return .raw(body, contentType: "image/png")
        }
    }

// Client.swift struct ShopClient > func putImage
    /// `PUT /images/{name}`
    ///
    /// - Parameters:
    ///   - name: The `name` path parameter.
    ///   - body: The request body, sent as it is.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-raw.yaml: endpoint files.putImage.
    public func putImage(name: String, body: Data) async throws {
        try await self.http.send(ShopEndpoint.putImage(name: name, body: body))
    }
