// Models.swift struct Draft
/// Fields are let constants unless the model is mutable.
///
/// - Remark: Generated from model-mutable.yaml: model Draft.
public struct Draft: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-mutable.yaml: field Draft.title.
    public var title: String
    /// - Remark: Generated from model-mutable.yaml: field Draft.note.
    @available(*, deprecated)
    public var note: String? {
        get { _note }
        set { _note = newValue }
    }
    /// Storage of the deprecated `note`, so coding it raises no deprecation warning.
    var _note: String?

    public init(
        title: String,
        note: String? = nil
    ) {
        self.title = title
        self._note = note
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.title = try container.decodeValue(String.self, forKey: .title)
        self._note = try container.decodeOptional(String.self, forKey: .note)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.title, forKey: .title)
        try container.encodeOptional(self._note, forKey: .note)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.title, other.title) else { return false }
        guard FieldEquality.equal(self._note, other._note) else { return false }
        return true
    }
}
