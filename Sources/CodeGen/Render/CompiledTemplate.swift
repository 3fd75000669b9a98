import Foundation

/// A parsed template (see `TemplateParser` for the rules), ready to render.
///
/// Values render as text, never HTML-escaped: `{{x}}`, `{{&x}}` and `{{{x}}}` are the same.
/// What a value does in a section: a list repeats the section once per element (each element
/// on top of the context stack), `true` renders it once, `false`, an empty list, `nil` and
/// `NSNull` not at all, anything else (a dictionary, a string, a number) renders it once with
/// the value on top of the stack. An inverted section renders where a section would not.
struct CompiledTemplate: Sendable {
    /// The template with a line start where each line of its text begins, for rendering with
    /// an indentation (a standalone partial's).
    let indentable: Program
    /// The same without line starts and with adjacent text joined: what renders without one.
    let plain: Program
    /// Every partial tag, with the template it names.
    let partials: [(name: String, place: TemplatePlace)]

    init(root: [TemplateNode], partials: [(name: String, place: TemplatePlace)]) {
        indentable = Program(root)
        plain = Program(TemplateNode.plain(root))
        self.partials = partials
    }

    /// The template of `text`, or the first problem in it.
    static func parse(_ text: String) -> Result<CompiledTemplate, TemplateSyntaxError> {
        TemplateParser(text).parse()
    }
}

/// A template as a flat list of operations, for rendering: a section's body is the operations
/// up to its `end`, text is a range of one byte buffer, names and partials are indices into
/// tables. No operation holds a reference, so walking them costs no reference counting.
final class Program: Sendable {
    enum Operation {
        case text(start: Int32, end: Int32)
        case lineStart
        case variable(name: Int32)
        case section(name: Int32, end: Int32)
        case inverted(name: Int32, end: Int32)
        case partial(Int32)
    }

    struct Partial {
        var name: String
        var indentation: [UInt8]?
        var place: TemplatePlace
    }

    let operations: [Operation]
    let text: [UInt8]
    let names: [TemplateName]
    /// What a lookup reads of each name, as plain values beside `names`: reading a name
    /// object out of its array for every tag retained and released it.
    let lookups: [TemplateName.Lookup]
    let partials: [Partial]

    init(_ nodes: [TemplateNode]) {
        var operations: [Operation] = []
        var text: [UInt8] = []
        var names: [TemplateName] = []
        var partials: [Partial] = []
        func add(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let bytes):
                    operations.append(.text(start: Int32(text.count), end: Int32(text.count + bytes.count)))
                    text += bytes
                case .lineStart:
                    operations.append(.lineStart)
                case .variable(let name):
                    names.append(name)
                    operations.append(.variable(name: Int32(names.count - 1)))
                case .section(let name, let body), .inverted(let name, let body):
                    names.append(name)
                    let name = Int32(names.count - 1)
                    let index = operations.count
                    operations.append(.lineStart)  // replaced once the body's end is known
                    add(body)
                    let end = Int32(operations.count)
                    if case .section = node {
                        operations[index] = .section(name: name, end: end)
                    } else {
                        operations[index] = .inverted(name: name, end: end)
                    }
                case .partial(let name, let indentation, let place):
                    partials.append(Partial(name: name, indentation: indentation, place: place))
                    operations.append(.partial(Int32(partials.count - 1)))
                }
            }
        }
        add(nodes)
        self.operations = operations
        self.text = text
        self.names = names
        lookups = names.map(\.lookup)
        self.partials = partials
    }
}

/// A name in a tag, split once when parsed.
final class TemplateName: Sendable {
    let text: String
    /// `.`: the value on top of the context stack.
    let isImplicit: Bool
    let first: String
    let rest: [String]
    /// `first` and `rest` by number, for looking them up.
    let firstID: TemplateNameID
    let restIDs: [TemplateNameID]
    /// Where the name is, for reporting a key the context does not have.
    let place: TemplatePlace

    /// What every lookup of the name reads.
    struct Lookup {
        /// `.`: the value on top of the context stack.
        var isImplicit: Bool
        var firstID: TemplateNameID
        /// `rest` is not empty.
        var isDotted: Bool
    }

    var lookup: Lookup { Lookup(isImplicit: isImplicit, firstID: firstID, isDotted: !rest.isEmpty) }

    init(_ text: String, place: TemplatePlace) {
        self.text = text
        self.place = place
        isImplicit = text == "."
        let parts = isImplicit ? [] : text.split(separator: ".").map(String.init)
        first = parts.first ?? ""
        rest = Array(parts.dropFirst())
        firstID = TemplateNameIDs.shared.id(first)
        restIDs = rest.map { TemplateNameIDs.shared.id($0) }
    }
}

/// The parse tree `TemplateParser` builds; `Program` is what renders it.
indirect enum TemplateNode: Sendable {
    case text([UInt8])
    /// A line of the template's text starts here.
    case lineStart
    case variable(TemplateName)
    case section(TemplateName, [TemplateNode])
    case inverted(TemplateName, [TemplateNode])
    /// `indentation` is nil for a partial within a line, else the spaces and tabs before the
    /// standalone tag (possibly none).
    case partial(String, indentation: [UInt8]?, place: TemplatePlace)

    /// `nodes` without `lineStart`, adjacent text joined.
    static func plain(_ nodes: [TemplateNode]) -> [TemplateNode] {
        var result: [TemplateNode] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { result.append(.text(text)) }
            text = []
        }
        for node in nodes {
            switch node {
            case .text(let bytes): text += bytes
            case .lineStart: break
            case .section(let name, let body):
                flush()
                result.append(.section(name, plain(body)))
            case .inverted(let name, let body):
                flush()
                result.append(.inverted(name, plain(body)))
            case .variable, .partial:
                flush()
                result.append(node)
            }
        }
        flush()
        return result
    }
}

/// What went wrong while rendering: keys the context lacks, partials that do not exist. Each
/// is reported once per place.
struct RenderProblems {
    struct Problem: Hashable {
        var template: String
        var place: TemplatePlace
        var message: String
    }

    private(set) var list: [Problem] = []
    private var seen: Set<Problem> = []

    mutating func add(_ problem: Problem) {
        if seen.insert(problem).inserted { list.append(problem) }
    }
}

// MARK: - Rendering

/// Renders templates into one byte buffer, reading typed contexts (`TemplateContext`).
struct TemplateRenderer {
    /// One level of the context stack.
    private enum Frame {
        /// Boxed: copying a frame out of the stack is then one retain, where an existential
        /// is copied through its type's value witnesses (2% of a run's instructions).
        case context(ContextBox)
        /// An element of a list, as a section over the list pushes each one.
        case element(TemplateList, Int)
        /// A line, as a section over lines pushes each one.
        case text(String)
    }

    let templates: [String: CompiledTemplate]
    private var stack: [Frame] = []
    /// The template being rendered, for the places of problems.
    private var current: String = ""
    /// How many partials deep the render is: a partial that includes itself without end stops here.
    private var depth = 0
    private static let maximumDepth = 100
    var problems = RenderProblems()

    init(templates: [String: CompiledTemplate]) {
        self.templates = templates
    }

    /// Renders template `name` with `root` as the context into `output`.
    mutating func render(_ name: String, root: any TemplateContext, into output: inout [UInt8]) {
        guard let template = templates[name] else { return }
        stack = [.context(ContextBox(root))]
        stack.reserveCapacity(16)
        current = name
        let program = template.plain
        render(program, 0..<program.operations.count, indentation: [], into: &output)
    }

    /// Renders the operations `range` of `program`.
    private mutating func render(_ program: Program, _ range: Range<Int>, indentation: [UInt8], into output: inout [UInt8]) {
        let operations = program.operations
        var index = range.lowerBound
        while index < range.upperBound {
            let operation = operations[index]
            index += 1
            switch operation {
            case .text(let start, let end):
                program.text.withUnsafeBufferPointer { text in
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: text[Int(start)..<Int(end)]))
                }
            case .lineStart:
                output.append(contentsOf: indentation)
            // Text for a value: text as it is, a flag as `true` or `false`; a list, lines or a
            // context have no text of their own. Matched as the optional the lookup gives: a
            // value unwrapped into a variable first was copied and destroyed, once per tag.
            case .variable(let name):
                switch lookUp(program, Int(name)) {
                case .text(let text)?: Self.append(text, to: &output)
                case .flag(let flag)?: Self.append(flag ? "true" : "false", to: &output)
                case .lines?, .list?, .context?, nil: break
                }
            case .section(let name, let end):
                let body = index..<Int(end)
                index = Int(end)
                guard let value = lookUp(program, Int(name)) else { continue }
                renderSection(value, program, body, indentation: indentation, into: &output)
            case .inverted(let name, let end):
                let body = index..<Int(end)
                index = Int(end)
                if isFalsy(lookUp(program, Int(name))) { render(program, body, indentation: indentation, into: &output) }
            case .partial(let partial):
                let partial = program.partials[Int(partial)]
                renderPartial(partial.name, own: partial.indentation, place: partial.place, indentation: indentation, into: &output)
            }
        }
    }

    /// A context on the stack.
    private final class ContextBox {
        let context: any TemplateContext

        init(_ context: any TemplateContext) { self.context = context }
    }

    /// Read in place: `withUTF8` would need a mutable copy of the text, a retain and a release.
    private static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Renders a section's body, the operations `body` of `program`, with `frame` on top of the stack.
    private mutating func render(
        _ program: Program, _ body: Range<Int>, with frame: Frame, indentation: [UInt8], into output: inout [UInt8]
    ) {
        stack.append(frame)
        render(program, body, indentation: indentation, into: &output)
        stack.removeLast()
    }

    /// A section over `value` whose body is the operations `body` of `program`. (The program and
    /// the range are passed apart: a struct holding both retained the program once per section.)
    private mutating func renderSection(
        _ value: TemplateValue, _ program: Program, _ body: Range<Int>, indentation: [UInt8], into output: inout [UInt8]
    ) {
        switch value {
        case .list(let items):
            for index in 0..<items.count {
                render(program, body, with: .element(items, index), indentation: indentation, into: &output)
            }
        case .flag(let flag):
            if flag { render(program, body, indentation: indentation, into: &output) }
        case .lines(let lines):
            for line in lines { render(program, body, with: .text(line), indentation: indentation, into: &output) }
        case .text(let text):
            render(program, body, with: .text(text), indentation: indentation, into: &output)
        case .context(let context):
            if let context { render(program, body, with: .context(ContextBox(context)), indentation: indentation, into: &output) }
        }
    }

    private func isFalsy(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil: return true
        case .flag(let flag): return !flag
        case .list(let items): return items.count == 0
        case .lines(let lines): return lines.isEmpty
        case .text: return false
        case .context(let context): return context == nil
        }
    }

    private mutating func renderPartial(
        _ name: String, own: [UInt8]?, place: TemplatePlace, indentation: [UInt8], into output: inout [UInt8]
    ) {
        guard let partial = templates[name] else {
            problems.add(
                .init(
                    template: current, place: place,
                    message: "template includes the partial '\(name)', but there is no template '\(name).mustache'"))
            return
        }
        guard depth < Self.maximumDepth else {
            problems.add(
                .init(
                    template: current, place: place,
                    message: "partials nested more than \(Self.maximumDepth) deep: does '\(name)' include itself without end?"))
            return
        }
        // Within a line the partial's text is not indented; standing alone, its lines get the
        // enclosing indentation and the tag's own.
        let nested = own.map { indentation + $0 } ?? []
        let caller = current
        current = name
        depth += 1
        let program = nested.isEmpty ? partial.plain : partial.indentable
        render(program, 0..<program.operations.count, indentation: nested, into: &output)
        depth -= 1
        current = caller
    }

    /// The value the name numbered `nameIndex` in `program` stands for: `.` is the top of the
    /// stack; otherwise the first part is looked up from the top of the stack down, and the
    /// other parts in what it found. A key found nowhere is recorded as a problem.
    private mutating func lookUp(_ program: Program, _ nameIndex: Int) -> TemplateValue? {
        let name = program.lookups[nameIndex]
        if name.isImplicit {
            switch stack[stack.count - 1] {
            case .context(let box): return box.context.implicitValue ?? .context(box.context)
            case .element(let list, let index): return list.implicitValue(at: index)
            case .text(let text): return .text(text)
            }
        }
        var index = stack.count
        // Each found value is returned where it is unwrapped: unwrapped into a variable first,
        // it was copied (through the value witnesses of a context it may hold) and destroyed.
        while index > 0 {
            index -= 1
            switch stack[index] {
            case .context(let box):
                if let found = box.context.templateValue(name.firstID) {
                    return name.isDotted ? descend(found, program.names[nameIndex]) : found
                }
            case .element(let list, let element):
                if let found = list.templateValue(at: element, name.firstID) {
                    return name.isDotted ? descend(found, program.names[nameIndex]) : found
                }
            case .text: break
            }
        }
        missing(program.names[nameIndex])
        return nil
    }

    /// The value of a dotted name's later parts, inside `value`.
    private mutating func descend(_ value: TemplateValue, _ name: TemplateName) -> TemplateValue? {
        var value = value
        for part in name.restIDs {
            guard case .context(let context?) = value, let child = context.templateValue(part) else {
                missing(name)
                return nil
            }
            value = child
        }
        return value
    }

    private mutating func missing(_ name: TemplateName) {
        problems.add(
            .init(
                template: current, place: name.place,
                message: "template asks for '\(name.text)', which its context does not have (see Templates/README.md)"))
    }
}
