// Endpoints.swift enum ShopEndpoint > case createItem
    /// `POST /items`
    ///
    /// - Remark: Generated from endpoint-body.yaml: endpoint items.createItem.
    case createItem(body: Item)

// Endpoints.swift enum ShopEndpoint > case login
    /// `POST /login`
    ///
    /// - Remark: Generated from endpoint-body.yaml: endpoint items.login.
    case login(email: String, password: String)

// Endpoints.swift enum ShopEndpoint > func body
    /// The body, encoded.
    public func body(encoder: JSONEncoder) throws -> RequestBody {
        switch self {
        case .createItem(let body):
            return .json(try encoder.encode(body))
        case .login(let email, let password):
            return .json(try encoder.encode(LoginBody(email: email, password: password)))
        case .signIn(let body):
            return .json(try encoder.encode(body))
        }
    }

// Endpoints.swift enum ShopEndpoint > var secretKeys
    var secretKeys: Set<String> {
        switch self {
        case .login: return ["password"]
        case .signIn: return ["identityToken", "pass"]
        default: return []
        }
    }

// Models.swift struct LoginBody
/// - Remark: Generated from endpoint-body.yaml: body LoginBody.
public struct LoginBody: Codable, Hashable, GeneratedEquatable, Sendable, CustomReflectable {
    /// - Remark: Generated from endpoint-body.yaml: field LoginBody.email.
    public let email: String
    /// - Remark: Generated from endpoint-body.yaml: field LoginBody.password.
    public let password: String

    public init(
        email: String,
        password: String
    ) {
        self.email = email
        self.password = password
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.email = try container.decodeValue(String.self, forKey: .email)
        self.password = try container.decodeValue(String.self, forKey: .password)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.email, forKey: .email)
        try container.encodeValue(self.password, forKey: .password)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.email, other.email) else { return false }
        guard FieldEquality.equal(self.password, other.password) else { return false }
        return true
    }

    /// The fields as `print`, `dump` and string interpolation show them, secret ones redacted.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "email": self.email,
            "password": RedactedValue(self.password)
        ], displayStyle: .struct)
    }
}
