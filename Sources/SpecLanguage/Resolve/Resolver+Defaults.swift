import Foundation

extension Resolver {
    /// Defaults (and query defaults) must fit their field's type.
    mutating func checkDefaults() {
        for model in api.models {
            for field in model.fields { checkDefault(of: field) }
        }
        for endpoint in api.endpoints {
            for field in endpoint.pathParameters { checkDefault(of: field) }
            for field in endpoint.query { checkDefault(of: field) }
            for header in endpoint.headers { header.parameter.map { checkDefault(of: $0) } }
            switch endpoint.body {
            case .form(let fields), .multipart(let fields):
                for field in fields { checkDefault(of: field) }
            default: break
            }
        }
    }

    private mutating func checkDefault(of field: Field) {
        guard let value = field.defaultValue else { return }
        if let problem = mismatch(value, field.type) {
            diagnostics.error(
                field.defaultMark ?? field.mark, "default value for '\(field.name)' does not fit its type \(field.type): \(problem)")
        }
    }

    /// Why `value` cannot be a `type`, or nil when it can.
    func mismatch(_ value: Value, _ type: TypeRef) -> String? {
        switch (type, value) {
        case (.optional, .null): return nil
        case (.optional(let wrapped), _): return mismatch(value, wrapped)
        case (_, .null): return "null needs an optional type (\(type)?)"
        case (.primitive(let p), _): return mismatch(value, p)
        case (.array(let element), .array(let items)):
            return items.lazy.compactMap { self.mismatch($0, element) }.first
        case (.dictionary(let element), .object(let entries)):
            return entries.lazy.compactMap { self.mismatch($0.value, element) }.first
        case (.named(let name, _), _):
            if let enumType = api.enumType(named: name) {
                // An enum without cases (none listed, or an alias of nothing) was reported where
                // it is declared: its defaults are not a second error.
                if enumType.cases.isEmpty { return nil }
                guard let text = Self.scalarText(value), enumType.matchingCase(text) != nil else {
                    let shown = Self.scalarText(value) ?? value.kindName
                    if let near = enumType.cases.first(where: { $0.wireValue == shown }) {
                        return "'\(shown)' is \(Self.otherScalars(shown, near.wireValue)), a value of enum '\(name)'; "
                            + "the wire tells the two apart, so write it as the enum does"
                    }
                    let values = enumType.cases.map(\.wireValue)
                    return "'\(shown)' is not a value of enum '\(name)' (\(values.joined(separator: ", ")))"
                        + Suggestion.hint(for: shown, in: values)
                }
                return nil
            }
            if api.model(named: name) != nil { return "defaults of model type '\(name)' are not supported; make it optional instead" }
            if api.union(named: name) != nil { return "defaults of union type '\(name)' are not supported; make it optional instead" }
            return nil  // unknown types are reported elsewhere
        default:
            return "expected \(Self.expected(type)), found \(value.kindName)"
        }
    }

    private func mismatch(_ value: Value, _ primitive: Primitive) -> String? {
        switch (primitive, value) {
        case (.json, _): return nil
        case (.string, .string), (.string, .int), (.string, .number), (.string, .bool): return nil
        // Generated code builds these with `URL(string:)!`, `UUID(uuidString:)!` and the date's
        // instant: text that is none of them would crash or silently become 1970.
        case (.url, .string(let text)):
            guard URL(string: text) != nil, !text.isEmpty, !text.contains(where: \.isWhitespace) else { return "'\(text)' is not a URL" }
            // Linux's `URL(string:)` takes what older Apple systems refuse (nil, and a crash
            // there): only the characters RFC 3986 allows, the rest percent-encoded.
            if let other = FileLoader.unportableURLCharacter(in: text[...], allowed: FileLoader.urlBytes) {
                return "'\(text)' is not a URL every platform reads: '\(other)' must be percent-encoded"
            }
            return nil
        case (.uuid, .string(let text)):
            return UUID(uuidString: text) != nil ? nil : "'\(text)' is not a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'"
        case (.date, .string(let text)):
            return Self.isISO8601(text) ? nil : "'\(text)' is not an ISO 8601 date such as '2025-01-15' or '2025-01-15T10:30:00Z'"
        case (.int32, .int(let number)):
            return Int32(exactly: number) != nil ? nil : "\(number) does not fit in an Int32"
        case (.bool, .bool): return nil
        case (.int, .int), (.int64, .int): return nil
        case (.double, .number(let text)):
            return Self.rangeProblem(text, Double(text).map { ($0.isFinite, $0 == 0) }, "a Double")
        case (.float, .number(let text)):
            return Self.rangeProblem(text, Float(text).map { ($0.isFinite, $0 == 0) }, "a Float")
        case (.double, .int), (.float, .int), (.decimal, .int), (.decimal, .number):
            return nil
        default:
            let shown = Self.scalarText(value).map { "'\($0)'" } ?? value.kindName
            return "\(shown) is not \(Self.expected(.primitive(primitive)))"
        }
    }

    /// Why a number's text does not fit a floating-point type, given what it reads as there
    /// (finite, and zero): past the largest value Swift refuses the literal; below the smallest,
    /// it silently becomes 0.
    private static func rangeProblem(_ text: String, _ read: (isFinite: Bool, isZero: Bool)?, _ type: String) -> String? {
        guard let read else { return "'\(text)' is not a number" }
        if !read.isFinite { return "'\(text)' is too large for \(type)" }
        if read.isZero, text.contains(where: { ("1"..."9").contains($0) }),
            let mantissa = text.split(whereSeparator: { "eE".contains($0) }).first,
            mantissa.contains(where: { ("1"..."9").contains($0) })
        {
            return "'\(text)' is too small for \(type): it would be 0"
        }
        return nil
    }

    /// `yyyy-MM-dd`, optionally with `THH:mm`, `:ss`, a fraction and `Z` or `±hh:mm`: the forms
    /// generated code turns into an instant.
    static func isISO8601(_ text: String) -> Bool {
        let chars = Array(text)
        var index = 0
        func number(_ count: Int, in range: ClosedRange<Int>) -> Bool {
            guard index + count <= chars.count, let value = Int(String(chars[index..<index + count])),
                chars[index..<index + count].allSatisfy(\.isASCII), range.contains(value)
            else { return false }
            index += count
            return true
        }
        func skip(_ set: String) -> Bool {
            guard index < chars.count, set.contains(chars[index]) else { return false }
            index += 1
            return true
        }
        guard number(4, in: 0...9999), skip("-"), number(2, in: 1...12), skip("-"), number(2, in: 1...31) else { return false }
        if skip("T ") {
            guard number(2, in: 0...23), skip(":"), number(2, in: 0...59) else { return false }
            if skip(":") {
                guard number(2, in: 0...60) else { return false }
                if skip(".,") {
                    let start = index
                    while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
                    guard index > start else { return false }
                }
            }
            if skip("+-") {
                guard number(2, in: 0...23) else { return false }
                _ = skip(":")
                guard number(2, in: 0...59) else { return false }
            } else {
                _ = skip("Zz")
            }
        }
        return index == chars.count
    }

    /// Each model's `example:`: keys that are its fields, values that fit, and every required
    /// field present (generated code builds the example with the memberwise initializer).
    /// Fields' own `example:` values fill in what the model's leaves out.
    mutating func checkExamples() {
        mergeFieldExamples()
        for model in api.models {
            guard let example = model.example, let mark = model.exampleMark else { continue }
            guard model.genericParameters.isEmpty else {
                diagnostics.error(
                    mark,
                    "generic model '\(model.name)' cannot have an example: it has no type arguments to build one with; remove 'example:'")
                continue
            }
            for (mark, problem) in exampleProblems(
                example, .named(model.name, arguments: []), at: mark, what: "the example of '\(model.name)'")
            {
                diagnostics.error(mark, problem)
            }
        }
    }

    /// Checks each field's `example:` against its type, then adds it to its model's example:
    /// beside the model's own entries, or as the whole example when the model gives none and
    /// every required field has one.
    private mutating func mergeFieldExamples() {
        // Written back once, as `checkUnions` does: the checks look names up in the type indexes
        // an edit of `api.models` drops.
        var models = api.models
        defer { api.models = models }
        for index in models.indices {
            let model = models[index]
            var fromFields: [(field: Field, entry: Value.Entry)] = []
            for field in model.fields {
                guard let example = field.example, let mark = field.exampleMark else { continue }
                let problems = exampleProblems(example, field.type, at: mark, what: "the example of field '\(field.name)'")
                for (mark, problem) in problems { diagnostics.error(mark, problem) }
                if problems.isEmpty { fromFields.append((field, Value.Entry(key: field.name, value: example, mark: mark))) }
            }
            guard !fromFields.isEmpty, model.genericParameters.isEmpty else { continue }
            if case .object(let entries) = model.example {
                models[index].example = .object(entries + fromFields.filter { !$0.field.isGiven(in: entries) }.map(\.entry))
            } else if model.example == nil {
                let entries = fromFields.map(\.entry)
                guard model.fields.allSatisfy({ !$0.isRequired || $0.isGiven(in: entries) }) else { continue }
                models[index].example = .object(entries)
                models[index].exampleMark = entries[0].mark
            }
        }
    }

    /// What is wrong with `value` as a `type`, each problem at the nearest mark.
    private func exampleProblems(_ value: Value, _ type: TypeRef, at mark: Mark, what: String) -> [(Mark, String)] {
        switch (type, value) {
        case (.optional, .null):
            return []
        case (.optional(let wrapped), _):
            return exampleProblems(value, wrapped, at: mark, what: what)
        case (.named(let name, let arguments), _) where api.model(named: name) != nil:
            let model = api.model(named: name)!
            guard case .object(let entries) = value else {
                return [(mark, "\(what) does not fit its type \(type): expected a mapping of its fields, found \(value.kindName)")]
            }
            let bindings = Dictionary(zip(model.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            var problems: [(Mark, String)] = []
            for entry in entries {
                guard let field = model.fields.first(where: { $0.isNamed(by: entry.key) }) else {
                    problems.append(
                        (
                            entry.mark,
                            "'\(entry.key)' in \(what) is not a field of '\(name)'\(Suggestion.hint(for: entry.key, in: model.fields.map(\.name)))"
                        ))
                    continue
                }
                problems += exampleProblems(
                    entry.value, field.type.substituting(bindings), at: entry.mark, what: "the example value of '\(field.name)'")
            }
            let missing = model.fields.filter { $0.isRequired && !$0.isGiven(in: entries) }
            if let flattened = missing.first(where: \.flatten) {
                // A union's value has no literal, and a flattened field can be neither optional
                // nor defaulted: such a model has no example to give.
                problems.append(
                    (
                        mark,
                        "\(what) cannot give '\(name)': its field '\(flattened.name)' flattens a union, whose value no example can write; leave the example out"
                    ))
            } else if !missing.isEmpty {
                let names = missing.map { "'\($0.name)'" }.joined(separator: ", ")
                problems.append(
                    (
                        mark,
                        "\(what) lacks the required field\(missing.count == 1 ? "" : "s") \(names) of '\(name)'; add \(missing.count == 1 ? "it" : "them"), or make the field optional or give it a default"
                    ))
            }
            return problems
        case (.array(let element), .array(let items)):
            return items.flatMap { exampleProblems($0, element, at: mark, what: what) }
        case (.dictionary(let element), .object(let entries)):
            return entries.flatMap { exampleProblems($0.value, element, at: $0.mark, what: what) }
        case (.named(let name, _), _) where api.union(named: name) != nil:
            return [
                (
                    mark,
                    "\(what) gives a value of union '\(name)', which an example cannot build yet; make the field optional and leave it out of the example"
                )
            ]
        case (.named(let name, _), _) where api.enumType(named: name)?.allowsUnknown == true && Self.scalarText(value) != nil:
            // An open enum takes values it does not list, as `unknown(…)`: of its raw type.
            let enumType = api.enumType(named: name)!
            let text = Self.scalarText(value)!
            switch enumType.rawKind {
            case .string: return []
            case .integer where Int(text) != nil, .number where Double(text)?.isFinite == true: return []
            default:
                return [
                    (mark, "\(what) does not fit its type \(type): '\(text)' is not a value of enum '\(name)', whose values are numbers")
                ]
            }
        default:
            guard let problem = mismatch(value, type) else { return [] }
            return [(mark, "\(what) does not fit its type \(type): \(problem)")]
        }
    }

    static func scalarText(_ value: Value) -> String? {
        switch value {
        case .string(let s), .number(let s): return s
        case .int(let i): return String(i)
        case .bool(let b): return String(b)
        default: return nil
        }
    }

    private static func expected(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let p) where p.isInteger: return "a whole number"
        case .primitive(let p) where p.isNumber: return "a number"
        case .primitive(.bool): return "true or false"
        case .array: return "a list"
        case .dictionary: return "a mapping"
        default: return "a \(type)"
        }
    }
}
