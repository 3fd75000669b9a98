/// Swift's identifier grammar, from The Swift Programming Language, Lexical Structure:
/// `identifier → identifier-head identifier-characters?`. `Character.isLetter` is not it:
/// U+2E2F VERTICAL TILDE is a letter that Swift lexes as an operator, so a name holding one
/// became two tokens in the generated code.
///
/// Format characters the grammar lets in (bidi overrides, zero-width spaces, the soft hyphen)
/// are refused too: they would make a name read differently than it is, and each spelling is
/// another name to Swift. The zero-width non-joiner and joiner stay, as some scripts need them.
enum SwiftIdentifier {
    /// `identifier-head`, beyond `A`–`Z`, `a`–`z` and `_`.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks: `identifier-character`s that cannot start a name.
    private static let combiningRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    /// A scalar that may start an identifier.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        return headRanges.contains { $0.contains(scalar.value) } && !isHidden(scalar)
    }

    /// A scalar that may follow the first one.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) || ("0"..."9").contains(scalar) { return true }
        return combiningRanges.contains { $0.contains(scalar.value) }
    }

    /// A format character other than the two joiners: invisible, so refused in names.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format && scalar.value != 0x200C && scalar.value != 0x200D
    }
}
