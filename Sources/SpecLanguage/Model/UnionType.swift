/// A value that is one of several types: a Swift enum with one case per variant.
///
/// Tagged unions read a discriminator field (`type: card`) to choose the variant; untagged ones
/// try each variant in order and take the first that decodes.
public struct UnionType: Sendable {
    public struct Variant: Sendable {
        /// The spec name of the case: the tag's wire value, a name given in a mapping, or one
        /// made from the type (`String` → `string`, `[Item]` → `itemList`).
        public var name: String
        /// The discriminator's wire value for this variant (tagged unions only).
        public var tag: String?
        public var type: TypeRef
        public var mark: Mark
        public var typeMark: Mark

        public init(name: String, tag: String?, type: TypeRef, mark: Mark, typeMark: Mark) {
            self.name = name
            self.tag = tag
            self.type = type
            self.mark = mark
            self.typeMark = typeMark
        }
    }

    public var name: String
    public var mark: Mark
    public var variants: [Variant]
    /// The wire key of the field that names the variant; nil for an untagged union.
    public var discriminator: String?
    public var discriminatorMark: Mark?
    /// An unknown tag (or, untagged, a value no variant decodes) is kept as raw JSON in
    /// `.unknown(JSONValue)` and encoded back as it came.
    public var allowsUnknown: Bool
    /// The field that identifies the value (`id: id`): a variant of that field's type is the id
    /// itself, a model variant carries it. Gives the enum a property of that name.
    public var idField: String?
    public var idMark: Mark?
    /// The type of the id property, set by the resolver once the variants are checked.
    public var idType: TypeRef?
    /// Whether a variant can hold this union again somewhere inside: set by the resolver, so
    /// the enum is declared `indirect`.
    public var isRecursive = false
    public var description: String?
    public var deprecated: Bool

    public init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
        self.variants = []
        self.allowsUnknown = false
        self.deprecated = false
    }

    public var isTagged: Bool { discriminator != nil }
}

/// How a run of digits in a field name meets a key convention that separates words
/// (snake_case, kebab-case, SCREAMING_SNAKE_CASE).
public enum DigitStyle: String, CaseIterable, Sendable {
    /// Digits stay with the word before them: `line1` → `line1`, `image24` → `image24`.
    case join
    /// A digit run is a word of its own: `line1` → `line_1`, `image24` → `image_24`.
    case split
}
