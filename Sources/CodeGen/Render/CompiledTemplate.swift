import Foundation

/// gen's own renderer for the mustache templates, used instead of swift-mustache's renderer
/// because rendering was the largest cost of a run (a third of it for a 500-endpoint API,
/// mostly dynamic casts, a `split` per tag lookup and string copies; see Benchmarks/README.md).
///
/// It renders exactly what swift-mustache renders, byte for byte: the parser follows
/// swift-mustache 2.1.1's (`Template+Parser.swift`), including its standalone-line and
/// partial-indentation rules, and values render as there with the TEXT content type that
/// `TemplateSet` gives every template. It covers what gen's templates and ordinary overrides
/// use: text, `{{x}}` `{{{x}}}` `{{&x}}`, dotted names and `{{.}}`, sections, inverted
/// sections, comments and partials. A template that uses anything else (transforms, set
/// delimiters, inheritance, dynamic partials, another content type) or that it cannot read
/// makes `parse` return nil, and `TemplateSet` then renders with swift-mustache, which also
/// reports syntax errors. GoldenTests compares the two on every API of Specs/ and the fixtures.
struct CompiledTemplate: Sendable {
    fileprivate indirect enum Token: Sendable {
        case text(String)
        case variable(Name)
        case section(Name, CompiledTemplate)
        case invertedSection(Name, CompiledTemplate)
        case partial(String, indentation: String?)
    }

    /// A tag name, split once when parsed rather than on every lookup.
    fileprivate struct Name: Sendable {
        enum Scope: Sendable {
            case top  // `.` or a name reduced to nothing: the current object
            case current  // `.a.b`: looked up in the current object only
            case stack  // `a.b`: the first part is looked up through the whole stack
        }
        var scope: Scope
        var parts: [String]

        init(_ text: String) {
            parts = text.split(separator: ".").map(String.init)
            if text == "." || parts.isEmpty {
                scope = .top
            } else {
                scope = text.first == "." ? .current : .stack
            }
        }
    }

    fileprivate var tokens: [Token]

    /// The template, or nil when this renderer does not handle it (see the type's comment).
    /// `text` is the template exactly as registered with swift-mustache, pragma included.
    static func parse(_ text: String) -> CompiledTemplate? {
        guard Self.isPlain(text) else { return nil }
        var parser = TemplateParser(Array(text.utf8))
        return try? parser.parse(section: nil, newLine: true)
    }

    /// True when working on UTF-8 bytes reads the text as swift-mustache's `Character`s do:
    /// no newline or space character other than `\n`, space and tab, and no non-ASCII scalar
    /// that would join the ASCII one before it into one `Character` (a combining mark after
    /// `{`, say).
    private static func isPlain(_ text: String) -> Bool {
        var previous: Unicode.Scalar = "\n"
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0B, 0x0C, 0x0D, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
                return false
            default:
                break
            }
            if !(scalar.isASCII && previous.isASCII) {
                var pair = String.UnicodeScalarView()
                pair.append(previous)
                pair.append(scalar)
                if previous.isASCII || scalar.isASCII, String(pair).count == 1 { return false }
            }
            previous = scalar
        }
        return true
    }

    /// Renders with `root` as the context; partials come from `partials`.
    func render(_ root: Any, partials: [String: CompiledTemplate]) -> String {
        var output = ""
        output.reserveCapacity(1 << 16)
        var renderer = Renderer(partials: partials, stack: [root])
        renderer.render(self, indentation: nil, into: &output)
        return output
    }
}

// MARK: - Rendering

/// Follows swift-mustache's `MustacheTemplate.render(context:)` and `renderToken`.
private struct Renderer {
    let partials: [String: CompiledTemplate]
    var stack: [Any]

    mutating func render(_ template: CompiledTemplate, indentation: String?, into output: inout String) {
        guard let indentation, !indentation.isEmpty else {
            for token in template.tokens { render(token, indentation: indentation, into: &output) }
            return
        }
        // Inside an indented partial: a token that starts a line gets the indentation, judged
        // per token against this template's own output, as swift-mustache does.
        var local = ""
        for token in template.tokens {
            var piece = ""
            render(token, indentation: indentation, into: &piece)
            if !piece.isEmpty, local.utf8.last == UInt8(ascii: "\n") { local += indentation }
            local += piece
        }
        output += local
    }

    private mutating func render(_ token: CompiledTemplate.Token, indentation: String?, into output: inout String) {
        switch token {
        case .text(let text):
            output += text
        case .variable(let name):
            guard let value = lookUp(name) else { return }
            if let text = value as? String {
                output += text
            } else {
                output += String(describing: unwrapOptional(value))
            }
        case .section(let name, let body):
            let value = lookUp(name)
            // The shapes gen's contexts use, by concrete type first: a failed cast to a
            // protocol costs a conformance search. Same results as the general cases below.
            if let items = value as? [[String: Any]] {
                for item in items {
                    stack.append(item)
                    render(body, indentation: indentation, into: &output)
                    stack.removeLast()
                }
                return
            }
            if let lines = value as? [String] {
                for line in lines {
                    stack.append(line)
                    render(body, indentation: indentation, into: &output)
                    stack.removeLast()
                }
                return
            }
            if let flag = value as? Bool {
                if flag { render(body, indentation: indentation, into: &output) }
                return
            }
            switch value {
            case let sequence as any RenderableSequence:
                sequence.forEachElement { element in
                    stack.append(element)
                    render(body, indentation: indentation, into: &output)
                    stack.removeLast()
                }
            case let flag as Bool:
                if flag { render(body, indentation: indentation, into: &output) }
            case .some(let value):
                stack.append(value)
                render(body, indentation: indentation, into: &output)
                stack.removeLast()
            case .none:
                break
            }
        case .invertedSection(let name, let body):
            switch lookUp(name) {
            case let sequence as any RenderableSequence:
                if sequence.isEmptySequence {
                    stack.append(sequence)
                    render(body, indentation: indentation, into: &output)
                    stack.removeLast()
                }
            case let flag as Bool:
                if !flag { render(body, indentation: indentation, into: &output) }
            case .some:
                break
            case .none:
                render(body, indentation: indentation, into: &output)
            }
        case .partial(let name, let indented):
            guard let partial = partials[name] else { return }
            let nested = indented.map { (indentation ?? "") + $0 } ?? indentation
            render(partial, indentation: nested, into: &output)
        }
    }

    /// swift-mustache's `getChild` without transforms and lambdas.
    private func lookUp(_ name: CompiledTemplate.Name) -> Any? {
        var found: Any?
        switch name.scope {
        case .top:
            found = stack.last
        case .current:
            found = Self.descend(stack.last!, name.parts[...])
        case .stack:
            let first = name.parts[0]
            for object in stack.reversed() {
                if let child = Self.child(first, of: object) {
                    found = Self.descend(child, name.parts.dropFirst())
                    break
                }
            }
        }
        if let found, Self.isNull(found) { return nil }  // swift-mustache's one `MustacheCustomRepresentation`
        return found
    }

    /// `value is NSNull`, asked of the type: on Linux, `is` with a class would first bridge
    /// every array and dictionary to Foundation's NSArray and NSDictionary.
    private static func isNull(_ value: Any) -> Bool {
        type(of: value) is NSNull.Type
    }

    private static func descend(_ object: Any, _ names: ArraySlice<String>) -> Any? {
        var current = object
        for name in names {
            guard let child = child(name, of: current) else { return nil }
            current = child
        }
        return current
    }

    private static func child(_ name: String, of object: Any) -> Any? {
        // The common cases first, by concrete type: a cast to a concrete type is cheap.
        if let values = object as? [String: Any] { return values[name] }
        if let context = object as? TemplateContext { return context.child(named: name) }
        if isNull(object) { return nil }
        if let values = object as? any StringKeyed { return values.value(forKey: name) }
        let mirror = Mirror(reflecting: object)
        guard let matched = mirror.children.first(where: { $0.label == name }) else { return nil }
        let value = Mirror(reflecting: matched.value)
        guard value.displayStyle == .optional else { return matched.value }
        return value.children.first?.value
    }
}

/// What swift-mustache iterates in a section: `Array`, `Set`, `ReversedCollection`.
private protocol RenderableSequence {
    func forEachElement(_ body: (Any) -> Void)
    var isEmptySequence: Bool { get }
}

extension Array: RenderableSequence {
    fileprivate func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
    fileprivate var isEmptySequence: Bool { isEmpty }
}

extension Set: RenderableSequence {
    fileprivate func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
    fileprivate var isEmptySequence: Bool { isEmpty }
}

extension ReversedCollection: RenderableSequence {
    fileprivate func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
    fileprivate var isEmptySequence: Bool { isEmpty }
}

/// Dictionaries with `String` keys other than `[String: Any]` (swift-mustache's `MustacheParent`).
private protocol StringKeyed {
    func value(forKey key: String) -> Any?
}

extension Dictionary: StringKeyed where Key == String {
    fileprivate func value(forKey key: String) -> Any? { self[key] }
}

private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self }
}

private func unwrapOptional(_ value: Any) -> Any {
    guard let optional = value as? OptionalValue else { return value }
    return optional.wrappedAny ?? value
}

// MARK: - Parsing

/// A port of swift-mustache's parser to UTF-8 bytes, for the tags `CompiledTemplate` renders.
/// It throws where swift-mustache throws and on every tag it leaves to swift-mustache.
private struct TemplateParser {
    struct Unsupported: Error {}

    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let newline = UInt8(ascii: "\n")
    private static let open: [UInt8] = Array("{{".utf8)
    private static let close: [UInt8] = Array("}}".utf8)
    private static let nameBytes = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*".utf8)
    private static let partialNameBytes = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/".utf8)

    var atEnd: Bool { position == bytes.count }
    /// swift-mustache's `current()`: NUL at the end.
    var current: UInt8 { atEnd ? 0 : bytes[position] }

    /// The tokens up to the end of the section `section` (or of the text when nil).
    mutating func parse(section: String?, newLine startsOnNewLine: Bool) throws -> CompiledTemplate {
        var tokens: [CompiledTemplate.Token] = []
        var newLine = startsOnNewLine
        var whiteSpaceBefore: ArraySlice<UInt8> = []
        func appendText(_ text: some Sequence<UInt8>) {
            tokens.append(.text(String(decoding: Array(text), as: UTF8.self)))
        }
        while !atEnd {
            if newLine { whiteSpaceBefore = readSpacesAndTabs() }
            let text = try readUntilTagOrNewline()
            if current == Self.newline {
                appendText(whiteSpaceBefore + text + [Self.newline])
                newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                appendText(whiteSpaceBefore + text)
                whiteSpaceBefore = []
                newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = current == UInt8(ascii: "^")
                position += 1
                let name = try parseName()
                if newLine && lineFinished() {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    appendText(whiteSpaceBefore)
                    whiteSpaceBefore = []
                }
                let body = try parse(section: name, newLine: newLine && setNewLine)
                let parsedName = CompiledTemplate.Name(name)
                tokens.append(inverted ? .invertedSection(parsedName, body) : .section(parsedName, body))
            case UInt8(ascii: "/"):
                position += 1
                let name = try parseName()
                guard name == section else { throw Unsupported() }
                if newLine && lineFinished() {
                    // standalone: the line is dropped
                } else if !whiteSpaceBefore.isEmpty {
                    appendText(whiteSpaceBefore)
                }
                return CompiledTemplate(tokens: tokens)
            case UInt8(ascii: "!"):
                position += 1
                try skipComment()
                setNewLine = newLine && lineFinished()
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = current == UInt8(ascii: "{")
                if !whiteSpaceBefore.isEmpty {
                    appendText(whiteSpaceBefore)
                    whiteSpaceBefore = []
                }
                position += 1
                let name = try parseName()
                if triple {
                    guard current == UInt8(ascii: "}") else { throw Unsupported() }
                    position += 1
                }
                tokens.append(.variable(CompiledTemplate.Name(name)))
            case UInt8(ascii: ">"):
                position += 1
                skipWhitespace()
                if current == UInt8(ascii: "*") { throw Unsupported() }  // dynamic partial
                let name = try parsePartialName()
                if !whiteSpaceBefore.isEmpty { appendText(whiteSpaceBefore) }
                if newLine && lineFinished() {
                    setNewLine = true
                    tokens.append(.partial(name, indentation: String(decoding: Array(whiteSpaceBefore), as: UTF8.self)))
                } else {
                    tokens.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = []
            case UInt8(ascii: "%"):
                position += 1
                try readTextContentType()
                setNewLine = newLine && lineFinished()
            case UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="):
                throw Unsupported()  // inheritance, blocks, set delimiters
            default:
                if !whiteSpaceBefore.isEmpty {
                    appendText(whiteSpaceBefore)
                    whiteSpaceBefore = []
                }
                let name = try parseName()
                tokens.append(.variable(CompiledTemplate.Name(name)))
            }
            newLine = setNewLine
        }
        guard section == nil else { throw Unsupported() }  // a section never closed
        return CompiledTemplate(tokens: tokens)
    }

    private mutating func readSpacesAndTabs() -> ArraySlice<UInt8> {
        let start = position
        while !atEnd, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        return bytes[start..<position]
    }

    /// Text up to a newline (not consumed) or an opening `{{` (consumed). A `{` that ends the
    /// text is an error, as in swift-mustache.
    private mutating func readUntilTagOrNewline() throws -> ArraySlice<UInt8> {
        let start = position
        while !atEnd {
            let byte = bytes[position]
            if byte == Self.newline { return bytes[start..<position] }
            if byte == Self.open[0] {
                guard position + 1 < bytes.count else { throw Unsupported() }
                if bytes[position + 1] == Self.open[1] {
                    let text = bytes[start..<position]
                    position += 2
                    return text
                }
            }
            position += 1
        }
        return bytes[start..<position]
    }

    /// swift-mustache's `hasLineFinished`: only spaces and tabs up to a newline (consumed with
    /// them), or the end of the text.
    private mutating func lineFinished() -> Bool {
        if atEnd { return true }
        var probe = position
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
        if probe < bytes.count, bytes[probe] == Self.newline {
            position = probe + 1
            return true
        }
        return false
    }

    private mutating func skipWhitespace() {
        while !atEnd, [UInt8(ascii: " "), UInt8(ascii: "\t"), Self.newline].contains(bytes[position]) { position += 1 }
    }

    private mutating func readCloseDelimiter() throws {
        guard position + 1 < bytes.count, bytes[position] == Self.close[0], bytes[position + 1] == Self.close[1] else {
            throw Unsupported()
        }
        position += 2
    }

    private mutating func parseName() throws -> String {
        skipWhitespace()
        let start = position
        while !atEnd, Self.nameBytes.contains(bytes[position]) { position += 1 }
        let name = bytes[start..<position]
        skipWhitespace()
        try readCloseDelimiter()
        if name.contains(UInt8(ascii: "(")) || name.contains(UInt8(ascii: ")")) { throw Unsupported() }  // transforms
        return String(decoding: name, as: UTF8.self)
    }

    private mutating func parsePartialName() throws -> String {
        skipWhitespace()
        let start = position
        while !atEnd, Self.partialNameBytes.contains(bytes[position]) { position += 1 }
        let name = bytes[start..<position]
        skipWhitespace()
        try readCloseDelimiter()
        return String(decoding: name, as: UTF8.self)
    }

    private mutating func skipComment() throws {
        while position + 1 < bytes.count {
            if bytes[position] == Self.close[0], bytes[position + 1] == Self.close[1] {
                position += 2
                return
            }
            position += 1
        }
        throw Unsupported()
    }

    /// `{{%CONTENT_TYPE: TEXT}}`, the pragma `TemplateSet` puts first; any other is left to swift-mustache.
    private mutating func readTextContentType() throws {
        let pragma = Array("CONTENT_TYPE".utf8)
        skipWhitespace()
        guard bytes[position...].starts(with: pragma) else { throw Unsupported() }
        position += pragma.count
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw Unsupported() }
        position += 1
        skipWhitespace()
        guard bytes[position...].starts(with: Array("TEXT".utf8)) else { throw Unsupported() }
        position += 4
        skipWhitespace()
        try readCloseDelimiter()
    }
}
