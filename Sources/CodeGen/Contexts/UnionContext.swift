import SpecLanguage

/// What `union.mustache` sees: one union, an enum with a case per variant and its coding code.
struct UnionContext: TemplateContext {
    var name: String
    /// `enum`, or `indirect enum` when a variant can hold the union again.
    var keyword: String
    var conformances: String
    var docLines: [String]
    var deprecated: Bool
    var cases: [UnionCaseContext]
    var allowsUnknown: Bool
    /// The statements of `init(from:)`.
    var decodeLines: [String]
    /// The statement that encodes `.unknown(json)`: a tagged union's goes through a keyed
    /// container (`UnionCoding.encodeUnknown`), as it may share its object (`flatten: true`).
    var unknownEncode: String
    /// An open tagged union that a model flattens: it conforms to the runtime's
    /// `OpenTaggedUnion` (in `conformances`) and declares `unknownJSON`, which the model's
    /// coding reads.
    var isFlattenedOpen: Bool
    /// Whether `isEqual(to:)` needs a `default:` branch (more than one case in all).
    var needsDefault: Bool
    /// The property that identifies the value (`id: id` in the spec), if any.
    var id: UnionIDContext?

    static let templateKeys = TemplateKeys<Self>([
        .text("name") { $0.name }, .text("keyword") { $0.keyword }, .text("conformances") { $0.conformances },
        .lines("docLines") { $0.docLines }, .flag("deprecated") { $0.deprecated }, .list("cases") { $0.cases },
        .flag("allowsUnknown") { $0.allowsUnknown }, .lines("decodeLines") { $0.decodeLines },
        .text("unknownEncode") { $0.unknownEncode }, .flag("isFlattenedOpen") { $0.isFlattenedOpen },
        .flag("needsDefault") { $0.needsDefault }, .context("id") { $0.id },
    ])
}

/// One case of a union: a variant and how it is written.
struct UnionCaseContext: TemplateContext {
    /// The case name, escaped where it is a keyword.
    var name: String
    var bareName: String
    /// The associated value's type.
    var type: String
    var docLines: [String]
    /// The statement of `encode(to:)` for this case, over its value bound as `value`.
    var encode: String
    /// Its position, hashed before the value so that equal values of two cases hash apart.
    var index: Int
    /// The id of the value bound as `value` (`value`, `value.id`), for the `id` property.
    var idValue: String

    static let templateKeys = TemplateKeys<Self>([
        .text("name") { $0.name }, .text("bareName") { $0.bareName }, .text("type") { $0.type },
        .lines("docLines") { $0.docLines }, .text("encode") { $0.encode }, .number("index") { $0.index },
        .text("idValue") { $0.idValue },
    ])
}

/// A union's `id` property.
struct UnionIDContext: TemplateContext {
    var name: String
    /// Its type: optional when the union keeps unknown variants, which have none.
    var type: String
    var docLines: [String]

    static let templateKeys = TemplateKeys<Self>([
        .text("name") { $0.name }, .text("type") { $0.type }, .lines("docLines") { $0.docLines },
    ])
}

extension ContextBuilder {
    /// The context of one union for `union.mustache`.
    func union(_ union: UnionType) -> UnionContext {
        let typeName = Naming.typeName(union.name, in: api)
        let idProperty = union.idField.map(Naming.propertyName)
        let cases = union.variants.enumerated().map { index, variant -> UnionCaseContext in
            let name = Naming.caseName(variant.name)
            var idValue = "value"
            if let idProperty, case .named(let model, _) = variant.type, api.model(named: model) != nil {
                idValue = "value.\(idProperty)"
            }
            let encode =
                union.discriminator.map { key in
                    "try UnionCoding.encode(value, tag: \(SwiftText.stringLiteral(variant.tag ?? variant.name)), key: \(SwiftText.stringLiteral(key)), to: encoder)"
                }
                // UUIDs in lower case, as a model's fields send them (Qdrant's point ids).
                ?? (Self.holdsUUIDs(variant.type) ? "try value.encodeLowercased(to: encoder)" : "try value.encode(to: encoder)")
            let doc =
                variant.tag.map {
                    "The variant whose `\(SwiftText.commentLine(union.discriminator ?? ""))` is `\(SwiftText.commentLine($0))`."
                }
                ?? "The value as `\(SwiftText.commentLine("\(variant.type)"))`."
            return UnionCaseContext(
                name: name, bareName: Naming.bare(name), type: types.name(variant.type), docLines: [doc],
                encode: encode, index: index, idValue: idValue)
        }
        var conformances = ["Codable", "Hashable", "GeneratedEquatable", "Sendable"]
        let isFlattenedOpen = union.isTagged && union.allowsUnknown && flattenedUnionNames.contains(union.name)
        if isFlattenedOpen { conformances.append("OpenTaggedUnion") }
        var id: UnionIDContext?
        if let idProperty, let idType = union.idType {
            let type = types.name(idType) + (union.allowsUnknown ? "?" : "")
            if Naming.bare(idProperty) == "id" && !union.allowsUnknown { conformances.append("Identifiable") }
            id = UnionIDContext(
                name: idProperty, type: type,
                docLines: [
                    "The `\(SwiftText.commentLine(union.idField ?? ""))` of the value, whichever variant holds it."
                        + (union.allowsUnknown ? " nil for an unknown variant." : "")
                ])
        }
        return UnionContext(
            name: typeName, keyword: union.isRecursive ? "indirect enum" : "enum", conformances: conformances.joined(separator: ", "),
            docLines: doc(union.description, union.mark, "union \(union.name)", deprecated: union.deprecated),
            deprecated: union.deprecated, cases: cases, allowsUnknown: union.allowsUnknown,
            decodeLines: decodeLines(union, typeName: typeName, cases: cases),
            unknownEncode: union.isTagged ? "try UnionCoding.encodeUnknown(json, to: encoder)" : "try json.encode(to: encoder)",
            isFlattenedOpen: isFlattenedOpen,
            needsDefault: cases.count + (union.allowsUnknown ? 1 : 0) > 1, id: id)
    }

    /// The unions some model flattens, found once per API.
    private var flattenedUnionNames: Set<String> {
        if let known = memo.flattenedUnions { return known }
        var names: Set<String> = []
        for model in api.models {
            for field in model.fields where field.flatten {
                if let union = api.flattenedUnion(field) { names.insert(union.name) }
            }
        }
        memo.flattenedUnions = names
        return names
    }

    /// A tagged union switches on its discriminator; an untagged one tries each variant in
    /// order and keeps the first that decodes.
    private func decodeLines(_ union: UnionType, typeName: String, cases: [UnionCaseContext]) -> [String] {
        let unknown = "self = .unknown(try JSONValue(from: decoder))"
        let unionName = SwiftText.stringLiteral(typeName)
        guard let key = union.discriminator.map(SwiftText.stringLiteral) else {
            // Variants tried in turn, once for each place in the answer (`DecodingBudget.once`:
            // a variant tried after another would otherwise decode again what lies below it).
            if union.allowsUnknown {
                return ["self = try DecodingBudget.once(Self.self, decoder) {"]
                    + cases.map { "    if let value = try? \($0.type)(from: decoder) { return .\($0.bareName)(value) }" }
                    + ["    return .unknown(try JSONValue(from: decoder))", "}"]
            }
            // Each variant's error is kept: the one thrown says why none decoded, and where.
            let expected = "[" + union.variants.map { SwiftText.stringLiteral("\($0.type)") }.joined(separator: ", ") + "]"
            return ["self = try DecodingBudget.once(Self.self, decoder) {", "    var errors: [any Error] = []"]
                + cases.map { "    do { return .\($0.bareName)(try \($0.type)(from: decoder)) } catch { errors.append(error) }" }
                + ["    throw UnionCoding.noVariant(of: \(unionName), expected: \(expected), errors: errors, decoder)", "}"]
        }
        // An open union keeps an object without the tag too, as it keeps one with an unknown tag.
        let optional = union.allowsUnknown ? "?" : ""
        var lines = [
            union.allowsUnknown
                ? "switch try? UnionCoding.tag(\(key), from: decoder) {" : "let tag = try UnionCoding.tag(\(key), from: decoder)"
        ]
        if !union.allowsUnknown { lines.append("switch tag {") }
        for (variant, item) in zip(union.variants, cases) {
            lines.append(
                "case \(SwiftText.stringLiteral(variant.tag ?? variant.name))\(optional): self = .\(item.bareName)(try \(item.type)(from: decoder))"
            )
        }
        let refuse = "throw UnionCoding.unknownTag(tag, key: \(key), of: \(unionName), decoder)"
        lines.append("default: " + (union.allowsUnknown ? unknown : refuse))
        lines.append("}")
        return lines
    }
}
