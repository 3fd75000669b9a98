/// Readers for the settings that appear both per API and per endpoint.
enum PolicyLoader {
    static func auth(_ node: Node, _ reading: inout NodeReading) -> AuthScheme? {
        if let pairs = node.mapping {
            reading.checkKeys(pairs, allowed: ["apiKey", "in"], in: "'auth'")
            guard let nameNode = pairs["apiKey"], let name = reading.string(nameNode, "'apiKey'") else {
                reading.diagnostics.error(
                    node.mark, "an 'auth' mapping is an API key scheme and needs 'apiKey: NAME', e.g. { apiKey: X-API-Key, in: header }")
                return nil
            }
            var place = APIKeyPlace.header
            if let location = pairs["in"], let text = reading.string(location, "'in'") {
                if let known = APIKeyPlace(rawValue: text) {
                    place = known
                } else {
                    reading.diagnostics.error(location.mark, "unknown API key location '\(text)': expected header, query or cookie")
                }
            }
            // A header's or a cookie's name is sent as written: a line break in it would start
            // another header, a `;` or `=` another cookie. Both are HTTP tokens.
            switch place {
            case .header where !isHeaderName(name):
                reading.diagnostics.error(nameNode.mark, "'\(name)' is not a valid HTTP header name for the API key, e.g. X-API-Key")
            case .cookie where !isHeaderName(name):
                reading.diagnostics.error(
                    nameNode.mark,
                    "'\(name)' is not a valid cookie name for the API key (letters, digits and !#$%&'*+-.^_`|~), e.g. session_id")
            default: break
            }
            return .apiKey(name: name, in: place)
        }
        if let items = node.sequence {
            // `auth: [session, storeKey]`: several of the API's named schemes, all sent.
            guard !items.isEmpty else {
                reading.diagnostics.error(
                    node.mark, "an 'auth' list names the API's 'authSchemes' an endpoint sends; an empty one sends none: write 'auth: none'"
                )
                return nil
            }
            let names = items.compactMap { item in
                reading.string(item, "a scheme name of 'authSchemes'").map { AuthSchemeReference(name: $0, mark: item.mark) }
            }
            return names.count == items.count ? .named(names) : nil
        }
        guard let text = reading.string(node, "'auth'") else { return nil }
        switch text {
        case "none": return AuthScheme.none
        case "bearer": return .bearer
        case "basic": return .basic
        case "apiKey":
            reading.diagnostics.error(
                node.mark, "an API key scheme is a mapping that names the key: { apiKey: X-API-Key } or { apiKey: api_key, in: query }")
            return nil
        default:
            // A name of the API's `authSchemes:`, which may be in another file: the resolver
            // checks it, and says what is expected when the API has none.
            return .named([AuthSchemeReference(name: text, mark: node.mark)])
        }
    }

    /// The words `auth:` reads as a scheme, which no named scheme can take.
    static let schemeKeywords = ["none", "bearer", "basic", "apiKey"]

    /// `authSchemes: { session: bearer, storeKey: { apiKey: X-Store-Key } }`: named schemes,
    /// each a single one, that `auth:` picks by name.
    static func authSchemes(_ node: Node, _ reading: inout NodeReading) -> [NamedAuthScheme] {
        let example = "{ session: bearer, storeKey: { apiKey: X-Store-Key } }"
        guard let pairs = node.mapping else {
            reading.diagnostics.error(
                node.mark, "expected a mapping for 'authSchemes', found \(reading.describe(node)); write e.g. 'authSchemes: \(example)'")
            return []
        }
        var schemes: [NamedAuthScheme] = []
        for pair in pairs {
            guard let name = reading.string(pair.key, "a scheme name") else { continue }
            if schemeKeywords.contains(name) {
                reading.diagnostics.error(
                    pair.key.mark,
                    "'\(name)' is an auth scheme of its own and cannot name one of 'authSchemes'; name it for what it is, e.g. session or storeKey"
                )
                continue
            }
            if !Naming.isIdentifier(name) {
                reading.diagnostics.error(
                    pair.key.mark,
                    "auth scheme name '\(name)' must be an identifier (letters, digits, _), as the client names a constant after it")
                continue
            }
            guard let scheme = auth(pair.value, &reading) else { continue }
            switch scheme {
            case .bearer, .basic, .apiKey:
                schemes.append(NamedAuthScheme(name: name, scheme: scheme, mark: pair.key.mark))
            case .none, .named, .schemes:
                reading.diagnostics.error(
                    pair.value.mark, "auth scheme '\(name)' must be bearer, basic or { apiKey: NAME, in: header | query | cookie }")
            }
        }
        return schemes
    }

    /// The kinds of `APIError`, which `errorTexts:` gives texts for.
    static let errorKinds = [
        "offline", "timeout", "cancelled", "transport", "unauthorized", "forbidden", "notFound", "rateLimited", "clientError",
        "serverError", "unsuccessful", "decoding", "encoding",
    ]

    /// `errorTexts: { offline: "No connection.", serverError: "Server error ({status})." }`.
    static func errorTexts(_ node: Node, _ reading: inout NodeReading) -> [(kind: String, text: String)] {
        guard let pairs = reading.mapping(node, "'errorTexts' (APIError kinds and their texts)") else { return [] }
        reading.checkKeys(pairs, allowed: errorKinds, in: "'errorTexts'")
        return pairs.compactMap { pair in
            guard let kind = pair.key.string, errorKinds.contains(kind), let text = reading.string(pair.value, "the text of '\(kind)'")
            else {
                return nil
            }
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                reading.diagnostics.error(pair.value.mark, "the text of '\(kind)' is empty; leave '\(kind)' out to keep the built-in text")
                return nil
            }
            return (kind, text)
        }
    }

    static func keyStyle(_ node: Node, _ reading: inout NodeReading) -> KeyStyle? {
        guard let text = reading.string(node, "a key style") else { return nil }
        if let style = KeyStyle(rawValue: text) { return style }
        let names = KeyStyle.allCases.map(\.rawValue)
        reading.diagnostics.error(
            node.mark,
            "unknown key style '\(text)': expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))")
        return nil
    }

    /// `flat`, `brackets` or `comma`.
    static func formStyle(_ node: Node, _ reading: inout NodeReading) -> FormStyle? {
        guard let text = reading.string(node, "a form style (flat, brackets or comma)") else { return nil }
        if let style = FormStyle(rawValue: text) { return style }
        let names = FormStyle.allCases.map(\.rawValue)
        reading.diagnostics.error(
            node.mark,
            "unknown form style '\(text)': expected flat (name=value, a list repeats its key), brackets (metadata[key]=value, items[0][price]=…, expand[]=…) or comma (a list as one value, type=album,track)\(Suggestion.hint(for: text, in: names))"
        )
        return nil
    }

    /// `envelope:` without `model:`: a success flag beside the payload,
    /// `{ success: ok, code: error, message: [error_description, error], requestId: meta.request_id }`.
    static func successFlag(_ pairs: [Node.Pair], at node: Node, _ reading: inout NodeReading) -> SuccessFlagSpec? {
        reading.checkKeys(pairs, allowed: ["model", "data", "success", "code", "message", "requestId"], in: "'envelope'")
        if let data = pairs.first(where: { $0.key.string == "data" }) {
            reading.diagnostics.error(
                data.key.mark,
                "'data' names the payload field of an envelope model: add 'model: Name', or leave 'data' out for a success flag beside the payload (the response model is the whole body)"
            )
        }
        guard let flagNode = pairs["success"], let key = reading.string(flagNode, "'success' (the wire key of a Bool)") else { return nil }
        if key.isEmpty || key.contains(".") {
            reading.diagnostics.error(flagNode.mark, "'success: \(key)' must be one wire key at the top of the body, such as ok or success")
            return nil
        }
        func paths(_ name: String) -> [[String]] {
            guard let node = pairs[name] else { return [] }
            return (node.sequence ?? [node]).compactMap { item in
                reading.string(item, "'\(name)' (a wire key path such as error or error.code, or a list of them)").map {
                    $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                }
            }
        }
        let requestId = pairs["requestId"].flatMap { reading.string($0, "'requestId' (a wire key path)") }
        return SuccessFlagSpec(
            key: key, codePaths: paths("code"), messagePaths: paths("message"),
            requestIdPath: requestId.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }, mark: node.mark)
    }

    static func digitStyle(_ node: Node, _ reading: inout NodeReading) -> DigitStyle? {
        guard let text = reading.string(node, "'digits'") else { return nil }
        if let style = DigitStyle(rawValue: text) { return style }
        reading.diagnostics.error(
            node.mark,
            "unknown digit style '\(text)': expected join (line1 → line1) or split (line1 → line_1)\(Suggestion.hint(for: text, in: DigitStyle.allCases.map(\.rawValue)))"
        )
        return nil
    }

    static func dateFormat(_ node: Node, _ reading: inout NodeReading) -> DateFormat? {
        guard let text = reading.string(node, "a date format") else { return nil }
        if let format = DateFormat.keywords[text] { return format }
        // A pattern needs a date or time field; anything else is most likely a typo of a
        // keyword, and a pattern that formats nothing would silently break every date. Unquoted,
        // it must look like one (`yyyy`, `MM`, `dd`, `HH`, `mm`, `ss`): `iso8610` is a typo.
        let patternLetters: Set<Character> = ["y", "M", "d", "H", "h", "m", "s"]
        let fields = ["yy", "MM", "dd", "HH", "hh", "mm", "ss"]
        let quoted = node.scalar?.isPlain == false
        if text.contains(where: { patternLetters.contains($0) }),
            quoted || fields.contains(where: { text.contains($0) }) && text.contains(where: { !$0.isLetter })
        {
            return .pattern(text)
        }
        let keywords = DateFormat.keywords.keys.sorted()
        reading.diagnostics.error(
            node.mark,
            "unknown date format '\(text)': expected one of \(keywords.joined(separator: ", ")), or a quoted pattern such as \"yyyy-MM-dd'T'HH:mm:ssZ\"\(Suggestion.hint(for: text, in: keywords))"
        )
        return nil
    }

    static func timeout(_ node: Node, _ reading: inout NodeReading) -> Double? {
        guard let value = reading.number(node, "'timeout' (seconds)") else { return nil }
        guard value > 0 else {
            reading.diagnostics.error(node.mark, "'timeout' must be a positive number of seconds, not \(node.string ?? "")")
            return nil
        }
        return value
    }

    static func retry(_ node: Node, _ reading: inout NodeReading) -> Int? {
        guard let value = reading.integer(node, "'retry' (extra attempts)") else { return nil }
        guard value >= 0 else {
            reading.diagnostics.error(node.mark, "'retry' must be zero or more extra attempts, not \(value); 0 turns retries off")
            return nil
        }
        return value
    }

    static func cache(_ node: Node, _ reading: inout NodeReading) -> Double? {
        guard let value = reading.number(node, "'cache' (seconds)") else { return nil }
        guard value > 0 else {
            reading.diagnostics.error(
                node.mark, "'cache' must be a positive number of seconds, not \(node.string ?? ""); leave it out to not cache")
            return nil
        }
        return value
    }

    /// The units `maxResponseSize` takes after a number: decimal (`MB`) and binary (`MiB`).
    static let byteUnits: [(suffix: String, bytes: Int)] = [
        ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("KB", 1_000), ("MB", 1_000_000), ("GB", 1_000_000_000), ("B", 1),
    ]

    /// A positive size in bytes: a whole number (`1048576`) or one with a unit (`20MB`, `512 KiB`).
    static func byteCount(_ node: Node, _ reading: inout NodeReading) -> Int? {
        let what = "'maxResponseSize' (bytes, or a number with KB, MB, GB, KiB, MiB or GiB: 20MB)"
        guard let text = node.scalar.map({ $0.value.trimmingCharacters(in: .whitespaces) }) else {
            _ = reading.integer(node, what)
            return nil
        }
        let unit = byteUnits.first { text.hasSuffix($0.suffix) }
        let digits = unit.map { String(text.dropLast($0.suffix.count)).trimmingCharacters(in: .whitespaces) } ?? text
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0 else {
            reading.diagnostics.error(node.mark, "expected a positive size for \(what), found '\(text)'")
            return nil
        }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit?.bytes ?? 1)
        guard !overflow else {
            reading.diagnostics.error(node.mark, "'maxResponseSize' \(text) is too large")
            return nil
        }
        return bytes
    }

    static func envelope(_ node: Node, _ reading: inout NodeReading) -> EnvelopeSpec? {
        if let name = node.string {
            return EnvelopeSpec(
                model: name, mark: node.mark, dataField: nil, successField: nil, messageFields: [],
                requestIdField: nil, isExplicit: false)
        }
        guard let pairs = reading.mapping(node, "'envelope' (a model name or { model: … })") else { return nil }
        reading.checkKeys(pairs, allowed: ["model", "data", "success", "code", "message", "requestId"], in: "'envelope'")
        guard let modelNode = pairs["model"], let model = reading.string(modelNode, "'model'") else {
            reading.diagnostics.error(node.mark, "'envelope' needs 'model: Name'")
            return nil
        }
        var marks: [String: Mark] = [:]
        func field(_ key: String) -> String? {
            guard let node = pairs[key], let name = reading.string(node, "'\(key)' (a field name)") else { return nil }
            marks["\(key): \(name)"] = node.mark
            return name
        }
        var messages: [String] = []
        if let message = pairs["message"] {
            for item in message.sequence ?? [message] {
                guard let name = reading.string(item, "'message' (a field name, or a list of them)") else { continue }
                marks["message: \(name)"] = item.mark
                messages.append(name)
            }
        }
        var spec = EnvelopeSpec(
            model: model, mark: modelNode.mark, dataField: field("data"), successField: field("success"),
            messageFields: messages, requestIdField: field("requestId"), isExplicit: true)
        spec.codeField = field("code")
        spec.fieldMarks = marks
        return spec
    }

    static func errorBody(_ node: Node, _ reading: inout NodeReading) -> ErrorBodySpec? {
        if let name = node.string {
            var spec = ErrorBodySpec(model: name, mark: node.mark, messagePaths: [], requestIdPath: nil, isExplicit: false)
            spec.fromDocument = reading.readsDocument
            return spec
        }
        guard let pairs = reading.mapping(node, "'error' (a model name or { model: … })") else { return nil }
        reading.checkKeys(pairs, allowed: ["model", "message", "requestId"], in: "'error'")
        guard let modelNode = pairs["model"], let model = reading.string(modelNode, "'model'") else {
            reading.diagnostics.error(node.mark, "'error' needs 'model: Name'")
            return nil
        }
        var marks: [String: Mark] = [:]
        func path(_ key: String, _ node: Node) -> [String]? {
            guard let text = reading.string(node, "'\(key)' (a field path\(key == "message" ? ", or a list of them" : ""))") else {
                return nil
            }
            marks["\(key): \(text)"] = node.mark
            return text.split(separator: ".").map(String.init)
        }
        // `message:` may list several paths, as an envelope's may: the first non-nil wins.
        let messages = pairs["message"].map { node in (node.sequence ?? [node]).compactMap { path("message", $0) } } ?? []
        var spec = ErrorBodySpec(
            model: model, mark: modelNode.mark, messagePaths: messages, requestIdPath: pairs["requestId"].flatMap { path("requestId", $0) },
            isExplicit: true)
        spec.fieldMarks = marks
        return spec
    }

    /// `rateLimit: { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-seconds }`.
    static func rateLimit(_ node: Node, _ reading: inout NodeReading) -> RateLimitSpec? {
        let example = "{ remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-seconds }"
        guard let pairs = node.mapping else {
            reading.diagnostics.error(
                node.mark, "expected a mapping for 'rateLimit', found \(reading.describe(node)); write e.g. 'rateLimit: \(example)'")
            return nil
        }
        reading.checkKeys(pairs, allowed: ["remaining", "reset", "resetIs"], in: "'rateLimit'")
        func header(_ key: String) -> String? {
            guard let node = pairs[key], let name = reading.string(node, "'\(key)' (a header name)") else { return nil }
            guard isHeaderName(name) else {
                reading.diagnostics.error(
                    node.mark, "'\(name)' is not a valid HTTP header name, e.g. X-RateLimit-\(key == "reset" ? "Reset" : "Remaining")")
                return nil
            }
            return name
        }
        let remaining = header("remaining")
        if pairs["remaining"] == nil {
            reading.diagnostics.error(
                node.mark, "'rateLimit' needs 'remaining:', the header with the number of requests left, e.g. \(example)")
        }
        let reset = header("reset")
        if let remaining, let reset, let resetNode = pairs["reset"], remaining.lowercased() == reset.lowercased() {
            reading.diagnostics.error(
                resetNode.mark, "'remaining' and 'reset' name the same header '\(reset)'; 'reset' says when the limit resets")
        }
        var resetIs = RateLimitSpec.Reset.epochSeconds
        if let resetIsNode = pairs["resetIs"], let text = reading.string(resetIsNode, "'resetIs'") {
            if let value = RateLimitSpec.Reset(rawValue: text) {
                resetIs = value
            } else {
                let names = RateLimitSpec.Reset.allCases.map(\.rawValue)
                reading.diagnostics.error(
                    resetIsNode.mark,
                    "unknown 'resetIs' value '\(text)': expected epoch-seconds (the reset's moment, in seconds since 1970) or seconds (seconds from now)\(Suggestion.hint(for: text, in: names))"
                )
            }
            if pairs["reset"] == nil {
                reading.diagnostics.error(
                    resetIsNode.mark,
                    "'resetIs' says how the 'reset' header reads, and 'rateLimit' has no 'reset': add 'reset: X-RateLimit-Reset' or leave 'resetIs' out"
                )
            }
        } else if let reset, let resetNode = pairs["reset"], reset.lowercased() == "ratelimit-reset" {
            // The IETF RateLimit headers count seconds from now, where X-RateLimit-Reset is
            // usually a moment: the default would read this one wrong.
            reading.diagnostics.warning(
                resetNode.mark,
                "'\(reset)' is seconds from now in the IETF RateLimit headers, but 'resetIs' defaults to epoch-seconds; say 'resetIs: seconds' (or 'resetIs: epoch-seconds')"
            )
        }
        guard let remaining else { return nil }
        return RateLimitSpec(remaining: remaining, reset: reset, resetIs: resetIs, mark: node.mark)
    }

    /// Why `value` cannot be sent as a header value, or nil. RFC 9110 forbids CR, LF and NUL in
    /// a field value (they would end the header early, and a server may read what follows as
    /// another header), and no other control character but tab is a field character either.
    static func headerValueProblem(_ value: String) -> String? {
        guard let bad = value.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else { return nil }
        let hex = String(bad.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        let named = ["\r": "CR", "\n": "LF", "\0": "NUL"][bad].map { "\($0) (\(code))" } ?? code
        return
            "contains \(named); a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early"
    }

    /// Reports each header of one `headers:` mapping whose name an earlier one has in another
    /// case: header names ignore case (RFC 9110), so the later would replace the earlier.
    static func checkRepeatedNames(_ headers: [(name: String, mark: Mark)], in what: String, _ reading: inout NodeReading) {
        var seen: [String: (name: String, mark: Mark)] = [:]
        for header in headers {
            if let first = seen[header.name.lowercased()] {
                reading.diagnostics.error(
                    header.mark,
                    "header '\(header.name)' of \(what) is '\(first.name)' (\(first.mark)) again: header names ignore case, so one would replace the other; keep one"
                )
            } else {
                seen[header.name.lowercased()] = header
            }
        }
    }

    /// RFC 7230 token characters.
    static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
            }
    }
}
