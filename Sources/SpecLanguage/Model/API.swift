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
        public var cache: Double?
    }

    public var name: String
    public var mark: Mark
    /// The spec files this API came from, sorted.
    public var files: [String]
    public var description: String?
    public var servers: [Server]
    public var keyStyle: KeyStyle
    public var dateFormat: DateFormat
    public var auth: AuthScheme
    public var headers: [(name: String, value: String)]
    public var envelope: EnvelopeSpec?
    public var errorBody: ErrorBodySpec?
    public var requestIdHeader: String
    public var defaults: Defaults
    public var models: [Model]
    public var enums: [EnumType]
    /// Groups in spec order, each with its endpoints in spec order.
    public var groups: [(name: String, endpoints: [Endpoint])]

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
        self.groups = []
    }

    public var endpoints: [Endpoint] { groups.flatMap(\.endpoints) }

    public func model(named name: String) -> Model? { models.first { $0.name == name } }
    public func enumType(named name: String) -> EnumType? { enums.first { $0.name == name } }
}
