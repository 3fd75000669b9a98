/// A JSON object type: a Swift struct.
public struct Model: Sendable {
    public var name: String
    public var mark: Mark
    public var genericParameters: [String]
    public var fields: [Field]
    public var description: String?
    public var deprecated: Bool
    public var keyStyle: KeyStyle?
    public var dateFormat: DateFormat?
    public var example: Value?
    public var exampleMark: Mark?
    /// `public var` fields instead of `public let`: opted into per model, since every
    /// settable property adds a setter and a `modify` accessor to compile on every build.
    public var isMutable: Bool
    /// Set for the models an endpoint declares inline (`body:` with fields).
    public var isInline: Bool
    /// The models whose fields this one includes first (`extends:`), in order. The resolver
    /// copies their fields in, so code generation sees one flat list.
    public var extends: [TypeMention]
    /// The type of the values kept beside the known fields (`...: T`), if the model keeps them.
    public var additionalProperties: TypeRef?
    public var additionalMark: Mark?
    /// How a digit run in a field name meets the key convention, when the model chooses.
    public var digits: DigitStyle?

    public init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
        self.genericParameters = []
        self.fields = []
        self.deprecated = false
        self.isMutable = false
        self.isInline = false
        self.extends = []
    }
}

/// A type named somewhere in a spec, and where.
public struct TypeMention: Sendable {
    public var name: String
    public var mark: Mark

    public init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
    }
}

/// One field of a model, or one query / form / multipart parameter of an endpoint.
public struct Field: Sendable {
    public var name: String
    public var mark: Mark
    public var type: TypeRef
    public var typeMark: Mark
    /// The key on the wire; nil until the resolver applies the key convention.
    public var wireKey: String?
    public var explicitKey: Bool
    public var defaultValue: Value?
    public var defaultMark: Mark?
    public var description: String?
    public var deprecated: Bool
    public var example: Value?
    public var exampleMark: Mark?
    /// Encode nil as `null` rather than leaving the key out.
    public var nullable: Bool
    /// Three states where two would lose one (a PATCH that clears a value): the field is
    /// `Nullable<T>?`, nil leaves the key out, `.null` sends `null`, `.value(x)` sends x.
    public var clearable: Bool
    /// Never printed by the logging middleware.
    public var secret: Bool
    public var dateFormat: DateFormat?
    /// For query parameters and form fields: their own style, over the API's `formStyle`.
    public var formStyle: FormStyle?
    public var formStyleMark: Mark?
    /// Also accept the value in the other scalar form (a number sent as text, text sent as a
    /// number); it is always encoded in its declared form.
    public var lenient: Bool
    /// `required: true`: the key must be in every answer although the field has a default,
    /// which is then the memberwise init's only (a required constant, `type: card`). Decoding
    /// an object without the key fails, so an untagged union does not take it as this model.
    public var keyRequired: Bool
    /// `flatten: true`: a tagged union whose tag and variant's fields sit in the model's own
    /// object, beside its other fields, rather than under a key of its own. Only a model's
    /// fields take it.
    public var flatten: Bool
    public var flattenMark: Mark?

    public init(name: String, mark: Mark, type: TypeRef, typeMark: Mark) {
        self.name = name
        self.mark = mark
        self.type = type
        self.typeMark = typeMark
        self.explicitKey = false
        self.deprecated = false
        self.nullable = false
        self.clearable = false
        self.secret = false
        self.lenient = false
        self.keyRequired = false
        self.flatten = false
    }

    public var key: String { wireKey ?? name }

    /// Neither optional nor defaulted: a memberwise init, and so an example, must give it.
    public var isRequired: Bool { !type.isOptional && defaultValue == nil }

    /// Whether a memberwise init (or a call) takes nil for it when left out: an optional field
    /// without a default, unless its key is in every object (`required: true`), when a call
    /// must say nil.
    public var defaultsToNil: Bool { type.isOptional && defaultValue == nil && !keyRequired }

    /// Whether `entries` (an example's) name this field, by spec name or wire key.
    func isGiven(in entries: [Value.Entry]) -> Bool {
        entries.contains { isNamed(by: $0.key) }
    }

    /// Whether an example's key names this field: its spec name or wire key, scalar for scalar
    /// (see `ExactText`), as the wire tells keys apart.
    public func isNamed(by exampleKey: String) -> Bool {
        ExactText.same(exampleKey, name) || ExactText.same(exampleKey, key)
    }
}

/// An enum of wire values: text, whole numbers or numbers.
public struct EnumType: Sendable {
    /// What the wire values are. The loader decides from the YAML: values that are all plain
    /// numbers make a number enum; anything else is text.
    public enum RawKind: String, Sendable {
        case string = "String"
        case integer = "Int"
        case number = "Double"
    }

    public struct Case: Sendable {
        public var name: String
        public var wireValue: String
        public var mark: Mark
    }

    public var name: String
    public var mark: Mark
    public var cases: [Case]
    public var allowsUnknown: Bool
    /// For number enums the wire values are normalized (`1`, `2.5`), so they are Swift literals.
    public var rawKind: RawKind

    /// The case a default or example value names: by wire value, else by case name, scalar for
    /// scalar (see `ExactText`): an open enum keeps any other spelling as it is. A number enum
    /// compares numbers, so `2.50` names the case `2.5`.
    public func matchingCase(_ text: String) -> Case? {
        if rawKind != .string, let number = Double(text) {
            if let match = cases.first(where: { Double($0.wireValue) == number }) { return match }
        }
        return cases.first { ExactText.same($0.wireValue, text) } ?? cases.first { ExactText.same($0.name, text) }
    }
    public var description: String?
    public var deprecated: Bool
    /// The enum or model this one is another name of (`Name: { alias: Target }`): the module
    /// declares `typealias Name = Target`. For an enum, the resolver copies the target's cases,
    /// kind and openness here, so defaults, examples and parameters read an alias as they read
    /// its target.
    public var aliasOf: TypeMention?
    /// Set by the resolver when `aliasOf` names a model: the alias has no cases, is no enum to
    /// `API.enumType(named:)`, and is its target to `API.model(named:)`. The loader cannot tell,
    /// as the target may be declared in another file.
    public var aliasesModel = false
    /// Set by the resolver when `aliasOf` names a union: as for a model, the alias has no cases,
    /// is no enum to `API.enumType(named:)`, and is its target to `API.union(named:)`.
    public var aliasesUnion = false

    /// Whether the module declares this enum's cases itself (false for an alias).
    public var isDeclaredHere: Bool { aliasOf == nil }
    /// What diagnostics and remarks call it: `enum` or `alias`.
    public var kind: String { isDeclaredHere ? "enum" : "alias" }

    public init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
        self.cases = []
        self.allowsUnknown = false
        self.rawKind = .string
        self.deprecated = false
    }
}
