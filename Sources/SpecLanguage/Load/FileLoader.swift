/// Reads one spec file's YAML tree into a `SpecFile`: the API-level keys here, models and
/// endpoints in their own loaders. Reports every problem it finds and keeps going.
struct FileLoader {
    static let apiKeys = [
        "api", "description", "servers", "wire", "auth", "authSchemes", "headers", "envelope", "error", "errorTexts", "requestId",
        "rateLimit", "formStyle", "defaults", "models", "endpoints", "access", "combine",
    ]

    var reading = NodeReading()

    /// nil when the file cannot be read as a spec at all (no document, not a mapping, no `api:`).
    mutating func load(_ root: Node?, path: String) -> SpecFile? {
        let top = Mark(file: path, line: 1, column: 1)
        guard let root else {
            reading.diagnostics.error(top, "the file is empty: a spec starts with 'api: Name'")
            return nil
        }
        guard let pairs = reading.mapping(root, "the spec file") else { return nil }
        reading.checkKeys(pairs, allowed: Self.apiKeys, in: "the spec file")
        guard let nameNode = pairs["api"] else {
            reading.diagnostics.error(root.mark, "the file has no 'api:' key: add 'api: Name' to say which API it describes")
            return nil
        }
        guard let name = reading.string(nameNode, "'api'") else { return nil }
        guard Naming.isIdentifier(name) else {
            reading.diagnostics.error(
                nameNode.mark, "API name '\(name)' must be a Swift identifier (letters, digits, _), as it names a module")
            return nil
        }
        if let problem = Self.moduleNameProblem(name) {
            reading.diagnostics.error(nameNode.mark, problem)
            return nil
        }
        var file = SpecFile(path: path, api: API(name: name, mark: nameNode.mark))
        file.api.files = [path]
        file.misspeltSettings = Set(
            pairs.compactMap { $0.key.string }.filter { !Self.apiKeys.contains($0) }.compactMap {
                Suggestion.closest(to: $0, in: Self.apiKeys)
            })
        for pair in pairs {
            guard let key = pair.key.string, key != "api" else { continue }
            // A misspelt `models:` or `endpoints:` (`model:`) is reported once, by checkKeys,
            // and read as meant: otherwise each use of its models would be a follow-on error.
            var meant = key
            if !Self.apiKeys.contains(key), pair.value.mapping != nil,
                let section = Suggestion.closest(to: key, in: ["models", "endpoints"]), pairs[section] == nil
            {
                meant = section
            }
            if meant != "models" && meant != "endpoints" { file.settingMarks.append((key, pair.key.mark)) }
            loadSetting(meant, pair.value, into: &file)
        }
        return file
    }

    /// The most bytes (UTF-8) an API name may have. It names the module's folder and files: gen
    /// writes `<API>RuntimeEndpointRequest.swift` (with `--flat`), the compiler
    /// `<API>.private.swiftinterface`, `lib<API>.dylib`, and file systems allow 255 bytes a name;
    /// 64 leaves room for every such suffix and keeps build paths short.
    static let maxAPINameBytes = 64

    /// Why a Swift identifier cannot name the generated module, or nil when it can.
    static func moduleNameProblem(_ name: String) -> String? {
        let bytes = name.utf8.count
        if bytes > maxAPINameBytes {
            let shown = name.count > 24 ? name.prefix(24) + "…" : Substring(name)
            return "API name '\(shown)' is \(bytes) bytes long; an API name may have at most \(maxAPINameBytes) bytes (UTF-8), "
                + "as it names the module's folder and files, and a file name may have 255 bytes"
        }
        if SwiftNames.keywords.contains(name) {
            return "API name '\(name)' is a Swift keyword, which cannot name a module; rename the API, e.g. '\(name)API'"
        }
        if let module = SwiftNames.reservedModules.first(where: { $0.lowercased() == name.lowercased() }) {
            let spelling = module == name ? "" : " (as '\(module)' on a case-insensitive file system)"
            return "API name '\(name)' is the name of a module that Swift provides or the generated code imports\(spelling); "
                + "a module of that name would hide it or fail to build: rename the API, e.g. '\(name)API'"
        }
        return nil
    }

    private mutating func loadSetting(_ key: String, _ node: Node, into file: inout SpecFile) {
        switch key {
        case "description":
            file.api.description = reading.string(node, "'description'")
        case "servers":
            file.api.servers = servers(node)
        case "wire":
            wire(node, into: &file.api)
        case "auth":
            if let scheme = PolicyLoader.auth(node, &reading) { file.api.auth = scheme }
        case "authSchemes":
            file.api.authSchemes = PolicyLoader.authSchemes(node, &reading)
        case "errorTexts":
            file.api.errorTexts = PolicyLoader.errorTexts(node, &reading)
        case "headers":
            file.api.headers = headers(node)
        case "envelope":
            // Without `model:` and with `success:`, a flag beside the payload, not a wrapper.
            if let pairs = node.mapping, pairs["model"] == nil, pairs["success"] != nil {
                file.api.successFlag = PolicyLoader.successFlag(pairs, at: node, &reading)
            } else {
                file.api.envelope = PolicyLoader.envelope(node, &reading)
            }
        case "formStyle":
            if let style = PolicyLoader.formStyle(node, &reading) { file.api.formStyle = style }
        case "error":
            file.api.errorBody = PolicyLoader.errorBody(node, &reading)
        case "requestId":
            var node = node
            if let pairs = node.mapping {
                // `{ header: X-Request-Id, send: false }`: an id the server returns and the client does not send.
                reading.checkKeys(pairs, allowed: ["header", "send"], in: "'requestId'")
                if let send = pairs["send"] { file.api.sendsRequestId = reading.bool(send, "'send'") ?? true }
                guard let header = pairs["header"] else {
                    if pairs["send"] == nil { reading.diagnostics.error(node.mark, "'requestId' needs 'header: X-Request-ID'") }
                    return
                }
                node = header
            }
            if let name = reading.string(node, "'requestId' (a header name)") {
                if PolicyLoader.isHeaderName(name) {
                    file.api.requestIdHeader = name
                } else {
                    reading.diagnostics.error(node.mark, "'\(name)' is not a valid HTTP header name, e.g. X-Request-ID")
                }
            }
        case "rateLimit":
            file.api.rateLimit = PolicyLoader.rateLimit(node, &reading)
        case "defaults":
            file.api.defaults = defaults(node)
        case "access":
            if let level = SurfaceLoader.access(node, &reading) { file.api.access = level }
        case "combine":
            SurfaceLoader.combine(node, into: &file.api, &reading)
        case "models":
            var models = ModelLoader(reading: reading)
            models.load(node, into: &file.api)
            reading = models.reading
        case "endpoints":
            var endpoints = EndpointLoader(reading: reading)
            endpoints.load(node, into: &file)
            reading = endpoints.reading
        default:
            break  // reported by checkKeys
        }
    }

    private mutating func servers(_ node: Node) -> [API.Server] {
        if let url = node.string, !node.isNull {
            // The commonest slip: one URL where a mapping of named environments is expected.
            reading.diagnostics.error(
                node.mark, "expected a mapping of names to URLs for 'servers', found '\(url)'; write 'servers: { production: \(url) }'")
            return []
        }
        guard let pairs = reading.mapping(node, "'servers' (name: URL)") else { return [] }
        var servers: [API.Server] = []
        for pair in pairs {
            guard let name = reading.string(pair.key, "a server name"),
                let url = reading.string(pair.value, "server '\(name)'")
            else { continue }
            if !Self.isValidServerURL(url) {
                reading.diagnostics.error(
                    pair.value.mark,
                    "invalid server URL '\(url)': expected an absolute http:// or https:// URL such as https://api.example.com/v1")
            }
            servers.append(API.Server(name: name, url: url, mark: pair.key.mark))
        }
        if servers.isEmpty { reading.diagnostics.error(node.mark, "'servers' needs at least one server") }
        return servers
    }

    /// An absolute http(s) URL with a host, no query or fragment, and only the ASCII characters
    /// RFC 3986 allows (a `%` starting an escape): the generated client reads it with
    /// `URL(string:)!`, which is nil for a `"`, a control character, non-ASCII text or an
    /// unclosed `[` on some or all of the platforms it runs on.
    static func isValidServerURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        let authority = rest.prefix { $0 != "/" }
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let hostName: Substring
        let port: Substring?
        if host.hasPrefix("[") {
            // An IP literal: `[` hex digits, `:` and `.` `]`, then at most a port.
            guard let close = host.firstIndex(of: "]") else { return false }
            hostName = host[host.index(after: host.startIndex)..<close]
            guard hostName.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }) else { return false }
            let after = host[host.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return false }
            port = after.isEmpty ? nil : after.dropFirst()
        } else {
            let pieces = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            hostName = pieces[0]
            port = pieces.count > 1 ? pieces[1] : nil
        }
        guard !hostName.isEmpty, port?.allSatisfy({ ("0"..."9").contains($0) }) ?? true else { return false }
        // Brackets only around an IP literal, which was checked above.
        let brackets = rest.filter { $0 == "[" || $0 == "]" }.count
        guard brackets == (host.hasPrefix("[") ? 2 : 0) else { return false }
        return unportableURLCharacter(in: rest, allowed: serverURLBytes) == nil
    }

    /// The first character of `text` that `URL(string:)` does not take on every platform gen's
    /// clients run on (older Apple systems return nil, where Linux takes it): one outside
    /// `allowed`, or a `%` that starts no escape. Nil when there is none.
    static func unportableURLCharacter(in text: Substring, allowed: Set<UInt8>) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, Self.isHexDigit(bytes[index + 1]), Self.isHexDigit(bytes[index + 2]) else { return "%" }
                index += 3
                continue
            }
            guard allowed.contains(byte) else { return String(decoding: bytes[index...], as: UTF8.self).first.map(String.init) }
            index += 1
        }
        return nil
    }

    /// RFC 3986's unreserved and sub-delimiter characters, `:`, `@`, `/` and the IP literal's
    /// brackets: everything a server URL may hold but a `%` escape.
    private static let serverURLBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/[]".utf8)

    /// What any URL may hold besides: a query and a fragment.
    static let urlBytes = serverURLBytes.union("?#".utf8)

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private mutating func wire(_ node: Node, into api: inout API) {
        guard let pairs = reading.mapping(node, "'wire'") else { return }
        reading.checkKeys(pairs, allowed: ["keys", "dates", "digits"], in: "'wire'")
        if let digits = pairs["digits"], let style = PolicyLoader.digitStyle(digits, &reading) { api.digitStyle = style }
        if let keys = pairs["keys"], let style = PolicyLoader.keyStyle(keys, &reading) { api.keyStyle = style }
        if let dates = pairs["dates"], let format = PolicyLoader.dateFormat(dates, &reading) { api.dateFormat = format }
    }

    mutating func headers(_ node: Node) -> [(name: String, value: String)] {
        guard let pairs = reading.mapping(node, "'headers' (Name: value)") else { return [] }
        var headers: [(name: String, value: String)] = []
        var marks: [(name: String, mark: Mark)] = []
        for pair in pairs {
            guard let name = reading.string(pair.key, "a header name"),
                let value = reading.string(pair.value, "header '\(name)'")
            else { continue }
            if !PolicyLoader.isHeaderName(name) {
                reading.diagnostics.error(pair.key.mark, "'\(name)' is not a valid HTTP header name")
            }
            if let problem = PolicyLoader.headerValueProblem(value) {
                reading.diagnostics.error(pair.value.mark, "the value of header '\(name)' \(problem)")
            }
            headers.append((name, value))
            marks.append((name, pair.key.mark))
        }
        PolicyLoader.checkRepeatedNames(marks, in: "the API", &reading)
        return headers
    }

    private mutating func defaults(_ node: Node) -> API.Defaults {
        var defaults = API.Defaults()
        guard let pairs = reading.mapping(node, "'defaults'") else { return defaults }
        reading.checkKeys(pairs, allowed: ["auth", "timeout", "retry", "retryUnsafe", "cache", "maxResponseSize"], in: "'defaults'")
        if let auth = pairs["auth"] { defaults.auth = PolicyLoader.auth(auth, &reading) }
        if let timeout = pairs["timeout"] { defaults.timeout = PolicyLoader.timeout(timeout, &reading) }
        if let retry = pairs["retry"] { defaults.retry = PolicyLoader.retry(retry, &reading) }
        if let value = pairs["retryUnsafe"] { defaults.retryUnsafe = reading.bool(value, "'retryUnsafe'") }
        if let cache = pairs["cache"] { defaults.cache = PolicyLoader.cache(cache, &reading) }
        if let size = pairs["maxResponseSize"] { defaults.maxResponseSize = PolicyLoader.byteCount(size, &reading) }
        return defaults
    }
}
