import SpecLanguage

/// What `enum.mustache` sees: one enum of text or number values, closed or open (`allowsUnknown`),
/// or another name of one (`aliasTarget`).
struct EnumContext: TemplateContext {
    var name: String
    /// The Swift name of the enum this one is an alias of.
    var aliasTarget: String?
    /// `String`, `Int` or `Double`.
    var rawType: String
    var docLines: [String]
    var deprecated: Bool
    var allowsUnknown: Bool
    var cases: [EnumCaseContext]

    static let templateKeys = TemplateKeys<Self>([
        .text("name") { $0.name }, .lines("docLines") { $0.docLines }, .flag("deprecated") { $0.deprecated },
        .flag("allowsUnknown") { $0.allowsUnknown }, .text("allCasesList") { $0.allCasesList }, .list("cases") { $0.cases },
        .text("rawType") { $0.rawType }, .flag("isText") { $0.rawType == "String" },
        .flag("isAlias") { $0.aliasTarget != nil }, .text("aliasTarget") { $0.aliasTarget ?? "" },
    ])

    /// `.a, .b`: every case but `unknown`.
    var allCasesList: String { cases.map { "." + $0.bareName }.joined(separator: ", ") }
}

/// One case of an enum.
struct EnumCaseContext: TemplateContext, Separated {
    /// The case name, escaped where it is a keyword.
    var name: String
    var bareName: String
    /// The wire value as a Swift literal: a string literal, or a number (`2`, `2.5`).
    var rawLiteral: String
    var separator = Separator()

    static let templateKeys = TemplateKeys<Self>([
        .text("name") { $0.name }, .text("bareName") { $0.bareName }, .text("rawLiteral") { $0.rawLiteral },
        .text("comma") { $0.separator.comma }, .flag("isLast") { $0.separator.isLast },
    ])
}

extension ContextBuilder {
    /// The context of one enum for `enum.mustache`.
    func enumType(_ enumType: EnumType) -> EnumContext {
        let cases = enumType.cases.map { item -> EnumCaseContext in
            let name = Naming.caseName(item.name)
            // A number enum's values are normalized by the loader (`2`, `2.5`): Swift literals as they are.
            let literal = enumType.rawKind == .string ? SwiftText.stringLiteral(item.wireValue) : item.wireValue
            return EnumCaseContext(name: name, bareName: Naming.bare(name), rawLiteral: literal)
        }
        return EnumContext(
            name: Naming.typeName(enumType.name, in: api), aliasTarget: enumType.aliasOf.map { Naming.typeName($0.name, in: api) },
            rawType: enumType.rawKind.rawValue,
            docLines: doc(enumType.description, enumType.mark, "\(enumType.kind) \(enumType.name)", deprecated: enumType.deprecated),
            deprecated: enumType.deprecated, allowsUnknown: enumType.allowsUnknown, cases: Separator.mark(cases))
    }
}
