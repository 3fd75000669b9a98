/// Inline schemas whose type nothing uses once the operations are read: a path parameter's
/// union that is sent as its text (DigitalOcean's droplet `id`, an integer or a string), a
/// query object whose properties became query items of their own. Generated, they would be
/// compiled and documented for nothing. A component schema stays, used or not: it is the
/// document's vocabulary, and a webhook's payload is decoded by hand.
extension OpenAPIReader {
    mutating func dropUnusedInlineTypes() {
        var roots: [TypeRef] = spec.declarations.compactMap { declaration in
            componentDeclarations.contains(declaration.name) ? .named(declaration.name, arguments: []) : nil
        }
        for group in spec.groups {
            for endpoint in group.endpoints {
                roots += (endpoint.pathParameters + endpoint.query).map(\.type) + endpoint.headers.map(\.type)
                roots += Self.bodyTypes(of: endpoint) + Self.answerTypes(of: endpoint)
            }
        }
        let used = reachable(from: roots, declarationIndexes)
        spec.declarations.removeAll { !used.contains($0.name) }
    }
}
