// App-side code beside the client GenPlugin generates into this target from Stock.openapi.yaml.
// SwiftPM also needs one Swift file of the target's own.

extension StockLevel {
    /// Whether the shop should order more: sold out, or at most `threshold` left.
    public func needsReorder(threshold: Int32 = 5) -> Bool {
        state == .soldOut || onHand <= threshold
    }
}
