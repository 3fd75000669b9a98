// Models.swift struct Booking
/// - Remark: Generated from model-dates.yaml: model Booking.
public struct Booking: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-dates.yaml: field Booking.createdAt.
    public let createdAt: Date
    /// - Remark: Generated from model-dates.yaml: field Booking.day.
    public let day: Date
    /// - Remark: Generated from model-dates.yaml: field Booking.stamp.
    public let stamp: Date
    /// - Remark: Generated from model-dates.yaml: field Booking.cancelledAt.
    public let cancelledAt: Date?
    /// - Remark: Generated from model-dates.yaml: field Booking.closedAt.
    public let closedAt: Date?

    public init(
        createdAt: Date,
        day: Date,
        stamp: Date,
        cancelledAt: Date? = nil,
        closedAt: Date? = nil
    ) {
        self.createdAt = createdAt
        self.day = day
        self.stamp = stamp
        self.cancelledAt = cancelledAt
        self.closedAt = closedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.createdAt = try container.decode(Date.self, forKey: .createdAt, format: .iso8601Fractional)
        self.day = try container.decode(Date.self, forKey: .day, format: .dateOnly)
        self.stamp = try container.decode(Date.self, forKey: .stamp, format: .pattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'"))
        self.cancelledAt = try container.decodeIfPresent(Date.self, forKey: .cancelledAt, format: .iso8601Fractional)
        self.closedAt = try container.decodeIfPresent(Date.self, forKey: .closedAt, format: .iso8601Fractional)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encode(self.createdAt, forKey: .createdAt, format: .iso8601Fractional)
        try container.encode(self.day, forKey: .day, format: .dateOnly)
        try container.encode(self.stamp, forKey: .stamp, format: .pattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'"))
        try container.encodeIfPresent(self.cancelledAt, forKey: .cancelledAt, format: .iso8601Fractional)
        if let value = self.closedAt { try container.encode(value, forKey: .closedAt, format: .iso8601Fractional) } else { try container.encodeNil(forKey: .closedAt) }
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.createdAt, other.createdAt) else { return false }
        guard FieldEquality.equal(self.day, other.day) else { return false }
        guard FieldEquality.equal(self.stamp, other.stamp) else { return false }
        guard FieldEquality.equal(self.cancelledAt, other.cancelledAt) else { return false }
        guard FieldEquality.equal(self.closedAt, other.closedAt) else { return false }
        return true
    }
}
