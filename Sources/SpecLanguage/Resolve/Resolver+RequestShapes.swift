extension Resolver {
    /// The style a query parameter or form field is written in: its own, else the API's.
    func formStyle(of field: Field) -> FormStyle {
        field.formStyle ?? api.formStyle
    }

    /// A bracketed query parameter or form field may hold what bracket notation can spell:
    /// simple values, models, dictionaries, free-form JSON and lists of any of them; not files
    /// or bytes, which have no form spelling.
    mutating func checkBracketed(_ field: Field, _ what: String) {
        var visited: Set<String> = []
        if let problem = bracketProblem(field.type.unwrapped, visited: &visited) {
            diagnostics.error(field.typeMark, "\(what) '\(field.name)' is \(field.type), and \(problem)")
        }
    }

    /// Each model is looked into once (`visited`), whatever way leads to it: a model's problem
    /// does not depend on the way, and models that each hold the next twice made the ways, and
    /// the time, double with every model.
    private func bracketProblem(_ type: TypeRef, visited: inout Set<String>) -> String? {
        switch type {
        case .primitive(let primitive):
            return primitive == .data || primitive == .file ? "\(primitive.rawValue) has no spelling in a form, bracketed or not" : nil
        case .named(let name, _):
            guard let model = api.model(named: name), visited.insert(name).inserted else { return nil }
            for field in model.fields {
                if let problem = bracketProblem(field.type.unwrapped, visited: &visited) { return problem }
            }
            return nil
        case .array(let element), .dictionary(let element), .optional(let element):
            return bracketProblem(element.unwrapped, visited: &visited)
        }
    }

    /// `style:` is for query parameters and form fields, which are written as names and values.
    mutating func checkFormStylePlaces() {
        // Where a field is, in words, made only for a field that has a `style:` (rare).
        func report(_ fields: [Field], _ place: @autoclosure () -> String) {
            for field in fields {
                guard let mark = field.formStyleMark else { continue }
                diagnostics.error(
                    mark,
                    "'style' says how a query parameter or form field is written; '\(field.name)' is \(place()), which has no form style")
            }
        }
        for model in api.models where !model.isInline { report(model.fields, "a field of model '\(model.name)'") }
        for model in api.models where model.isInline { report(model.fields, "a field of a JSON body") }
        for group in api.groups {
            for endpoint in group.endpoints {
                report(endpoint.pathParameters, "a path parameter")
                report(endpoint.headers.compactMap(\.parameter), "a header parameter")
                if case .multipart(let fields) = endpoint.body { report(fields, "a multipart field") }
            }
        }
    }

    /// Multi-segment path parameters and an endpoint's own server.
    mutating func checkRequestShapes(of endpoint: Endpoint) {
        for field in endpoint.pathParameters where endpoint.multiSegmentParameters.contains(field.name) {
            if field.type != .primitive(.string) {
                diagnostics.error(
                    field.typeMark,
                    "'{+\(field.name)}' keeps the '/' of its value, so it must be a String, not \(field.type); write '{\(field.name)}' for a single segment"
                )
            }
        }
        if let server = endpoint.server, let mark = endpoint.serverMark {
            if server.contains("://") {
                if !FileLoader.isValidServerURL(server) {
                    diagnostics.error(
                        mark,
                        "invalid server URL '\(server)': expected an absolute http:// or https:// URL such as https://uploads.example.com/v1"
                    )
                }
            } else if !api.servers.contains(where: { $0.name == server }) {
                let names = api.servers.map(\.name)
                diagnostics.error(
                    mark,
                    "'server: \(server)' is not one of the API's servers (\(names.joined(separator: ", ")))\(Suggestion.hint(for: server, in: names)); name one, or give a full URL such as https://uploads.example.com"
                )
            }
        }
    }
}
