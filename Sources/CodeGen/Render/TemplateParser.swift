/// Where something is in a template's text: line and column, both from 1. Lines end at `\n`
/// (so `\r\n` counts once); columns count Unicode scalars.
struct TemplatePlace: Sendable, Hashable, Comparable {
    var line: Int
    var column: Int

    static func < (a: Self, b: Self) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// A template that gen cannot render: a syntax error, or a construct gen's engine does not
/// support. `message` says what and, where it helps, how to write it instead.
struct TemplateSyntaxError: Error, Equatable {
    var place: TemplatePlace
    var message: String
}

/// One `{{…}}` tag as written.
struct TemplateTag: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case variable  // `{{name}}`, `{{&name}}`, `{{{name}}}`: all render text as it is
        case section  // `{{#name}}`
        case inverted  // `{{^name}}`
        case close  // `{{/name}}`
        case partial  // `{{>name}}`
        case comment  // `{{!…}}`
        case contentType  // `{{%CONTENT_TYPE: TEXT}}`: accepted, changes nothing
    }

    var kind: Kind
    /// The sigil as written: `#`, `^`, `/`, `>`, `!`, `%`, `&`, `{` (triple braces), or nil.
    var sigil: Character?
    /// The name, without the spaces around it (a comment's text, trimmed).
    var name: String
    /// Where the tag's `{{` is.
    var place: TemplatePlace
    /// Where its name starts (the tag's place when it has none).
    var namePlace: TemplatePlace
    /// The tag's bytes in the template.
    var range: Range<Int>

    /// Tags that vanish with their line when they stand alone on it (the spec's "standalone" tags).
    var canStandAlone: Bool {
        switch kind {
        case .section, .inverted, .close, .partial, .comment, .contentType: return true
        case .variable: return false
        }
    }
}

/// Turns a template's text into `CompiledTemplate`, or says exactly what is wrong and where.
///
/// The rules are the mustache specification's, on UTF-8 bytes (every character mustache gives a
/// meaning is ASCII):
/// - A tag is `{{`, an optional sigil, a name with optional spaces or tabs around it, `}}`
///   (`}}}` after `{{{`). Only a comment may span lines.
/// - A name is `.` or parts of letters, digits, `_` and `-` joined by `.`.
/// - A line holding one section, inverted-section, close, partial, comment or content-type tag
///   and otherwise only spaces and tabs is "standalone": the whole line, its line end (`\n` or
///   `\r\n`) included, is left out of the output. A standalone partial's indentation is put
///   before every line of the partial's text.
/// Everything else the specification's optional modules define (set delimiters, inheritance and
/// blocks, dynamic names, lambdas) is refused with a message saying it is not supported.
struct TemplateParser {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    // MARK: Lexing

    /// A piece of the text: literal text within one line, a line end, or a tag.
    enum Lexeme {
        case text(Range<Int>)
        case newline(Range<Int>)
        case tag(TemplateTag)
    }

    /// The pieces of the text up to the first error, and that error.
    func lex() -> (lexemes: [Lexeme], error: TemplateSyntaxError?) {
        var lexemes: [Lexeme] = []
        var line = 1
        var lineStart = 0
        var textStart = 0
        var index = 0
        let count = bytes.count
        func flushText(upTo end: Int) {
            if end > textStart { lexemes.append(.text(textStart..<end)) }
        }
        while index < count {
            let byte = bytes[index]
            if byte == .newline {
                let start = index > textStart && bytes[index - 1] == .carriageReturn ? index - 1 : index
                flushText(upTo: start)
                lexemes.append(.newline(start..<index + 1))
                index += 1
                line += 1
                lineStart = index
                textStart = index
            } else if byte == .openBrace, index + 1 < count, bytes[index + 1] == .openBrace {
                flushText(upTo: index)
                switch readTag(at: index, line: &line, lineStart: &lineStart) {
                case .success(let tag):
                    lexemes.append(.tag(tag))
                    index = tag.range.upperBound
                    textStart = index
                case .failure(let error):
                    return (lexemes, error)
                }
            } else {
                index += 1
            }
        }
        flushText(upTo: count)
        return (lexemes, nil)
    }

    /// Line and column of byte `offset`, on a line that starts at `lineStart`.
    private func place(_ offset: Int, line: Int, lineStart: Int) -> TemplatePlace {
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }  // not a UTF-8 continuation byte
            index += 1
        }
        return TemplatePlace(line: line, column: column)
    }

    /// The text of `range` as written, for messages.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The first `}}` at or after `start`, before the end of the line unless `acrossLines`.
    private func closeBraces(from start: Int, acrossLines: Bool) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == .closeBrace, bytes[index + 1] == .closeBrace { return index }
            if bytes[index] == .newline, !acrossLines { return nil }
            index += 1
        }
        return nil
    }

    /// The tag whose `{{` is at `open`. A comment may span lines: `line` and `lineStart` move past
    /// the line ends inside it.
    private func readTag(at open: Int, line: inout Int, lineStart: inout Int) -> Result<TemplateTag, TemplateSyntaxError> {
        let openPlace = place(open, line: line, lineStart: lineStart)
        func failure(_ message: String, at place: TemplatePlace? = nil) -> Result<TemplateTag, TemplateSyntaxError> {
            .failure(TemplateSyntaxError(place: place ?? openPlace, message: message))
        }
        var contentStart = open + 2
        let first = contentStart < bytes.count ? bytes[contentStart] : 0
        let triple = first == .openBrace
        if triple { contentStart += 1 }

        if first == UInt8(ascii: "!") {
            guard let close = closeBraces(from: contentStart, acrossLines: true) else {
                return failure("a comment '{{!' is never closed with '}}'")
            }
            for index in contentStart..<close where bytes[index] == .newline {
                line += 1
                lineStart = index + 1
            }
            let note = text(contentStart + 1..<close).trimmingSpacesAndTabs
            return .success(
                TemplateTag(kind: .comment, sigil: "!", name: note, place: openPlace, namePlace: openPlace, range: open..<close + 2))
        }

        guard let close = closeBraces(from: contentStart, acrossLines: false) else {
            if closeBraces(from: contentStart, acrossLines: true) != nil {
                return failure("a '{{' is not closed with '}}' on its own line; only a comment may span lines")
            }
            return failure("a '{{' is never closed with '}}'")
        }
        var end = close + 2
        if triple {
            guard end < bytes.count, bytes[end] == .closeBrace else {
                return failure("'\(text(open..<end))' opens with '{{{' but closes with '}}': close it with '}}}'")
            }
            end += 1
        }
        let written = text(open..<end)

        var nameStart = contentStart
        var sigil: Character?
        if triple {
            sigil = "{"
        } else if let byte = bytes[contentStart..<close].first, Self.sigils.contains(byte) {
            sigil = Character(Unicode.Scalar(byte))
            nameStart += 1
        }
        while nameStart < close, bytes[nameStart].isSpaceOrTab { nameStart += 1 }
        var nameEnd = close
        while nameEnd > nameStart, bytes[nameEnd - 1].isSpaceOrTab { nameEnd -= 1 }
        let name = text(nameStart..<nameEnd)
        let namePlace = nameStart < nameEnd ? place(nameStart, line: line, lineStart: lineStart) : openPlace
        func tag(_ kind: TemplateTag.Kind) -> Result<TemplateTag, TemplateSyntaxError> {
            .success(TemplateTag(kind: kind, sigil: sigil, name: name, place: openPlace, namePlace: namePlace, range: open..<end))
        }

        // A sigil written after a space is not read as one: say so rather than guess.
        if sigil == nil, let byte = name.utf8.first, Self.sigils.contains(byte), nameStart > contentStart {
            let mark = Character(Unicode.Scalar(byte))
            return failure(
                "'\(written)' has a space before '\(mark)': write it right after '{{', as in '{{\(mark)\(name.dropFirst().trimmingSpacesAndTabs)}}'"
            )
        }

        switch sigil {
        case "=":
            return failure(
                "'\(written)': changing the delimiters ('{{=<% %>=}}') is not supported; gen's templates always use '{{' and '}}'")
        case "<":
            return failure(
                "'\(written)': template inheritance ('{{<parent}}') is not supported; include shared text with a partial, '{{>name}}'")
        case "$":
            return failure("'\(written)': blocks ('{{$name}}', for template inheritance) are not supported")
        case "%":
            return contentType(name, written: written, at: openPlace).map { _ in
                TemplateTag(kind: .contentType, sigil: "%", name: name, place: openPlace, namePlace: namePlace, range: open..<end)
            }
        case ">":
            if name.hasPrefix("*") {
                return failure(
                    "'\(written)': dynamic partials ('{{>*name}}') are not supported; name the partial's template", at: namePlace)
            }
            guard !name.isEmpty else { return failure("'\(written)' names no partial: write '{{>name}}' for the template name.mustache") }
            guard name.utf8.allSatisfy(\.isPartialNameByte) else {
                return failure(
                    "'\(written)': '\(name)' is not a template name; a partial is named by its template's file name without '.mustache' "
                        + "(letters, digits, '_', '-' and '.')", at: namePlace)
            }
            return tag(.partial)
        default:
            break
        }
        guard !name.isEmpty else {
            return failure("'\(written)' has no name")
        }
        if name.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) {
            return failure(
                "'\(written)': transforms and lambdas ('\(name)') are not supported; templates place values that Swift prepares",
                at: namePlace)
        }
        guard Self.isValidName(name) else {
            return failure(
                "'\(written)': '\(name)' is not a valid name; a name is letters, digits, '_' and '-', in parts joined by '.', or '.' alone",
                at: namePlace)
        }
        switch sigil {
        case "#": return tag(.section)
        case "^": return tag(.inverted)
        case "/": return tag(.close)
        default: return tag(.variable)
        }
    }

    /// `{{%CONTENT_TYPE: TEXT}}` is accepted (every template renders as text); any other pragma,
    /// or another content type, is refused.
    private func contentType(_ pragma: String, written: String, at place: TemplatePlace) -> Result<Void, TemplateSyntaxError> {
        let parts = pragma.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpacesAndTabs }
        guard parts.first == "CONTENT_TYPE" else {
            return .failure(
                TemplateSyntaxError(place: place, message: "'\(written)': pragmas are not supported, except '{{%CONTENT_TYPE: TEXT}}'"))
        }
        guard parts.count == 2, parts[1] == "TEXT" else {
            let value = parts.count == 2 ? parts[1] : ""
            return .failure(
                TemplateSyntaxError(
                    place: place,
                    message:
                        "'\(written)': content type '\(value)' is not supported; gen renders every template as text, without HTML escaping")
            )
        }
        return .success(())
    }

    private static let sigils = Set("#^/>&!=<$%".utf8)

    /// `.`, or parts of letters, digits, `_` and `-` joined by `.`.
    static func isValidName(_ name: String) -> Bool {
        if name == "." { return true }
        var partLength = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                if partLength == 0 { return false }
                partLength = 0
            } else if byte.isNameByte {
                partLength += 1
            } else {
                return false
            }
        }
        return partLength > 0
    }

    // MARK: Parsing

    /// The template, or the first problem in it (in the order of the text).
    func parse() -> Result<CompiledTemplate, TemplateSyntaxError> {
        let (lexemes, lexError) = lex()
        var builder = TreeBuilder()
        for item in standalone(lexemes) {
            if let error = builder.add(item, bytes: bytes) { return .failure(error) }
        }
        if let lexError { return .failure(lexError) }
        return builder.finish().map { CompiledTemplate(root: $0, partials: builder.partials) }
    }

    /// What the tree is built from, with standalone lines resolved.
    enum Item {
        /// A source line begins here; an indented partial puts its indentation here.
        case lineStart
        case text(Range<Int>)
        /// A tag; a standalone partial with the spaces and tabs before it.
        case tag(TemplateTag, indentation: Range<Int>?)
    }

    /// Applies the standalone rule line by line: a standalone line becomes its tag alone; any
    /// other line is a `lineStart` and all it holds, its line end included.
    private func standalone(_ lexemes: [Lexeme]) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(lexemes.count + lexemes.count / 2)
        var start = 0
        while start < lexemes.count {
            var end = start
            while end < lexemes.count {
                if case .newline = lexemes[end] {
                    end += 1
                    break
                }
                end += 1
            }
            // Lexemes start..<end are one line, its line end included.
            var tagIndex: Int?
            var isStandalone = true
            for index in start..<end {
                switch lexemes[index] {
                case .text(let range):
                    if !bytes[range].allSatisfy(\.isSpaceOrTab) { isStandalone = false }
                case .newline:
                    break
                case .tag(let tag):
                    if tagIndex != nil || !tag.canStandAlone { isStandalone = false }
                    tagIndex = index
                }
                if !isStandalone { break }
            }
            if isStandalone, let tagIndex, case .tag(let tag) = lexemes[tagIndex] {
                var indentation: Range<Int>?
                if tag.kind == .partial {
                    let first = lexemes[start]
                    if case .text(let range) = first, tagIndex > start {
                        indentation = range
                    } else {
                        indentation = tag.range.lowerBound..<tag.range.lowerBound
                    }
                }
                items.append(.tag(tag, indentation: indentation))
            } else {
                items.append(.lineStart)
                for index in start..<end {
                    switch lexemes[index] {
                    case .text(let range), .newline(let range): items.append(.text(range))
                    case .tag(let tag): items.append(.tag(tag, indentation: nil))
                    }
                }
            }
            start = end
        }
        return items
    }
}

/// Builds the node tree from `TemplateParser.Item`s, matching sections with their close tags.
private struct TreeBuilder {
    private struct OpenSection {
        var tag: TemplateTag
        var nodes: [TemplateNode] = []
    }

    private var open: [OpenSection] = []
    private var nodes: [TemplateNode] = []
    /// Each partial tag, for checking that its template exists.
    private(set) var partials: [(name: String, place: TemplatePlace)] = []
    /// Bytes of text not yet made a node: adjacent pieces become one node.
    private var pendingText: [UInt8] = []

    private mutating func append(_ node: TemplateNode) {
        flushText()
        if open.isEmpty { nodes.append(node) } else { open[open.count - 1].nodes.append(node) }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        let node = TemplateNode.text(pendingText)
        pendingText = []
        if open.isEmpty { nodes.append(node) } else { open[open.count - 1].nodes.append(node) }
    }

    mutating func add(_ item: TemplateParser.Item, bytes: [UInt8]) -> TemplateSyntaxError? {
        switch item {
        case .lineStart:
            append(.lineStart)
        case .text(let range):
            pendingText.append(contentsOf: bytes[range])
        case .tag(let tag, let indentation):
            switch tag.kind {
            case .variable:
                append(.variable(TemplateName(tag.name, place: tag.place)))
            case .section, .inverted:
                flushText()
                open.append(OpenSection(tag: tag))
            case .close:
                guard let section = open.last else {
                    return TemplateSyntaxError(
                        place: tag.namePlace,
                        message:
                            "'{{/\(tag.name)}}' closes a section that is not open: there is no '{{#\(tag.name)}}' or '{{^\(tag.name)}}' before it"
                    )
                }
                guard section.tag.name == tag.name else {
                    let opened = "{{\(section.tag.sigil.map(String.init) ?? "")\(section.tag.name)}}"
                    return TemplateSyntaxError(
                        place: tag.namePlace,
                        message:
                            "section '\(opened)' (line \(section.tag.place.line), column \(section.tag.place.column)) is closed with a different name "
                            + "than it was opened with: '{{/\(tag.name)}}'; close it with '{{/\(section.tag.name)}}' first")
                }
                flushText()
                let body = open.removeLast().nodes
                let name = TemplateName(section.tag.name, place: section.tag.place)
                append(section.tag.kind == .section ? .section(name, body) : .inverted(name, body))
            case .partial:
                partials.append((tag.name, tag.place))
                let indentation = indentation.map { Array(bytes[$0]) }
                append(.partial(tag.name, indentation: indentation, place: tag.place))
            case .comment, .contentType:
                break
            }
        }
        return nil
    }

    mutating func finish() -> Result<[TemplateNode], TemplateSyntaxError> {
        if let section = open.last {
            let opened = "{{\(section.tag.sigil.map(String.init) ?? "")\(section.tag.name)}}"
            return .failure(
                TemplateSyntaxError(
                    place: section.tag.place, message: "section '\(opened)' is opened here but never closed with '{{/\(section.tag.name)}}'"
                ))
        }
        flushText()
        return .success(nodes)
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")

    fileprivate var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

    fileprivate var isNameByte: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    fileprivate var isPartialNameByte: Bool { isNameByte || self == UInt8(ascii: ".") }
}

extension String {
    fileprivate var trimmingSpacesAndTabs: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

extension Substring {
    fileprivate var trimmingSpacesAndTabs: String { String(self).trimmingSpacesAndTabs }
}
