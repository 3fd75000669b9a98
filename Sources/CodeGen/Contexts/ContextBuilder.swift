import SpecLanguage

/// Shared helpers for the context builders: spec locations and doc comments as templates
/// want them.
///
/// A class: builders pass their methods around as functions (`endpoints.map(method)`), and
/// each such use of a struct copied the builder and the whole `API` in it (1% of a run).
final class ContextBuilder {
    let api: API
    let types: SwiftTypes
    let literals: SwiftLiterals
    /// Spec file paths as shown in generated code: relative to the specs folder, so output
    /// does not depend on where gen runs.
    let displayPath: (String) -> String
    /// Results many contexts ask for, computed once per API.
    let memo = ContextMemo()

    init(api: API, displayPath: @escaping (String) -> String) {
        self.api = api
        self.types = SwiftTypes(api: api, memo: memo)
        self.literals = SwiftLiterals(api: api, types: types)
        self.displayPath = displayPath
    }

    /// `- Remark: Generated from Shop.yaml: model Order.`: the file and the declaration's name
    /// in it, not its line, so that adding a line to a spec rewrites only what it changes. File
    /// and declaration names are spec text like any other. Made in one string: every field has one.
    func remark(_ mark: Mark, _ declaration: String) -> String {
        let name = SwiftText.commentLine(declaration)
        var line = remarkStart(mark.file)
        line.reserveCapacity(line.utf8.count + name.utf8.count + 1)
        line += name
        line += "."
        return line
    }

    /// `- Remark: Generated from Shop.yaml: ` for a spec file, made once per file rather than
    /// once per declaration (every field has a remark). The last file's is kept apart: the
    /// declarations of one file come one after another, and its path is then the same string,
    /// compared without hashing it.
    private func remarkStart(_ path: String) -> String {
        if let last = memo.lastRemarkStart, last.path == path { return last.start }
        let start: String
        if let known = memo.remarkStarts[path] {
            start = known
        } else {
            start = "- Remark: Generated from " + SwiftText.commentLine(displayPath(path)) + ": "
            memo.remarkStarts[path] = start
        }
        memo.lastRemarkStart = (path, start)
        return start
    }

    /// Doc comment lines for a description plus the remark naming where in the spec it comes
    /// from (`model Order`, `field Order.id`, `endpoint orders.getOrder`).
    func doc(_ description: String?, _ mark: Mark, _ declaration: String, deprecated: Bool = false) -> [String] {
        var lines = SwiftText.docLines(description)
        if deprecated {
            if !lines.isEmpty { lines.append("") }
            lines.append("- Important: Deprecated in the spec.")
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(remark(mark, declaration))
        return lines
    }

    /// The names of the API's own types.
    var names: GeneratedNames { GeneratedNames(api: api.name) }
    /// The API's endpoint enum (`ShopEndpoint`).
    var endpointType: String { names.endpoint }
}

/// Results computed once per API and asked for by many contexts. A class, so that the
/// builder's non-mutating functions can fill it; a builder is used on one thread.
final class ContextMemo {
    /// The wire keys of secret fields in a model and every model it reaches, by model name.
    var secretKeys: [String: Set<String>] = [:]
    /// Whether any model has a secret field (`secretKeySet`).
    var anySecrets: Bool?
    /// The start of a remark for each spec file, by path (`ContextBuilder.remark`), and the
    /// last one asked for.
    var remarkStarts: [String: String] = [:]
    var lastRemarkStart: (path: String, start: String)?
    /// The Swift names of declared and runtime types, by spec name (`SwiftTypes`); by scalars,
    /// as `Naming` caches, so two spellings of `café` keep two Swift names.
    var typeNames: [ExactText: String] = [:]
    /// Which models contain one another (`ContextBuilder.leadsBack`), found on first use.
    var modelCycles: ModelCycles?
    /// The unions some model flattens (`flatten: true`), by name (`flattenedUnionNames`).
    var flattenedUnions: Set<String>?
}

/// `comma` and `isLast` of an element of a list, precomputed for templates (mustache has no
/// "last element" test that works inside partials).
struct Separator: Sendable {
    var comma = ","
    var isLast = false

    /// `items` with the last one marked: no comma after it.
    static func mark<Item: Separated>(_ items: [Item]) -> [Item] {
        var items = items
        if !items.isEmpty { items[items.count - 1].separator = Separator(comma: "", isLast: true) }
        return items
    }
}

/// A context that is an element of a list whose template writes separators between elements.
protocol Separated {
    var separator: Separator { get set }
}
