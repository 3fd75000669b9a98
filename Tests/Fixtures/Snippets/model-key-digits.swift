// Models.swift enum ShopCodingKey
/// The JSON object keys of this file's models: each decodes and encodes its fields through
/// this enum, so the wire names never depend on a key strategy.
private enum ShopCodingKey: String, CodingKey {
    case image24 = "image_24"
    case line1 = "line1"
    case line12 = "line_1"

    /// The wire key, as decoding errors name it (shared by the file's models, the enum's own
    /// name would point at the wrong one).
    var description: String { rawValue }
}
