// Endpoints.swift enum ShopEndpoint > var successFlag
    /// The success flag a 2xx answer carries; false in it is `APIError.unsuccessful`.
    public var successFlag: SuccessFlag? {
        switch self {
        case .health: return nil
        default: return SuccessFlag(key: "ok", code: [["error"]], message: [["error_description"], ["error"]], requestID: ["meta", "request_id"])
        }
    }

// Client.swift struct ShopClient > func getChannel
    /// `GET /channels.info`
    ///
    /// - Parameters:
    ///   - channel: The `channel` query item.
    /// - Returns: The decoded `ChannelAnswer`.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from success-flag.yaml: endpoint channels.getChannel.
    public func getChannel(channel: String) async throws -> ChannelAnswer {
        try await self.http.decode(ChannelAnswer.self, for: ShopEndpoint.getChannel(channel: channel))
    }
