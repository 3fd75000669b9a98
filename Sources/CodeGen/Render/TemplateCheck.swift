import SpecLanguage

/// Checks templates against the contexts they are rendered with, before anything renders: every
/// name a tag asks for must be one the context stack has at that tag (`TemplateShape`), so a
/// typo in a template, or in a copy a user overrides it with, is an error at the tag when the
/// templates load, not a gap in the output.
///
/// A section over a list or a context checks its body against the element's shape; over lines
/// or text, its body sees the line as `{{.}}`; a flag changes nothing. A partial is checked
/// where it is included, with the stack at the tag.
struct TemplateCheck {
    let templates: [String: CompiledTemplate]
    var problems = RenderProblems()

    private enum Frame {
        case shape(TemplateShape)
        case line
    }

    /// Partials already checked with a given innermost context: a partial that includes itself
    /// through a section is checked once per shape.
    private var checked: Set<String> = []
    private var current = ""

    init(templates: [String: CompiledTemplate]) {
        self.templates = templates
    }

    /// Checks template `name` as rendered with a root context of `shape`.
    mutating func check(_ name: String, root shape: TemplateShape) {
        guard let template = templates[name] else { return }
        current = name
        walk(template.plain, 0..<template.plain.operations.count, [.shape(shape)])
    }

    private mutating func walk(_ program: Program, _ range: Range<Int>, _ stack: [Frame]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let operation = program.operations[index]
            index += 1
            switch operation {
            case .text, .lineStart: break
            case .variable(let name):
                _ = resolve(program.names[Int(name)], stack)
            case .section(let name, let end):
                var inner = stack
                switch resolve(program.names[Int(name)], stack) {
                case .list(let shape)?, .context(let shape)?: inner.append(.shape(shape()))
                case .lines?, .text?: inner.append(.line)
                case .flag?, nil: break
                }
                walk(program, index..<Int(end), inner)
                index = Int(end)
            case .inverted(let name, let end):
                _ = resolve(program.names[Int(name)], stack)
                walk(program, index..<Int(end), stack)
                index = Int(end)
            case .partial(let partial):
                let name = program.partials[Int(partial)].name
                guard let template = templates[name] else { continue }  // reported when the templates load
                var innermost = "line"
                if case .shape(let shape) = stack.last { innermost = shape.typeName }
                guard checked.insert(name + " " + innermost).inserted else { continue }
                let caller = current
                current = name
                walk(template.plain, 0..<template.plain.operations.count, stack)
                current = caller
            }
        }
    }

    /// What `name` is at this point of the template, or nil (reported) when nothing on the stack has it.
    private mutating func resolve(_ name: TemplateName, _ stack: [Frame]) -> TemplateShape.Kind? {
        if name.isImplicit {
            if case .shape(let shape)? = stack.last { return .context { shape } }
            return .text
        }
        for frame in stack.reversed() {
            guard case .shape(let shape) = frame, var kind = shape.kinds[name.first] else { continue }
            for part in name.rest {
                guard case .context(let inner) = kind, let next = inner().kinds[part] else {
                    report(name, known: [])
                    return nil
                }
                kind = next
            }
            return kind
        }
        let known = stack.reversed().flatMap { frame -> [String] in
            if case .shape(let shape) = frame { return shape.names }
            return []
        }
        report(name, known: known)
        return nil
    }

    private mutating func report(_ name: TemplateName, known: [String]) {
        var message = "template asks for '\(name.text)', which its context does not have (see Templates/README.md)"
        if let close = Suggestion.closest(to: name.first, in: known) { message += "; did you mean '\(close)'?" }
        problems.add(.init(template: current, place: name.place, message: message))
    }
}
