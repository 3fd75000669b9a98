import SpecLanguage

/// The models that contain one another: each model's group, where two models share a group when
/// each reaches the other through fields of a model's type (optional or not; a list or a
/// dictionary is not followed, being storage of its own). A field of model `M` whose model is
/// in `M`'s group leads back to `M` (`ContextBuilder.leadsBack`).
///
/// Found once per API (Tarjan's strongly connected components, with a stack of its own rather
/// than recursion, over the models' positions): asked field by field, the walk down from each
/// field made a chain of 2,500 models that each hold the one before take seconds, and 10,000 of
/// them minutes.
struct ModelCycles {
    private var groupByName: [String: Int] = [:]

    init(api: API) {
        let models = api.models
        var position: [String: Int] = [:]
        for (index, model) in models.enumerated() { position[model.name] = index }
        // Each model's fields' models, by position (an alias's name leads to its model).
        let targets = models.map { model in
            model.fields.compactMap { field -> Int? in
                guard case .named(let target, _) = field.type.unwrapped, let found = api.model(named: target) else { return nil }
                return position[found.name]
            }
        }
        var order = [Int](repeating: -1, count: models.count)
        var low = [Int](repeating: 0, count: models.count)
        var isOpen = [Bool](repeating: false, count: models.count)
        var open: [Int] = []
        var group = [Int](repeating: -1, count: models.count)
        var visited = 0
        var groupCount = 0
        for root in models.indices where order[root] < 0 {
            var path: [(model: Int, next: Int)] = []
            func visit(_ model: Int) {
                order[model] = visited
                low[model] = visited
                visited += 1
                open.append(model)
                isOpen[model] = true
                path.append((model, 0))
            }
            visit(root)
            while let (model, next) = path.last {
                if next < targets[model].count {
                    path[path.count - 1].next += 1
                    let target = targets[model][next]
                    if order[target] < 0 {
                        visit(target)
                    } else if isOpen[target] {
                        low[model] = min(low[model], order[target])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last { low[parent.model] = min(low[parent.model], low[model]) }
                guard low[model] == order[model] else { continue }
                while let member = open.popLast() {
                    isOpen[member] = false
                    group[member] = groupCount
                    if member == model { break }
                }
                groupCount += 1
            }
        }
        for (index, model) in models.enumerated() { groupByName[model.name] = group[index] }
    }

    /// Whether `a` and `b` (models' declared names) contain each other, or are one model.
    func containEachOther(_ a: String, _ b: String) -> Bool {
        a == b || (groupByName[a] != nil && groupByName[a] == groupByName[b])
    }
}
