extension Resolver {
    /// Each union's variants: a tagged union's are models (their fields sit beside the tag);
    /// an untagged union's are distinct, and none is hidden behind an earlier one that decodes
    /// everything it would. Sets the type of the `id` property and whether the union contains
    /// itself (then it is an `indirect enum`).
    mutating func checkUnions() {
        // Most APIs have none: the walk below would still build a graph of every model.
        guard !api.unions.isEmpty else { return }
        // Edited as a local array and written back once: each edit of `api.unions` drops the
        // API's type indexes, which the checks below look names up in (for a document of
        // thousands of types and hundreds of unions, two thirds of a run went to rebuilding them).
        var unions = api.unions
        let recursive = recursiveUnionNames()
        // What each alias names: a variant listed under two names is listed twice.
        var aliasTargets: [String: String] = [:]
        for alias in api.enums where !alias.isDeclaredHere {
            if let target = alias.aliasOf?.name, aliasTargets[alias.name] == nil { aliasTargets[alias.name] = target }
        }
        for index in unions.indices {
            let union = unions[index]
            if union.isTagged {
                checkTaggedVariants(union)
            } else {
                checkUntaggedOrder(union, aliasTargets: aliasTargets)
                checkSelfVariant(union)
            }
            unions[index].idType = idType(of: union)
            // A model of the union's name (already an error) would stand for it in the graph.
            unions[index].isRecursive =
                api.model(named: union.name) == nil
                ? recursive.contains(union.name) : reaches(union.name, from: union.variants.map(\.type))
        }
        api.unions = unions
    }

    private mutating func checkTaggedVariants(_ union: UnionType) {
        guard let tag = union.discriminator else { return }
        for variant in union.variants {
            guard case .named(let name, _) = variant.type, let model = api.model(named: name) else {
                if case .named(let name, _) = variant.type, declaredTypes[name] == nil { continue }  // unknown: reported already
                diagnostics.error(
                    variant.typeMark,
                    "variant '\(variant.name)' of tagged union '\(union.name)' is \(variant.type), not a model: a tagged variant's fields sit beside '\(tag)' in one object; use an untagged union ('oneOf' without 'discriminator') for other types"
                )
                continue
            }
            if let field = model.fields.first(where: { ExactText.same($0.key, tag) }), !isText(field.type.unwrapped) {
                diagnostics.error(
                    field.typeMark,
                    "'\(name)' is a variant of tagged union '\(union.name)', whose tag '\(tag)' is text, but its field '\(field.name)' is \(field.type); make it String or an enum, or leave it out (the union reads and writes the tag)"
                )
            }
        }
    }

    private func isText(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(.string): return true
        case .named(let name, _): return api.enumType(named: name)?.rawKind == .string
        default: return false
        }
    }

    /// An untagged union decodes each variant from the value it is given: a variant that is the
    /// union again, directly or through other untagged unions, would decode it from that same
    /// value without end, and overflow the stack on whatever the server sends.
    private mutating func checkSelfVariant(_ union: UnionType) {
        for variant in union.variants {
            guard case .named(let first, _) = variant.type else { continue }
            // Each name's way back is kept as the name it was reached from, not as a copy of the
            // whole way: copies made a chain of 2,000 unions take seconds.
            var cameFrom: [String: String] = [:]
            var seen: Set<String> = []
            var pending: [(name: String, from: String?)] = [(first, nil)]
            while let (name, from) = pending.popLast() {
                if name == union.name {
                    var through: [String] = []
                    var step = from
                    while let current = step, through.count < cameFrom.count + 1 {
                        through.insert(current, at: 0)
                        step = cameFrom[current]
                    }
                    let via = through.isEmpty ? "" : " (through \(through.map { "'\($0)'" }.joined(separator: ", ")))"
                    diagnostics.error(
                        variant.typeMark,
                        "union '\(union.name)' is a variant of itself\(via): decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[\(union.name)]') or a model"
                    )
                    return
                }
                guard seen.insert(name).inserted, let inner = api.union(named: name), !inner.isTagged else { continue }
                if let from { cameFrom[name] = from }
                for next in inner.variants {
                    if case .named(let nextName, _) = next.type { pending.append((nextName, name)) }
                }
            }
        }
    }

    /// Untagged variants are tried in order: one listed twice, or after one that decodes all
    /// its values, is never chosen.
    private mutating func checkUntaggedOrder(_ union: UnionType, aliasTargets: [String: String]) {
        func target(_ type: TypeRef) -> TypeRef {
            guard case .named(let name, let arguments) = type, let target = aliasTargets[name] else { return type }
            return .named(target, arguments: arguments)
        }
        for (position, variant) in union.variants.enumerated() {
            for earlier in union.variants[..<position] {
                if target(earlier.type) == target(variant.type) {
                    diagnostics.error(
                        variant.typeMark,
                        "\(variant.type)\(earlier.type == variant.type ? "" : ", another name of \(earlier.type),") is listed twice in union '\(union.name)' (first at \(earlier.typeMark)); remove one"
                    )
                    break
                }
                if let reason = hides(earlier.type, variant.type) {
                    diagnostics.warning(
                        variant.typeMark,
                        "variant \(variant.type) of union '\(union.name)' is never chosen: variants are tried in order, and \(earlier.type) (\(earlier.typeMark)) \(reason); list \(variant.type) first"
                    )
                    break
                }
            }
        }
    }

    /// Why a value that decodes as `later` always decodes as `earlier` already, or nil.
    private func hides(_ earlier: TypeRef, _ later: TypeRef) -> String? {
        switch (earlier, later) {
        case (.primitive(.json), _): return "takes any JSON value"
        case (.primitive(let a), .primitive(let b)) where a.isNumber && !a.isInteger && b.isInteger:
            return "takes whole numbers too"
        case (.primitive(.string), .primitive(let b)) where [.url, .uuid, .date, .data].contains(b):
            return "takes any text"
        case (.primitive(.string), .named(let name, _)) where api.enumType(named: name)?.rawKind == .string:
            return "takes any text"
        default: return nil
        }
    }

    /// The type of the `id` property: the id field's type, the same in every variant (a
    /// variant of that type is the id itself; a model variant has the field).
    private mutating func idType(of union: UnionType) -> TypeRef? {
        guard let idField = union.idField, let idMark = union.idMark else { return nil }
        var found: (type: TypeRef, from: String)?
        var failed = false
        for variant in union.variants {
            let type: TypeRef
            if case .named(let name, let arguments) = variant.type, let model = api.model(named: name) {
                guard let field = model.fields.first(where: { $0.name == idField }) else {
                    diagnostics.error(
                        idMark,
                        "'id: \(idField)' names the field that identifies a value of '\(union.name)', but its variant '\(name)' has no field '\(idField)'\(Suggestion.hint(for: idField, in: model.fields.map(\.name)))"
                    )
                    failed = true
                    continue
                }
                let bindings = Dictionary(zip(model.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
                type = field.type.substituting(bindings)
                if type.isOptional {
                    diagnostics.error(
                        field.typeMark,
                        "'\(name).\(idField)' identifies a value of '\(union.name)' ('id: \(idField)' at \(idMark)), so it cannot be optional ('\(type)')"
                    )
                    failed = true
                    continue
                }
            } else {
                type = variant.type
            }
            if let found, found.type != type {
                diagnostics.error(
                    idMark,
                    "'id: \(idField)' needs one type in every variant of '\(union.name)', but it is \(found.type) in \(found.from) and \(type) in \(variant.type)"
                )
                failed = true
            } else if found == nil {
                found = (type, "\(variant.type)")
            }
        }
        let property = Naming.propertyName(idField)
        if let clash = union.variants.first(where: { Naming.caseName($0.name) == property }) {
            diagnostics.error(
                clash.mark,
                "union '\(union.name)' has a case '\(property)' and, from 'id: \(idField)' (\(idMark)), a property '\(property)'; Swift cannot have both, so rename the case"
            )
            failed = true
        }
        return failed ? nil : found?.type
    }

    /// The unions `reaches` would find reach themselves, found for all of them in one walk: a
    /// union does exactly when it lies on a cycle of the graph whose nodes are the models and
    /// unions (by name, a model first, as lookups go) and whose edges are the types each names.
    /// Tarjan's strongly connected components; asking `reaches` per union walked the graph once
    /// per union (a fifth of a run on a document of a thousand unions).
    func recursiveUnionNames() -> Set<String> {
        var successors: [String: [String]] = [:]
        var order: [String] = []
        for model in api.models where successors[model.name] == nil {
            successors[model.name] = model.fields.flatMap(\.type.namedTypes) + (model.additionalProperties?.namedTypes ?? [])
            order.append(model.name)
        }
        for union in api.unions where successors[union.name] == nil {
            successors[union.name] = union.variants.flatMap(\.type.namedTypes)
            order.append(union.name)
        }
        // An alias of a model or a union leads where its target does: a cycle may pass through
        // one (Stripe's refund and transfer reversal, each an expandable reference of the other).
        for alias in api.enums where (alias.aliasesModel || alias.aliasesUnion) && successors[alias.name] == nil {
            guard let target = alias.aliasOf?.name else { continue }
            successors[alias.name] = [target]
            order.append(alias.name)
        }
        var number: [String: Int] = [:]
        var low: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var recursive: Set<String> = []
        func visit(_ node: String) {
            number[node] = number.count
            low[node] = number[node]
            stack.append(node)
            onStack.insert(node)
        }
        for root in order where number[root] == nil {
            visit(root)
            var frames: [(node: String, edge: Int)] = [(root, 0)]
            while let (node, edge) = frames.last {
                let edges = successors[node] ?? []
                if edge < edges.count {
                    frames[frames.count - 1].edge += 1
                    let next = edges[edge]
                    // A type that is neither a model nor a union names nothing: it is on no cycle.
                    guard successors[next] != nil else { continue }
                    if number[next] == nil {
                        visit(next)
                        frames.append((next, 0))
                    } else if onStack.contains(next), let reached = number[next], reached < low[node, default: .max] {
                        low[node] = reached
                    }
                    continue
                }
                frames.removeLast()
                let lowest = low[node, default: .max]
                if let parent = frames.last?.node, lowest < low[parent, default: .max] { low[parent] = lowest }
                guard lowest == number[node] else { continue }
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || edges.contains(node) { recursive.formUnion(component) }
            }
        }
        return recursive
    }

    /// Whether a value of one of `types` can hold a `target` somewhere inside (through any
    /// field, optional or not): a union that can hold itself is generated `indirect`.
    func reaches(_ target: String, from types: [TypeRef]) -> Bool {
        var seen: Set<String> = []
        var pending = types.flatMap(\.namedTypes)
        while let name = pending.popLast() {
            if name == target { return true }
            guard seen.insert(name).inserted else { continue }
            if let model = api.model(named: name) {
                pending += model.fields.flatMap(\.type.namedTypes)
                if let extra = model.additionalProperties { pending += extra.namedTypes }
            } else if let union = api.union(named: name) {
                pending += union.variants.flatMap(\.type.namedTypes)
            }
        }
        return false
    }
}
