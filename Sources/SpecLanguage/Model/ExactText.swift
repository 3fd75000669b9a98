import Foundation

/// Text compared by its Unicode scalars, as JSON keys, enum values on the wire and Swift's
/// identifiers are. Swift's `String ==` is canonical equivalence instead: `café` written with
/// U+00E9 and with `e` + U+0301 are one `String`, yet two keys a server tells apart and two
/// names the Swift compiler tells apart. Sets and dictionaries of wire keys and enum values use
/// this, so two such spellings are never merged into one.
public struct ExactText: Hashable, Comparable, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Whether `a` and `b` are the same scalars, not only canonically equivalent.
    public static func same(_ a: String, _ b: String) -> Bool {
        // Contiguous UTF-8 (native strings, all of gen's) compares as one block; a bridged
        // string takes the element-by-element path.
        let compared: Bool? =
            a.utf8.withContiguousStorageIfAvailable { left in
                b.utf8.withContiguousStorageIfAvailable { right in
                    left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                }
            } ?? nil
        return compared ?? a.utf8.elementsEqual(b.utf8)
    }

    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        same(lhs.text, rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        // Native strings hold their UTF-8 contiguously: one call, as fast as String's own hash.
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    /// String's order, then byte order between canonically equivalent spellings, so output
    /// sorted by it is the same from run to run.
    public static func < (lhs: ExactText, rhs: ExactText) -> Bool {
        if lhs.text != rhs.text { return lhs.text < rhs.text }
        return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
    }

    /// The text with every scalar outside printable ASCII written `\u{…}`, as Swift would
    /// escape it: what tells two canonically equivalent spellings apart in a message
    /// (`Caf\u{E9}`, `Cafe\u{301}`).
    public static func scalars(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }
}
