import SpecLanguage

/// Shared helpers for the context builders: spec locations and doc comments as templates
/// want them.
struct ContextBuilder {
    let api: API
    let types: SwiftTypes
    let literals: SwiftLiterals
    let wireKeys: WireKeys
    /// Spec file paths as shown in generated code: relative to the specs folder, so output
    /// does not depend on where gen runs.
    let displayPath: (String) -> String

    init(api: API, displayPath: @escaping (String) -> String) {
        self.api = api
        self.types = SwiftTypes(api: api)
        self.literals = SwiftLiterals(api: api, types: types)
        self.wireKeys = WireKeys(models: api.models)
        self.displayPath = displayPath
    }

    /// `Shop.yaml:12` for a doc-comment remark; a file name is spec text like any other.
    func source(_ mark: Mark) -> String { "\(SwiftText.commentLine(displayPath(mark.file))):\(mark.line)" }

    /// Doc comment lines for a description plus the spec location remark.
    func doc(_ description: String?, _ mark: Mark, deprecated: Bool = false) -> [String] {
        var lines = SwiftText.docLines(description)
        if deprecated {
            if !lines.isEmpty { lines.append("") }
            lines.append("- Important: Deprecated in the spec.")
        }
        if !lines.isEmpty { lines.append("") }
        lines.append("- Remark: Generated from \(source(mark)).")
        return lines
    }

    var apiType: String { Naming.typeName(api.name, api: "") }
    /// The API's endpoint enum (`ShopEndpoint`).
    var endpointType: String { apiType + "Endpoint" }
    /// The `CodingKey` enum of the API's models (`ShopCodingKey`, see `WireKeys`).
    var keyType: String { apiType + "CodingKey" }
}

/// `isLast`-style separators precomputed for templates (mustache's `last()` is unreliable
/// inside partials).
func withSeparators(_ items: [[String: Any]], separator: String = ",") -> [[String: Any]] {
    items.enumerated().map { index, item in
        var item = item
        item["comma"] = index == items.count - 1 ? "" : separator
        item["isLast"] = index == items.count - 1
        return item
    }
}
