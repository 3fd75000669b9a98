import Foundation

extension Int64 {
    /// `value` rounded toward zero and held within Int64's range; NaN gives 0. `Int64(_:)`
    /// traps outside that range, and a number a server sends (a date, a wait) can be any size.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_808 {  // 2^63, the first Double past Int64.max
            self = .max
        } else if value <= -9_223_372_036_854_775_808 {
            self = .min
        } else {
            self = Int64(value)
        }
    }
}

extension Int {
    /// As `Int64(saturating:)`, for `Int`.
    init(saturating value: Double) {
        self = Int(truncatingIfNeeded: Int64(saturating: value))
    }
}

extension UInt64 {
    /// Nanoseconds for `Task.sleep`: `seconds` held within 0…UInt64's range; NaN gives 0.
    init(nanoseconds seconds: TimeInterval) {
        let value = seconds * 1_000_000_000
        if !(value > 0) {
            self = 0
        } else if value >= 18_446_744_073_709_551_616 {  // 2^64
            self = .max
        } else {
            self = UInt64(value)
        }
    }
}
