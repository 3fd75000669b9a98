import SpecLanguage

/// The models that contain one another: each model's group, where two models share a group when
/// each reaches the other through fields of a model's type (optional or not; a list or a
/// dictionary is not followed, being storage of its own). A field of model `M` whose model is
/// in `M`'s group leads back to `M` (`ContextBuilder.leadsBack`).
///
/// Found once per API (Tarjan's strongly connected components, with a stack of its own rather
/// than recursion): asked field by field, the walk down from each field made a chain of 2,500
/// models that each hold the one before take seconds, and 10,000 of them minutes.
struct ModelCycles {
    private var groups: [String: Int] = [:]

    init(api: API) {
        func targets(_ name: String) -> [String] {
            (api.model(named: name)?.fields ?? []).compactMap { field in
                guard case .named(let target, _) = field.type.unwrapped else { return nil }
                return api.model(named: target)?.name
            }
        }
        var order: [String: Int] = [:]
        var low: [String: Int] = [:]
        var open: [String] = []
        var isOpen: Set<String> = []
        var groupCount = 0
        func visit(_ name: String) -> (name: String, targets: [String], next: Int) {
            order[name] = order.count
            low[name] = order[name]
            open.append(name)
            isOpen.insert(name)
            return (name, targets(name), 0)
        }
        for model in api.models where order[model.name] == nil {
            var path = [visit(model.name)]
            while let top = path.last {
                if top.next < top.targets.count {
                    let target = top.targets[top.next]
                    path[path.count - 1].next += 1
                    if order[target] == nil {
                        path.append(visit(target))
                    } else if isOpen.contains(target), let targetOrder = order[target] {
                        low[top.name] = min(low[top.name] ?? targetOrder, targetOrder)
                    }
                    continue
                }
                path.removeLast()
                let reached = low[top.name] ?? 0
                if let parent = path.last { low[parent.name] = min(low[parent.name] ?? reached, reached) }
                guard reached == order[top.name] else { continue }
                while let member = open.popLast() {
                    isOpen.remove(member)
                    groups[member] = groupCount
                    if member == top.name { break }
                }
                groupCount += 1
            }
        }
    }

    /// Whether `a` and `b` (models' declared names) contain each other, or are one model.
    func containEachOther(_ a: String, _ b: String) -> Bool {
        a == b || (groups[a] != nil && groups[a] == groups[b])
    }
}
