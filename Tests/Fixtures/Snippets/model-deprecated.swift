// Models.swift struct LegacyOrder
/// An order from the old system.
///
/// - Important: Deprecated in the spec.
///
/// - Remark: Generated from model-deprecated.yaml: model LegacyOrder.
public struct LegacyOrder: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// - Remark: Generated from model-deprecated.yaml: field LegacyOrder.id.
    public let id: Int
    /// Use id instead.
    ///
    /// - Remark: Generated from model-deprecated.yaml: field LegacyOrder.code.
    @available(*, deprecated)
    public var code: String? {
        get { _code }
    }
    /// Storage of the deprecated `code`, so coding it raises no deprecation warning.
    let _code: String?

    @available(*, deprecated, message: "deprecated in the spec")
    public init(
        id: Int,
        code: String? = nil
    ) {
        self.id = id
        self._code = code
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.id = try container.decodeValue(Int.self, forKey: .id)
        self._code = try container.decodeOptional(String.self, forKey: .code)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.id, forKey: .id)
        try container.encodeOptional(self._code, forKey: .code)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.id, other.id) else { return false }
        guard FieldEquality.equal(self._code, other._code) else { return false }
        return true
    }
}
