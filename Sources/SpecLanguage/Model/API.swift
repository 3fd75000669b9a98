import Foundation

/// One API, all its files merged: the input of code generation.
public struct API: Sendable {
    public struct Server: Sendable {
        public var name: String
        public var url: String
        public var mark: Mark
    }

    /// Endpoint defaults that apply unless an endpoint says otherwise.
    public struct Defaults: Sendable {
        public var auth: AuthScheme?
        public var timeout: Double?
        public var retry: Int?
        public var retryUnsafe: Bool?
        public var cache: Double?
        public var maxResponseSize: Int?
    }

    public var name: String
    public var mark: Mark
    /// Types the generated module declares beside the spec's (the runtime's `HTTPClient`,
    /// `APIError`…): a model or enum of one of these names is renamed (`Naming.typeName`).
    public var reservedTypeNames: Set<String> = []
    /// The spec files this API came from, sorted.
    public var files: [String]
    public var description: String?
    public var servers: [Server]
    public var keyStyle: KeyStyle
    /// `wire.digits`: nil when the API does not choose (digits join, with a warning where a
    /// key could be read either way).
    public var digitStyle: DigitStyle?
    public var dateFormat: DateFormat
    public var auth: AuthScheme
    /// Named schemes an endpoint's `auth:` picks one or several of (`authSchemes:`), in spec order.
    public var authSchemes: [NamedAuthScheme] = []
    /// The API's own texts for its failures by `APIError` kind (`errorTexts:`), in spec order.
    public var errorTexts: [(kind: String, text: String)] = []
    public var headers: [(name: String, value: String)]
    public var envelope: EnvelopeSpec?
    public var errorBody: ErrorBodySpec?
    public var requestIdHeader: String
    /// Whether the client sends a fresh id in `requestIdHeader` (`requestId: { send: false }`
    /// for an API that only returns one).
    public var sendsRequestId = true
    /// A success flag every answer carries (`envelope:` without a model).
    public var successFlag: SuccessFlagSpec?
    /// How query parameters and form fields holding dictionaries, models or lists are written.
    public var formStyle = FormStyle.flat
    /// The headers that report the rate limit, when the API says (`rateLimit:`).
    public var rateLimit: RateLimitSpec?
    public var defaults: Defaults
    /// Who can see the generated declarations (`access:`); `Generator` may override it.
    public var access: AccessLevel = .public
    /// The framework of the publisher per endpoint (`combine:`), or nil for none.
    public var combine: PublisherFramework?
    public var models: [Model] { didSet { lookup = TypeLookup() } }
    public var enums: [EnumType] { didSet { lookup = TypeLookup() } }
    public var unions: [UnionType] { didSet { lookup = TypeLookup() } }
    /// Indexes for `model(named:)` and `enumType(named:)`, built on first use and replaced
    /// whenever `models` or `enums` change (the observers do not read `oldValue`, so the
    /// arrays are still modified in place).
    private var lookup = TypeLookup()
    /// Groups in spec order, each with its endpoints in spec order.
    public var groups: [(name: String, endpoints: [Endpoint])] { didSet { flattened = FlatEndpoints() } }
    /// `endpoints`, made on first use and dropped whenever `groups` change.
    private var flattened = FlatEndpoints()

    public init(name: String, mark: Mark) {
        self.name = name
        self.mark = mark
        self.files = []
        self.servers = []
        self.keyStyle = .asIs
        self.dateFormat = .iso8601
        self.auth = .none
        self.headers = []
        self.requestIdHeader = "X-Request-ID"
        self.defaults = Defaults()
        self.models = []
        self.enums = []
        self.unions = []
        self.groups = []
    }

    /// Every endpoint, group after group. Made once per value of `groups`: validation and
    /// generation walk it about fifteen times, and flattening copied every endpoint each time.
    public var endpoints: [Endpoint] { flattened.endpoints(groups) }

    /// The first model named `name`, or the model an alias of that name stands for. A
    /// dictionary lookup: generation and validation ask this for every type reference, and a
    /// linear search made large APIs quadratic.
    public func model(named name: String) -> Model? {
        lookup.models(models, aliases: enums)[name].map { models[$0] }
    }

    /// The first enum named `name` (an alias of an enum too, not one of a model).
    public func enumType(named name: String) -> EnumType? {
        lookup.enums(enums)[name].map { enums[$0] }
    }

    /// The first union named `name`.
    public func union(named name: String) -> UnionType? {
        lookup.unions(unions, aliases: enums)[name].map { unions[$0] }
    }
}

/// Name → index of the first declaration with that name, for one value of `API.models` and
/// `API.enums`. A class so that a non-mutating lookup can fill it in; each `API` value that
/// changes its arrays gets a fresh one, so copies never see each other's indexes.
final class TypeLookup: @unchecked Sendable {
    // @unchecked: the two indexes are only read and written under `lock`.
    private let lock = NSLock()
    private var modelIndex: [String: Int]?
    private var enumIndex: [String: Int]?
    private var unionIndex: [String: Int]?

    /// Each model's name, and each model alias's (`EnumType.aliasesModel`), to its model.
    func models(_ models: [Model], aliases: [EnumType]) -> [String: Int] {
        lock.withLock {
            if let modelIndex { return modelIndex }
            var index = Self.index(models.map(\.name))
            for alias in aliases where alias.aliasesModel && index[alias.name] == nil {
                if let target = alias.aliasOf.flatMap({ index[$0.name] }) { index[alias.name] = target }
            }
            modelIndex = index
            return index
        }
    }

    func enums(_ enums: [EnumType]) -> [String: Int] {
        lock.withLock {
            if let enumIndex { return enumIndex }
            var index: [String: Int] = [:]
            index.reserveCapacity(enums.count)
            // A model's alias takes no name here: it is no enum.
            for (position, item) in enums.enumerated() where !item.aliasesModel && !item.aliasesUnion && index[item.name] == nil {
                index[item.name] = position
            }
            enumIndex = index
            return index
        }
    }

    /// Each union's name, and each union alias's (`EnumType.aliasesUnion`), to its union.
    func unions(_ unions: [UnionType], aliases: [EnumType]) -> [String: Int] {
        lock.withLock {
            if let unionIndex { return unionIndex }
            var index = Self.index(unions.map(\.name))
            for alias in aliases where alias.aliasesUnion && index[alias.name] == nil {
                if let target = alias.aliasOf.flatMap({ index[$0.name] }) { index[alias.name] = target }
            }
            unionIndex = index
            return index
        }
    }

    private static func index(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(names.count)
        for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
        return index
    }
}

/// `API.endpoints` for one value of `API.groups`, kept the way `TypeLookup` keeps its indexes.
final class FlatEndpoints: @unchecked Sendable {
    // @unchecked: `endpoints` is only read and written under `lock`.
    private let lock = NSLock()
    private var flat: [Endpoint]?

    func endpoints(_ groups: [(name: String, endpoints: [Endpoint])]) -> [Endpoint] {
        lock.withLock {
            if let flat { return flat }
            let made = groups.flatMap(\.endpoints)
            flat = made
            return made
        }
    }
}
