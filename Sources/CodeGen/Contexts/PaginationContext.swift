import Foundation
import SpecLanguage

/// A paginated endpoint's `…Pages` and `…Items` sequences in the client protocol's extension.
struct PaginationContext: TemplateContext {
    /// The two sequences' names (`GeneratedNames.pages`, `.items`).
    var pagesName: String
    var itemsName: String
    var pageType: String
    var itemType: String
    /// The sequence functions' parameters: the method's without the cursor.
    var signature: String
    var passThrough: String
    var start: String
    var forward: String
    var itemsExpression: String
    var nextExpression: String
    var itemsClosure: String
    var operationLiteral: String

    static let templateKeys = TemplateKeys<Self>([
        .text("pagesName") { $0.pagesName }, .text("itemsName") { $0.itemsName }, .text("pageType") { $0.pageType },
        .text("itemType") { $0.itemType }, .text("signature") { $0.signature },
        .text("passThrough") { $0.passThrough }, .text("start") { $0.start }, .text("forward") { $0.forward },
        .text("itemsExpression") { $0.itemsExpression }, .text("nextExpression") { $0.nextExpression },
        .text("itemsClosure") { $0.itemsClosure }, .text("operationLiteral") { $0.operationLiteral },
    ])
}

extension ContextBuilder {
    /// The `…Pages` and `…Items` sequences of a paginated endpoint.
    func paginationContext(
        _ spec: PaginationSpec, _ endpoint: Endpoint, _ parameters: [EndpointParameter], _ returnType: String
    ) -> PaginationContext? {
        guard var responseType = endpoint.response else { return nil }
        let cursorName = spec.advance.parameter
        guard let cursor = parameters.first(where: { $0.role == .query && $0.field.name == cursorName }) else { return nil }
        let others = parameters.filter { $0.field.name != cursorName || $0.role != .query }
        let given = cursor.field.defaultValue.map { literals.expression($0, as: cursor.field.type.unwrapped) }
        let start: String
        switch spec.advance {
        // A page-numbered sequence counts the items it has received (`PageCursor`).
        case .page: start = "PageCursor(page: \(given ?? "1"))"
        case .offset: start = given ?? "0"
        // A cursor-paged one remembers the cursors it has sent (`CursorPosition`).
        case .cursor: start = "CursorPosition(value: \(given ?? "nil"))"
        }
        let limit = others.first {
            $0.role == .query && ["limit", "pageSize", "perPage", "per_page", "page_size", "size"].contains($0.field.name)
        }
        let limitExpression: String
        if let limit {
            limitExpression = limit.field.type.isOptional ? limit.label : "Optional(\(limit.label))"
        } else {
            limitExpression = "nil"
        }

        // The client template names the fetched value `response` in its next-cursor closure
        // and `page` in its items closure.
        func value(_ name: String) -> String { endpoint.metadata ? name + ".value" : name }
        let root = value("response")
        let items = chain(root, spec.itemsPath, in: &responseType)
        /// The items of a page whose value is reached through `root`; `[]` when a step is nil.
        func itemsAt(_ root: String) -> String {
            var type = endpoint.response!
            let expression = chain(root, spec.itemsPath, in: &type).expression
            return items.optional ? "(\(expression) ?? [])" : expression
        }
        let itemsExpression = itemsAt(root)
        /// The response value a stop rule reads, or `nil` when the spec gives none.
        func stopValue(_ rule: PaginationSpec.StopRule) -> String {
            guard let path = spec.stopPaths[rule] else { return "nil" }
            var type = endpoint.response!
            return chain(root, path.names, in: &type).expression
        }
        var next: String
        switch spec.advance {
        case .page:
            next =
                "nextPage(after: cursor, first: \(given ?? "1"), hasMore: \(stopValue(.hasMore)), pageCount: \(stopValue(.pageCount)), "
                + "total: \(stopValue(.total)), itemCount: \(itemsExpression).count, limit: \(limitExpression))"
        case .offset:
            next =
                "nextOffset(after: cursor, hasMore: \(stopValue(.hasMore)), total: \(stopValue(.total)), "
                + "itemCount: \(itemsExpression).count, limit: \(limitExpression))"
        case .cursor:
            var type = endpoint.response!
            let nextValue = spec.nextPath.map { chain(root, $0.names, in: &type).expression } ?? "nil"
            next = "nextCursor(after: cursor, next: \(nextValue), hasMore: \(stopValue(.hasMore)))"
        }
        guard case .array(let element) = items.type.unwrapped else { return nil }
        if let lastItem = spec.lastItemPath {
            // `starting_after=<last id>`: the field of the page's last item (none: an empty page ends).
            var type = TypeRef.optional(element)
            let value = chain("\(itemsExpression).last", lastItem.names, in: &type).expression
            next = "nextCursor(after: cursor, lastItem: \(value), hasMore: \(stopValue(.hasMore)))"
        }
        let forward = parameters.map { parameter -> String in
            let label = Naming.argumentLabel(parameter.label, inCall: true)
            guard parameter.field.name == cursorName && parameter.role == .query else { return "\(label): \(parameter.label)" }
            switch spec.advance {
            case .page: return "\(label): cursor.page"
            case .offset: return "\(label): cursor"
            case .cursor: return "\(label): cursor.value"
            }
        }.joined(separator: ", ")
        let signature = others.map { "\(Naming.argumentLabel($0.label)): \($0.type)\($0.defaultArgument)" }.joined(separator: ", ")
        let passThrough = others.map { "\(Naming.argumentLabel($0.label, inCall: true)): \($0.label)" }.joined(separator: ", ")
        let method = Naming.propertyName(endpoint.name)
        return PaginationContext(
            pagesName: GeneratedNames.pages(method: method), itemsName: GeneratedNames.items(method: method), pageType: returnType,
            itemType: types.name(element), signature: signature, passThrough: passThrough, start: start,
            forward: forward, itemsExpression: itemsExpression, nextExpression: "PageSequence<\(returnType)>.\(next)",
            itemsClosure: "{ page in " + itemsAt(value("page")) + " }", operationLiteral: SwiftText.stringLiteral(endpoint.name))
    }

    /// `response.pagination?.hasMore`: a property chain with `?.` after optionals.
    private func chain(_ root: String, _ path: [String], in type: inout TypeRef) -> (expression: String, type: TypeRef, optional: Bool) {
        var expression = root
        var optional = false
        var current = type
        for name in path {
            guard case .named(let modelName, let arguments) = current.unwrapped, let model = api.model(named: modelName),
                let field = model.fields.first(where: { $0.name == name })
            else { break }
            if current.isOptional { optional = true }
            // The field's own spelling: the path may write it with other Unicode scalars.
            expression += (current.isOptional ? "?." : ".") + Naming.bare(Naming.propertyName(field.name))
            let bindings = Dictionary(uniqueKeysWithValues: zip(model.genericParameters, arguments))
            current = field.type.substituting(bindings)
        }
        if current.isOptional { optional = true }
        type = current
        return (expression, current, optional)
    }
}
