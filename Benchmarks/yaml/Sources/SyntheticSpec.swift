/// A deterministic, spec-like YAML file: nested mappings, flow and block sequences, plain, single-
/// and double-quoted and block scalars, and anchors with aliases and merge keys, roughly the
/// mix of a large API description.
enum SyntheticSpec {
    static func make(bytes target: Int) -> String {
        var out = """
            # Synthetic API spec for the YAML reader benchmark.
            info:
              title: "Benchmark API"
              version: 1.4.2
              description: >
                A made-up service whose only purpose is to be parsed quickly.
                It mimics the shape of real specs.
            shared:
              property: &property
                nullable: false
                deprecated: false
                tags: [core, generated]
              notFound: &notFound
                description: "Not found: the resource does not exist."
                schema: Error
            models:

            """
        var n = 0
        var operations: [String] = []
        // Models first, then operations, in the proportion a real spec has.
        while out.utf8.count < target * 3 / 5 {
            n += 1
            out += model(n)
        }
        out += "operations:\n"
        var i = 0
        while out.utf8.count < target {
            i += 1
            operations.append(operation(i, models: n))
            out += operations.last!
        }
        return out
    }

    static func name(_ i: Int) -> String {
        let digits = String(i)
        return "Model" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func model(_ i: Int) -> String {
        let me = name(i)
        let other = name(i % 97 + 1)
        return """
              \(me):
                description: "Model \(i) describes a thing: it has fields, \\"quotes\\" and a tab\\t."
                kind: object
                properties:
                  id: {type: string, format: uuid, required: true}
                  name:
                    <<: *property
                    type: string
                    maxLength: \(40 + i % 200)
                    doc: 'The display name of the ''\(me)'' record.'
                  count: {type: integer, minimum: 0, maximum: \(i * 7)}
                  ratio: {type: number, format: double, default: 0.5}
                  enabled: {type: boolean, default: true}
                  labels:
                    type: array
                    items: {type: string}
                    example: [alpha, beta, "gamma delta", 'epsilon']
                  related:
                    type: array
                    items: {$ref: "#/models/\(other)"}
                  created: {type: string, format: date-time, example: 2024-05-01T12:00:00Z}
                  notes:
                    type: string
                    doc: |
                      Free text about \(me).
                      Second line with symbols: # & * ! | > ' " % @
                required: [id, name]

            """
    }

    static func operation(_ i: Int, models: Int) -> String {
        let model = name(i % models + 1)
        return """
              - id: operation\(i)
                method: \(["GET", "POST", "PUT", "DELETE"][i % 4])
                path: /things/{id}/items/\(i)
                summary: "Operation \(i) on \(model)"
                parameters:
                  - {name: id, in: path, required: true, type: string}
                  - {name: limit, in: query, type: integer, default: 20}
                  - name: filter
                    in: query
                    type: string
                    doc: 'Filter expression, e.g. "name eq x".'
                responses:
                  "200": {description: OK, schema: \(model)}
                  "404": *notFound
                tags: [things, generated, op\(i % 10)]

            """
    }
}
