// Test support beside the generated `MockShopClient`, which the build plugin writes into this
// target from the specs of ShopAPI (the target this one depends on). SwiftPM also needs one
// Swift file of the target's own. Only test targets depend on it: the app ships no mock.
import Foundation
import ShopAPI

extension Order {
    /// An order for tests: 12.50, placed `seconds` after 1970, without a note.
    public static func sample(_ id: String, _ status: OrderStatus, placed seconds: TimeInterval) -> Order {
        Order(id: id, status: status, total: Decimal(string: "12.50")!, placedAt: Date(timeIntervalSince1970: seconds), note: nil)
    }
}
