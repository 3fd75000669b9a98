import Foundation

/// A parsed template (see `TemplateParser` for the rules), ready to render.
///
/// Values render as text, never HTML-escaped: `{{x}}`, `{{&x}}` and `{{{x}}}` are the same.
/// What a value does in a section: a list repeats the section once per element (each element
/// on top of the context stack), `true` renders it once, `false`, an empty list, `nil` and
/// `NSNull` not at all, anything else (a dictionary, a string, a number) renders it once with
/// the value on top of the stack. An inverted section renders where a section would not.
struct CompiledTemplate: Sendable {
    /// The nodes with a `lineStart` where each line of the text begins, for rendering with an
    /// indentation (a standalone partial's).
    fileprivate let indentable: [TemplateNode]
    /// The same without `lineStart` and with adjacent text joined: what renders without one.
    fileprivate let plain: [TemplateNode]
    /// Every partial tag, with the template it names.
    let partials: [(name: String, place: TemplatePlace)]

    init(root: [TemplateNode], partials: [(name: String, place: TemplatePlace)]) {
        indentable = root
        plain = TemplateNode.plain(root)
        self.partials = partials
    }

    /// The template of `text`, or the first problem in it.
    static func parse(_ text: String) -> Result<CompiledTemplate, TemplateSyntaxError> {
        TemplateParser(text).parse()
    }
}

/// A name in a tag, split once when parsed. A class, so a node holding one stays small.
final class TemplateName: Sendable {
    let text: String
    /// `.`: the value on top of the context stack.
    let isImplicit: Bool
    let first: String
    let rest: [String]
    /// Where the name is, for reporting a key the context does not have.
    let place: TemplatePlace

    init(_ text: String, place: TemplatePlace) {
        self.text = text
        self.place = place
        isImplicit = text == "."
        let parts = isImplicit ? [] : text.split(separator: ".").map(String.init)
        first = parts.first ?? ""
        rest = Array(parts.dropFirst())
    }
}

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

/// Renders templates into one byte buffer.
///
/// Written for speed, since rendering is a large part of a run: values are told apart by their
/// exact type first (a comparison of type metadata) and only then cast, so the shapes gen's
/// contexts are made of (`[String: Any]`, `[[String: Any]]`, `[String]`, `String`, `Bool`)
/// never go through the runtime's search for a conversion; anything else takes the general
/// path, with the same results.
struct TemplateRenderer {
    /// One level of the context stack.
    private enum Frame {
        case dictionary([String: Any])
        /// A string, as a `[String]` section pushes each line.
        case text(String)
        /// Anything else, boxed so a frame stays two words.
        case other(Box)
    }

    private final class Box {
        let value: Any
        init(_ value: Any) { self.value = value }
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
    mutating func render(_ name: String, root: [String: Any], into output: inout [UInt8]) {
        guard let template = templates[name] else { return }
        stack = [.dictionary(root)]
        stack.reserveCapacity(16)
        current = name
        render(template.plain, indentation: [], into: &output)
    }

    private mutating func render(_ nodes: [TemplateNode], indentation: [UInt8], into output: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .lineStart:
                output.append(contentsOf: indentation)
            case .variable(let name):
                if name.isImplicit, case .text(let text) = stack[stack.count - 1] {
                    Self.append(text, to: &output)
                    continue
                }
                guard let value = lookUp(name) else { continue }
                if type(of: value) == String.self {
                    Self.append(value as! String, to: &output)
                } else {
                    interpolate(value, into: &output)
                }
            case .section(let name, let body):
                guard let value = lookUp(name) else { continue }
                renderSection(value, body, indentation: indentation, into: &output)
            case .inverted(let name, let body):
                if isFalsy(lookUp(name)) { render(body, indentation: indentation, into: &output) }
            case .partial(let partialName, let own, let place):
                renderPartial(partialName, own: own, place: place, indentation: indentation, into: &output)
            }
        }
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    private mutating func renderSection(_ value: Any, _ body: [TemplateNode], indentation: [UInt8], into output: inout [UInt8]) {
        let type = type(of: value)
        if type == [[String: Any]].self {
            for item in value as! [[String: Any]] {
                stack.append(.dictionary(item))
                render(body, indentation: indentation, into: &output)
                stack.removeLast()
            }
        } else if type == Bool.self {
            if value as! Bool { render(body, indentation: indentation, into: &output) }
        } else if type == [String].self {
            for line in value as! [String] {
                stack.append(.text(line))
                render(body, indentation: indentation, into: &output)
                stack.removeLast()
            }
        } else if type == [String: Any].self {
            stack.append(.dictionary(value as! [String: Any]))
            render(body, indentation: indentation, into: &output)
            stack.removeLast()
        } else if let flag = value as? Bool {
            if flag { render(body, indentation: indentation, into: &output) }
        } else if let items = value as? [Any] {
            for item in items {
                stack.append(Self.frame(item))
                render(body, indentation: indentation, into: &output)
                stack.removeLast()
            }
        } else if let value = Self.unwrapped(value) {
            stack.append(Self.frame(value))
            render(body, indentation: indentation, into: &output)
            stack.removeLast()
        }
    }

    private func isFalsy(_ value: Any?) -> Bool {
        guard let value else { return true }
        let type = type(of: value)
        if type == Bool.self { return !(value as! Bool) }
        if type == [[String: Any]].self { return (value as! [[String: Any]]).isEmpty }
        if type == [String].self { return (value as! [String]).isEmpty }
        if type == String.self || type == [String: Any].self { return false }
        if let flag = value as? Bool { return !flag }
        if let items = value as? [Any] { return items.isEmpty }
        return Self.unwrapped(value) == nil
    }

    private mutating func renderPartial(_ name: String, own: [UInt8]?, place: TemplatePlace, indentation: [UInt8], into output: inout [UInt8]) {
        guard let partial = templates[name] else {
            problems.add(.init(template: current, place: place, message: "template includes the partial '\(name)', but there is no template '\(name).mustache'"))
            return
        }
        guard depth < Self.maximumDepth else {
            problems.add(
                .init(template: current, place: place, message: "partials nested more than \(Self.maximumDepth) deep: does '\(name)' include itself without end?"))
            return
        }
        // Within a line the partial's text is not indented; standing alone, its lines get the
        // enclosing indentation and the tag's own.
        let nested = own.map { indentation + $0 } ?? []
        let caller = current
        current = name
        depth += 1
        render(nested.isEmpty ? partial.plain : partial.indentable, indentation: nested, into: &output)
        depth -= 1
        current = caller
    }

    private static func frame(_ value: Any) -> Frame {
        if let values = value as? [String: Any] { return .dictionary(values) }
        if let text = value as? String { return .text(text) }
        return .other(Box(value))
    }

    /// The value `name` stands for: `.` is the top of the stack; otherwise the first part is
    /// looked up from the top of the stack down, and the other parts in what it found. A key
    /// found nowhere is recorded as a problem.
    private mutating func lookUp(_ name: TemplateName) -> Any? {
        if name.isImplicit {
            switch stack[stack.count - 1] {
            case .dictionary(let values): return values
            case .text(let text): return text
            case .other(let box): return box.value
            }
        }
        var index = stack.count
        var found: Any?
        while index > 0 {
            index -= 1
            if case .dictionary(let values) = stack[index], let value = values[name.first] {
                found = value
                break
            }
        }
        guard var value = found else {
            missing(name)
            return nil
        }
        for part in name.rest {
            guard let values = value as? [String: Any], let child = values[part] else {
                missing(name)
                return nil
            }
            value = child
        }
        return value
    }

    private mutating func missing(_ name: TemplateName) {
        problems.add(
            .init(template: current, place: name.place, message: "template asks for '\(name.text)', which its context does not have (see Templates/README.md)"))
    }

    /// `nil` (an `Optional` put in a context as `Any`) and `NSNull` are null; an optional that
    /// holds a value is that value. (Casts to a concrete type see through optionals already.)
    private static func unwrapped(_ value: Any) -> Any? {
        if isNull(value) { return nil }
        guard let optional = value as? any OptionalValue else { return value }
        return optional.wrappedAny.flatMap(unwrapped)
    }

    /// `value is NSNull`, asked of the type: on Linux, `is` with a class would first bridge
    /// every array and dictionary to Foundation's NSArray and NSDictionary.
    private static func isNull(_ value: Any) -> Bool {
        type(of: value) is NSNull.Type
    }

    /// Text for a value that is not a string: numbers and booleans as Swift prints them.
    private func interpolate(_ value: Any, into output: inout [UInt8]) {
        guard let value = Self.unwrapped(value) else { return }
        if let text = value as? String {
            Self.append(text, to: &output)
        } else {
            Self.append(String(describing: value), to: &output)
        }
    }
}

private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 } }
}
