import Foundation

/// Servers → the API's servers, and an endpoint's own: each URL with its variables at their
/// defaults.
extension OpenAPIReader {

    /// Servers with their variables' defaults. The spec language needs one absolute URL: a
    /// document with none (no `servers`, or only a relative `/api/v3`) gets `https://localhost`
    /// and that path, with a warning, and the app gives the client its `baseURL`.
    mutating func servers(_ node: Node?) {
        var relative: (path: String, mark: Mark)?
        var names: Set<String> = []
        var leftOut = 0
        let items = node.flatMap { serverList($0) } ?? []
        let distinct = Self.distinctWords(of: items.map { $0.mapping?["description"]?.string })
        for (index, item) in items.enumerated() {
            guard let (url, urlNode) = serverURL(item), let pairs = item.mapping else { continue }
            guard FileLoader.isValidServerURL(url) else {
                if url.hasPrefix("/"), relative == nil, FileLoader.isValidServerURL("https://localhost" + url) {
                    relative = (url, urlNode.mark)
                } else {
                    diagnostics.warning(urlNode.mark, Self.notAbsolute(url, "it is left out", server: item))
                    leftOut += 1
                }
                continue
            }
            // A template whose defaults name this machine (`{scheme}://{host}`, host `localhost`)
            // is a placeholder for the host a caller gives; so is this machine written out as the
            // first server, the client's default (Jellyfin's `http://localhost`, a server each
            // user runs). A later one is a development server beside the real ones.
            if let host = URL(string: url)?.host, ["localhost", "127.0.0.1", "::1"].contains(host) {
                if url != urlNode.string {
                    diagnostics.warning(
                        urlNode.mark,
                        "server '\(urlNode.string ?? url)' is \(url) with its variables' defaults; make the client with 'baseURL:' to reach the real host"
                    )
                } else if spec.servers.isEmpty {
                    diagnostics.warning(
                        urlNode.mark,
                        "the API's first server is this machine (\(url)); make the client with 'baseURL:' to reach the real host")
                }
            }
            var name = Naming.camelCase(distinct[index] ?? "")
            // What is left of "Server 1" beside "Server 2" (`1`) names nothing: the whole does.
            if !Self.isServerName(name) { name = Naming.camelCase(pairs["description"]?.string ?? "") }
            if !Self.isServerName(name) {
                name = index == 0 ? "production" : "server\(index + 1)"
            }
            while !names.insert(name.lowercased()).inserted { name += "\(index + 1)" }
            spec.servers.append((name, url, urlNode.mark))
        }
        if let relative, !spec.servers.isEmpty {
            diagnostics.warning(relative.mark, Self.notAbsolute(relative.path, "it is left out"))
        }
        if spec.servers.isEmpty {
            let path = relative?.path ?? ""
            let mark = relative?.mark ?? node?.mark ?? root.mark
            // Servers left out were said one by one: this says what stands in for them.
            let reason = leftOut > 0 ? "no server of the document can be used as written" : "the document gives no absolute server URL"
            diagnostics.warning(
                mark, "\(reason), so the API's server is https://localhost\(path); make the client with 'baseURL:' to reach the real host")
            spec.servers.append(("localhost", "https://localhost" + path, mark))
        }
    }

    /// A server object's URL with each variable at its default, and the node of its `url`.
    mutating func serverURL(_ item: Node) -> (url: String, node: Node)? {
        guard let pairs = item.mapping, let urlNode = pairs["url"], var url = urlNode.string else {
            diagnostics.error(item.mark, "a server needs 'url'")
            return nil
        }
        for pair in pairs["variables"]?.mapping ?? [] {
            guard let variable = pair.key.string else { continue }
            guard let value = pair.value.mapping?["default"]?.string else {
                diagnostics.error(pair.value.mark, "server variable '\(variable)' needs a 'default'")
                continue
            }
            url = url.replacingOccurrences(of: "{\(variable)}", with: value)
        }
        return (url, urlNode)
    }

    /// Whether a name made from a server's description can name it.
    static func isServerName(_ name: String) -> Bool {
        (2...24).contains(name.count) && Naming.isIdentifier(name) && name.contains(where: \.isLetter)
    }

    /// What tells each server's description apart from the others', as the words for its name:
    /// the words all of them begin or end with left out (Svix's "The Svix EU region", "The Svix
    /// US region": `eu`, `us`; Rebilly's "Sandbox server", "Live server": `sandbox`, `live`),
    /// and a leading article; where one description is nothing but those words, none is cut.
    static func distinctWords(of descriptions: [String?]) -> [String?] {
        let words = descriptions.map { text in
            text.map { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
        }
        let described = words.compactMap { $0 }
        func shared(_ pick: ([String]) -> ArraySlice<String>) -> Int {
            guard described.count > 1, let shortest = described.map(\.count).min() else { return 0 }
            var count = 0
            while count < shortest,
                Set(described.map { pick($0).dropFirst(count).first?.lowercased() ?? "" }).count == 1
            {
                count += 1
            }
            return count
        }
        var leading = shared { $0[...] }
        var trailing = shared { $0.reversed()[...] }
        // One description that is nothing but the shared words: the names keep every word, so
        // that they read alike ("EU server", "EU server backup": not `euServer` and `backup`).
        if described.contains(where: { $0.count <= leading + trailing }) { (leading, trailing) = (0, 0) }
        return zip(descriptions, words).map { description, words in
            guard let words else { return nil }
            var kept = Array(words.dropFirst(leading).dropLast(trailing))
            if kept.count > 1, ["the", "a", "an"].contains(kept[0].lowercased()) { kept.removeFirst() }
            return kept.isEmpty ? description : kept.joined(separator: " ")
        }
    }

    /// The server an operation (or its path) names instead of the document's: the first of
    /// its `servers`, when that is an absolute URL other than the API's own first one.
    mutating func endpointServer(_ node: Node, into endpoint: inout ImportedSpec.Endpoint) {
        guard let items = serverList(node), let first = items.first, let (url, urlNode) = serverURL(first) else { return }
        guard FileLoader.isValidServerURL(url) else {
            // Once per server: a path's serves each of its operations.
            if warnedServers.insert(urlNode.mark).inserted {
                diagnostics.warning(urlNode.mark, Self.notAbsolute(url, "the API's servers are used instead", server: first))
            }
            return
        }
        if items.count > 1 {
            endpoint.notes.append("servers: the first of \(items.count) is used")
            // Said as a warning, once per list (a path's serves each of its operations): the
            // calls go to one of several servers, often a sandbox before the live one.
            if warnedServers.insert(node.mark).inserted {
                let others = items.dropFirst().compactMap { $0.mapping?["url"]?.string }.map { "'\($0)'" }
                diagnostics.warning(
                    node.mark,
                    "calls with these servers are sent to '\(url)', the first of them (not \(others.joined(separator: ", "))); a client that should reach another sets 'servers[\"\(url)\"]' in its configuration"
                )
            }
        }
        if url != spec.servers.first?.url {
            endpoint.server = url
            endpoint.serverMark = urlNode.mark
        }
    }

    /// Why a server URL is not used, and what happens instead: an http(s) URL that still holds
    /// a variable (`https://{region}.example`) lacks a default for it, or has one that is only a
    /// placeholder (`default: '{organizationId}'`, a value each customer has), which is named as
    /// the reason.
    static func notAbsolute(_ url: String, _ consequence: String, server: Node? = nil) -> String {
        if url.hasPrefix("https://") || url.hasPrefix("http://"), let open = url.firstIndex(of: "{"),
            let close = url[open...].firstIndex(of: "}")
        {
            let name = String(url[url.index(after: open)..<close])
            let variables = server?.mapping?["variables"]?.mapping ?? []
            if let placeholder = variables.first(where: { $0.value.mapping?["default"]?.string?.contains("{\(name)}") == true }) {
                return
                    "server '\(url)': the default of its variable '\(placeholder.key.string ?? name)' is '{\(name)}', a placeholder rather than a value; \(consequence); make the client with 'baseURL:' holding the real value"
            }
            if server?.mapping?["variables"] == nil, server != nil {
                return "server '\(url)' uses the variable '\(url[open...close])', which it declares in no 'variables'; \(consequence)"
            }
            return "server '\(url)' uses the variable '\(url[open...close])', which its 'variables' give no default; \(consequence)"
        }
        return "server '\(url)' is not an absolute http(s) URL; \(consequence)"
    }

    private mutating func serverList(_ node: Node) -> [Node]? {
        guard let items = node.sequence else {
            diagnostics.error(node.mark, "'servers' is a list of server objects")
            return nil
        }
        return items
    }
}
