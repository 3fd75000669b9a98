import SpecLanguage

extension ContextBuilder {
    /// The context of one enum for `enum.mustache`.
    func enumType(_ enumType: EnumType) -> [String: Any] {
        let cases = enumType.cases.map { item -> [String: Any] in
            let name = Naming.caseName(item.name)
            return ["name": name, "bareName": Naming.bare(name), "rawLiteral": SwiftText.stringLiteral(item.wireValue)]
        }
        return [
            "name": Naming.typeName(enumType.name, api: api.name),
            "docLines": doc(enumType.description, enumType.mark, "enum \(enumType.name)", deprecated: enumType.deprecated),
            "deprecated": enumType.deprecated,
            "allowsUnknown": enumType.allowsUnknown,
            "cases": withSeparators(cases),
            "allCasesList": cases.map { ".\($0["bareName"]!)" }.joined(separator: ", "),
        ]
    }
}
