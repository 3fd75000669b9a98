import Foundation

/// What a template reads: a Swift type per template, in `Contexts/`, that lists the names a
/// template may use and what each gives. Most are structs; the elements of long lists that
/// templates read many times (a model's fields, the models, endpoints and client methods) are
/// final classes with constant properties, so reading one in place copies none of its text.
///
/// The list is the context's whole surface: a template is checked against it when the templates
/// load (`TemplateCheck`), so a tag asking for a name its context lacks is an error at that tag
/// before any spec is read, and `Templates/README.md` is tested against it.
protocol TemplateContext: ContextMetatype {
    /// The names a template may use, in the order `Templates/README.md` describes them:
    /// `static let templateKeys = TemplateKeys<Self>([.text("name") { $0.name }, …])`.
    static var templateKeys: TemplateKeys<Self> { get }
    /// The value of `name`, or nil when the context has no such name.
    func templateValue(_ name: String) -> TemplateValue?
    /// The same, for a name known by its number (`TemplateNameIDs`): what rendering asks, an
    /// array index where the name would be hashed.
    func templateValue(_ name: TemplateNameID) -> TemplateValue?
    /// What `{{.}}` is when this context is on top of the stack: nil for the context itself.
    var implicitValue: TemplateValue? { get }
}

extension TemplateContext {
    func templateValue(_ name: String) -> TemplateValue? {
        Self.templateKeys.readers[name]?(self)
    }

    func templateValue(_ name: TemplateNameID) -> TemplateValue? {
        let readers = Self.templateKeys.readersByID
        return name.number < readers.count ? readers[name.number]?(self) : nil
    }

    var implicitValue: TemplateValue? { nil }

    /// What a template can find in this kind of context, for checking templates.
    static var templateShape: TemplateShape { templateKeys.shape }
}

/// A context type's metatype is shared by the key readers, which run on any thread: context
/// types are values with immutable static keys, so that is safe, and from Swift 6.2 the
/// compiler is told so.
#if compiler(>=6.2)
    protocol ContextMetatype: SendableMetatype {}
#else
    protocol ContextMetatype {}
#endif

/// A value found in a context, by what a template can do with it.
enum TemplateValue {
    /// Text, interpolated as it is; a section over it renders once.
    case text(String)
    /// `true` renders a section once, `false` not at all.
    case flag(Bool)
    /// A section renders once per line, the line as `{{.}}`.
    case lines([String])
    /// A section renders once per element, the element on top of the context stack.
    case list(TemplateList)
    /// A section renders once with it on top of the stack; `nil` renders nothing.
    case context((any TemplateContext)?)
}

/// The elements of a list, read where they are: a section over a list puts the list and an
/// index on the context stack, not each element copied into a box of its own (for a model's
/// fields, a copy of every field context per section, about 5% of a run's instructions). The
/// elements are held by one closure made where their type is known, so a frame over an element
/// holds one reference and a lookup runs code made for that type. (Held by a generic class
/// instead, each lookup ran the class's one unspecialized method: the element was copied and
/// destroyed through its type's metadata, a tenth of rendering's instructions.) An element that
/// is a class is read without a copy; a struct element is still copied for each name a template
/// looks up, which is why the contexts of long, often-read lists are classes.
struct TemplateList {
    let count: Int
    /// The value of a name in the element at an index; with no name, what `{{.}}` is there.
    private let read: (Int, TemplateNameID?) -> TemplateValue?

    init<Element: TemplateContext>(_ elements: [Element]) {
        count = elements.count
        read = { index, name in
            guard let name else { return elements[index].implicitValue ?? .context(elements[index]) }
            return elements[index].templateValue(name)
        }
    }

    /// The value of `name` in element `index`, as `TemplateContext.templateValue` gives it.
    func templateValue(at index: Int, _ name: TemplateNameID) -> TemplateValue? { read(index, name) }

    /// What `{{.}}` is with element `index` on top of the stack.
    func implicitValue(at index: Int) -> TemplateValue { read(index, nil) ?? .context(nil) }
}

/// One name of a context: the name a template writes and how to read its value.
struct TemplateKey<Context>: Sendable {
    let name: String
    let kind: TemplateShape.Kind
    let read: @Sendable (Context) -> TemplateValue

    static func text(_ name: String, _ read: @escaping @Sendable (Context) -> String) -> Self {
        Self(name: name, kind: .text) { .text(read($0)) }
    }

    static func flag(_ name: String, _ read: @escaping @Sendable (Context) -> Bool) -> Self {
        Self(name: name, kind: .flag) { .flag(read($0)) }
    }

    static func number(_ name: String, _ read: @escaping @Sendable (Context) -> Int) -> Self {
        Self(name: name, kind: .text) { .text(String(read($0))) }
    }

    static func lines(_ name: String, _ read: @escaping @Sendable (Context) -> [String]) -> Self {
        Self(name: name, kind: .lines) { .lines(read($0)) }
    }

    static func list<Element: TemplateContext>(_ name: String, _ read: @escaping @Sendable (Context) -> [Element]) -> Self {
        Self(name: name, kind: .list { Element.templateShape }) { .list(TemplateList(read($0))) }
    }

    static func context<Value: TemplateContext>(_ name: String, _ read: @escaping @Sendable (Context) -> Value?) -> Self {
        Self(name: name, kind: .context { Value.templateShape }) { .context(read($0)) }
    }
}

/// The names of one kind of context and what each holds, without the values: what
/// `TemplateCheck` checks a template against.
struct TemplateShape: Sendable {
    enum Kind: Sendable {
        case text
        case flag
        case lines
        /// Elements of this shape (built on demand: shapes may contain themselves).
        case list(@Sendable () -> TemplateShape)
        case context(@Sendable () -> TemplateShape)
    }

    /// The context type (`ModelContext`), named in messages. Kept as the type and named only
    /// when a message needs it: naming a type costs about a million instructions, once per
    /// context type, in every run.
    let type: Any.Type
    var typeName: String { String(describing: type) }
    let names: [String]
    let kinds: [String: Kind]
}

/// A context type's names as a table for looking them up, built once per type (a `static let`).
final class TemplateKeys<Context>: Sendable {
    let readers: [String: @Sendable (Context) -> TemplateValue]
    /// The readers by the number of their name (`TemplateNameIDs`); nil where the context
    /// has no name of that number.
    let readersByID: [(@Sendable (Context) -> TemplateValue)?]
    let shape: TemplateShape

    init(_ keys: [TemplateKey<Context>]) {
        readers = Dictionary(keys.map { ($0.name, $0.read) }, uniquingKeysWith: { first, _ in first })
        let numbered = keys.map { (id: TemplateNameIDs.shared.id($0.name).number, read: $0.read) }
        var byID = [(@Sendable (Context) -> TemplateValue)?](repeating: nil, count: (numbered.map(\.id).max() ?? -1) + 1)
        for key in numbered.reversed() { byID[key.id] = key.read }
        readersByID = byID
        shape = TemplateShape(
            type: Context.self, names: keys.map(\.name),
            kinds: Dictionary(keys.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first }))
    }
}

/// A name a template or a context uses, by number: a plain integer, so that passing one
/// to every lookup costs no reference counting.
struct TemplateNameID: Sendable, Hashable {
    let number: Int
}

/// Numbers for names, the same for templates and contexts in one process: a template's names
/// are numbered when it compiles, a context type's when its keys are first read, and a lookup
/// is then an array index instead of hashing the name (a tenth of a run's instructions).
final class TemplateNameIDs: @unchecked Sendable {
    // @unchecked: `numbers` is only read and written under `lock`.
    static let shared = TemplateNameIDs()
    private let lock = NSLock()
    private var numbers: [String: Int] = [:]
    private var names: [String] = []

    func id(_ name: String) -> TemplateNameID {
        lock.withLock {
            if let number = numbers[name] { return TemplateNameID(number: number) }
            let number = numbers.count
            numbers[name] = number
            names.append(name)
            return TemplateNameID(number: number)
        }
    }

    /// The name numbered `id`, for a context that looks names up as text.
    func name(_ id: TemplateNameID) -> String {
        lock.withLock { names[id.number] }
    }
}
