// Models.swift enum OrderStatus
/// Where an order is.
///
/// - Remark: Generated from enum-closed.yaml: enum OrderStatus.
public enum OrderStatus: String, Codable, Hashable, Sendable, CaseIterable {
    case pending = "pending"
    case inProgress = "in_progress"
    case shipped = "SHIPPED"
    case _2fa = "2fa"
    case `default` = "default"
}
