// Models.swift typealias Listing
/// An item as the shop lists it.
///
/// - Remark: Generated from model-alias.yaml: alias Listing.
public typealias Listing = Item

// Models.swift struct Item
/// - Remark: Generated from model-alias.yaml: model Item.
public struct Item: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-alias.yaml: field Item.name.
    public let name: String
    /// - Remark: Generated from model-alias.yaml: field Item.parent.
    public var parent: Listing? {
        get { _parent?.value }
    }
    /// Storage of `parent`: boxed, since the field's type contains this one.
    let _parent: Indirect<Listing>?

    public init(
        name: String,
        parent: Listing? = nil
    ) {
        self.name = name
        self._parent = parent.map { Indirect($0) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.name = try container.decodeValue(String.self, forKey: .name)
        self._parent = (try container.decodeOptional(Listing.self, forKey: .parent)).map { Indirect($0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.name, forKey: .name)
        try container.encodeOptional(self._parent?.value, forKey: .parent)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.name, other.name) else { return false }
        guard FieldEquality.equal(self._parent, other._parent) else { return false }
        return true
    }
}

// Models.swift struct Order
/// - Remark: Generated from model-alias.yaml: model Order.
public struct Order: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-alias.yaml: field Order.items.
    public let items: [Listing]
    /// - Remark: Generated from model-alias.yaml: field Order.gift.
    public let gift: Listing?

    public init(
        items: [Listing],
        gift: Listing? = nil
    ) {
        self.items = items
        self.gift = gift
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.items = try container.decodeValue([Listing].self, forKey: .items)
        self.gift = try container.decodeOptional(Listing.self, forKey: .gift)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.items, forKey: .items)
        try container.encodeOptional(self.gift, forKey: .gift)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.items, other.items) else { return false }
        guard FieldEquality.equal(self.gift, other.gift) else { return false }
        return true
    }
}
