import Foundation

/// Types parsed so far in this process, by their exact text (see `ExactText`); pure, so a hit is
/// always right.
private final class ParsedTypes: @unchecked Sendable {
    // @unchecked: `types` is only read and written under `lock`.
    static let shared = ParsedTypes()
    private let lock = NSLock()
    private var types: [ExactText: TypeRef] = [:]

    func type(_ text: String) -> TypeRef? { lock.withLock { types[ExactText(text)] } }

    func remember(_ type: TypeRef, for text: String) {
        lock.withLock {
            // A long `--watch` session sees new types: past this many, start again.
            if types.count >= 100_000 { types.removeAll(keepingCapacity: true) }
            types[ExactText(text)] = type
        }
    }
}

/// Parses type expressions: `String`, `Order?`, `[Order]`, `[String: JSON]`, `Page<Order>`.
///
/// Grammar: `type := base '?'?`, `base := '[' type (':' type)? ']' | name ('<' type (',' type)* '>')?`.
struct TypeParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Code points, so that an offset is a column.
    private let chars: [Unicode.Scalar]
    private var position = 0
    /// How many `[` and `<` are open where the parser stands.
    private var depth = 0

    /// The deepest nesting of `[…]` and `<…>` a type may have. Every later stage walks a type
    /// recursively, so without a bound a long enough `[[[[…` would overflow the stack; no real
    /// API nests anywhere near this deep.
    static let maxDepth = 32

    /// Parses the whole text, or says where and why it is malformed. A spec writes the same
    /// few types (`String`, `Int?`, `[Order]`) thousands of times: each is parsed once a run.
    static func parse(_ text: String) -> Result<TypeRef, Failure> {
        if let known = ParsedTypes.shared.type(text) { return .success(known) }
        let result = parseAnew(text)
        if case .success(let type) = result { ParsedTypes.shared.remember(type, for: text) }
        return result
    }

    private static func parseAnew(_ text: String) -> Result<TypeRef, Failure> {
        var parser = TypeParser(chars: Array(text.unicodeScalars))
        do {
            parser.skipSpaces()
            let type = try parser.parseType()
            parser.skipSpaces()
            if parser.position < parser.chars.count {
                throw Failure(offset: parser.position, message: "unexpected '\(parser.chars[parser.position])' after the type")
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }

    private init(chars: [Unicode.Scalar]) {
        self.chars = chars
    }

    private mutating func parseType() throws -> TypeRef {
        var type = try parseBase()
        skipSpaces()
        if peek == "?" {
            position += 1
            type = .optional(type)
            skipSpaces()
            if peek == "?" { throw Failure(offset: position, message: "a type can be optional only once") }
        }
        return type
    }

    private mutating func parseBase() throws -> TypeRef {
        skipSpaces()
        guard let ch = peek else { throw Failure(offset: position, message: "expected a type") }
        if ch == "[" {
            try open()
            defer { depth -= 1 }
            let keyOrElement = try parseType()
            skipSpaces()
            if peek == ":" {
                let colon = position
                position += 1
                guard keyOrElement == .primitive(.string) else {
                    throw Failure(offset: colon, message: "dictionary keys must be String, not \(keyOrElement)")
                }
                let value = try parseType()
                try expect("]")
                return .dictionary(value)
            }
            try expect("]")
            return .array(keyOrElement)
        }
        guard SwiftIdentifier.isHead(ch) else {
            throw Failure(offset: position, message: "expected a type name, found '\(ch)'")
        }
        let name = readName()
        skipSpaces()
        var arguments: [TypeRef] = []
        if peek == "<" {
            try open()
            defer { depth -= 1 }
            arguments.append(try parseType())
            skipSpaces()
            while peek == "," {
                position += 1
                arguments.append(try parseType())
                skipSpaces()
            }
            try expect(">")
        }
        if arguments.isEmpty, let primitive = Primitive(rawValue: name) { return .primitive(primitive) }
        return .named(name, arguments: arguments)
    }

    /// Steps over a `[` or `<`, refusing one more than `maxDepth` deep.
    private mutating func open() throws {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw Failure(offset: position, message: "a type may nest '[' and '<' at most \(Self.maxDepth) deep")
        }
        position += 1
    }

    private mutating func readName() -> String {
        let start = position
        while let ch = peek, SwiftIdentifier.isCharacter(ch) { position += 1 }
        // Encoded by hand: a `String.UnicodeScalarView` made from the slice costs about a
        // thousand instructions a scalar.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(position - start)
        for scalar in chars[start..<position] { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func expect(_ ch: Unicode.Scalar) throws {
        skipSpaces()
        guard peek == ch else {
            let found = peek.map { "'\($0)'" } ?? "the end"
            throw Failure(offset: position, message: "expected '\(ch)', found \(found)")
        }
        position += 1
    }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }

    private var peek: Unicode.Scalar? { position < chars.count ? chars[position] : nil }
}
