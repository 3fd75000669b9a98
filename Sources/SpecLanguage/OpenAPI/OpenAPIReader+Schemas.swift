import Foundation

/// Schemas → spec types: objects become models, `enum`s enums, `oneOf`/`anyOf` unions,
/// `allOf` composition; inline schemas are named from where they stand.
extension OpenAPIReader {
    /// Nesting deeper than this is read as `JSON`: it bounds the reader's recursion, and keeps
    /// a type of nested lists within what a spec's type may nest (`TypeParser.maxDepth`).
    static let maxSchemaDepth = TypeParser.maxDepth - 2

    /// How many references a schema may be read through, each to a schema that names the
    /// next: reading one is recursion as deep as the chain is long. Far beyond real documents
    /// (the deepest known are a few dozen), and within the stack `gen` runs on.
    static let maxReferenceDepth = 2_000

    /// How many fields a model's are searched one by one for a key before a table is made.
    static let linearFieldSearch = 32

    /// Declares every component schema, in document order, under its own name.
    mutating func componentSchemas(_ written: Node?) {
        guard let written else { return }
        // The whole map in another file (`schemas: { $ref: ./schemas/_index.yaml }`), read there.
        let (node, file) = dereference(written, in: path)
        guard let pairs = node.mapping else {
            diagnostics.error(node.mark, "'components.schemas' is a mapping of names to schemas")
            return
        }
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.string else { continue }
            let name = typeNameCandidate(key).lowercased()
            if componentOrder[name] == nil { componentOrder[name] = index }
        }
        // A component that is a reference to a schema elsewhere (`Owner: { $ref: ./Owner.yaml }`)
        // gives that schema its name, however the reading first comes to it. Not to another
        // component, which keeps its own (Typesense's `ModelUpdate: { $ref: ModelCreate }`).
        for pair in pairs {
            guard let name = pair.key.string, let value = pair.value.mapping, value.count == 1, let node = value["$ref"],
                let reference = node.string, let target = resolve(reference, in: file, at: node.mark),
                componentNamesOfTargets[target.key] == nil, !Self.isComponentKey(target.key)
            else { continue }
            componentNamesOfTargets[target.key] = name
        }
        for pair in pairs {
            guard let name = pair.key.string else { continue }
            _ = schemaType(
                key: "#/components/schemas/" + Self.pointerToken(name), name: name, node: pair.value, file: file, at: pair.key.mark)
        }
    }

    static func pointerToken(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The type of a schema that a `$ref` can name, read once. `mark` is where it is named.
    private mutating func schemaType(key: String, name: String, node: Node, file: String, at mark: Mark) -> TypeRef {
        if let known = schemaTypes[key] { return known }
        if let pending = pendingNames[key] {
            // An alias (no model, enum or union of its own) met again while it is read: only
            // references and lists lie between, so nothing can hold the inner value's type.
            if pending == Self.aliasInProgress, circularAliases.insert(key).inserted {
                diagnostics.warning(
                    mark,
                    "schema '\(name)' contains itself through references or lists alone, with no object between; the inner '\(name)' is read as free-form JSON"
                )
            }
            return .named(pending, arguments: [])
        }
        if let subtypes = polymorphicSubtypes(of: key, node: node, file: file) {
            let type = polymorphicUnion(key: key, name: name, node: node, file: file, subtypes: subtypes)
            schemaTypes[key] = type
            return type
        }
        // Declared schemas get their name before their fields are read, so a schema that
        // contains itself refers to that name; aliases of other types are not named.
        if declares(node, file: file) {
            let component = componentNamesOfTargets[key]
            let isComponent = component != nil || Self.isComponentKey(key)
            let isFile = !isComponent && Self.isWholeFileKey(key)
            let typeName = takeTypeName(component ?? name, isComponent: isComponent, isFile: isFile)
            if isComponent { componentDeclarations.insert(typeName) }
            if isFile { fileSchemaNames.append((typeName, typeNameCandidate(name))) }
            pendingNames[key] = typeName
            // Its inline schemas are not the alias whose reading may have led here.
            let outer = aliasComponent
            aliasComponent = nil
            defer { aliasComponent = outer }
            let type = type(of: node, name: typeName, file: file, depth: 0, declaredName: typeName)
            pendingNames[key] = nil
            schemaTypes[key] = type
            if isComponent { noteRenamedComponent(component ?? name, as: typeName) }
            return type
        }
        pendingNames[key] = Self.aliasInProgress
        // An alias that turns out to declare a type (a union of `type: [string, integer]`)
        // declares it under the component's own name.
        let outer = aliasComponent
        aliasComponent = Self.isComponentKey(key) ? typeNameCandidate(name).lowercased() : nil
        var type = type(of: node, name: name, file: file, depth: 0)
        aliasComponent = outer
        // What a component is the alias of is generated as a component is, used or not.
        if Self.isComponentKey(key), case .named(let declared, _) = type.unwrapped { componentDeclarations.insert(declared) }
        if let alias = componentAlias(key: key, name: name, node: node, file: file, of: type) { type = alias }
        pendingNames[key] = nil
        schemaTypes[key] = type
        return type
    }

    /// A component that is only a reference to another component (Typesense's `ModelUpdate: {
    /// $ref: ModelCreate }`) is another name of its type, as the document says: a typealias,
    /// which references to it use. Without it one of the two names was lost.
    private mutating func componentAlias(key: String, name: String, node: Node, file: String, of type: TypeRef) -> TypeRef? {
        guard Self.isComponentKey(key), case .named(let declared, let arguments) = type, arguments.isEmpty,
            let pairs = node.mapping, pairs.count == 1, let reference = pairs["$ref"],
            let target = resolve(reference.string ?? "", in: file, at: reference.mark), Self.isComponentKey(target.key),
            typeNameCandidate(name).lowercased() != declared.lowercased()
        else { return nil }
        var alias = ImportedSpec.Model(name: takeTypeName(name, isComponent: true), mark: node.mark)
        alias.aliasOf = declared
        componentDeclarations.insert(alias.name)
        slots.append(.model(alias))
        return .named(alias.name, arguments: [])
    }

    /// What `pendingNames` holds for an alias being read: the type a reference back to it is.
    static let aliasInProgress = "JSON"

    /// Whether a schema becomes a declaration of its own (a model, an enum or a union): a
    /// subtype that adds nothing to its polymorphic base is one, named before its base's union,
    /// which lists it, is read.
    private mutating func declares(_ node: Node, file: String) -> Bool {
        guard let pairs = node.mapping, pairs["$ref"] == nil else { return false }
        if pairs["properties"] != nil || pairs["enum"] != nil || pairs["const"]?.scalar != nil { return true }
        let shaping = Self.shapingMembers(of: pairs["allOf"]?.sequence ?? [])
        if shaping.count > 1 || shaping.count == 1 && isPolymorphicBase(shaping[0], file: file) { return true }
        let choices = (pairs["oneOf"] ?? pairs["anyOf"])?.sequence?.filter { !Self.isNullSchema($0) } ?? []
        if choices.count > 1 { return true }
        return pairs["type"]?.string == "object" && pairs["additionalProperties"] == nil
            && (pairs["allOf"] == nil && pairs["oneOf"] == nil && pairs["anyOf"] == nil)
    }

    /// A schema with nothing but words about it: `{ description: … }`, `{ nullable: true }`.
    static func onlyAnnotates(_ node: Node) -> Bool {
        guard let pairs = node.mapping else { return false }
        return pairs.allSatisfy { annotations.contains($0.key.string ?? "") || ($0.key.string ?? "").hasPrefix("x-") }
    }

    /// Keys that say something about a value but not what it is.
    private static let annotations: Set<String> = [
        "description", "title", "nullable", "deprecated", "readOnly", "writeOnly", "example", "examples", "default",
    ]

    /// Keys that bound a scalar value without changing its kind.
    private static let scalarBounds: Set<String> = [
        "format", "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    ]

    /// The members of an `allOf` that shape its value: not null, not words alone, and not a
    /// restated scalar kind beside another member (`[{ $ref: UserId }, { type: string,
    /// description: … }]` is a `UserId`). Members that all restate a scalar are that scalar:
    /// the first with a `format`, else the first.
    static func shapingMembers(of members: [Node]) -> [Node] {
        let nonNull = members.filter { !isNullSchema($0) && !onlyAnnotates($0) && !onlyConstrains($0) }
        let shaping = nonNull.filter { !restatesAScalar($0) }
        if !shaping.isEmpty || nonNull.isEmpty { return shaping }
        return [nonNull.first { $0.mapping?["format"] != nil } ?? nonNull[0]]
    }

    /// A schema that narrows a value without saying what it is: `{ minimum: 0 }`,
    /// `{ not: { enum: [card] } }` beside a `$ref`. The value stays the referenced type; gen
    /// checks no bounds, so the narrowing is left to the server.
    private static func onlyConstrains(_ node: Node) -> Bool {
        guard let pairs = node.mapping, !pairs.isEmpty else { return false }
        return pairs.allSatisfy { pair in
            let key = pair.key.string ?? ""
            return key == "not" || annotations.contains(key) || scalarBounds.contains(key) || key.hasPrefix("x-")
        }
    }

    /// A schema that says only that a value is a string, number or boolean, with words and
    /// bounds about it.
    private static func restatesAScalar(_ node: Node) -> Bool {
        guard let pairs = node.mapping, let kind = pairs["type"]?.string, scalarKinds.contains(kind) else {
            return false
        }
        return pairs.allSatisfy { pair in
            let key = pair.key.string ?? ""
            return key == "type" || annotations.contains(key) || scalarBounds.contains(key) || key.hasPrefix("x-")
        }
    }

    /// Whether `member` is a `$ref` to a base schema whose subtypes make a union
    /// (`polymorphicUnion`), read already or not.
    private mutating func isPolymorphicBase(_ member: Node, file: String) -> Bool {
        guard let reference = member.mapping?["$ref"], let text = reference.string,
            let target = resolve(text, in: file, at: reference.mark), target.node.mapping?["discriminator"] != nil
        else { return false }
        return polymorphicBases[target.key] != nil || polymorphicSubtypes(of: target.key, node: target.node, file: target.file) != nil
    }

    /// Of members that are each a scalar, the narrowest: the one with an `enum`, else one with
    /// a `format`, else the first. Lob's `object` is `allOf: [{ $ref: object.yml }, { type:
    /// string, enum: [tracking_event] }]`, where `object.yml` is a string: that one value, not
    /// an object. nil unless there are several members and every one is a scalar.
    private mutating func narrowestScalar(_ members: [Node], file: String) -> Node? {
        guard members.count > 1 else { return nil }
        var scalars: [(member: Node, target: [Node.Pair])] = []
        for member in members {
            guard let target = dereference(member, in: file).node.mapping, Self.isScalarSchema(target) else { return nil }
            scalars.append((member, target))
        }
        let narrowest = scalars.first { $0.target["enum"] != nil } ?? scalars.first { $0.target["format"] != nil } ?? scalars[0]
        return narrowest.member
    }

    /// A schema of one string, number or boolean, or of listed values: no object, list or choice.
    private static func isScalarSchema(_ pairs: [Node.Pair]) -> Bool {
        guard pairs["enum"] != nil || pairs["type"]?.string.map(scalarKinds.contains) == true else { return false }
        return !pairs.contains { ["properties", "items", "allOf", "oneOf", "anyOf", "additionalProperties"].contains($0.key.string ?? "") }
    }

    /// `{ type: 'null' }`, `{ enum: [null] }`, or a choice that says only `nullable: true`:
    /// `anyOf: [{ $ref: Match }, { nullable: true }]` is how schemars (and so many Rust
    /// servers, Qdrant's) writes an optional `Match` in OpenAPI 3.0.
    static func isNullSchema(_ node: Node) -> Bool {
        guard let pairs = node.mapping else { return false }
        if pairs["type"]?.string == "null" { return true }
        if pairs["nullable"]?.string == "true", onlyAnnotates(node) { return true }
        if let items = pairs["enum"]?.sequence, items.count == 1, items[0].isNull { return true }
        return false
    }

    /// The spec type of a schema. `name` names what it declares (`declaredName` when a
    /// component has taken its name already).
    mutating func type(of node: Node, name: String, file: String, depth: Int, declaredName: String? = nil) -> TypeRef {
        guard depth < Self.maxSchemaDepth else {
            if !depthWarned {
                depthWarned = true
                diagnostics.warning(
                    node.mark, "schemas nested more than \(Self.maxSchemaDepth) deep are read as free-form JSON (this one and any deeper)")
            }
            return .primitive(.json)
        }
        guard let pairs = node.mapping else {
            if node.scalar?.value == "false" { return .primitive(.json) }
            if node.scalar != nil && node.scalar?.value != "true" {
                diagnostics.error(node.mark, "expected a schema (a mapping), found '\(node.string ?? "")'")
            }
            return .primitive(.json)
        }
        let keywords = SchemaKeywords(pairs)
        if let xml = keywords.xml, !xmlWarned {
            xmlWarned = true
            diagnostics.warning(xml.mark, "'xml' is not read: gen's clients speak JSON (every 'xml' in the document is skipped)")
        }
        if let dynamic = keywords.dynamicRef, !dynamicReferenceWarned {
            dynamicReferenceWarned = true
            diagnostics.warning(
                dynamic.mark,
                "'$recursiveRef' and '$dynamicRef' are not followed: what they name is read as any JSON (every one in the document)")
        }
        if let reference = keywords.ref {
            guard let text = reference.string, let target = resolve(text, in: file, at: reference.mark) else { return .primitive(.json) }
            // A schema read before is not named again: most references name one read before.
            var type: TypeRef
            if let known = schemaTypes[target.key] ?? inlineType(target.key, target.node, at: reference.mark) {
                type = known
                restoreTag(of: known)
            } else {
                guard referenceDepth < Self.maxReferenceDepth else {
                    if !referenceDepthWarned {
                        referenceDepthWarned = true
                        diagnostics.warning(
                            reference.mark,
                            "references followed more than \(Self.maxReferenceDepth) deep, each into a schema that names the next, are read as free-form JSON here (this one and any deeper)"
                        )
                    }
                    return .primitive(.json)
                }
                referenceDepth += 1
                defer { referenceDepth -= 1 }
                let operationName = operationPlaceName(of: target.key)
                type = schemaType(
                    key: target.key, name: operationName ?? Self.placeName(of: target.key, node: target.node), node: target.node,
                    file: target.file, at: reference.mark)
                // The operation, read later, finds there the type read here, not one more of its shape.
                if operationName != nil, case .named = type.unwrapped { inlineTypes[target.node.mark] = type }
            }
            return flag(keywords.nullable) ? Self.optional(type) : type
        }
        var nullable = flag(keywords.nullable)
        // A member that only says `nullable: true` (OpenAI's `truncation_strategy`: `allOf:
        // [$ref, { nullable: true }]`) says it of the whole, as the keyword beside `allOf` does.
        if let members = keywords.allOf?.sequence, members.contains(where: { Self.onlyAnnotates($0) && flag($0.mapping?["nullable"]) }) {
            nullable = true
        }
        var kinds: [String] = []
        if let typeNode = keywords.type {
            if let single = typeNode.string {
                kinds = [single]
            } else if let list = typeNode.sequence {
                kinds = list.compactMap(\.string)
            }
            for kind in kinds where !Self.typeNames.contains(kind) {
                let known = Self.typeNames.sorted()
                let hint =
                    Suggestion.closest(to: kind, in: known).map { "; did you mean '\($0)'?" }
                    ?? ": expected one of \(known.joined(separator: ", "))"
                diagnostics.error(typeNode.mark, "unknown schema type '\(kind)'\(hint)")
            }
        }
        if kinds.contains("null") {
            nullable = true
            kinds.removeAll { $0 == "null" }
        }
        // An inline schema read a second time (a form read from a schema a component has read
        // too) is the type made the first time, not another of the same shape.
        let mayDeclare =
            declaredName == nil
            && (keywords.properties != nil || keywords.enumValues != nil || keywords.oneOf != nil || keywords.anyOf != nil
                || keywords.allOf != nil || keywords.const != nil)
        if mayDeclare, let known = inlineTypes[node.mark] { return known }
        let base = baseType(
            pairs, keywords, node: node, kinds: kinds, name: declaredName ?? name, file: file, depth: depth, nullable: &nullable,
            isDeclared: declaredName != nil)
        let result = nullable ? Self.optional(base) : base
        if declaredName == nil, case .named = base { inlineTypes[node.mark] = result }
        return result
    }

    /// What follows the last `/` of a reference's key (`…/schemas/Order` → `Order`), nil when
    /// that is empty. Found byte by byte: a key starts with the document's absolute path, and
    /// splitting it into characters was a tenth of reading a large document.
    static func lastComponent(of key: String) -> Substring? {
        let slash = UInt8(ascii: "/")
        var end = key.utf8.endIndex
        while end > key.utf8.startIndex, key.utf8[key.utf8.index(before: end)] == slash { end = key.utf8.index(before: end) }
        let start = key.utf8[..<end].lastIndex(of: slash).map { key.utf8.index(after: $0) } ?? key.startIndex
        return start == end ? nil : key[start..<end]
    }

    /// The name a referenced schema is declared by: its key's last token, unescaped; a whole
    /// file (`models/pet.yml`) by the file's name without its extension (`pet`).
    static func schemaName(of key: String) -> String {
        if isWholeFileKey(key) {
            let file = key.dropLast().split(separator: "/").last ?? ""
            let base = file.lastIndex(of: ".").map { file[..<$0] } ?? file
            return base.isEmpty ? "Model" : String(base)
        }
        // The schema of a shared answer or body (`#/components/responses/Unauthorized/content/
        // application~1json/schema`) is named after it, not `Schema`.
        for section in ["/components/responses/", "/components/requestBodies/"] {
            guard key.hasSuffix("/schema"), let range = key.range(of: section) else { continue }
            let component = key[range.upperBound...].prefix { $0 != "/" }
            if !component.isEmpty { return decodedToken(component) }
        }
        let last = String(lastComponent(of: key) ?? "Model")
        guard last.utf8.contains(UInt8(ascii: "~")) else { return last }
        return last.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// "an" before a name that starts with a vowel (`an Action`), else "a".
    static func article(_ name: String) -> String {
        let lower = name.lowercased()
        guard let first = lower.first, "aeiou".contains(first) else { return "a" }
        // `U` often sounds like "you": a User, a UUID, a URL, a Unit; but an Update, an Upload.
        if first == "u", name.dropFirst().first?.isUppercase == true || ["us", "uu", "uni", "uti", "ur"].contains(where: lower.hasPrefix) {
            return "a"
        }
        return "an"
    }

    /// The name of a schema a `$ref` names that no other name was given: `schemaName`, except
    /// for an item of a list (`…/Field/properties/value/oneOf/0`), which a bare index would
    /// name `_0`: there the words of its place (`Field value`) and its title, or the index.
    static func placeName(of key: String, node: Node) -> String {
        guard let last = lastComponent(of: key), last.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let hash = key.firstIndex(of: "#")
        else { return schemaName(of: key) }
        let keywords: Set<Substring> = [
            "components", "schemas", "properties", "items", "oneOf", "anyOf", "allOf", "additionalProperties", "not", "prefixItems",
        ]
        var words = key[key.index(after: hash)...].split(separator: "/").dropLast().filter { token in
            !keywords.contains(token) && !token.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }.map { String($0).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        let title = node.mapping?["title"]?.string.flatMap { Naming.isIdentifier(Naming.pascalCase($0)) ? $0 : nil }
        if words.isEmpty && title == nil { words.append("Schema") }
        words.append(title ?? String(last))
        return words.map { Naming.pascalCase($0) }.joined()
    }

    /// Says where a component schema's type is not named as the schema is (`PlaidError` is
    /// `PlaidErrorModel`, Box's `File` is `BoxFile`): whoever looks for the type finds why.
    private mutating func noteRenamedComponent(_ schema: String, as typeName: String) {
        let plain = Naming.pascalCase(schema)
        guard typeName != plain, Naming.isIdentifier(plain), let slot = slots.lastIndex(where: { $0?.name == typeName }) else { return }
        let reason =
            typeName == spec.api + plain || typeName == spec.api + plain + "Model"
            ? "'\(plain)' names a type of Swift, Foundation or the generated code"
            : typeName == plain + "Model" ? "gen declares '\(plain)' for the API itself" : "another schema's type is '\(plain)'"
        // As the Swift says it: an API named in lower case still makes `ApiURL`.
        slots[slot]?.note(Note("schema '\(schema)' is the type '\(Naming.pascalCase(typeName))': \(reason)"))
    }

    /// The name an operation's inline schema takes where the operation reads it, for a `$ref`
    /// that reaches it first (SpaceTraders reuses its answers' parts so): `…/get/responses/200/
    /// content/application~1json/schema/properties/transactions/items` is `getYard`'s answer's
    /// `transactions` item, `GetYardResponseTransactionsItem`. Named by its last token it was
    /// `Items`, and the operation's own name only an alias of it. Nil for any other place, and
    /// for places inside an operation this does not name (a parameter's, a union member's).
    mutating func operationPlaceName(of key: String) -> String? {
        // Nearly every reference names a component: looked at as bytes before anything is split.
        guard let hash = key.utf8.firstIndex(of: UInt8(ascii: "#")), key.utf8[hash...].starts(with: "#/paths/".utf8) else {
            return nil
        }
        let tokens = key[key.index(after: hash)...].split(separator: "/").map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        guard tokens.count > 3, tokens[0] == "paths" else { return nil }
        let file = hash == key.startIndex ? path : String(key[..<hash])
        let document = file == path ? root : documents[file] ?? nil
        let operation = document?.mapping?["paths"]?.mapping?[tokens[1]]?.mapping?[tokens[2]]
        guard let operation = operation?.mapping else { return nil }
        let base = Self.endpointBaseName(operation["operationId"]?.string, method: tokens[2], template: tokens[1])
        // An operation whose name another shares is numbered when it is read (`getA2`): which
        // one is which is not known yet, so such a place keeps the name of its last token.
        guard operationNameCounts()[base, default: 0] == 1 else { return nil }
        var words = [base]
        var index = 3
        while index < tokens.count {
            switch tokens[index] {
            case "requestBody": words.append("Request")
            case "responses":
                words.append("Response")
                index += 1  // the status
            case "content": index += 1  // the media type
            case "schema": break
            case "properties":
                guard index + 1 < tokens.count else { return nil }
                index += 1
                words.append(tokens[index])
            case "items": words.append("Item")
            case "additionalProperties": words.append("Value")
            default: return nil
            }
            index += 1
        }
        return words.map(Naming.pascalCase).joined()
    }

    /// How many operations of the document take each name before it is numbered, counted
    /// once, when a reference first names a place inside an operation.
    private mutating func operationNameCounts() -> [String: Int] {
        if let counts = operationBaseNameCounts { return counts }
        var counts: [String: Int] = [:]
        for path in root.mapping?["paths"]?.mapping ?? [] {
            guard let template = path.key.string else { continue }
            for operation in path.value.mapping ?? [] {
                guard let method = operation.key.string, operation.value.mapping != nil else { continue }
                let name = Self.endpointBaseName(operation.value.mapping?["operationId"]?.string, method: method, template: template)
                counts[name, default: 0] += 1
            }
        }
        operationBaseNameCounts = counts
        return counts
    }

    /// The type already declared for the inline schema a `$ref` names (`inlineTypes`). A place
    /// inside a component that is not read yet is read first, from its component down.
    private mutating func inlineType(_ key: String, _ node: Node, at mark: Mark) -> TypeRef? {
        // Most references name a component, which `schemaType` reads: looked at as bytes, as
        // this runs for each first reference to one.
        let bytes = key.utf8
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        let prefix = "#/components/schemas/".utf8
        let pointer = bytes[hash...]
        guard pointer.starts(with: prefix) else { return inlineTypes[node.mark] }
        let name = pointer.dropFirst(prefix.count)
        guard let slash = name.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        if let known = inlineTypes[node.mark] { return known }
        // A place inside a component not read yet: the component is read first, from the top.
        let componentKey = String(key[..<slash])
        guard schemaTypes[componentKey] == nil, pendingNames[componentKey] == nil else { return nil }
        let document = hash == bytes.startIndex ? path : String(key[..<hash])
        guard let component = resolve(String(key[hash..<slash]), in: document, at: mark) else { return nil }
        _ = schemaType(
            key: component.key, name: Self.schemaName(of: component.key), node: component.node, file: component.file, at: mark)
        return inlineTypes[node.mark]
    }

    /// Whether `key` names a whole file (`./pet.yaml`, keyed `…/pet.yaml#`), not a place in one.
    static func isWholeFileKey(_ key: String) -> Bool {
        key.utf8.last == UInt8(ascii: "#")
    }

    /// Whether `key` is a component schema of the document itself (its keys start with `#`),
    /// not a place inside one (`#/components/schemas/Pet/properties/owner`).
    static func isComponentKey(_ key: String) -> Bool {
        let prefix = "#/components/schemas/"
        return key.hasPrefix(prefix) && !key.utf8.dropFirst(prefix.utf8.count).contains(UInt8(ascii: "/"))
    }

    static let typeNames: Set<String> = ["string", "integer", "number", "boolean", "object", "array", "null"]

    static func optional(_ type: TypeRef) -> TypeRef { type.isOptional ? type : .optional(type) }

    private mutating func baseType(
        _ pairs: [Node.Pair], _ keywords: SchemaKeywords, node: Node, kinds: [String], name: String, file: String, depth: Int,
        nullable: inout Bool, isDeclared: Bool
    ) -> TypeRef {
        if let values = keywords.enumValues {
            if let restated = enumRestated(values, in: keywords, file: file) {
                if values.sequence?.contains(where: \.isNull) == true { nullable = true }
                return type(of: restated, name: name, file: file, depth: depth + 1)
            }
            return enumeration(values, pairs: pairs, kinds: kinds, name: name, isDeclared: isDeclared, nullable: &nullable, mark: node.mark)
        }
        if let members = keywords.allOf?.sequence {
            // A member that only annotates (a `description`, `nullable`) adds no field, nor
            // does one that restates a scalar kind beside a reference.
            let shaping = Self.shapingMembers(of: members)
            if keywords.properties == nil, let narrowest = narrowestScalar(shaping, file: file) {
                return type(of: narrowest, name: name, file: file, depth: depth + 1)
            }
            // A subtype that adds nothing to its polymorphic base (Rebilly's `StaticGateway`:
            // `allOf: [$ref: GatewayAccount]`) is a model that extends the base's own model, not
            // the union of subtypes it is one of.
            if shaping.count == 1, keywords.properties == nil, !isPolymorphicBase(shaping[0], file: file) {
                let member = type(of: shaping[0], name: name, file: file, depth: depth + 1)
                // One that keeps other properties its model does not (Plaid's
                // `GetRecipientResponse`: `additionalProperties: true` beside its one `$ref`) is a
                // model of its own that extends it. Any other member (an enum, a union, a
                // polymorphic base, a model that keeps them already) is the member.
                let keepsMore = keywords.additionalProperties.map { $0.scalar?.value != "false" } ?? false
                guard keepsMore, shaping[0].mapping?["$ref"] != nil, case .named(let base, _) = member.unwrapped,
                    modelFields[base] != nil, !openModels.contains(base), !keepsOtherMembers(base)
                else { return member }
            }
            return model(pairs, node: node, name: name, file: file, depth: depth, isDeclared: isDeclared)
        }
        if keywords.properties != nil, let choices = (keywords.oneOf ?? keywords.anyOf)?.sequence,
            let rewritten = scalarOrObject(pairs, choices: choices, node: node, file: file)
        {
            let nonNull = rewritten.filter { !Self.isNullSchema($0) }
            if nonNull.count < rewritten.count { nullable = true }
            return union(
                pairs, choices: nonNull, node: node, name: name, file: file, depth: depth, isDeclared: isDeclared, nullable: &nullable)
        }
        // Choices that only bound the schema's own scalar kind (Lob's `send_date`: `type: string`
        // with `anyOf: [{ format: date-time }, { format: date }]`) are that kind.
        var choicesOnlyNarrow = false
        if let choices = (keywords.oneOf ?? keywords.anyOf)?.sequence, kinds.count == 1,
            Self.scalarKinds.contains(kinds[0]),
            choices.allSatisfy({ Self.isNullSchema($0) || Self.onlyConstrains($0) })
        {
            choicesOnlyNarrow = true
            if choices.contains(where: Self.isNullSchema) { nullable = true }
        }
        if let choices = (keywords.oneOf ?? keywords.anyOf)?.sequence, keywords.properties == nil, !choicesOnlyNarrow {
            let nonNull = choices.filter { !Self.isNullSchema($0) }
            if nonNull.count < choices.count { nullable = true }
            if nonNull.count == 1 { return type(of: nonNull[0], name: name, file: file, depth: depth + 1) }
            if nonNull.isEmpty { return .primitive(.json) }
            // Text or bytes (pydantic's `Union[str, bytes]`, Mistral's `input_audio`): in JSON
            // both are text, so a union's bytes could never be chosen. The text.
            if nonNull.allSatisfy({ isBareString($0, file: file) }),
                nonNull.contains(where: { dereference($0, in: file).node.mapping?["format"] == nil })
            {
                return .primitive(.string)
            }
            if let values = openEnumValues(nonNull, file: file) {
                // Any text or the empty one (Stripe's `""` that unsets a field) is any text.
                if values.sequence?.allSatisfy({ $0.isNull || $0.string == "" }) == true {
                    if values.sequence?.contains(where: \.isNull) == true { nullable = true }
                    return .primitive(.string)
                }
                return enumeration(
                    values, pairs: pairs, kinds: ["string"], name: name, isDeclared: isDeclared, nullable: &nullable, mark: node.mark,
                    isOpen: true)
            }
            if let merged = Self.valueChoices(nonNull, description: text(pairs["description"])) {
                var described = pairs.filter { $0.key.string != "description" }
                if let words = merged.description {
                    described.append(
                        Self.pair("description", Node(kind: .scalar(.init(value: words, isPlain: false)), mark: node.mark), at: node.mark))
                }
                return enumeration(
                    merged.values, pairs: described, kinds: [merged.kind], name: name, isDeclared: isDeclared, nullable: &nullable,
                    mark: node.mark, caseTitles: merged.titles)
            }
            return union(
                pairs, choices: nonNull, node: node, name: name, file: file, depth: depth, isDeclared: isDeclared, nullable: &nullable)
        }
        // A constant (pydantic's `Literal`, `const: dog`) is an enum of that one value: as plain
        // text, two models that differ by such a field alone would decode alike, and an untagged
        // union of them would always take the first.
        if let constant = keywords.const, constant.scalar != nil, !constant.isNull, kinds.count <= 1 {
            return enumeration(
                Node(kind: .sequence([constant]), mark: constant.mark), pairs: pairs, kinds: kinds, name: name,
                isDeclared: isDeclared, nullable: &nullable, mark: node.mark)
        }
        if kinds.count > 1 {
            // `type: [string, integer]` is one of them, as `oneOf` would say: a union whose
            // variants keep the schema's other keywords (`format`, `items`, `properties`).
            let rest = pairs.filter { $0.key.string != "type" && $0.key.string != "nullable" }
            let choices = kinds.map { kind in
                Node(kind: .mapping([Self.pair("type", kind, at: node.mark)] + rest), mark: node.mark)
            }
            return union(
                pairs, choices: choices, node: node, name: name, file: file, depth: depth, isDeclared: isDeclared, nullable: &nullable)
        }
        let kind = kinds.count == 1 ? kinds[0] : (kinds.isEmpty ? keywords.impliedKind : "")
        let format = keywords.format?.string ?? ""
        switch kind {
        case "string":
            switch format {
            case "date-time": return .primitive(.date)
            case "uuid": return .primitive(.uuid)
            case "uri", "url": return .primitive(.url)
            case "byte": return .primitive(.data)
            case "binary": return .primitive(.data)
            // A decimal written as text stays text: `Decimal` reads and writes a JSON number.
            default: return .primitive(.string)
            }
        case "integer":
            switch format {
            case "int32": return .primitive(.int32)
            case "int64": return .primitive(.int64)
            default: return .primitive(.int)
            }
        case "number":
            switch format {
            case "float": return .primitive(.float)
            case "decimal": return .primitive(.decimal)
            default: return .primitive(.double)
            }
        case "boolean": return .primitive(.bool)
        case "array":
            guard let items = keywords.items else { return .array(.primitive(.json)) }
            // Items that may be null are optional elements: `[String?]`.
            return .array(type(of: items, name: name + "Item", file: file, depth: depth + 1))
        case "object":
            if keywords.properties != nil || (isDeclared && keywords.additionalProperties == nil) {
                return model(pairs, node: node, name: name, file: file, depth: depth, isDeclared: isDeclared)
            }
            return dictionary(keywords.additionalProperties, name: name, file: file, depth: depth)
        default:
            return .primitive(.json)
        }
    }

    /// The named values of choices that are any text or one of some (`anyOf: [{ type: string },
    /// { enum: [gpt-4o, …] }]`, OpenAI's model ids and voices): the values of an open enum, which
    /// takes any other text as `.unknown(…)`, where a union of `String` and an enum made every
    /// call spell `.option2(.gpt4o)` or `.string("gpt-4o")`. The values come from enums and
    /// constants written in place and from enum schemas a choice refers to; nil unless the
    /// choices are plain text and such values alone, at least one of each.
    private mutating func openEnumValues(_ choices: [Node], file: String, depth: Int = 0) -> Node? {
        var anyText = false
        var values: [Node] = []
        for choice in choices where !Self.isNullSchema(choice) {
            let (node, nodeFile) = dereference(choice, in: file)
            guard let pairs = node.mapping else { return nil }
            // A choice that is such an enum itself (OpenAI's `ModelIdsShared` among the choices
            // of `ModelIdsResponses`) gives its values: as a variant it would take every text.
            if depth < 4, pairs["type"] == nil, pairs["properties"] == nil, let inner = (pairs["anyOf"] ?? pairs["oneOf"])?.sequence,
                let nested = openEnumValues(inner, file: nodeFile, depth: depth + 1)
            {
                anyText = true
                values += nested.sequence ?? []
                continue
            }
            // `type` is text or left out (a list of kinds, `[string, integer]`, is no text alone).
            guard pairs["type"] == nil || pairs["type"]?.string == "string",
                pairs.allSatisfy({ Self.openEnumKeys.contains($0.key.string ?? "") || ($0.key.string ?? "").hasPrefix("x-") })
            else { return nil }
            // `nullable` (3.0) makes the enum optional, as a `null` among the values does.
            if flag(pairs["nullable"]) { values.append(Node(kind: .scalar(.init(value: "null", isPlain: true)), mark: node.mark)) }
            guard let named = pairs["enum"]?.sequence ?? pairs["const"].map({ [$0] }) else {
                if pairs["type"] == nil { return nil }
                anyText = true
                continue
            }
            for value in named {
                guard value.isNull || Self.isText(value) else { return nil }
                values.append(value)
            }
        }
        guard anyText, values.contains(where: { !$0.isNull }) else { return nil }
        return Node(kind: .sequence(values), mark: choices[0].mark)
    }

    /// A scalar that is text: quoted, or plain and neither a number nor `true` or `false`.
    static func isText(_ value: Node) -> Bool {
        guard let scalar = value.scalar, !value.isNull else { return false }
        return !scalar.isPlain || Double(scalar.value) == nil && scalar.value != "true" && scalar.value != "false"
    }

    /// What a choice of an open enum may say: its kind, its values, words, and bounds of text
    /// (gen checks none), never a format or a shape.
    private static let openEnumKeys: Set<String> = [
        "type", "enum", "const", "nullable", "description", "title", "deprecated", "example", "examples", "default", "minLength",
        "maxLength", "pattern",
    ]

    /// A schema whose `oneOf` or `anyOf` offers scalars or lists beside its `properties` (Lob's
    /// `return_envelope`: `oneOf: [{ type: boolean }, { type: object }]` and the object's
    /// properties): the choices of a union, the scalar ones as they are and the object as the
    /// schema's properties (with the object choices that say more, as its own `oneOf`). Nil
    /// when every choice is an object: then the choices' properties are the model's.
    private mutating func scalarOrObject(_ pairs: [Node.Pair], choices: [Node], node: Node, file: String) -> [Node]? {
        var scalars: [Node] = []
        var objects: [Node] = []
        for choice in choices {
            let target = dereference(choice, in: file).node.mapping ?? []
            let kind = target["type"]?.string ?? ""
            let isScalar = (Self.scalarKinds.contains(kind) || kind == "array") && target["properties"] == nil
            if Self.isNullSchema(choice) || isScalar { scalars.append(choice) } else { objects.append(choice) }
        }
        guard scalars.contains(where: { !Self.isNullSchema($0) }) else { return nil }
        let saysMore = objects.filter { choice in
            (choice.mapping ?? []).contains { pair in
                let key = pair.key.string ?? ""
                return key != "type" && !Self.annotations.contains(key)
            }
        }
        let choiceKeys: Set<String> = ["oneOf", "anyOf", "type", "nullable", "description", "title", "default", "example", "examples"]
        var object = pairs.filter { !choiceKeys.contains($0.key.string ?? "") }
        object.insert(Self.pair("type", "object", at: node.mark), at: 0)
        if !saysMore.isEmpty {
            object.append(Self.pair("oneOf", Node(kind: .sequence(saysMore), mark: node.mark), at: node.mark))
        }
        return scalars + [Node(kind: .mapping(object), mark: node.mark)]
    }

    /// `key: value`, both plain scalars at `mark`: a keyword of a schema gen makes itself.
    static func pair(_ key: String, _ value: String, at mark: Mark) -> Node.Pair {
        pair(key, Node(kind: .scalar(.init(value: value, isPlain: true)), mark: mark), at: mark)
    }

    /// `key: value`, the key a plain scalar at `mark`.
    static func pair(_ key: String, _ value: Node, at mark: Mark) -> Node.Pair {
        Node.Pair(key: Node(kind: .scalar(.init(value: key, isPlain: true)), mark: mark), value: value)
    }

    /// The kinds of a schema that hold one value: a string, a number or a boolean.
    static let scalarKinds: Set<String> = ["string", "integer", "number", "boolean"]

    /// The keywords `type(of:)` reads of a schema object to find its kind, each the first pair
    /// of its key (as the `[Node.Pair]` subscript finds it), gathered in one pass: asked one by
    /// one, they were a dozen scans of every schema.
    struct SchemaKeywords {
        var ref: Node?
        /// `$recursiveRef` or `$dynamicRef` (JSON Schema 2019-09 and 2020-12): not followed.
        var dynamicRef: Node?
        var xml: Node?
        var nullable: Node?
        var type: Node?
        var enumValues: Node?
        var allOf: Node?
        var oneOf: Node?
        var anyOf: Node?
        var const: Node?
        var format: Node?
        var items: Node?
        var properties: Node?
        var additionalProperties: Node?

        init(_ pairs: [Node.Pair]) {
            for index in pairs.indices {
                guard case .scalar(let key) = pairs[index].key.kind, let first = key.value.utf8.first else { continue }
                let name = key.value
                // By first byte, then the whole key: a `switch` on the key itself compares it
                // with every case in turn, a dozen comparisons for a key that is none of them.
                switch first {
                case UInt8(ascii: "$"):
                    keep(&ref, pairs[index], if: name == "$ref")
                    keep(&dynamicRef, pairs[index], if: name == "$recursiveRef" || name == "$dynamicRef")
                case UInt8(ascii: "x"): keep(&xml, pairs[index], if: name == "xml")
                case UInt8(ascii: "n"): keep(&nullable, pairs[index], if: name == "nullable")
                case UInt8(ascii: "t"): keep(&type, pairs[index], if: name == "type")
                case UInt8(ascii: "e"): keep(&enumValues, pairs[index], if: name == "enum")
                case UInt8(ascii: "o"): keep(&oneOf, pairs[index], if: name == "oneOf")
                case UInt8(ascii: "c"): keep(&const, pairs[index], if: name == "const")
                case UInt8(ascii: "f"): keep(&format, pairs[index], if: name == "format")
                case UInt8(ascii: "i"): keep(&items, pairs[index], if: name == "items")
                case UInt8(ascii: "p"): keep(&properties, pairs[index], if: name == "properties")
                case UInt8(ascii: "a"):
                    keep(&allOf, pairs[index], if: name == "allOf")
                    keep(&anyOf, pairs[index], if: name == "anyOf")
                    keep(&additionalProperties, pairs[index], if: name == "additionalProperties")
                default: break
                }
            }
        }

        /// The kind a schema without `type` has by its other keys.
        var impliedKind: String {
            if properties != nil || additionalProperties != nil { return "object" }
            if items != nil { return "array" }
            return ""
        }
    }

    /// `additionalProperties` alone: a dictionary of its values, or any JSON object.
    private mutating func dictionary(_ node: Node?, name: String, file: String, depth: Int) -> TypeRef {
        guard let node, node.mapping != nil, !(node.mapping ?? []).isEmpty else { return .primitive(.json) }
        let value = type(of: node, name: name + "Value", file: file, depth: depth + 1)
        return .dictionary(value)
    }

    // MARK: Polymorphism through allOf

    /// The `$ref`s of the schemas that extend a base schema with a discriminator (and no
    /// `oneOf`): its `mapping`'s, and every component schema whose `allOf` names it. Nil for
    /// any other schema, or when fewer than two are found.
    private mutating func polymorphicSubtypes(of key: String, node: Node, file: String) -> [String]? {
        guard let pairs = node.mapping, let discriminator = pairs["discriminator"]?.mapping, discriminator["propertyName"] != nil,
            pairs["oneOf"] == nil, pairs["anyOf"] == nil
        else { return nil }
        // A component of the document, or a schema of another file whose `mapping` names its
        // subtypes (DigitalOcean's actions, in files of their own).
        let isComponent = Self.isComponentKey(key) && file == path
        guard isComponent || discriminator["mapping"] != nil else { return nil }
        let own = key
        var subtypes: [String] = []
        for pair in discriminator["mapping"]?.mapping ?? [] {
            guard let reference = pair.value.string.map(Self.mappingReference).map(Self.normalizedReference) else { continue }
            // Beside a base in another file, a schema name (`cat: Cat`) names the document's
            // components, which that file has not: such a base is read as a plain model.
            if !isComponent, reference.hasPrefix("#/components/") { return nil }
            if reference != own, !subtypes.contains(reference) { subtypes.append(reference) }
        }
        // Schemas the mapping leaves out are tagged by their names (OpenAPI's implicit mapping).
        for pair in isComponent ? root.mapping?["components"]?.mapping?["schemas"]?.mapping ?? [] : [] {
            guard let name = pair.key.string, let members = pair.value.mapping?["allOf"]?.sequence,
                members.contains(where: { $0.mapping?["$ref"]?.string.map(Self.normalizedReference) == own })
            else { continue }
            let reference = "#/components/schemas/" + Self.pointerToken(name)
            if !subtypes.contains(reference) { subtypes.append(reference) }
        }
        // One subtype makes no choice: a value may be the base itself.
        return subtypes.count > 1 ? subtypes : nil
    }

    /// A discriminator mapping's value as a `$ref`: it may also be a bare schema name (`Cat`).
    static func mappingReference(_ value: String) -> String {
        value.contains("#") || value.contains("/") ? value : "#/components/schemas/" + pointerToken(value)
    }

    /// A base schema with subtypes: its own fields become `<Name>Base`, which each subtype
    /// extends, and `<Name>` is the union of the subtypes, tagged by the discriminator; so an
    /// answer of `[Pet]` decodes each element as the `Cat` or `Dog` it is.
    private mutating func polymorphicUnion(key: String, name: String, node: Node, file: String, subtypes: [String]) -> TypeRef {
        let pairs = node.mapping ?? []
        let unionName = takeTypeName(name, isComponent: Self.isComponentKey(key))
        if Self.isComponentKey(key) { componentDeclarations.insert(unionName) }
        pendingNames[key] = unionName
        // `FieldBase`'s own fields are `FieldBaseFields`, not `FieldBaseBase`.
        let baseName = takeTypeName(name + (name.hasSuffix("Base") ? "Fields" : "Base"))
        polymorphicBases[key] = baseName
        _ = model(pairs.filter { $0.key.string != "discriminator" }, node: node, name: baseName, file: file, depth: 0, isDeclared: true)
        let choices = subtypes.map { Node(kind: .mapping([Self.pair("$ref", $0, at: node.mark)]), mark: node.mark) }
        var nullable = false
        let type = union(pairs, choices: choices, node: node, name: unionName, file: file, depth: 0, isDeclared: true, nullable: &nullable)
        pendingNames[key] = nil
        return type
    }

    // MARK: Models

    private mutating func model(_ pairs: [Node.Pair], node: Node, name: String, file: String, depth: Int, isDeclared: Bool) -> TypeRef {
        let typeName = isDeclared ? name : takeTypeName(name)
        let slot = slots.count
        slots.append(nil)
        var model = ImportedSpec.Model(name: typeName, mark: node.mark)
        model.description = text(pairs["description"]) ?? title(pairs, naming: name)
        model.deprecated = flag(pairs["deprecated"])
        if let discriminator = Self.keyMark(pairs, "discriminator"), pairs["oneOf"] == nil, pairs["anyOf"] == nil {
            // A base whose subtypes were found is a union (`polymorphicUnion`); here none were.
            diagnostics.warning(
                discriminator,
                "the discriminator of '\(typeName)' is not read: fewer than two schemas extend it (named by 'mapping', or with this schema in their 'allOf'), so \(Self.article(typeName)) \(typeName) decodes its own fields"
            )
        }
        var taken: Set<String> = []
        // The property that holds additional properties keeps its name: a field of that name
        // is renamed.
        let members = pairs["allOf"]?.sequence ?? []
        if ([pairs] + members.compactMap(\.mapping)).contains(where: {
            $0["additionalProperties"].map { $0.scalar?.value != "false" } ?? false
        }) {
            taken.insert(Naming.additionalPropertiesName.lowercased())
        }
        var required = requiredNames(pairs["required"])
        // What the inline members require holds for all of them: one may require a property
        // that another declares.
        for member in pairs["allOf"]?.sequence ?? [] where member.mapping?["$ref"] == nil {
            required.formUnion(requiredNames(member.mapping?["required"]))
        }
        var inherited: [ImportedSpec.Field] = []
        // Which base each inherited field comes from, for the note when one is required here,
        // and every base that declares it, for the note when two do.
        var baseOfKey: [String: String] = [:]
        var declarersOfKey: [String: [String]] = [:]
        for member in pairs["allOf"]?.sequence ?? [] where !Self.isNullSchema(member) && !Self.onlyAnnotates(member) {
            let memberPairs = member.mapping ?? []
            if let reference = memberPairs["$ref"] {
                // A reference to a choice of objects is read as the choice written in place.
                let (target, targetFile) = dereference(member, in: file)
                if let inner = target.mapping, inner["properties"] == nil, inner["allOf"] == nil,
                    let choices = (inner["oneOf"] ?? inner["anyOf"])?.sequence, choices.filter({ !Self.isNullSchema($0) }).count > 1
                {
                    appendChoiceFields(choices, to: &model, taken: &taken, file: targetFile, depth: depth)
                    continue
                }
                composing.insert(typeName)
                var type = self.type(of: member, name: typeName, file: file, depth: depth + 1).unwrapped
                composing.remove(typeName)
                // A subtype extends its polymorphic base's own model, not the union of subtypes.
                if let text = reference.string, let target = resolve(text, in: file, at: reference.mark),
                    let base = polymorphicBases[target.key]
                {
                    type = .named(base, arguments: [])
                }
                if case .named(let base, _) = type, openModels.contains(base) {
                    continue
                } else if case .named(let base, _) = type, let baseFields = modelFields[base] {
                    model.extends.append(base)
                    inherited += baseFields
                    // Named in notes as the document names it (`DAGDetail_allOf`, not `DagDetailAllOf`).
                    let declarer = Self.componentName(member, in: "schemas") ?? base
                    for field in baseFields {
                        if baseOfKey[field.wireKey] == nil { baseOfKey[field.wireKey] = declarer }
                        declarersOfKey[field.wireKey, default: []].append(declarer)
                    }
                    // What a base requires holds here too: a property this schema declares
                    // again (PagerDuty's `type: { enum: [service_reference] }` beside its
                    // `Reference` base, which requires `type`) is still required.
                    required.formUnion(baseFields.filter(\.isRequired).map(\.wireKey))
                } else if case .named(let base, _) = type, pendingNames.values.contains(base), !composing.contains(base) {
                    // A base still being read, as Figma's `HasChildrenTrait`, whose `children`
                    // holds this model: its fields are known once it is read (`composeLaterBases`).
                    model.extends.append(base)
                    laterBases.append((slot, base, reference.string ?? "", required))
                } else if case .named(let base, _) = type, pendingNames.values.contains(base) {
                    model.notes.append("allOf: '\(reference.string ?? "")' contains this model again; its fields are not included")
                } else {
                    model.notes.append("allOf: '\(reference.string ?? "")' is not an object; it is left out")
                }
            } else {
                let inner = member.mapping ?? []
                appendFields(inner["properties"], required: required, to: &model, taken: &taken, file: file, depth: depth)
                if let choices = (inner["oneOf"] ?? inner["anyOf"])?.sequence, inner["properties"] == nil {
                    appendChoiceFields(choices, to: &model, taken: &taken, file: file, depth: depth)
                }
                if model.additionalProperties == nil {
                    model.additionalProperties = additional(inner["additionalProperties"], name: typeName, file: file, depth: depth)
                }
            }
        }
        appendFields(pairs["properties"], required: required, to: &model, taken: &taken, file: file, depth: depth)
        // A choice beside the properties they all share (openapi-generator writes LaunchDarkly's
        // `_maintainer` so): the properties of each choice are optional fields too. Choices
        // that only require some of the properties (`anyOf: [{ required: [a] }, …]`) add none.
        // Tagged choices whose keys the properties leave free (Svix's destinations, as Rust's
        // serde writes a flattened enum) are a union of their own, flattened into the model.
        if let choices = pairs["oneOf"]?.sequence, let tag = flattenableTag(pairs, choices: choices, file: file),
            let field = flattenedUnion(pairs, choices: choices, tag: tag, owner: typeName, taken: &taken, file: file, depth: depth)
        {
            model.fields.append(field)
        } else if pairs["properties"] != nil, let choices = (pairs["oneOf"] ?? pairs["anyOf"])?.sequence,
            choices.contains(where: { dereference($0, in: file).node.mapping?["properties"] != nil })
        {
            let keyword = pairs["oneOf"] != nil ? "oneOf" : "anyOf"
            appendChoiceFields(choices, to: &model, taken: &taken, file: file, depth: depth, place: "'\(keyword)' beside 'properties'")
        }
        if model.additionalProperties == nil {
            model.additionalProperties = additional(pairs["additionalProperties"], name: typeName, file: file, depth: depth)
        }
        // An object that declares no properties and does not close itself allows any (OpenAPI's
        // default): the model keeps what it holds as JSON rather than decoding to nothing. Not
        // the fields of a polymorphic base, which only its subtypes are decoded as.
        if model.fields.isEmpty, model.extends.isEmpty, model.additionalProperties == nil, pairs["additionalProperties"] == nil,
            !members.contains(where: { $0.mapping?["additionalProperties"] != nil }),
            !polymorphicBases.values.contains(typeName)
        {
            model.additionalProperties = .primitive(.json)
            openModels.insert(typeName)
        }
        // A key `required` names that no property declares (PagerDuty's `IncidentBody`
        // requires `type` and declares only `details`) has no type to send it as: said, not
        // dropped in silence. Not when a base is still being read, or extra keys are kept.
        if model.additionalProperties == nil, !laterBases.contains(where: { $0.slot == slot }) {
            let declared = Set(inherited.map(\.wireKey) + model.fields.map(\.wireKey))
            let undeclared = required.subtracting(declared).sorted()
            if !undeclared.isEmpty {
                // Located at the first of them in a `required` list, where the slip is.
                let lists = [pairs["required"]] + (pairs["allOf"]?.sequence ?? []).map { $0.mapping?["required"] }
                let entry = lists.lazy.compactMap { $0?.sequence?.first { $0.string == undeclared[0] } }.first
                model.notes.append(
                    Note(
                        "required \(undeclared.map { "'\($0)'" }.joined(separator: ", ")) \(undeclared.count == 1 ? "is" : "are") declared by no property, so \(undeclared.count == 1 ? "it is" : "they are") left out",
                        at: entry?.mark))
            }
        }
        renameFieldsNamedLikeTheirBases(&model, inherited: inherited, taken: &taken)
        renameFieldsNamedLikeTheirTypes(&model, taken: &taken)
        // A field the model and a base both declare, or two bases, cannot be composed: the
        // fields are copied instead. So too a base's optional field that this schema requires
        // (Asana's `required: [workspace, name]` beside a base whose `name` is optional).
        let inheritedKeys = inherited.map(\.wireKey)
        let ownKeys = Set(model.fields.map(\.wireKey))
        let tightened = Self.tightened(inherited, required: required)
        let redeclared = inheritedKeys.contains(where: ownKeys.contains)
        let declaredTwice = redeclared || Set(inheritedKeys).count < inheritedKeys.count
        if declaredTwice || !tightened.isEmpty {
            // Each property declared twice, and who declares it: two bases (Plaid's
            // `AmountWithCurrencyWithMonthlyAverage`, which declares nothing of its own), or a
            // base and this schema.
            var twice: [String] = []
            var said: Set<String> = []
            for key in inheritedKeys where said.insert(key).inserted {
                let declarers = (declarersOfKey[key] ?? []) + (ownKeys.contains(key) ? ["this schema"] : [])
                if declarers.count > 1 { twice.append("'\(key)' by \(Self.listed(declarers))") }
            }
            let shown = twice.prefix(3).joined(separator: ", ") + (twice.count > 3 ? " and \(twice.count - 3) more" : "")
            model.notes.append(
                Note(
                    declaredTwice
                        ? "allOf: properties declared twice (\(shown)); the fields are copied in, not composed"
                        : Self.tightenedNote(tightened, baseOf: { baseOfKey[$0.wireKey] ?? "" })))
            inherited = Self.requiring(tightened, in: inherited)
            var merged: [ImportedSpec.Field] = []
            var seen: Set<String> = []
            for field in inherited + model.fields {
                if let index = merged.firstIndex(where: { $0.wireKey == field.wireKey }) {
                    // Declared before its base was read (the base later in `allOf`), it was
                    // read as optional; the base requires it.
                    var field = field
                    if merged[index].isRequired, field.canBeRequired { field.require() }
                    merged[index] = field
                } else if seen.insert(Self.swiftName(field.name).lowercased()).inserted {
                    merged.append(field)
                }
            }
            model.fields = merged
            model.extends = []
            modelFields[typeName] = merged
        } else {
            modelFields[typeName] = inherited + model.fields
        }
        slots[slot] = .model(model)
        return .named(typeName, arguments: [])
    }

    /// The bases a model extends that were still being read when it was (`laterBases`): each
    /// that turned out a model stays a base, its fields copied in instead where the two
    /// declare one key or the model requires one that the base leaves optional; any other is
    /// left out, with a note.
    mutating func composeLaterBases() {
        for (slot, base, reference, required) in laterBases {
            guard case .model(var model) = slots[slot] else { continue }
            guard let baseFields = modelFields[base], !openModels.contains(base) else {
                model.extends.removeAll { $0 == base }
                model.notes.append("allOf: '\(reference)' is not an object; it is left out")
                slots[slot] = .model(model)
                continue
            }
            let baseKeys = Set(baseFields.map(\.wireKey))
            let declaredTwice = model.fields.contains(where: { baseKeys.contains($0.wireKey) })
            let tightened = Self.tightened(baseFields, required: required)
            // A model whose other bases were copied in extends none: this one is copied too.
            let copied = !model.extends.contains(base)
            if copied || declaredTwice || !tightened.isEmpty {
                model.extends.removeAll { $0 == base }
                if declaredTwice {
                    model.notes.append("allOf: \(base) and this schema declare a property twice; the fields are copied in, not composed")
                } else if !tightened.isEmpty {
                    model.notes.append(Note(Self.tightenedNote(tightened, baseOf: { _ in base })))
                }
                let own = Set(model.fields.map(\.wireKey))
                model.fields = Self.requiring(tightened, in: baseFields).filter { !own.contains($0.wireKey) } + model.fields
            }
            slots[slot] = .model(model)
        }
    }

    /// Whether the model of this name keeps members beside its fields (`additionalProperties`).
    func keepsOtherMembers(_ model: String) -> Bool {
        slots.contains { slot in
            guard case .model(let declared)? = slot else { return false }
            return declared.name == model && declared.additionalProperties != nil
        }
    }

    /// `A`, `A and B`, `A, B and C`.
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// The base fields that a schema's `required` names but that the base leaves optional:
    /// extending would keep them optional.
    static func tightened(_ inherited: [ImportedSpec.Field], required: Set<String>) -> [ImportedSpec.Field] {
        inherited.filter { required.contains($0.wireKey) && $0.canBeRequired }
    }

    /// `fields` with those of `tightened` required.
    static func requiring(_ tightened: [ImportedSpec.Field], in fields: [ImportedSpec.Field]) -> [ImportedSpec.Field] {
        let keys = Set(tightened.map(\.wireKey))
        return fields.map { field in
            var field = field
            if keys.contains(field.wireKey) { field.require() }
            return field
        }
    }

    /// "allOf: this schema requires 'name', optional in Base; …", naming for each field the
    /// base that declares it.
    static func tightenedNote(_ tightened: [ImportedSpec.Field], baseOf: (ImportedSpec.Field) -> String) -> String {
        var groups: [(base: String, keys: [String])] = []
        for field in tightened {
            let base = baseOf(field)
            if let index = groups.firstIndex(where: { $0.base == base }) {
                groups[index].keys.append("'\(field.wireKey)'")
            } else {
                groups.append((base, ["'\(field.wireKey)'"]))
            }
        }
        let parts = groups.map { "\($0.keys.joined(separator: ", ")), optional in \($0.base)" }
        return "allOf: this schema requires \(parts.joined(separator: "; and ")); the fields are copied in, not composed"
    }

    /// A key that is a Swift name as it stands and cannot become another's: a small ASCII
    /// letter, then ASCII letters and digits.
    static func isPlainName(_ key: String?) -> Bool {
        guard let utf8 = key?.utf8, let first = utf8.first, first &- UInt8(ascii: "a") < 26 else { return false }
        return utf8.allSatisfy { ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10 }
    }

    /// A field of its own whose Swift name a base's field of another key has (OpenSearch's
    /// `name` beside the inherited `_name`) gets a name of its own, its wire key kept: the two
    /// would be one property twice.
    private func renameFieldsNamedLikeTheirBases(
        _ model: inout ImportedSpec.Model, inherited: [ImportedSpec.Field], taken: inout Set<String>
    ) {
        guard !inherited.isEmpty else { return }
        let inheritedKeys = Set(inherited.map(\.wireKey))
        let inheritedNames = Set(inherited.map { Self.swiftName($0.name).lowercased() })
        for index in model.fields.indices {
            let field = model.fields[index]
            let key = field.wireKey
            guard !inheritedKeys.contains(key), inheritedNames.contains(Self.swiftName(field.name).lowercased()) else { continue }
            taken.formUnion(inheritedNames)
            model.fields[index].key = key
            model.fields[index].name = Self.memberName(key, fallback: "value", taken: &taken)
        }
    }

    /// A field whose Swift name is a type's that the model's code names (`住所: 住所`, in a
    /// script without capitals; `_1` for both `1`s) would hide the type there, and the
    /// generated code would not compile: such a field gets a name of its own, its wire key kept.
    private func renameFieldsNamedLikeTheirTypes(_ model: inout ImportedSpec.Model, taken: inout Set<String>) {
        // A name that starts with an ASCII letter is a property in camelCase, a small letter
        // first, which no type name has: most models need no closer look.
        func startsWithASCIILetter(_ name: String) -> Bool { name.utf8.first.map { ($0 | 0x20) &- UInt8(ascii: "a") < 26 } ?? false }
        guard !model.fields.allSatisfy({ startsWithASCIILetter($0.name) }) else { return }
        let typeNames = Set(model.fields.flatMap(\.type.namedTypes) + (model.additionalProperties?.namedTypes ?? []))
        guard !typeNames.isEmpty else { return }
        for index in model.fields.indices where typeNames.contains(Self.swiftName(model.fields[index].name)) {
            let field = model.fields[index]
            model.fields[index].key = field.wireKey
            model.fields[index].name = Self.memberName(field.name + "Value", fallback: "value", taken: &taken)
        }
    }

    private mutating func additional(_ node: Node?, name: String, file: String, depth: Int) -> TypeRef? {
        guard let node else { return nil }
        if node.scalar?.value == "true" { return .primitive(.json) }
        guard let pairs = node.mapping else { return nil }
        if pairs.isEmpty { return .primitive(.json) }
        return type(of: node, name: name + "Value", file: file, depth: depth + 1).unwrapped
    }

    /// The type of a property two choices declare as `first` and `other`, nil to keep `first`:
    /// the wider number, an enum that holds every value of the other (GitHub's check `status`,
    /// narrowed to `completed` in one choice), text where both are text (String, an enum of
    /// text), else any JSON. Types alike (two inline objects of one shape, read under two names) are one.
    private func widened(_ first: TypeRef, _ other: TypeRef) -> TypeRef? {
        if alike(first, other) { return nil }
        // Numbers: the wider, `Int64` over `Int` over `Int32`, `Double` over whole numbers.
        if case .primitive(let a) = first, case .primitive(let b) = other, a.isNumber, b.isNumber, a != .decimal, b != .decimal {
            let wider: Primitive = a.isInteger && b.isInteger ? ([a, b].contains(.int64) ? .int64 : .int) : .double
            return wider == a ? nil : .primitive(wider)
        }
        if let a = closedEnum(first), let b = closedEnum(other), a.isNumeric == b.isNumeric {
            let (firstValues, otherValues) = (Set(a.cases.map(\.value)), Set(b.cases.map(\.value)))
            if firstValues.isSuperset(of: otherValues) { return nil }
            if otherValues.isSuperset(of: firstValues) { return other }
        }
        return .primitive(isTextType(first) && isTextType(other) ? .string : .json)
    }

    /// The same type, or models of the same fields (by key and type), or lists of such.
    private func alike(_ a: TypeRef, _ b: TypeRef) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)), (.dictionary(let x), .dictionary(let y)), (.optional(let x), .optional(let y)):
            return alike(x, y)
        case (.named(let x, _), .named(let y, _)) where x != y:
            guard let xFields = modelFields[x], let yFields = modelFields[y], xFields.count == yFields.count else { return false }
            return zip(xFields, yFields).allSatisfy { $0.wireKey == $1.wireKey && $0.type == $1.type }
        default:
            return a == b
        }
    }

    /// A field that takes `type` now: its name, place and words, not what held for its old type
    /// (a date format, a default, an example, a key required).
    static func retyped(_ field: ImportedSpec.Field, as type: TypeRef) -> ImportedSpec.Field {
        var retyped = ImportedSpec.Field(name: field.name, key: field.key, type: .optional(type), mark: field.mark)
        retyped.description = field.descriptionWithoutServerDefault
        retyped.deprecated = field.deprecated
        return retyped
    }

    /// The enum `type` names, where it takes only the values it lists (an open one takes any).
    private func closedEnum(_ type: TypeRef) -> ImportedSpec.Enum? {
        guard case .named(let name, _) = type, let enumType = declaredEnum(name), !enumType.isOpen else { return nil }
        return enumType
    }

    /// `String`, or an enum of text values.
    private func isTextType(_ type: TypeRef) -> Bool {
        if type == .primitive(.string) { return true }
        if case .named(let name, _) = type { return textEnumNames.contains(name) }
        return false
    }

    /// The property names a schema's `required` lists. Anything else is said where it stands
    /// (a schema may be read more than once; a repeated diagnostic is shown once): a name is
    /// never left optional in silence (`sayRequiredIsNoList`).
    mutating func requiredNames(_ node: Node?) -> Set<String> {
        guard let node else { return [] }
        guard let items = node.sequence else {
            sayRequiredIsNoList(node)
            return []
        }
        var names: Set<String> = []
        for item in items {
            guard let name = item.string else {
                diagnostics.error(item.mark, "'required' lists property names: this is a \(item.kindName)")
                continue
            }
            names.insert(name)
        }
        return names
    }

    /// A `required` that is no list: `required: true` (Swagger's spelling for parameters,
    /// written on a property by mistake) a warning, anything else an error.
    mutating func sayRequiredIsNoList(_ node: Node) {
        if node.scalar.map({ $0.isPlain && ["true", "false"].contains($0.value) }) == true {
            diagnostics.warning(
                node.mark,
                "'required: \(node.string ?? "")' is ignored: in a schema, 'required' is the list of its object's required properties; list this property in its object's 'required'"
            )
        } else {
            diagnostics.error(node.mark, "'required' is a list of property names")
        }
    }

    /// `String`, `Int?`: a kind of value, without the words of an enum or a model.
    private static func isPrimitive(_ type: TypeRef) -> Bool {
        if case .primitive = type.unwrapped { return true }
        return false
    }

    /// A member of an `allOf` that is one of several objects (`oneOf`, `anyOf`): every
    /// property of each is an optional field, as each object has only its own. Choices that are
    /// no objects are left out, with a note.
    private mutating func appendChoiceFields(
        _ choices: [Node], to model: inout ImportedSpec.Model, taken: inout Set<String>, file: String, depth: Int,
        place: String = "allOf: a member"
    ) {
        // `place` says where the choice stands, as the subject of "is one of …".
        var objects = 0
        // What the schema declares itself holds beside any choice: only the choices' own keys widen.
        let declared = Set(model.fields.map(\.wireKey))
        for choice in choices where !Self.isNullSchema(choice) {
            let (node, choiceFile) = dereference(choice, in: file)
            guard let properties = node.mapping?["properties"] else { continue }
            objects += 1
            appendFields(properties, required: [], to: &model, taken: &taken, file: choiceFile, depth: depth, widening: declared)
        }
        let left = choices.filter { !Self.isNullSchema($0) }.count - objects
        model.notes.append(
            Note(
                "\(place) is one of \(choices.count) schemas; their properties are optional fields here"
                    + (left > 0 ? ", and the \(left) without properties are left out" : "")))
    }

    /// Whether tags make one Swift case each: two that read as one case (`Card`, `card`) do not.
    static func areDistinctCases(_ tags: [String]) -> Bool {
        Set(tags).count == tags.count && Set(tags.map(Naming.caseName)).count == tags.count
    }

    /// The tag of a `oneOf` beside `properties` whose choices are a tagged union that can share
    /// the schema's object: each choice an object that fixes the tag to a value of its own
    /// (serde's tagged enum, inline), or a discriminator over references to objects; no choice
    /// declares a property of the schema's own, and the schema does not declare the tag. Nil
    /// for any other choice (its properties are then optional fields, `appendChoiceFields`).
    private mutating func flattenableTag(_ pairs: [Node.Pair], choices: [Node], file: String) -> String? {
        guard let properties = pairs["properties"]?.mapping, pairs["allOf"] == nil, choices.count > 1 else { return nil }
        let own = Set(properties.compactMap(\.key.string))
        let tag: String
        if let discriminator = pairs["discriminator"]?.mapping {
            guard let property = discriminator["propertyName"]?.string, choices.allSatisfy({ $0.mapping?["$ref"] != nil }) else {
                return nil
            }
            tag = property
        } else {
            guard let implicit = Self.implicitTag(choices), Self.areDistinctCases(implicit.values) else { return nil }
            tag = implicit.property
        }
        guard !own.contains(tag) else { return nil }
        for choice in choices {
            let variant = dereference(choice, in: file).node.mapping ?? []
            guard variant["allOf"] == nil, variant["oneOf"] == nil, variant["anyOf"] == nil, variant["additionalProperties"] == nil,
                let keys = variant["properties"]?.mapping?.map(\.key.string),
                !keys.contains(where: { $0.map { $0 != tag && own.contains($0) } ?? true })
            else { return nil }
        }
        return tag
    }

    /// The field that holds a `oneOf` beside `properties` as a tagged union of its own
    /// (`<Owner><Tag>`, `DestinationOutType`), read from the model's object (`flatten: true`),
    /// named after the tag. Nil when the choices do not make a tagged union after all.
    private mutating func flattenedUnion(
        _ pairs: [Node.Pair], choices: [Node], tag: String, owner: String, taken: inout Set<String>, file: String, depth: Int
    ) -> ImportedSpec.Field? {
        guard let oneOf = pairs.first(where: { $0.key.string == "oneOf" }) else { return nil }
        // Choices a reference read before this (`$ref: …/oneOf/1`, as a body): they keep their tag.
        let referencedEarlier = Set(
            choices.compactMap { choice -> String? in
                if case .named(let name, _)? = inlineTypes[choice.mark] { return name }
                return nil
            })
        let slot = slots.count
        var nullable = false
        let unionPairs = pairs.filter { $0.key.string == "oneOf" || $0.key.string == "discriminator" }
        let type = union(
            unionPairs, choices: choices, node: oneOf.value, name: owner + Naming.pascalCase(tag), file: file, depth: depth + 1,
            isDeclared: false, nullable: &nullable)
        // What `union` declared is kept either way: the fields that stand in for it otherwise
        // do not name it, and an unused inline type is dropped (`dropUnusedInlineTypes`).
        guard slots.indices.contains(slot), case .union(let union)? = slots[slot], union.discriminator != nil, !nullable,
            type == .named(union.name, arguments: [])
        else { return nil }
        // The union reads and writes the tag: an inline variant's own field for it, a one-case
        // enum, would be a type per variant to build, saying nothing the case does not. (A
        // schema a discriminator names by reference keeps its fields: others may use it; so
        // does an inline one a reference read before, and one read after gets it back,
        // `restoreTag`.)
        var variants: Set<String> = []
        if pairs["discriminator"] == nil {
            for case .named(let name, _) in union.variants.map(\.type) where !referencedEarlier.contains(name) { variants.insert(name) }
        }
        if !variants.isEmpty {
            for index in slots.indices.dropFirst(slot + 1) {
                guard case .model(var model)? = slots[index], variants.contains(model.name),
                    let tagField = model.fields.firstIndex(where: { $0.wireKey == tag })
                else { continue }
                let removed = model.fields.remove(at: tagField)
                // What the tag says of its variant (Svix's "Polled by the client.") is the variant's.
                let describes = model.description == nil && removed.description != nil
                if describes { model.description = removed.description }
                strippedTags[model.name] = (index, tagField, removed, describes)
                slots[index] = .model(model)
                modelFields[model.name] = model.fields
            }
        }
        let name = Self.memberName(tag, fallback: "kind", taken: &taken)
        var field = ImportedSpec.Field(name: name, key: nil, type: type, mark: oneOf.key.mark)
        field.flatten = true
        return field
    }

    /// A variant of a flattened union whose tag field the union took (`flattenedUnion`), met
    /// again through a reference to its place (`$ref: …/Destination/oneOf/1`, as a body): there
    /// it is sent alone, and must send its tag itself.
    private mutating func restoreTag(of type: TypeRef) {
        guard case .named(let name, _) = type.unwrapped, let (index, fieldIndex, field, described) = strippedTags.removeValue(forKey: name),
            case .model(var model)? = slots[index]
        else { return }
        model.fields.insert(field, at: min(fieldIndex, model.fields.count))
        if described { model.description = nil }
        slots[index] = .model(model)
        modelFields[model.name] = model.fields
    }

    /// `widening`: the properties of one of several choices, and the keys the schema declares
    /// itself (which hold beside any choice, and stay as declared). A key that another choice
    /// declares with another type is either (`ResponseAudioDeltaEvent`'s `type` beside
    /// `ResponseTextDeltaEvent`'s): `widened`.
    private mutating func appendFields(
        _ node: Node?, required: Set<String>, to model: inout ImportedSpec.Model, taken: inout Set<String>, file: String, depth: Int,
        widening declared: Set<String>? = nil
    ) {
        guard var node else { return }
        var file = file
        // The whole map as a reference (`properties: { $ref: attributes.yml#/droplet_ids }`, not
        // OpenAPI but common in documents split into files): the properties it names, read
        // where they are. A property named `$ref` holds a schema, not a text.
        if let pairs = node.mapping, pairs.count == 1, pairs["$ref"]?.string != nil {
            (node, file) = dereference(node, in: file)
        }
        guard let properties = node.mapping else {
            diagnostics.error(node.mark, "'properties' is a mapping of names to schemas")
            return
        }
        // A key that is a Swift name as written (`name`) keeps it, taken for it until it comes; a
        // key that only comes to it (`_name`, `Name`) is the one numbered. Keys that are all
        // plain names (`userId`, as most are) cannot come to one name: no need to look.
        var kept: [String: String] = [:]
        let allPlain = properties.allSatisfy { Self.isPlainName($0.key.string) }
        for pair in properties where !allPlain {
            guard let key = pair.key.string, Self.swiftName(key) == key, !taken.contains(key.lowercased()) else { continue }
            kept[key.lowercased()] = key
        }
        taken.formUnion(kept.keys)
        // The fields so far by wire key, scalar for scalar: a search of the fields for each
        // property made a schema of 100,000 properties take minutes. Most schemas have a few,
        // searched faster than hashed: a table only past `linearFieldSearch`.
        var fieldIndexes: [ExactText: Int]?
        func earlierField(_ key: String) -> Int? {
            if fieldIndexes == nil, model.fields.count > Self.linearFieldSearch {
                var table: [ExactText: Int] = [:]
                for (index, field) in model.fields.enumerated() where table[ExactText(field.wireKey)] == nil {
                    table[ExactText(field.wireKey)] = index
                }
                fieldIndexes = table
            }
            if let fieldIndexes { return fieldIndexes[ExactText(key)] }
            return model.fields.firstIndex { ExactText.same($0.wireKey, key) }
        }
        for pair in properties {
            guard let key = pair.key.string else { continue }
            let earlier = earlierField(key)
            if let declared, let earlier {
                if !declared.contains(key) {
                    var names = taken
                    let other = self.field(
                        key, schema: pair.value, required: false, owner: model.name, taken: &names, file: file, depth: depth,
                        mark: pair.key.mark)
                    if let type = widened(model.fields[earlier].type.unwrapped, other.type.unwrapped) {
                        model.fields[earlier] = Self.retyped(model.fields[earlier], as: type)
                    }
                }
                continue
            }
            if let earlier, !Self.isPrimitive(model.fields[earlier].type) { continue }
            var isRequired = required.contains(key)
            let schema = dereference(pair.value, in: file).node.mapping ?? []
            let own = pair.value.mapping ?? []
            // `required: true` written on the property itself: said, as the property stays
            // optional. A list there is its own object's, read with it.
            if let misplaced = own["required"], misplaced.sequence == nil { sayRequiredIsNoList(misplaced) }
            if isRequired, flag(own["writeOnly"] ?? schema["writeOnly"]) {
                // Required in requests only: answers leave a write-only property out, and one
                // struct serves both ways. (A read-only one stays required: every answer has it,
                // and a request may carry a value the server ignores.)
                isRequired = false
                model.notes.append(Note(Self.writeOnlyNote(key), at: pair.key.mark))
            }
            guard let earlier else {
                if kept[key.lowercased()] == key { taken.remove(key.lowercased()) }
                var field = self.field(
                    key, schema: pair.value, required: isRequired, owner: model.name, taken: &taken, file: file, depth: depth,
                    mark: pair.key.mark)
                Self.placeDefault(&field, required: isRequired)
                field.requiredWhenSent = required.contains(key) && !isRequired
                fieldIndexes?[ExactText(field.wireKey)] = model.fields.count
                model.fields.append(field)
                continue
            }
            // Said twice (two members of an `allOf`): a value must meet both, so the one that says
            // more than a primitive kind is kept, under the first one's name (already taken: the
            // second is read as if it were free, and its own name not kept).
            let first = model.fields[earlier]
            var names = taken
            names.remove(Self.swiftName(first.name).lowercased())
            var field = self.field(
                key, schema: pair.value, required: isRequired, owner: model.name, taken: &names, file: file, depth: depth,
                mark: pair.key.mark)
            if Self.isPrimitive(field.type) { continue }
            field.name = first.name
            field.defaultValue = field.defaultValue ?? first.defaultValue
            Self.placeDefault(&field, required: isRequired)
            model.fields[earlier] = field
            model.notes.append("allOf: '\(key)' is declared twice; the declaration of \(field.type.unwrapped) is kept")
        }
    }

    /// One property (or parameter) as a field: optional unless required; a required property
    /// that may be null is sent as `null`. A type its schema declares is named `typeName`, else
    /// after its owner and the field.
    mutating func field(
        _ key: String, schema: Node, required: Bool, owner: String, taken: inout Set<String>, file: String, depth: Int, mark: Mark,
        typeName: String? = nil
    ) -> ImportedSpec.Field {
        let name = Self.memberName(key, fallback: "value", taken: &taken)
        var type = self.type(of: schema, name: typeName ?? owner + Naming.pascalCase(name), file: file, depth: depth + 1)
        let own = FieldKeywords(schema.mapping ?? [])
        // Without a `$ref` to follow, the schema is its own resolved form: read once. An `allOf`
        // of scalars is its narrowest member, whose enum or default holds (`narrowestScalar`).
        var resolved = own
        if own.ref?.string != nil {
            resolved = FieldKeywords(dereference(schema, in: file).node.mapping ?? [])
        } else if let members = own.allOf?.sequence, let narrowest = narrowestScalar(Self.shapingMembers(of: members), file: file) {
            resolved = FieldKeywords(dereference(narrowest, in: file).node.mapping ?? [])
        }
        // A UUID by its format whose example (its own, or its schema's) is no UUID but an id of
        // hex digits (Linode's `host_uuid`, 40 of them) is text: answers like the example would
        // fail to decode. A placeholder such as `string` says nothing.
        if type.unwrapped == .primitive(.uuid), let example = own.example ?? resolved.example, let text = example.string,
            UUID(uuidString: text) == nil, !text.isEmpty, text.allSatisfy({ $0.isHexDigit || $0 == "-" })
        {
            type = type.isOptional ? .optional(.primitive(.string)) : .primitive(.string)
            diagnostics.warning(
                example.mark,
                "'\(key)' is 'format: uuid', but its example '\(text)' is no UUID: it is a String, so that such answers decode")
        }
        var field = ImportedSpec.Field(name: name, key: name == key ? nil : key, type: type, mark: mark)
        field.schemaIsNullable = type.isOptional
        // A referenced schema's own description describes the type, not this field.
        field.description = text(own.description) ?? (own.ref == nil ? text(resolved.description) : nil) ?? memberDescription(schema)
        field.deprecated = flag(own.deprecated) || flag(resolved.deprecated)
        if type.unwrapped == .primitive(.string), resolved.format?.string == "date" || type.isOptional && isDateOrNull(schema, in: file) {
            type = type.isOptional ? .optional(.primitive(.date)) : .primitive(.date)
            field.dateOnly = true
        }
        if let readOnly = own.readOnly ?? resolved.readOnly, flag(readOnly) {
            field.description = [field.description, "Read-only: sent by the server."].compactMap { $0 }.joined(separator: "\n\n")
        }
        if let writeOnly = own.writeOnly ?? resolved.writeOnly, flag(writeOnly) {
            field.writeOnly = true
            field.description = [field.description, "Write-only: never sent by the server."].compactMap { $0 }.joined(separator: "\n\n")
        }
        // A required constant, or a required enum of one value, is its own default: a caller
        // need not say what can only be one value. One that is not required stays optional and
        // unsent unless given: sending it would say something (Twilio's `status: canceled`).
        let single = (own.enumValues ?? resolved.enumValues)?.sequence.flatMap { $0.count == 1 ? $0[0] : nil }
        let onlyValue = required ? own.const ?? resolved.const ?? single : nil
        let defaultNode = own.defaultValue ?? resolved.defaultValue
        let defaultValue = (defaultNode ?? onlyValue).flatMap { literal($0, for: type.unwrapped) }
        if let defaultNode, defaultValue == nil, defaultNode.scalar != nil, !defaultNode.isNull, checksDefaults(of: type.unwrapped) {
            diagnostics.warning(
                defaultNode.mark,
                "the default '\(defaultNode.string ?? "")' of '\(key)' is no value of its type (\(type.unwrapped)); it is left out")
        }
        if let defaultValue, !type.isOptional || !required {
            // A nullable schema stays optional: absent is the default, `null` is nil (`Int? = 10`).
            field.defaultValue = defaultValue
        } else if !required {
            type = Self.optional(type)
        } else if type.isOptional {
            field.nullable = true
        }
        let exampleNode = own.example ?? resolved.example ?? (own.examples ?? resolved.examples)?.sequence?.first
        field.example = exampleNode.flatMap { literal($0, for: type.unwrapped) }
        field.type = type
        return field
    }

    /// Whether a default that `literal` cannot read for `type` is a slip of the document's: a
    /// text, number, flag or enum takes any scalar that fits. A date or a URL is left without
    /// its default by design, and a union's (OpenAI's `auto` of a number or `auto`) may be a
    /// value of a variant a literal cannot name.
    func checksDefaults(of type: TypeRef) -> Bool {
        switch type {
        case .primitive(let primitive):
            primitive == .string || primitive == .bool || primitive.isInteger || primitive == .double || primitive == .float
                || primitive == .decimal
        case .named(let name, _): declaredEnum(name) != nil
        default: false
        }
    }

    /// Where a property's default stands. A required one with a default (a constant, `enum:
    /// [hilton]`) keeps its key required: an object without Adyen's `subtype` is not an
    /// `ExternalTokenDetails`, whatever the default says, and an untagged union must not take it
    /// as one; the default is the initializer's only. Any other's default is the server's
    /// (`leaveDefaultToServer`). (A model's property: parameters and form fields are only sent.)
    static func placeDefault(_ field: inout ImportedSpec.Field, required: Bool) {
        field.keyRequired = required && field.defaultValue != nil && !field.type.isOptional
        leaveDefaultToServer(&field, required: required)
    }

    /// The keywords `field` reads of a schema object, each the first pair of its key (as the
    /// `[Node.Pair]` subscript finds it), gathered in one pass: asked one by one, they were
    /// sixteen scans of the object per field.
    struct FieldKeywords {
        var description: Node?
        var ref: Node?
        var deprecated: Node?
        var format: Node?
        var readOnly: Node?
        var writeOnly: Node?
        var defaultValue: Node?
        var example: Node?
        var examples: Node?
        var const: Node?
        var enumValues: Node?
        var allOf: Node?

        init(_ pairs: [Node.Pair]) {
            for index in pairs.indices {
                guard case .scalar(let key) = pairs[index].key.kind, let first = key.value.utf8.first else { continue }
                let name = key.value
                // By first byte, then the whole key (as `SchemaKeywords` does).
                switch first {
                case UInt8(ascii: "$"): keep(&ref, pairs[index], if: name == "$ref")
                case UInt8(ascii: "a"): keep(&allOf, pairs[index], if: name == "allOf")
                case UInt8(ascii: "c"): keep(&const, pairs[index], if: name == "const")
                case UInt8(ascii: "f"): keep(&format, pairs[index], if: name == "format")
                case UInt8(ascii: "r"): keep(&readOnly, pairs[index], if: name == "readOnly")
                case UInt8(ascii: "w"): keep(&writeOnly, pairs[index], if: name == "writeOnly")
                case UInt8(ascii: "d"):
                    keep(&description, pairs[index], if: name == "description")
                    keep(&deprecated, pairs[index], if: name == "deprecated")
                    keep(&defaultValue, pairs[index], if: name == "default")
                case UInt8(ascii: "e"):
                    keep(&example, pairs[index], if: name == "example")
                    keep(&examples, pairs[index], if: name == "examples")
                    keep(&enumValues, pairs[index], if: name == "enum")
                default: break
                }
            }
        }
    }

    /// A default or example as a spec literal, when it surely fits `type`; nil otherwise (an
    /// example that does not fit is left out rather than made an error of the spec).
    func literal(_ node: Node, for type: TypeRef) -> Value? {
        guard let scalar = node.scalar, !node.isNull else { return nil }
        switch type {
        case .primitive(.string): return .string(scalar.value)
        case .primitive(.bool) where scalar.isPlain:
            return scalar.value == "true" ? .bool(true) : scalar.value == "false" ? .bool(false) : nil
        // A number written as text (Ably's `default: "100"`) is that number: as text, it could
        // be no value of the field at all.
        case .primitive(let primitive) where primitive.isInteger:
            guard let number = Int(scalar.value) else { return nil }
            if primitive == .int32, Int32(exactly: number) == nil { return nil }
            return .int(number)
        case .primitive(.double), .primitive(.float), .primitive(.decimal):
            guard let number = Double(scalar.value), number.isFinite else { return nil }
            // A `Float` literal past its range is infinity (and a compiler warning).
            if type == .primitive(.float), !Float(number).isFinite { return nil }
            if let whole = Int(scalar.value) { return .int(whole) }
            guard scalar.value.allSatisfy({ "0123456789.-+eE".contains($0) }) else { return nil }
            return .number(scalar.value)
        case .named(let name, _):
            guard let enumType = declaredEnum(name), enumType.cases.contains(where: { $0.value == scalar.value }) else { return nil }
            return enumType.isNumeric ? (Int(scalar.value).map(Value.int) ?? .number(scalar.value)) : .string(scalar.value)
        default:
            return nil
        }
    }

    private func declaredEnum(_ name: String) -> ImportedSpec.Enum? {
        for slot in slots {
            if case .enumeration(let enumType)? = slot, enumType.name == name { return enumType }
        }
        return nil
    }

    // MARK: Enums

    /// The one `allOf` reference of a schema whose `enum` only restates values of the enum it
    /// names (Jellyfin's `{ enum: [Primary, …], allOf: [$ref: ImageType] }`), which is then that
    /// enum rather than another of the same cases under the place's name; nil otherwise. A
    /// narrower list is the whole enum too: gen checks no bounds, so the narrowing is the
    /// server's, as beside other references.
    private mutating func enumRestated(_ values: Node, in keywords: SchemaKeywords, file: String) -> Node? {
        guard let members = keywords.allOf?.sequence else { return nil }
        let shaping = Self.shapingMembers(of: members)
        guard shaping.count == 1, shaping[0].mapping?["$ref"] != nil,
            let named = dereference(shaping[0], in: file).node.mapping?["enum"]?.sequence
        else { return nil }
        let own = (values.sequence ?? []).filter { !$0.isNull }
        let theirs = Set(named.compactMap(\.string))
        guard !own.isEmpty, own.allSatisfy({ $0.string.map(theirs.contains) == true }) else { return nil }
        return shaping[0]
    }

    private mutating func enumeration(
        _ values: Node, pairs: [Node.Pair], kinds: [String], name: String, isDeclared: Bool, nullable: inout Bool, mark: Mark,
        caseTitles: [String: String] = [:], isOpen: Bool = false
    ) -> TypeRef {
        guard let items = values.sequence else {
            diagnostics.error(values.mark, "'enum' is a list of values")
            return .primitive(.json)
        }
        var texts: [(String, Bool)] = []
        for item in items {
            if item.isNull {
                nullable = true
            } else if let scalar = item.scalar {
                texts.append((scalar.value, scalar.isPlain))
            }
        }
        let kind = kinds.first ?? ""
        if kind == "boolean" || (!texts.isEmpty && texts.allSatisfy { $0.1 && ($0.0 == "true" || $0.0 == "false") } && kind != "string") {
            return .primitive(.bool)
        }
        // Without `type` the values say it: plain numbers are a number enum, and values of
        // several kinds (text and numbers, numbers and booleans) free-form JSON: a text enum
        // would refuse the numbers.
        let plainValues = texts.filter { $0.1 && (Double($0.0) != nil || $0.0 == "true" || $0.0 == "false") }.count
        if kind.isEmpty, plainValues > 0, plainValues < texts.count || !texts.allSatisfy({ Double($0.0) != nil }) {
            return .primitive(.json)
        }
        let numeric =
            (kind == "integer" || kind == "number" || kind.isEmpty && plainValues == texts.count)
            && texts.allSatisfy { $0.1 && Double($0.0) != nil }
        if texts.isEmpty || (kind != "" && kind != "string" && !numeric) { return .primitive(kind == "integer" ? .int : .json) }
        let typeName = isDeclared ? name : takeTypeName(name)
        var enumType = ImportedSpec.Enum(name: typeName, mark: mark)
        enumType.description = text(pairs["description"])
        enumType.deprecated = flag(pairs["deprecated"])
        enumType.isNumeric = numeric
        enumType.isOpen = isOpen
        // The case names a generator extension gives a number enum (`x-enum-varnames`, NSwag's
        // `x-enumNames`), one per value in order: Svix's `MessageStatus` 0…4 are `success`…
        // `canceled`, not `value0`…`value4`. Text values name their cases as they are sent (Go's
        // `IOS` for `iOS` says less). A list of another length names nothing for sure.
        var caseTitles = caseTitles
        if caseTitles.isEmpty, numeric, let names = (pairs["x-enum-varnames"] ?? pairs["x-enumNames"])?.sequence, names.count == items.count
        {
            for (item, name) in zip(items, names) {
                if let value = item.scalar?.value, let title = name.string { caseTitles[value] = title }
            }
        }
        var taken: Set<String> = []
        var seenValues: Set<String> = []
        let joinedDigits = numeric ? [] : Self.valuesWhoseDigitsJoin(texts.map(\.0))
        for (value, _) in texts {
            let normalized = numeric ? Self.numberText(value) : value
            guard seenValues.insert(normalized).inserted else { continue }
            let caseName: String
            if let title = caseTitles[value], Self.isUsableName(Naming.camelCase(title)) {
                // A number's own title (`PRIMARY`) names it better than its digits.
                caseName = Self.memberName(title, fallback: "value", taken: &taken)
            } else if numeric {
                // `value1Point5` for 1.5: an underscore between digits is dropped from Swift names,
                // and `value15` would be 15's.
                caseName = Self.memberName("value" + Self.numberWords(normalized), fallback: "value", taken: &taken)
            } else if let first = value.first, "+-.".contains(first) || value.contains("."),
                Double(value) != nil || value.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 &- UInt8(ascii: "0") < 10 })
            {
                // A number as text keeps its sign and point: `plus1` and `minus1` for GitHub's
                // reactions `+1` and `-1`, `_1Point0` for a version `1.0` (its words alone made
                // `_1` and `_12`, `_10` and `_102`), `_1Point0Point2` for `1.0.2` (Rebilly's 3-D
                // Secure versions, `_102` beside a `102` of their own).
                let words = Self.numberWords(value)
                let start = words.first?.isNumber == true ? "_" + words : words.prefix(1).lowercased() + words.dropFirst()
                caseName = Self.memberName(start, fallback: "value", taken: &taken)
            } else if let first = value.first, first == "-" || first == "+", value.dropFirst().first?.isLetter == true {
                // A sort order (`-created_at`, descending) keeps its sign as a word: the two
                // were `createdAt` and `createdAt2`.
                caseName = Self.memberName((first == "-" ? "minus_" : "plus_") + value.dropFirst(), fallback: "value", taken: &taken)
            } else if joinedDigits.contains(value) {
                caseName = Self.memberName(Self.digitSeparatorsAsWords(value), fallback: "value", taken: &taken)
            } else {
                // The empty text (an API's "unset") reads best as `empty`.
                caseName = Self.memberName(value, fallback: value.isEmpty ? "empty" : "value", taken: &taken)
            }
            enumType.cases.append((caseName, normalized))
        }
        if kind == "number" && numeric && enumType.cases.allSatisfy({ Int($0.value) != nil }) {
            enumType.notes.append("enum: whole numbers of a 'number' schema, read as Int")
        }
        slots.append(.enumeration(enumType))
        enumNames.insert(typeName)
        if !numeric { textEnumNames.insert(typeName) }
        return .named(typeName, arguments: [])
    }

    /// An enum's kind and cases, each name and value, as one text: equal for equal enums.
    private static func enumSignature(_ enumType: ImportedSpec.Enum) -> String {
        var text = (enumType.isNumeric ? "n" : "s") + (enumType.isOpen ? "o" : "")
        for item in enumType.cases {
            text += "\u{0}" + item.name + "\u{1}" + item.value
        }
        return text
    }

    /// The words of an `allOf` member that only annotates or narrows (`allOf: [{ $ref: Money },
    /// { description: The total. }]`): the field's, not the referenced type's.
    private func memberDescription(_ schema: Node) -> String? {
        guard let members = schema.mapping?["allOf"]?.sequence else { return nil }
        return members.lazy.filter { Self.onlyAnnotates($0) || Self.onlyConstrains($0) }
            .compactMap { self.text($0.mapping?["description"]) }.first
    }

    /// `anyOf: [{ type: string, format: date }, { type: 'null' }]`: pydantic's `Optional[date]`.
    private mutating func isDateOrNull(_ schema: Node, in file: String) -> Bool {
        let (node, nodeFile) = dereference(schema, in: file)
        guard let pairs = node.mapping, let choices = (pairs["anyOf"] ?? pairs["oneOf"])?.sequence else { return false }
        let values = choices.filter { !Self.isNullSchema($0) }
        guard values.count == 1, values.count < choices.count else { return false }
        return dereference(values[0], in: nodeFile).node.mapping?["format"]?.string == "date"
    }

    /// Values whose names would be one where only the separators between their digits differ
    /// (NetBox's `2.5gbase-t` and `25gbase-t`, both `_25gbaseT`; `2.4g-1-2412-22` and
    /// `2.4g-12-412-22`): their separators are words (`digitSeparatorsAsWords`), so that each
    /// case says which value it is rather than a number telling the second apart. Others keep
    /// the name their words make (`2020-08-27` stays `_20200827`, OpenAI's `gpt-4.1` `gpt41`):
    /// names that readers of an API know stay as they are.
    static func valuesWhoseDigitsJoin(_ listed: [String]) -> Set<String> {
        // A value listed twice (one case) meets no other.
        var seen: Set<String> = []
        let values = listed.filter { seen.insert($0).inserted }
        var byName: [String: [String]] = [:]
        for value in values where value != digitSeparatorsAsWords(value) {
            byName[Naming.camelCase(value).lowercased(), default: []].append(value)
        }
        var joined: Set<String> = []
        for value in values where value == digitSeparatorsAsWords(value) {
            byName[Naming.camelCase(value).lowercased()]?.append(value)
        }
        for group in byName.values where group.count > 1 { joined.formUnion(group) }
        return joined
    }

    /// `.` between two digits as `Point` and `-` as `Dash`: `2.4g-1-2412-22` → `2Point4g-1Dash2412Dash22`.
    static func digitSeparatorsAsWords(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        func isDigit(_ index: Int) -> Bool { scalars.indices.contains(index) && ("0"..."9").contains(scalars[index]) }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let between = isDigit(index - 1) && isDigit(index + 1)
            switch scalar {
            case "." where between: result.append(contentsOf: "Point".unicodeScalars)
            case "-" where between: result.append(contentsOf: "Dash".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// A number's text in words a Swift name can hold: `-1.5` → `Minus1Point5`, `+1` → `Plus1`.
    static func numberWords(_ text: String) -> String {
        var words = text.replacingOccurrences(of: ".", with: "Point")
        if words.hasPrefix("-") { words = "Minus" + words.dropFirst() }
        if words.hasPrefix("+") { words = "Plus" + words.dropFirst() }
        return words
    }

    private static func numberText(_ text: String) -> String {
        if let whole = Int(text) { return String(whole) }
        if let number = Double(text) { return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number) }
        return text
    }

    // MARK: Unions

    /// A schema's `title` as words about it, unless it only repeats the name (pydantic titles
    /// every model by its class name: `/// CardCreate` above `CardCreate` says nothing).
    func title(_ pairs: [Node.Pair], naming name: String) -> String? {
        guard let title = text(pairs["title"]) else { return nil }
        // Separators aside, a title that repeats the name is no longer than twice it: a longer
        // one (most titles that say something) is kept without comparing its characters.
        if title.utf8.count > 2 * name.utf8.count + 2 { return title }
        return Self.sameLetters(title, name) ? nil : title
    }

    /// Whether two texts have the same letters and digits, case aside (`Card Create`, `CardCreate`).
    static func sameLetters(_ a: String, _ b: String) -> Bool {
        if a.utf8.allSatisfy({ $0 < 0x80 }) && b.utf8.allSatisfy({ $0 < 0x80 }) {
            let letters = { (text: String) in
                text.utf8.compactMap { byte -> UInt8? in
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte | 0x20
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
                    default: return nil
                    }
                }
            }
            return letters(a) == letters(b)
        }
        let letters = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return letters(a) == letters(b)
    }

    /// The one text value a property's schema allows (`enum: [user]`, or `const: user`); nil
    /// for any other. A tag is text: a number or a boolean fixed there is no tag the spec
    /// language reads.
    static func fixedText(_ schema: [Node.Pair]) -> String? {
        fixedTexts(schema).flatMap { $0.count == 1 ? $0[0] : nil }
    }

    /// The text values a property's schema allows (`enum: [web_search, web_search_2025_08_26]`,
    /// `const: user`), a `null` among them left out; nil where it names no values, [] where its
    /// values are no text (`enum: [1]`).
    static func fixedTexts(_ schema: [Node.Pair]) -> [String]? {
        guard let values = schema["enum"]?.sequence ?? schema["const"].map({ [$0] }), !values.isEmpty else { return nil }
        let kinds = schema["type"]?.string.map { [$0] } ?? schema["type"]?.sequence?.compactMap(\.string) ?? []
        guard kinds.allSatisfy({ $0 == "string" || $0 == "null" }) else { return [] }
        var texts: [String] = []
        for value in values where !value.isNull {
            guard Self.isText(value), let text = value.string else { return [] }
            texts.append(text)
        }
        return texts
    }

    /// The tags a variant of a discriminated union fixes for itself: the text values its
    /// `property` allows, in its own properties or an `allOf` member's; nil when it fixes none.
    /// OpenAI's unions name no `mapping`, and OpenAPI's implicit tag, the schema's name
    /// (`ChatCompletionRequestUserMessage`), is a value the variant's own `role: { enum: [user] }`
    /// refuses: no message would decode, and every one would be sent with the wrong role. A
    /// variant that allows several (`web_search`, `web_search_2025_08_26`) is a case for each.
    mutating func fixedTags(of choice: Node, property: String, file: String) -> [String]? {
        let variant = dereference(choice, in: file)
        guard let pairs = variant.node.mapping else { return nil }
        let members =
            [(node: variant.node, file: variant.file)] + (pairs["allOf"]?.sequence ?? []).map { dereference($0, in: variant.file) }
        for member in members {
            guard let declared = member.node.mapping?["properties"]?.mapping?[property] else { continue }
            if let schema = dereference(declared, in: member.file).node.mapping, let tags = Self.fixedTexts(schema) { return tags }
        }
        return nil
    }

    /// The property every choice (an inline object) requires and fixes to one text value of
    /// its own, and those values in order; nil when there is none.
    static func implicitTag(_ choices: [Node]) -> (property: String, values: [String])? {
        var common: [String: [String]]?
        for choice in choices {
            guard let pairs = choice.mapping, pairs["$ref"] == nil, let properties = pairs["properties"]?.mapping else { return nil }
            let required = Set(pairs["required"]?.sequence?.compactMap(\.string) ?? [])
            var fixed: [String: String] = [:]
            for property in properties {
                guard let name = property.key.string, required.contains(name), let schema = property.value.mapping,
                    let value = fixedText(schema)
                else { continue }
                fixed[name] = value
            }
            var next: [String: [String]] = [:]
            for (name, value) in fixed {
                if let earlier = common {
                    if let values = earlier[name] { next[name] = values + [value] }
                } else {
                    next[name] = [value]
                }
            }
            if next.isEmpty { return nil }
            common = next
        }
        // Of several, the one most often written as the tag.
        guard let common,
            let property = ["type", "kind", "tag", "status", "state"].first(where: { common[$0] != nil }) ?? common.keys.min(),
            let values = common[property]
        else { return nil }
        return (property, values)
    }

    /// A `oneOf` whose choices are each one value with words of its own (`{ enum: [Mmap],
    /// description: Memory-mapped file }`, as Rust's serde writes an enum; `{ const: 1, title:
    /// PRIMARY }`, as Discord names numbers) is one enum of those values, not a union of
    /// one-case enums: each value's words go in its description, and numbers take their titles
    /// as case names. Nil when any choice is anything else (a reference, a model, several
    /// values), or the values are not all text or all numbers.
    static func valueChoices(_ choices: [Node], description: String?) -> (
        values: Node, kind: String, titles: [String: String], description: String?
    )? {
        var values: [Node] = []
        var lines: [String] = []
        var titles: [String: String] = [:]
        var kinds: Set<String> = []
        for choice in choices {
            guard let pairs = choice.mapping, pairs["$ref"] == nil, pairs["properties"] == nil else { return nil }
            let value: Node
            if let items = pairs["enum"]?.sequence, items.count == 1, let only = items.first {
                value = only
            } else if let constant = pairs["const"], pairs["enum"] == nil {
                value = constant
            } else {
                return nil
            }
            guard let text = value.string, let scalar = value.scalar, !value.isNull else { return nil }
            // A boolean is neither text nor a number: such choices stay a union.
            if scalar.isPlain, text == "true" || text == "false" { return nil }
            let isNumber = scalar.isPlain && Double(text) != nil
            let declared = pairs["type"]?.string
            switch declared {
            case nil: kinds.insert(isNumber ? (Int(text) != nil ? "integer" : "number") : "string")
            case "string" where !isNumber || !scalar.isPlain: kinds.insert("string")
            case "integer" where isNumber, "number" where isNumber: kinds.insert(declared ?? "")
            default: return nil
            }
            values.append(value)
            let title = pairs["title"]?.string
            if let title { titles[text] = title }
            if let words = pairs["description"]?.string ?? (isNumber ? nil : title) {
                lines.append("- `\(text)`: \(words.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
        }
        let kind = kinds.count == 1 ? kinds.first ?? "" : kinds == ["integer", "number"] ? "number" : ""
        guard !kind.isEmpty else { return nil }
        let merged = Node(kind: .sequence(values), mark: choices[0].mark)
        let words = ([description].compactMap { $0 } + (lines.isEmpty ? [] : [lines.joined(separator: "\n")])).joined(separator: "\n\n")
        return (merged, kind, kind == "string" ? [:] : titles, words.isEmpty ? nil : words)
    }

    /// The name of the one schema an inline variant extends (`allOf: [{ id }, $ref:
    /// OneTimeSalePlan.yaml]`, Rebilly's plans): what the variant is, better than its position
    /// (`option2`). Nil for any other variant.
    private mutating func extendedName(_ choice: Node, in file: String) -> String? {
        guard let pairs = choice.mapping, pairs["$ref"] == nil, let members = pairs["allOf"]?.sequence else { return nil }
        let references = members.compactMap { $0.mapping?["$ref"] }
        guard references.count == 1, let text = references[0].string, let target = resolve(text, in: file, at: references[0].mark)
        else { return nil }
        let name = Self.schemaName(of: target.key)
        return Naming.isIdentifier(Naming.pascalCase(name)) ? name : nil
    }

    /// Choices that are each one text value (`{ enum: [Words] }`) beside choices that are
    /// not: serde's unit variants beside its struct variants, as utoipa writes an externally
    /// tagged Rust enum (Meilisearch's ranking rules `Words`, `Typo`… beside `{ Asc: … }`).
    /// The values are one enum, one variant, written where the first stood, whose mark is
    /// returned (nil when nothing merges); they were a union's `option1`…`option3` of one-case
    /// enums. Other choices as they are.
    static func mergingValueChoices(_ choices: [Node]) -> (choices: [Node], merged: Mark?) {
        let values = choices.indices.filter { valueChoices([choices[$0]], description: nil)?.kind == "string" }
        guard values.count > 1, values.count < choices.count,
            let merged = valueChoices(values.map { choices[$0] }, description: nil)
        else { return (choices, nil) }
        let mark = choices[values[0]].mark
        var pairs = [pair("type", "string", at: mark), pair("enum", merged.values, at: mark)]
        if let words = merged.description { pairs.append(pair("description", words, at: mark)) }
        var result = choices
        result[values[0]] = Node(kind: .mapping(pairs), mark: mark)
        for index in values.dropFirst().reversed() { result.remove(at: index) }
        return (result, mark)
    }

    /// The one property of an inline object choice that declares one (serde's struct variant
    /// `{ Asc: … }`): what names the variant (`asc`), better than its place (`option4`), where
    /// no other choice has it.
    static func onlyPropertyName(_ choice: Node) -> String? {
        guard let pairs = choice.mapping, pairs["$ref"] == nil, let properties = pairs["properties"]?.mapping, properties.count == 1,
            let name = properties[0].key.string, Naming.isIdentifier(Naming.pascalCase(name))
        else { return nil }
        // A property fixed to one value says that value, not its name: Clerk's inactive token
        // `{ active: false }` is no `.active`.
        let schema = properties[0].value.mapping ?? []
        if schema["const"] != nil || schema["enum"]?.sequence?.count == 1 { return nil }
        return name
    }

    private mutating func union(
        _ pairs: [Node.Pair], choices written: [Node], node: Node, name: String, file: String, depth: Int, isDeclared: Bool,
        nullable: inout Bool
    ) -> TypeRef {
        let (choices, mergedValues) = Self.mergingValueChoices(written)
        let typeName = isDeclared ? name : takeTypeName(name)
        let slot = slots.count
        slots.append(nil)
        var union = ImportedSpec.Union(name: typeName, mark: node.mark)
        union.description = text(pairs["description"]) ?? title(pairs, naming: name)
        union.deprecated = flag(pairs["deprecated"])
        var types: [TypeRef] = []
        var references: [String?] = []
        var choiceNodes: [Node] = []
        let implicit = pairs["discriminator"] == nil ? Self.implicitTag(choices) : nil
        // A property that names one choice alone names it (GitHub's two `{ labels: … }` do not).
        let propertyNames = choices.map(Self.onlyPropertyName)
        let onlyProperties = propertyNames.compactMap { $0 }.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        var listedAgain: [TypeRef: Int] = [:]
        for (index, choice) in choices.enumerated() {
            let title = choice.mapping?["title"]?.string
            let fallback =
                implicit.map { typeName + Naming.pascalCase($0.values[index]) }
                ?? extendedName(choice, in: file).map { typeName + Naming.pascalCase($0) }
                ?? propertyNames[index].flatMap { onlyProperties[$0] == 1 ? typeName + Naming.pascalCase($0) : nil }
                ?? (choice.mark == mergedValues ? typeName + "Value" : typeName + "Option\(index + 1)")
            var variant = type(of: choice, name: title.map { typeName + Naming.pascalCase($0) } ?? fallback, file: file, depth: depth + 1)
            if variant.isOptional {
                nullable = true
                variant = variant.unwrapped
            }
            if types.contains(variant) {
                listedAgain[variant, default: 1] += 1
                continue
            }
            types.append(variant)
            references.append(choice.mapping?["$ref"]?.string.map(Self.normalizedReference))
            choiceNodes.append(choice)
        }
        // One note per type listed more than once, with how often.
        for variant in types {
            guard let count = listedAgain[variant] else { continue }
            union.notes.append(
                "\(pairs["oneOf"] != nil ? "oneOf" : "anyOf"): \(variant) is listed \(count == 2 ? "twice" : "\(count) times"); once is kept"
            )
        }
        // Objects that each fix one property to a value of their own (`type: { enum: [blank] }`,
        // as serde writes a tagged Rust enum) are tagged by it, though no discriminator says so.
        // Decided before the untagged order below moves variants, so each tag keeps its own.
        if let implicit, types.count == choices.count, Self.areDistinctCases(implicit.values),
            types.allSatisfy({ type in
                if case .named(let variant, _) = type { return modelFields[variant] != nil }
                return false
            })
        {
            union.discriminator = implicit.property
            union.variants = Array(zip(implicit.values, types))
            slots[slot] = .union(union)
            return .named(typeName, arguments: [])
        }
        // A tagged union keeps the document's order: the tag picks the variant.
        let documentOrder = zip(zip(types, references), choiceNodes).map { (type: $0.0, reference: $0.1, node: $1) }
        // Variants are tried in order, so a broader one goes after those it would hide: `String`
        // after text enums, dates, UUIDs and URLs, `Double` after whole numbers, `JSON` last.
        func move(_ index: Int, after last: Int) {
            types.insert(types.remove(at: index), at: last)
            references.insert(references.remove(at: index), at: last)
        }
        for broad in [TypeRef.primitive(.string), .primitive(.int64), .primitive(.int), .primitive(.double), .primitive(.json)] {
            guard let index = types.firstIndex(of: broad),
                let last = types.indices.last(where: { $0 > index && hides(broad, types[$0]) })
            else { continue }
            move(index, after: last)
        }
        // A model goes after one whose values it would decode too (see `requiredKeys`).
        var moves = 0
        while moves < types.count * types.count, let (index, last) = firstHidingModel(types) {
            move(index, after: last)
            moves += 1
        }
        if types.count == 1 {
            slots[slot] = nil
            takenTypeNames.remove(typeName.lowercased())
            return types[0]
        }
        if let discriminator = pairs["discriminator"]?.mapping, let property = discriminator["propertyName"]?.string {
            // By the reference each names, spelt one way: `Cat`, `#/components/schemas/Cat` and
            // an escaped spelling of it are one schema.
            // A schema may answer to several tags (`submitted` and `cancelled` both an empty
            // result): a case per tag, each decoding that schema and sending its own tag back.
            var mapping: [String: [String]] = [:]
            for pair in discriminator["mapping"]?.mapping ?? [] {
                guard let tag = pair.key.string, let target = pair.value.string.map(Self.mappingReference).map(Self.normalizedReference)
                else { continue }
                mapping[target, default: []].append(tag)
            }
            let allModels = types.allSatisfy { type in
                if case .named(let variant, _) = type { return modelFields[variant] != nil || pendingNames.values.contains(variant) }
                return false
            }
            // An inline variant that `mapping` cannot name has no tag: the union is untagged.
            if allModels, !references.contains(nil) {
                // Every variant has a reference here (checked above); without a `mapping` entry, a
                // variant's tags are the values it allows for the property (a case for each),
                // else its schema's name, OpenAPI's implicit tag.
                union.variants = []
                // Variants whose property allows values that are no text (`enum: [1]`): no tag.
                var untaggable: [String] = []
                for (type, reference, choice) in documentOrder {
                    guard let reference else { continue }
                    let tags =
                        mapping[reference] ?? fixedTags(of: choice, property: property, file: file) ?? [Self.schemaName(of: reference)]
                    if tags.isEmpty { untaggable.append(type.description) }
                    for tag in tags { union.variants.append((tag, type)) }
                }
                let tags = union.variants.map(\.name)
                if untaggable.isEmpty, Set(tags).count == tags.count, Set(tags.map(Naming.caseName)).count == tags.count {
                    union.discriminator = property
                    slots[slot] = .union(union)
                    return .named(typeName, arguments: [])
                }
                // Two variants under one tag (OpenAI's input and output messages, both
                // `message`), or two tags that make one Swift case: each variant checks its own
                // tag as it decodes, and sends it, so the union goes untagged.
                let clashes = Self.tagClashes(union.variants, untaggable: untaggable)
                union.variants = []
                union.notes.append(
                    "discriminator '\(property)': \(Self.listed(clashes)); the variants are tried in order, each reading its own tag")
            } else {
                union.notes.append(
                    "discriminator '\(property)': not every variant is an object schema with a tag of its own; the variants are tried in order"
                )
            }
        }
        // A model that requires no property decodes every object (PagerDuty's field values by
        // name or by id, DigitalOcean's database settings of each engine): the models after it
        // would never be decoded, as no order helps. Objects alone are one model of all their
        // properties, each optional, so that nothing an answer holds is lost; beside other
        // kinds of value, or where two declare one key differently, it is said.
        let required = types.map(requiredKeys)
        if let open = required.firstIndex(where: { $0?.isEmpty == true }) {
            let hidden = types.indices.filter { $0 > open && required[$0] != nil && !toldApart(types[$0], from: types[open]) }
                .map { "\(types[$0])" }
            if !hidden.isEmpty, var merged = mergedModel(typeName, of: types, mark: node.mark) {
                merged.description = union.description
                merged.deprecated = union.deprecated
                merged.notes =
                    union.notes + [
                        "\(pairs["oneOf"] != nil ? "oneOf" : "anyOf"): \(mergedVariant(types[open], at: open)) requires no property, so it would take every object: one model of the properties of \(Self.listed(types.indices.filter { types[$0] != .primitive(.json) }.map { mergedVariant(types[$0], at: $0) })), each optional"
                    ]
                slots[slot] = .model(merged)
                modelFields[typeName] = merged.fields
                return .named(typeName, arguments: [])
            }
            if !hidden.isEmpty {
                union.notes.append(
                    "\(types[open]) requires no property, so every object decodes as it; \(hidden.joined(separator: ", ")) \(hidden.count == 1 ? "is" : "are") sent but never decoded"
                )
            }
        }
        // Models that require the same keys, the later declaring more (OpenAI's
        // `EasyInputMessage` before `InputMessage`): an object of the later may decode as the
        // earlier, without the keys only the later declares. No order helps (each way, one would
        // take the other's objects), so it is said.
        for (index, keys) in required.enumerated() {
            guard let keys, !keys.isEmpty, case .named(let first, _) = types[index], let firstFields = modelFields[first] else { continue }
            let firstKeys = Set(firstFields.map(\.wireKey))
            for later in types.indices where later > index && required[later] == keys {
                guard case .named(let second, _) = types[later], let secondFields = modelFields[second] else { continue }
                let extra = secondFields.map(\.wireKey).filter { !firstKeys.contains($0) }
                guard !extra.isEmpty, Set(secondFields.map(\.wireKey)).isSuperset(of: firstKeys),
                    !toldApart(firstFields, secondFields, by: keys)
                else { continue }
                union.notes.append(
                    "\(first) and \(second) require the same keys, so an object of \(second) may decode as \(first), without \(Self.listed(extra.map { "'\($0)'" }))"
                )
            }
        }
        union.variants = Array(zip(Self.untaggedCaseNames(types, references: references, union: typeName), types))
        slots[slot] = .union(union)
        return .named(typeName, arguments: [])
    }

    /// Whether a required key of both holds an enum in each with no value in common (Box's
    /// `type: file` beside `type: folder`): no object is both.
    private func toldApart(_ first: [ImportedSpec.Field], _ second: [ImportedSpec.Field], by keys: Set<String>) -> Bool {
        func values(_ fields: [ImportedSpec.Field], _ key: String) -> Set<String>? {
            guard let type = fields.first(where: { $0.wireKey == key })?.type.unwrapped, let enumType = closedEnum(type) else { return nil }
            return Set(enumType.cases.map(\.value))
        }
        return keys.contains { key in
            guard let a = values(first, key), let b = values(second, key) else { return false }
            return a.isDisjoint(with: b)
        }
    }

    /// The case names of an untagged union's variants. An inline variant is named after its
    /// union (`SourceFileOption3`, `SourceFileGitHub` from its title): its case is the rest of
    /// that name (`option3`, `gitHub`), not the whole (`sourceFileOption3`). Then every variant
    /// is named, the others as the spec language names a case by its type (`string`,
    /// `customer`); "" for each leaves them to it, where no variant is inline or two names clash.
    static func untaggedCaseNames(_ types: [TypeRef], references: [String?], union: String) -> [String] {
        var shortened = false
        let names = zip(types, references).map { type, reference in
            if reference == nil, case .named(let name, let arguments) = type, arguments.isEmpty, name.hasPrefix(union),
                name.count > union.count, case let rest = Naming.camelCase(String(name.dropFirst(union.count))), Naming.isIdentifier(rest)
            {
                shortened = true
                return rest
            }
            return Naming.camelCase(UnionLoader.caseName(for: type))
        }
        guard shortened, Set(names.map(Naming.caseName)).count == names.count else { return types.map { _ in "" } }
        return names
    }

    /// Why `variants` (tag and type) cannot be a tagged union's cases, one phrase each: a tag of
    /// several types, two tags that make one Swift case, variants whose tag is no text.
    static func tagClashes(_ variants: [(name: String, type: TypeRef)], untaggable: [String]) -> [String] {
        var typesOfTag: [(tag: String, types: [String])] = []
        var tagOfCase: [String: String] = [:]
        var caseClashes: [String] = []
        for (tag, type) in variants {
            if let index = typesOfTag.firstIndex(where: { $0.tag == tag }) {
                typesOfTag[index].types.append(type.description)
            } else if let other = tagOfCase[Naming.caseName(tag)] {
                caseClashes.append("'\(other)' and '\(tag)' make one Swift case")
            } else {
                typesOfTag.append((tag, [type.description]))
                tagOfCase[Naming.caseName(tag)] = tag
            }
        }
        let shared = typesOfTag.filter { $0.types.count > 1 }.map { "'\($0.tag)' is the tag of \(listed($0.types))" }
        let noText = untaggable.isEmpty ? [] : ["\(listed(untaggable)) \(untaggable.count == 1 ? "allows" : "allow") no text for it"]
        return shared + caseClashes + noText
    }

    /// One model of every property of the object variants `types`, each optional (a free-form
    /// `{}` beside them adds none); nil when a variant is no plain model, keeps other members,
    /// or declares a key another declares with another type, or when two keys make one name.
    /// How the note of a union made one model names a variant: a component by its name; an
    /// inline one by its place (`variant 2`), as its type is not generated once nothing uses it.
    private func mergedVariant(_ type: TypeRef, at index: Int) -> String {
        if case .named(let name, _) = type.unwrapped, !componentDeclarations.contains(name) { return "variant \(index + 1)" }
        return "\(type)"
    }

    private func mergedModel(_ name: String, of types: [TypeRef], mark: Mark) -> ImportedSpec.Model? {
        var model = ImportedSpec.Model(name: name, mark: mark)
        var indexOfKey: [String: Int] = [:]
        var names: Set<String> = []
        for type in types where type != .primitive(.json) {
            guard case .named(let variant, _) = type, let fields = modelFields[variant], !openModels.contains(variant),
                !keepsOtherMembers(variant)
            else { return nil }
            for var field in fields {
                field.type = Self.optional(field.type)
                field.nullable = false
                field.defaultValue = nil
                field.keyRequired = false
                if let index = indexOfKey[field.wireKey] {
                    guard model.fields[index].type == field.type else { return nil }
                    continue
                }
                guard names.insert(Self.swiftName(field.name).lowercased()).inserted else { return nil }
                indexOfKey[field.wireKey] = model.fields.count
                model.fields.append(field)
            }
        }
        return model.fields.isEmpty ? nil : model
    }

    /// Whether an untagged union's `broad` variant would take every value `narrow` takes.
    private func hides(_ broad: TypeRef, _ narrow: TypeRef) -> Bool {
        switch (broad, narrow) {
        case (.primitive(.json), _): return true
        case (.primitive(.int64), .primitive(let p)), (.primitive(.int), .primitive(let p)): return p == .int32
        case (.primitive(.string), .primitive(let p)): return p == .date || p == .uuid || p == .url
        case (.primitive(.string), .named(let name, _)): return textEnumNames.contains(name)
        case (.primitive(.double), .primitive(let p)): return p.isInteger || p == .float
        default: return false
        }
    }

    /// The first model variant that hides a later one, and the last one it hides.
    private func firstHidingModel(_ types: [TypeRef]) -> (index: Int, last: Int)? {
        // Each variant's required keys, made once: comparing every pair made them anew.
        let required = types.map(requiredKeys)
        for index in types.indices {
            guard let broad = required[index] else { continue }
            if let last = types.indices.last(where: { $0 > index && required[$0].map(broad.isStrictSubset) == true }) {
                return (index, last)
            }
        }
        return nil
    }

    /// The keys a model variant requires, or nil for a variant that is not a model. Model
    /// `broad` hides (would decode every value of) model `narrow` when its keys are fewer than,
    /// and among, the keys `narrow` requires (so `{x}` takes `{x, y}`'s values). A field with a
    /// default is required only when its key must be present (`keyRequired`).
    /// Whether an object of `model` can fail to decode as `open`, a model that requires nothing:
    /// one of its keys holds a value `open` reads as another kind (Qdrant's `DatetimeRange`, whose
    /// `gt` is a date, beside `Range`, whose `gt` is a number). Text reads an enum's values, and a
    /// `Double` whole numbers.
    private func toldApart(_ model: TypeRef, from open: TypeRef) -> Bool {
        guard case .named(let name, _) = model, case .named(let openName, _) = open, let fields = modelFields[name],
            let openFields = modelFields[openName]
        else { return false }
        return fields.contains { field in
            guard let other = openFields.first(where: { $0.wireKey == field.wireKey }) else { return false }
            let (mine, theirs) = (field.type.unwrapped, other.type.unwrapped)
            if alike(mine, theirs) || theirs == .primitive(.json) { return false }
            if isTextType(theirs), isTextType(mine), closedEnum(theirs) == nil { return false }
            let wholeNumbers: [TypeRef] = [.primitive(.int), .primitive(.int32), .primitive(.int64)]
            if theirs == .primitive(.double) || theirs == .primitive(.float), wholeNumbers.contains(mine) { return false }
            return true
        }
    }

    private func requiredKeys(_ type: TypeRef) -> Set<String>? {
        guard case .named(let name, _) = type, let fields = modelFields[name] else { return nil }
        return Set(fields.filter(\.isRequired).map(\.wireKey))
    }

    // MARK: Required cycles

    /// A model that holds itself through required model fields could never be decoded (nor
    /// be a Swift struct); the field that closes the cycle is made optional, with a note.
    mutating func breakRequiredCycles() {
        var indexes: [String: Int] = [:]
        for (index, declaration) in spec.declarations.enumerated() {
            if case .model(let model) = declaration { indexes[model.name] = index }
        }
        // Depth-first, each model once: an edge back to a model still on the path closes a cycle.
        var onPath: Set<String> = []
        var done: Set<String> = []
        func visit(_ index: Int) {
            guard case .model(var model) = spec.declarations[index] else { return }
            onPath.insert(model.name)
            var changed = false
            for (fieldIndex, field) in model.fields.enumerated() {
                guard case .named(let target, _) = field.type, let next = indexes[target], !done.contains(target) else { continue }
                if onPath.contains(target) {
                    model.fields[fieldIndex].type = .optional(field.type)
                    model.fields[fieldIndex].nullable = false
                    model.notes.append("'\(field.wireKey)' is required, but holds \(target) again: it is optional here")
                    changed = true
                } else {
                    visit(next)
                }
            }
            if changed { spec.declarations[index] = .model(model) }
            onPath.remove(model.name)
            done.insert(model.name)
        }
        for index in spec.declarations.indices {
            if case .model(let model) = spec.declarations[index], !done.contains(model.name) { visit(index) }
        }
    }
}

extension OpenAPIReader {
    // MARK: Repeated types

    /// An enum that lists the cases of another (Twilio writes `enum: [GET, POST]` in a hundred
    /// places), or a model whose fields are another's (name, key, type, options and words, in
    /// order; the same bases and additional values), is another name of that one: documents
    /// repeat a shape under many names (Twilio's usage records, Stripe's small objects), and
    /// each Swift type costs the build about as much whatever its cases or fields. The names
    /// stay, and equal values become interchangeable. Of each kind of type, the one that keeps
    /// its declaration is the component schema of it that the document lists first, else the
    /// schema of a whole file first read, else the first read, so a named schema is never the
    /// alias of a property's inline one. Run once every declaration is final.
    mutating func aliasRepeatedTypes() {
        let order = self.componentOrder
        var files: [String: Int] = [:]
        for (index, file) in fileSchemaNames.enumerated() where files[file.name] == nil { files[file.name] = order.count + index }
        func listed(_ name: String) -> Int? { order[name.lowercased()] ?? files[name] }
        // Enums first: a model's fields then name each enum by the name that keeps it.
        var enums: [(index: Int, name: String, shape: ExactText)] = []
        for (index, declaration) in spec.declarations.enumerated() {
            guard case .enumeration(let enumType) = declaration else { continue }
            enums.append((index, enumType.name, ExactText(Self.enumSignature(enumType))))
        }
        var typeAliases: [String: String] = [:]
        for (index, target) in Self.aliases(enums, componentOrder: listed) {
            spec.declarations[index].aliasOf = target
            typeAliases[spec.declarations[index].name] = target
        }
        // Unions next, alike in tag and variants (Resend's `to`, `cc` and `bcc`: a string or a
        // list of them): one type to pass between the fields. Fields then name each by the
        // name that keeps it, as they do enums.
        var unions: [(index: Int, name: String, shape: UnionShape)] = []
        for index in spec.declarations.indices {
            guard case .union(let union) = spec.declarations[index] else { continue }
            unions.append((index, union.name, UnionShape(union, aliases: typeAliases)))
        }
        for (index, target) in Self.aliases(unions, componentOrder: listed) {
            spec.declarations[index].aliasOf = target
            typeAliases[spec.declarations[index].name] = target
        }
        // A variant of a union without a tag keeps its type: under another name it would be
        // listed twice, and the union's decoding tells variants apart by type.
        var variants: Set<String> = []
        for case .union(let union) in spec.declarations where union.discriminator == nil {
            for case .named(let name, _) in union.variants.map(\.type.unwrapped) { variants.insert(name) }
        }
        var models: [(index: Int, name: String, shape: ModelShape)] = []
        for (index, declaration) in spec.declarations.enumerated() {
            guard case .model(let model) = declaration, model.aliasOf == nil, !variants.contains(model.name) else { continue }
            models.append((index, model.name, ModelShape(model, typeAliases: typeAliases)))
        }
        for (index, target) in Self.aliases(models, componentOrder: listed) { spec.declarations[index].aliasOf = target }
    }

    /// Points every alias at the type that is declared, not at another alias: a component that
    /// is a reference to one that is itself a reference (`Chain1` → `Chain2` → `Chain3`), or to
    /// a shape `aliasRepeatedTypes` made an alias, would be an alias of an alias, which the spec
    /// language refuses.
    mutating func flattenAliasChains() {
        var targets: [String: String] = [:]
        for declaration in spec.declarations { targets[declaration.name] = declaration.aliasOf }
        for index in spec.declarations.indices {
            guard var target = spec.declarations[index].aliasOf, targets[target] != nil else { continue }
            var seen: Set<String> = [spec.declarations[index].name, target]
            while let next = targets[target], seen.insert(next).inserted { target = next }
            spec.declarations[index].aliasOf = target
        }
    }

    /// Of declarations with the same shape, the one that keeps the declaration is the
    /// component schema among them that the document lists first (not the one read first: a
    /// property read early leads to a later component), else the first; the others (by their
    /// index in the spec's declarations) become aliases of it. One lookup per declaration.
    private static func aliases<Shape: Hashable>(
        _ shaped: [(index: Int, name: String, shape: Shape)], componentOrder: (String) -> Int?
    ) -> [(index: Int, target: String)] {
        var slots: [Shape: Int] = [:]
        slots.reserveCapacity(shaped.count)
        var keepers: [String] = []
        var slotOf: [Int] = []
        slotOf.reserveCapacity(shaped.count)
        for (_, name, shape) in shaped {
            if let slot = slots[shape] {
                slotOf.append(slot)
                if let order = componentOrder(name), componentOrder(keepers[slot]).map({ order < $0 }) ?? true { keepers[slot] = name }
            } else {
                slots[shape] = keepers.count
                slotOf.append(keepers.count)
                keepers.append(name)
            }
        }
        return zip(shaped, slotOf).compactMap { declaration, slot in
            keepers[slot] == declaration.name ? nil : (declaration.index, keepers[slot])
        }
    }
}

/// A union without its name and its words about itself: its tag, and each variant's case
/// name and type (enum and union aliases followed).
private struct UnionShape: Hashable {
    var discriminator: ExactText?
    var variants: [ExactText]
    var types: [TypeRef]

    init(_ union: ImportedSpec.Union, aliases: [String: String]) {
        discriminator = union.discriminator.map(ExactText.init)
        variants = union.variants.map { ExactText($0.name) }
        types = union.variants.map { ModelShape.target($0.type, aliases) }
    }
}

/// A model without its name, its words about itself and its marks: equal for models that
/// encode and decode alike and read alike field for field. Compared as values, not as one text
/// made of them: making that text was 5% of reading a document.
private struct ModelShape: Hashable {
    /// Names, keys and words compared scalar for scalar: `café` in two spellings is two keys.
    struct FieldShape: Hashable {
        var name: ExactText
        var key: ExactText?
        var type: TypeRef
        var nullable: Bool
        var clearable: Bool
        var dateOnly: Bool
        var defaultValue: Value?
        var keyRequired: Bool
        var example: Value?
        var deprecated: Bool
        var description: ExactText?
        var style: FormStyle?
        var flatten: Bool
    }

    var extends: [String]
    var additionalProperties: TypeRef?
    var fields: [FieldShape]
    /// The hash of the fields' names and types, worked out once: models alike in those are few,
    /// and their words (long texts) are then compared only with each other.
    private var digest = 0

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (lhs: ModelShape, rhs: ModelShape) -> Bool {
        lhs.digest == rhs.digest && lhs.fields == rhs.fields && lhs.extends == rhs.extends
            && lhs.additionalProperties == rhs.additionalProperties
    }

    /// `type` with each aliased name the name that keeps the declaration.
    static func target(_ type: TypeRef, _ aliases: [String: String]) -> TypeRef {
        switch type {
        case .named(let name, let arguments): .named(aliases[name] ?? name, arguments: arguments.map { target($0, aliases) })
        case .array(let element): .array(target(element, aliases))
        case .dictionary(let element): .dictionary(target(element, aliases))
        case .optional(let wrapped): .optional(target(wrapped, aliases))
        case .primitive: type
        }
    }

    /// `typeAliases`: each enum's and union's alias to the one that keeps the declaration, so
    /// that two fields of equal enums or unions under two names are alike.
    init(_ model: ImportedSpec.Model, typeAliases: [String: String]) {
        func target(_ type: TypeRef) -> TypeRef { Self.target(type, typeAliases) }
        extends = model.extends
        additionalProperties = model.additionalProperties.map(target)
        fields = model.fields.map {
            FieldShape(
                name: ExactText($0.name), key: $0.key.map(ExactText.init), type: target($0.type), nullable: $0.nullable,
                clearable: $0.clearable, dateOnly: $0.dateOnly,
                defaultValue: $0.defaultValue, keyRequired: $0.keyRequired, example: $0.example, deprecated: $0.deprecated,
                description: $0.description.map(ExactText.init),
                style: $0.style, flatten: $0.flatten)
        }
        var hasher = Hasher()
        hasher.combine(fields.count)
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.type)
        }
        digest = hasher.finalize()
    }
}

/// The value of `pair` into `slot` when its key `matches` and the slot is empty: the first pair
/// of a key counts, as the `[Node.Pair]` subscript finds it.
private func keep(_ slot: inout Node?, _ pair: Node.Pair, if matches: Bool) {
    if matches, slot == nil { slot = pair.value }
}
