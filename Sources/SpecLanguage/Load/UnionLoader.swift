/// Reads a union: `oneOf:` with its variants, and the options beside it.
///
/// ```yaml
/// PaymentSource:                     # tagged: the `type` field names the variant
///   oneOf: { card: Card, bank_account: BankAccount }
///   discriminator: type
///   unknown: true
/// CustomerRef:                       # untagged: tried in order, the first that decodes wins
///   oneOf: [String, Customer]
///   id: id
/// ```
struct UnionLoader {
    static let keys = ["oneOf", "discriminator", "unknown", "id", "description", "deprecated"]

    var reading: NodeReading

    mutating func union(_ name: String, key: Node, _ node: Node) -> UnionType? {
        guard let pairs = node.mapping, let variantsNode = pairs["oneOf"] else { return nil }
        let place = "union '\(name)'"
        reading.checkKeys(pairs, allowed: Self.keys, in: place)
        var union = UnionType(name: name, mark: key.mark)
        if let value = pairs["discriminator"], let field = reading.string(value, "'discriminator' (the wire key that names the variant)") {
            union.discriminator = field
            union.discriminatorMark = value.mark
        }
        if let value = pairs["unknown"] { union.allowsUnknown = reading.bool(value, "'unknown'") ?? false }
        if let value = pairs["id"], let field = reading.string(value, "'id' (the field that identifies the value)") {
            union.idField = field
            union.idMark = value.mark
        }
        if let value = pairs["description"] { union.description = reading.string(value, "'description'") }
        if let value = pairs["deprecated"] { union.deprecated = reading.bool(value, "'deprecated'") ?? false }
        union.variants = variants(variantsNode, tagged: union.isTagged, place: place)
        guard !union.variants.isEmpty else {
            if (variantsNode.sequence != nil && !union.isTagged) || variantsNode.mapping != nil {
                reading.diagnostics.error(variantsNode.mark, "\(place) has no variants; list at least two types under 'oneOf'")
            }
            return nil
        }
        if union.variants.count == 1 {
            reading.diagnostics.warning(
                variantsNode.mark, "\(place) has one variant, so it is always '\(union.variants[0].type)'; use that type instead")
        }
        return union
    }

    /// A list of types (case names made from the types), or a mapping of case name (for a
    /// tagged union: the tag's wire value) to type.
    private mutating func variants(_ node: Node, tagged: Bool, place: String) -> [UnionType.Variant] {
        var fieldLoader = FieldLoader(reading: reading)
        defer { reading = fieldLoader.reading }
        if let items = node.sequence {
            if tagged {
                fieldLoader.reading.diagnostics.error(
                    node.mark,
                    "a tagged \(place) maps each tag to its type: oneOf: { card: Card, bank_account: BankAccount }; a list is for untagged unions"
                )
                return []
            }
            return items.compactMap { item in
                guard let type = fieldLoader.typeExpression(item, field: "a variant of \(place)") else { return nil }
                return UnionType.Variant(name: Self.caseName(for: type), tag: nil, type: type, mark: item.mark, typeMark: item.mark)
            }
        }
        guard let pairs = node.mapping else {
            fieldLoader.reading.diagnostics.error(
                node.mark,
                "expected the variants of \(place) as a list of types [String, Customer] or a mapping { name: Type }, found \(reading.describe(node))"
            )
            return []
        }
        return pairs.compactMap { pair in
            guard let name = fieldLoader.reading.string(pair.key, tagged ? "a tag of \(place)" : "a case of \(place)"),
                let type = fieldLoader.typeExpression(pair.value, field: name)
            else { return nil }
            return UnionType.Variant(name: name, tag: tagged ? name : nil, type: type, mark: pair.key.mark, typeMark: pair.value.mark)
        }
    }

    /// The case name of a variant given as a bare type: `String` → `string`, `Customer` →
    /// `customer`, `[Item]` → `itemList`, `[String: Int]` → `intMap`, `Page<Order>` → `pageOrder`.
    static func caseName(for type: TypeRef) -> String {
        switch type {
        case .primitive(let primitive): return primitive.rawValue
        case .named(let name, let arguments): return ([name] + arguments.map(caseName)).joined(separator: "_")
        case .array(let element): return caseName(for: element) + "_list"
        case .dictionary(let value): return caseName(for: value) + "_map"
        case .optional(let wrapped): return caseName(for: wrapped)
        }
    }
}
