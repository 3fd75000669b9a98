import SpecLanguage

/// The parts of the runtime that only an API using a feature needs: an API without unions gets
/// no union coding, one without pagination no page sequences. A file left out is still written,
/// as one comment, so that a module's files are the same whatever its spec uses (the build
/// plugin declares them before gen runs) and a feature switched on changes one file's contents.
///
/// Every other runtime file is in every module: the client itself uses it.
enum RuntimeSelection {
    /// Each optional file, by its name in `Templates/Runtime/`, and what needs it.
    static let optionalFiles: [String: OptionalFile] = [
        "UnionCoding.swift": OptionalFile("unions") { !$0.api.unions.isEmpty },
        // Its coding key is the unions' too (the tag of a tagged union).
        "AdditionalProperties.swift": OptionalFile("additional properties or unions") {
            !$0.api.unions.isEmpty || $0.api.models.contains { $0.additionalProperties != nil }
        },
        "LenientScalar.swift": OptionalFile("lenient scalars") { $0.api.models.contains { $0.fields.contains(where: \.lenient) } },
        "Pagination.swift": OptionalFile("pagination") { $0.api.endpoints.contains { $0.pagination != nil } },
        "Indirect.swift": OptionalFile("fields that hold their own model") { $0.boxesFields },
        "Nullable.swift": OptionalFile("clearable fields") { $0.api.models.contains { $0.fields.contains(where: \.clearable) } },
        "ServerSentEvents.swift": OptionalFile("server-sent events") { $0.api.endpoints.contains { $0.events != nil } },
    ]

    struct OptionalFile: Sendable {
        /// What the API would use, in the comment that replaces the file.
        var feature: String
        var isUsed: @Sendable (Usage) -> Bool

        init(_ feature: String, isUsed: @escaping @Sendable (Usage) -> Bool) {
            self.feature = feature
            self.isUsed = isUsed
        }
    }

    /// What an API's generated code uses, as far as the optional files go.
    struct Usage: Sendable {
        var api: API
        /// Whether a model stores a field in an `Indirect` box (see `ContextBuilder.field`).
        var boxesFields: Bool
    }

    /// The text of `file` in a module whose code uses `usage`: the file, or a comment that says
    /// why it is left out.
    static func text(of file: RuntimeFile, for usage: Usage) -> String {
        guard let optional = optionalFiles[file.name], !optional.isUsed(usage) else { return file.text }
        return "// \(usage.api.name) uses no \(optional.feature): this part of the runtime (\(file.name)) is left out.\n"
    }
}
