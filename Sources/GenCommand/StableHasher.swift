import Foundation

/// A 64-bit hash that is stable across runs and platforms (unlike `Hasher`), for the
/// up-to-date record: FNV-1a's multiply-and-xor with a fold, taken eight bytes at a time in
/// four independent lanes, so the processor works on four words at once and the megabytes of
/// a large API's output hash in a fraction of a millisecond. Not for adversarial input.
///
/// The value depends on the bytes and on how they were handed over (`add` by `add`), which
/// is always the same for the same inputs.
struct StableHasher {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9e37_79b9_7f4a_7c15, 0x7f4a_7c15_9e37_79b9
    )

    var value: UInt64 {
        var h = lanes.0
        h = Self.mix(h, lanes.1)
        h = Self.mix(h, lanes.2)
        return Self.mix(h, lanes.3)
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var (a, b, c, d) = lanes
        var offset = 0
        while offset + 32 <= bytes.count {
            a = Self.mix(a, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            b = Self.mix(b, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
            c = Self.mix(c, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
            d = Self.mix(d, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
            offset += 32
        }
        while offset + 8 <= bytes.count {
            a = Self.mix(a, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
        }
        while offset < bytes.count {
            a = Self.mix(a, UInt64(bytes[offset]))
            offset += 1
        }
        lanes = (a, b, c, d)
    }

    private static func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let m = (h ^ word) &* 0x0000_0100_0000_01b3
        return m ^ (m >> 29)
    }

    /// One item of bytes: a file's contents as read (`Data`) or as generated (`[UInt8]`) hash
    /// the same.
    mutating func add(_ bytes: some ContiguousBytes) {
        let count = bytes.withUnsafeBytes { raw in
            add(raw)
            return raw.count
        }
        add(UInt64(count))
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        add(UInt64(text.utf8.count))
    }

    /// A number; after bytes, their count ends the item, so that `ab`,`c` and `a`,`bc` differ.
    mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }

    static func hash(_ bytes: some ContiguousBytes) -> UInt64 {
        var hasher = StableHasher()
        hasher.add(bytes)
        return hasher.value
    }
}
