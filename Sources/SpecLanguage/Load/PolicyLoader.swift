/// Readers for the settings that appear both per API and per endpoint.
enum PolicyLoader {
    static func auth(_ node: Node, _ reading: inout NodeReading) -> AuthScheme? {
        let expected = "expected none, bearer, basic or { apiKey: NAME, in: header | query }"
        if let pairs = node.mapping {
            reading.checkKeys(pairs, allowed: ["apiKey", "in"], in: "'auth'")
            guard let nameNode = pairs["apiKey"], let name = reading.string(nameNode, "'apiKey'") else {
                reading.diagnostics.error(node.mark, "unknown auth scheme: \(expected)")
                return nil
            }
            var inQuery = false
            if let location = pairs["in"], let text = reading.string(location, "'in'") {
                switch text {
                case "header": inQuery = false
                case "query": inQuery = true
                default: reading.diagnostics.error(location.mark, "'in' must be header or query, not '\(text)'")
                }
            }
            return .apiKey(name: name, inQuery: inQuery)
        }
        guard let text = reading.string(node, "'auth'") else { return nil }
        switch text {
        case "none": return AuthScheme.none
        case "bearer": return .bearer
        case "basic": return .basic
        default:
            let hint = Suggestion.hint(for: text, in: ["none", "bearer", "basic", "apiKey"])
            reading.diagnostics.error(node.mark, "unknown auth scheme '\(text)'\(hint); \(expected)")
            return nil
        }
    }

    static func keyStyle(_ node: Node, _ reading: inout NodeReading) -> KeyStyle? {
        guard let text = reading.string(node, "a key style") else { return nil }
        if let style = KeyStyle(rawValue: text) { return style }
        let names = KeyStyle.allCases.map(\.rawValue)
        reading.diagnostics.error(
            node.mark,
            "unknown key style '\(text)'\(Suggestion.hint(for: text, in: names)); expected one of: \(names.joined(separator: ", "))")
        return nil
    }

    static func dateFormat(_ node: Node, _ reading: inout NodeReading) -> DateFormat? {
        guard let text = reading.string(node, "a date format") else { return nil }
        if let format = DateFormat.keywords[text] { return format }
        // A pattern needs at least a year or a time field; anything else is most likely a typo
        // of a keyword, and a pattern that formats nothing would silently break every date.
        let patternLetters: Set<Character> = ["y", "M", "d", "H", "h", "m", "s"]
        if node.scalar?.isPlain == false || text.contains(where: { patternLetters.contains($0) }) && text.contains(where: { !$0.isLetter }) {
            return .pattern(text)
        }
        let keywords = DateFormat.keywords.keys.sorted()
        reading.diagnostics.error(
            node.mark,
            "unknown date format '\(text)'\(Suggestion.hint(for: text, in: keywords)); expected one of: \(keywords.joined(separator: ", ")), or a quoted pattern such as \"yyyy-MM-dd'T'HH:mm:ssZ\"")
        return nil
    }

    static func timeout(_ node: Node, _ reading: inout NodeReading) -> Double? {
        guard let value = reading.number(node, "'timeout' (seconds)") else { return nil }
        guard value > 0 else {
            reading.diagnostics.error(node.mark, "timeout must be a positive number of seconds, got \(node.string ?? "")")
            return nil
        }
        return value
    }

    static func retry(_ node: Node, _ reading: inout NodeReading) -> Int? {
        guard let value = reading.integer(node, "'retry' (extra attempts)") else { return nil }
        guard value >= 0 else {
            reading.diagnostics.error(node.mark, "retry must be zero or more extra attempts, got \(value)")
            return nil
        }
        return value
    }

    static func cache(_ node: Node, _ reading: inout NodeReading) -> Double? {
        guard let value = reading.number(node, "'cache' (seconds)") else { return nil }
        guard value > 0 else {
            reading.diagnostics.error(node.mark, "cache must be a positive number of seconds, got \(node.string ?? "")")
            return nil
        }
        return value
    }

    static func envelope(_ node: Node, _ reading: inout NodeReading) -> EnvelopeSpec? {
        if let name = node.string {
            return EnvelopeSpec(
                model: name, mark: node.mark, dataField: nil, successField: nil, messageFields: [],
                requestIdField: nil, isExplicit: false)
        }
        guard let pairs = reading.mapping(node, "'envelope' (a model name or { model: … })") else { return nil }
        reading.checkKeys(pairs, allowed: ["model", "data", "success", "message", "requestId"], in: "'envelope'")
        guard let modelNode = pairs["model"], let model = reading.string(modelNode, "'model'") else {
            reading.diagnostics.error(node.mark, "'envelope' needs 'model: Name'")
            return nil
        }
        var messages: [String] = []
        if let message = pairs["message"] {
            if let items = message.sequence {
                messages = items.compactMap { reading.string($0, "a message field") }
            } else if let one = reading.string(message, "'message'") {
                messages = [one]
            }
        }
        return EnvelopeSpec(
            model: model, mark: modelNode.mark,
            dataField: pairs["data"].flatMap { reading.string($0, "'data'") },
            successField: pairs["success"].flatMap { reading.string($0, "'success'") },
            messageFields: messages,
            requestIdField: pairs["requestId"].flatMap { reading.string($0, "'requestId'") },
            isExplicit: true)
    }

    static func errorBody(_ node: Node, _ reading: inout NodeReading) -> ErrorBodySpec? {
        if let name = node.string {
            return ErrorBodySpec(model: name, mark: node.mark, messagePath: nil, requestIdPath: nil, isExplicit: false)
        }
        guard let pairs = reading.mapping(node, "'error' (a model name or { model: … })") else { return nil }
        reading.checkKeys(pairs, allowed: ["model", "message", "requestId"], in: "'error'")
        guard let modelNode = pairs["model"], let model = reading.string(modelNode, "'model'") else {
            reading.diagnostics.error(node.mark, "'error' needs 'model: Name'")
            return nil
        }
        func path(_ key: String) -> [String]? {
            pairs[key].flatMap { reading.string($0, "'\(key)'") }.map { $0.split(separator: ".").map(String.init) }
        }
        return ErrorBodySpec(
            model: model, mark: modelNode.mark, messagePath: path("message"), requestIdPath: path("requestId"),
            isExplicit: true)
    }

    /// RFC 7230 token characters.
    static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }
}
