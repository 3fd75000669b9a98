/// Merges the files of each API into one `API`, reporting settings given twice and
/// names declared in two places.
struct APIMerger {
    var diagnostics = Diagnostics()
    /// A file could not be read as a spec; it may have held an API's settings, so their
    /// absence is not reported (the file's own error is).
    var someFileUnread = false

    mutating func merge(_ files: [SpecFile]) -> [API] {
        var order: [String] = []
        var byName: [String: [SpecFile]] = [:]
        for file in files {
            if byName[file.api.name] == nil { order.append(file.api.name) }
            byName[file.api.name, default: []].append(file)
        }
        return order.sorted().map { mergeFiles(byName[$0]!) }
    }

    private mutating func mergeFiles(_ files: [SpecFile]) -> API {
        var api = files[0].api
        var settingMarks: [String: Mark] = [:]
        for (key, mark) in files[0].settingMarks { settingMarks[key] = mark }
        for file in files.dropFirst() {
            let part = file.api
            api.files.append(contentsOf: part.files)
            for (key, mark) in file.settingMarks {
                if let first = settingMarks[key] {
                    diagnostics.error(mark, "'\(key)' of API '\(api.name)' is already set at \(first); set it in one file only")
                    continue
                }
                settingMarks[key] = mark
                copySetting(key, from: part, to: &api)
            }
            api.models.append(contentsOf: part.models)
            api.enums.append(contentsOf: part.enums)
            api.unions.append(contentsOf: part.unions)
            for group in part.groups {
                if let index = api.groups.firstIndex(where: { $0.name == group.name }) {
                    api.groups[index].endpoints.append(contentsOf: group.endpoints)
                } else {
                    api.groups.append(group)
                }
            }
        }
        api.files.sort()
        // Only when no file gives `servers`: a `servers:` that is wrong or misspelt is reported
        // where it stands.
        if settingMarks["servers"] == nil, !someFileUnread, !files.contains(where: { $0.misspeltSettings.contains("servers") }) {
            diagnostics.error(
                api.mark, "API '\(api.name)' has no 'servers': add at least one, e.g. 'servers: { production: https://api.example.com }'")
        }
        return api
    }

    private func copySetting(_ key: String, from part: API, to api: inout API) {
        switch key {
        case "description": api.description = part.description
        case "servers": api.servers = part.servers
        case "wire":
            api.keyStyle = part.keyStyle
            api.digitStyle = part.digitStyle
            api.dateFormat = part.dateFormat
        case "auth": api.auth = part.auth
        case "authSchemes": api.authSchemes = part.authSchemes
        case "errorTexts": api.errorTexts = part.errorTexts
        case "headers": api.headers = part.headers
        case "envelope":
            api.envelope = part.envelope
            api.successFlag = part.successFlag
        case "error": api.errorBody = part.errorBody
        case "requestId":
            api.requestIdHeader = part.requestIdHeader
            api.sendsRequestId = part.sendsRequestId
        case "formStyle": api.formStyle = part.formStyle
        case "rateLimit": api.rateLimit = part.rateLimit
        case "defaults": api.defaults = part.defaults
        case "access": api.access = part.access
        case "combine": api.combine = part.combine
        default: break
        }
    }

    /// Two APIs whose module folders would differ only in case (`Shop`, `shop`).
    static func moduleCollisions(_ apis: [API]) -> Diagnostics {
        var diagnostics = Diagnostics()
        var seen: [String: API] = [:]
        for api in apis {
            let key = api.name.lowercased()
            if let other = seen[key] {
                diagnostics.error(
                    api.mark,
                    "API '\(api.name)' and API '\(other.name)' (\(other.mark)) would be written to the same folder on case-insensitive file systems; rename one"
                )
            } else {
                seen[key] = api
            }
        }
        return diagnostics
    }
}
