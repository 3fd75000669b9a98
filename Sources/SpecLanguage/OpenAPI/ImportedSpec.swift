/// What an OpenAPI document says, in the spec language's terms: the typed value between
/// reading a document (`OpenAPIReader`) and writing it as a spec (`SpecWriter`). Every
/// declaration keeps the mark of the document node it came from, so a problem found later in
/// the spec is reported at that place in the document.
struct ImportedSpec {
    struct Field {
        /// The spec name: the property's own name where it can be one, else a name made from it.
        var name: String
        /// The wire key when `name` is not it.
        var key: String?
        var type: TypeRef
        var mark: Mark
        var description: String?
        var deprecated = false
        /// Sent as `null` when nil: a required property that may be null.
        var nullable = false
        /// Whether the schema itself may be null, required or not: what the field is once a
        /// schema that extends its model requires it.
        var schemaIsNullable = false
        /// Sent, never answered: optional even where required (answers leave it out).
        var writeOnly = false
        /// Required, but write-only, so optional for the answers that leave it out: required
        /// again in a model that no answer holds (`shapeSentModels`).
        var requiredWhenSent = false
        /// Optional and nullable in a model that only requests carry: `null` is a value of its
        /// own there (a PATCH clears with it), so the field is `clearable` (`shapeSentModels`).
        var clearable = false
        /// A date without a time (`format: date`).
        var dateOnly = false
        var defaultValue: Value?
        /// Required, with a default (a required constant): answers must hold the key, and the
        /// default is the initializer's only (`required: true`). Or required and nullable in a
        /// model that only requests carry: the initializer takes no default (`shapeSentModels`).
        var keyRequired = false
        /// A default left to the server (`leaveDefaultToServer`), and the sentence of the
        /// description that names it: a schema that requires the field makes it its default again.
        var serverDefault: (value: Value, sentence: String)?
        var example: Value?
        /// For query parameters and form fields: bracket notation (`deepObject`), or a list
        /// as one comma-separated value (`explode: false`); nil for gen's default.
        var style: FormStyle?
        /// A tagged union whose tag and variant's fields sit beside the model's own properties
        /// (`flatten: true`): `oneOf` beside `properties`, as Rust's serde writes a flattened enum.
        var flatten = false

        /// The key on the wire: `key`, or the name when it is the key.
        var wireKey: String { key ?? name }

        /// Whether every value holds it (a nullable one may be `null`). One with a default is
        /// not required, the default standing in for it, unless its key must be there.
        var isRequired: Bool { nullable || !type.isOptional && (defaultValue == nil || keyRequired) }

        /// Whether a schema's `required` makes this field required where it is copied in: not a
        /// write-only one (answers leave it out).
        var canBeRequired: Bool { !isRequired && !writeOnly }

        /// Required, as a schema that extends its model requires it: a schema that is nullable
        /// keeps `T?`, sent as `null`; a default left to the server is the field's again, its
        /// key required in answers (as of a property required where it is declared).
        mutating func require() {
            nullable = schemaIsNullable
            if !schemaIsNullable { type = type.unwrapped }
            guard let (value, _) = serverDefault, !type.isOptional else { return }
            defaultValue = value
            keyRequired = true
            description = descriptionWithoutServerDefault
            serverDefault = nil
        }

        /// The description without the sentence that names the server's default
        /// (`OpenAPIReader.leaveDefaultToServer`).
        var descriptionWithoutServerDefault: String? {
            guard let sentence = serverDefault?.sentence, let text = description else { return description }
            if text == sentence { return nil }
            return text.hasSuffix("\n\n" + sentence) ? String(text.dropLast(sentence.count + 2)) : text
        }
    }

    struct Model {
        var name: String
        var mark: Mark
        var description: String?
        var deprecated = false
        var extends: [String] = []
        var fields: [Field] = []
        var additionalProperties: TypeRef?
        /// What was approximated, written as comments above the declaration.
        var notes: [Note] = []
        /// The model read before this one with the same fields, which this one is another name of.
        var aliasOf: String?
    }

    struct Enum {
        var name: String
        var mark: Mark
        var description: String?
        var deprecated = false
        /// Case name and wire value; numbers are written as numbers.
        var cases: [(name: String, value: String)] = []
        var isNumeric = false
        /// Takes values it does not list, as `.unknown(…)` (`unknown: true`).
        var isOpen = false
        var notes: [Note] = []
        /// The enum read before this one with the same cases, which this one is another name of.
        var aliasOf: String?
    }

    struct Union {
        var name: String
        var mark: Mark
        var description: String?
        var deprecated = false
        /// Case name (tagged: the tag) and type.
        var variants: [(name: String, type: TypeRef)] = []
        var discriminator: String?
        var notes: [Note] = []
        /// The union read before this one with the same variants, which this one is another name of.
        var aliasOf: String?
    }

    enum Declaration {
        case model(Model)
        case enumeration(Enum)
        case union(Union)

        var name: String {
            switch self {
            case .model(let model): model.name
            case .enumeration(let enumType): enumType.name
            case .union(let union): union.name
            }
        }

        /// The declaration this one is another name of, whatever its kind.
        var aliasOf: String? {
            get {
                switch self {
                case .model(let model): model.aliasOf
                case .enumeration(let enumType): enumType.aliasOf
                case .union(let union): union.aliasOf
                }
            }
            set {
                switch self {
                case .model(var model):
                    model.aliasOf = newValue
                    self = .model(model)
                case .enumeration(var enumType):
                    enumType.aliasOf = newValue
                    self = .enumeration(enumType)
                case .union(var union):
                    union.aliasOf = newValue
                    self = .union(union)
                }
            }
        }

        mutating func note(_ note: Note) {
            switch self {
            case .model(var model):
                model.notes.append(note)
                self = .model(model)
            case .enumeration(var enumType):
                enumType.notes.append(note)
                self = .enumeration(enumType)
            case .union(var union):
                union.notes.append(note)
                self = .union(union)
            }
        }
    }

    enum Body {
        case json(TypeRef)
        case form([Field])
        case multipart([Field])
        case raw(String)
    }

    enum Answer {
        case json(TypeRef)
        case text(String)
        case raw(String)
        /// A stream of server-sent events, each event's data of this type.
        case events(TypeRef)
        case empty
    }

    struct Header {
        var name: String
        var parameter: String
        var type: TypeRef
        var mark: Mark
        var description: String?
        /// The value a call that leaves the header out sends.
        var defaultValue: Value?
        /// The one value the header has (`Accept: application/octet-stream`): sent by every
        /// call, which takes no argument for it.
        var fixedValue: String?

        /// A header every call sends as `value`, which the call takes no argument for; nil for
        /// a value no header can hold (a line break).
        static func fixed(_ name: String, _ value: String, at mark: Mark) -> Header? {
            guard PolicyLoader.headerValueProblem(value) == nil else { return nil }
            return Header(name: name, parameter: "", type: .primitive(.string), mark: mark, fixedValue: value)
        }
    }

    struct Endpoint {
        var name: String
        var group: String
        var mark: Mark
        var method: String
        var path: String
        var description: String?
        var deprecated = false
        var pathParameters: [Field] = []
        var query: [Field] = []
        var headers: [Header] = []
        var body: Body?
        /// One answer (`response:`), or one per status (`responses:`).
        var response: Answer?
        var responses: [(status: Int, answer: Answer)] = []
        /// nil: the API's; `[]`: none; else the named schemes (or the one scheme by its kind).
        var auth: [String]?
        /// A base URL of its own (the operation's or its path's `servers`).
        var server: String?
        var serverMark: Mark?
        var error: String?
        /// Error models of their own for some statuses (`errors:`): those the document gives a
        /// status, where they differ from `error`.
        var errorsByStatus: [(status: Int, model: String)] = []
        var notes: [Note] = []
        /// The data of each event of a `text/event-stream` answer offered beside the JSON one
        /// (OpenAI's answers to `stream: true`), and where the document offers it: read by an
        /// endpoint of its own (`<name>Stream`).
        var eventStream: (events: TypeRef, mark: Mark)?
        /// The multipart form a JSON body is offered beside, with optional files (NetBox's
        /// device type images): its parts, their notes, and where the document offers it; sent
        /// by an endpoint of its own (`<name>Multipart`).
        var multipartForm: (fields: [Field], notes: [Note], mark: Mark)?
        /// A HEAD request: the call returns the answer's status and headers (`metadata: true`,
        /// `Response<Void>`).
        var metadata = false
    }

    struct Scheme {
        var name: String
        /// The spec language's short form: `bearer`, `basic`, `{ apiKey: X-Key }`.
        var spelling: String
        var mark: Mark
    }

    var api: String
    var mark: Mark
    var source: String
    var version: String
    var description: String?
    var servers: [(name: String, url: String, mark: Mark)] = []
    var schemes: [Scheme] = []
    /// The API's auth: one scheme's spelling when the document has one, else scheme names.
    var auth: [String] = []
    /// Where the document says it (its `security` key), for messages about it.
    var authMark: Mark?
    var error: String?
    var declarations: [Declaration] = []
    var groups: [(name: String, endpoints: [Endpoint])] = []
    var notes: [Note] = []
}

/// One thing the imported spec approximates: a comment above the declaration it is about, and
/// a note `gen` prints at `mark` (the parameter, property, body or answer it is about), or at
/// the declaration when it has none. Written as text where the declaration is the place:
/// `model.notes.append("…")`.
struct Note: Equatable, ExpressibleByStringInterpolation {
    var text: String
    var mark: Mark?

    init(_ text: String, at mark: Mark? = nil) {
        self.text = text
        self.mark = mark
    }

    init(stringLiteral text: String) { self.init(text) }

    init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }
}
