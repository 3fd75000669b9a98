// Endpoints.swift enum ShopEndpoint > case upload
    /// `POST /upload`
    ///
    /// - Remark: Generated from endpoint-multipart.yaml: endpoint files.upload.
    case upload(file: FilePart, thumbnail: FilePart?, caption: String?, order: Int, takenOn: Date)

// Endpoints.swift enum ShopEndpoint > func body
    /// The body, encoded.
    public func body(encoder: JSONEncoder) throws -> RequestBody {
        switch self {
        case .upload(let file, let thumbnail, let caption, let order, let takenOn):
            var parts: [MultipartPart] = []
            parts.append(MultipartPart(name: "file", file: file))
            if let value = thumbnail { parts.append(MultipartPart(name: "thumbnail", file: value)) }
            if let value = caption { parts.append(MultipartPart(name: "caption", value: value)) }
            parts.append(MultipartPart(name: "order", value: order.description))
            parts.append(MultipartPart(name: "takenOn", value: DateFormat.pattern("yyyy-MM-dd").string(from: takenOn)))
            return .multipart(parts)
        }
    }
