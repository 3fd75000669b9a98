import Foundation
import Mustache
import SpecLanguage

/// The templates of a run: the built-in ones bundled with gen, each replaceable by a file of
/// the same name in the user's `--templates` folder.
public struct TemplateSet: Sendable {
    /// Template texts by name (file name without `.mustache`), and where each came from.
    private(set) var sources: [String: (path: String, text: String)] = [:]
    /// The runtime's Swift files by file name (`Retry.swift`), copied into every module as they are.
    private(set) var runtime: [String: RuntimeFile] = [:]
    private(set) var library = MustacheLibrary()
    /// The templates gen's own renderer handles (`CompiledTemplate`), by name.
    private(set) var compiled: [String: CompiledTemplate] = [:]
    /// Set when some template needs swift-mustache; then every template renders with it.
    private(set) var usesSwiftMustache = TemplateSet.forceSwiftMustache

    /// `GEN_TEMPLATE_ENGINE=mustache` renders with swift-mustache only: for ruling gen's
    /// renderer out. GoldenTests checks that both renderers give the same bytes.
    public static let forceSwiftMustache = ProcessInfo.processInfo.environment["GEN_TEMPLATE_ENGINE"] == "mustache"

    /// The bundled templates' folder. Looked up here rather than through `Bundle.module`,
    /// which stops the process when the bundle is missing (a `gen` copied without it).
    public static var builtInDirectory: URL {
        get throws {
            let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            let sourceTemplates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Templates")
            if let found = findBuiltInDirectory(beside: executable, sourceTemplates: sourceTemplates) { return found }
            let folder = executable?.path ?? "gen's folder"
            throw MissingTemplates(
                errorDescription: "the built-in templates are missing: gen looks for \(resourceBundleNames.prefix(2).joined(separator: " or ")) in \(folder); "
                    + "copy that folder from .build/release (or .build/debug) beside gen")
        }
    }

    /// SwiftPM's resource bundle of this module: `.resources` on Linux, `.bundle` on Apple
    /// platforms; `gen_CodeGen-tool` beside the `gen-tool` that build plugins run.
    static let resourceBundleNames = ["gen_CodeGen.resources", "gen_CodeGen.bundle", "gen_CodeGen-tool.resources", "gen_CodeGen-tool.bundle"]

    /// The resource bundle beside the executable, where `swift build` puts it and an install
    /// must copy it; else the checkout's `Templates/` (a copy of gen on the machine that
    /// built it, as SwiftPM's own lookup allows); nil when neither is there.
    static func findBuiltInDirectory(beside executable: URL?, sourceTemplates: URL) -> URL? {
        let fm = FileManager.default
        for name in resourceBundleNames {
            guard let bundle = executable?.appendingPathComponent(name), fm.fileExists(atPath: bundle.path) else { continue }
            return Bundle(url: bundle)?.resourceURL ?? bundle
        }
        return fm.fileExists(atPath: sourceTemplates.appendingPathComponent("model.mustache").path) ? sourceTemplates : nil
    }

    struct MissingTemplates: LocalizedError {
        let errorDescription: String?
    }

    /// Loads built-ins, then overrides. Template syntax errors are diagnostics with the
    /// template's path, line and column.
    public static func load(overrides: String? = nil, swiftMustacheOnly: Bool = forceSwiftMustache) throws -> (TemplateSet, Diagnostics) {
        var set = TemplateSet()
        set.usesSwiftMustache = swiftMustacheOnly
        var diagnostics = Diagnostics()
        let builtIn = try builtInDirectory.path
        try set.add(directory: builtIn, displayPrefix: "Templates/", &diagnostics)
        try set.addRuntime(directory: RuntimeFile.builtInFolder(in: builtIn), displayPrefix: "Templates/\(RuntimeFile.folder)/")
        if let overrides {
            let builtIns = Set(set.sources.keys)
            let added = try set.add(directory: overrides, displayPrefix: nil, &diagnostics)
            // A misnamed copy (`mockclient.mustache`) would otherwise be ignored without a word.
            for name in added where !builtIns.contains(name) && !set.includesAsPartial(name) {
                let path = (overrides as NSString).appendingPathComponent(name + ".mustache")
                if name.hasPrefix("runtime-") {
                    // The runtime used to be `runtime-<Name>.swift.mustache`; it is plain Swift now.
                    let file = RuntimeFile.fileName(forOldTemplate: name)
                    diagnostics.error(
                        Mark(file: path, line: 1, column: 1),
                        "runtime files are plain Swift: move '\(name).mustache' to '\(RuntimeFile.folder)/\(file)' in the templates folder")
                    continue
                }
                var message = "'\(name).mustache' replaces no built-in template and no template includes it as a partial, so gen does not use it"
                if let close = Suggestion.closest(to: name, in: builtIns.sorted()) { message += "; did you mean '\(close).mustache'?" }
                diagnostics.warning(Mark(file: path, line: 1, column: 1), message)
            }
            try set.addRuntime(directory: (overrides as NSString).appendingPathComponent(RuntimeFile.folder), displayPrefix: nil)
        }
        return (set, diagnostics)
    }

    /// Adds every `*.mustache` in `directory`; returns their names.
    @discardableResult
    private mutating func add(directory: String, displayPrefix: String?, _ diagnostics: inout Diagnostics) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".mustache") }.sorted()
        for file in names {
            let path = (directory as NSString).appendingPathComponent(file)
            let display = displayPrefix.map { $0 + file } ?? path
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            add(name: String(file.dropLast(".mustache".count)), text: text, path: display, &diagnostics)
        }
        return names.map { String($0.dropLast(".mustache".count)) }
    }

    /// Whether some template includes `name` as a partial (`{{> name}}`).
    private func includesAsPartial(_ name: String) -> Bool {
        sources.values.contains { source in
            Self.tags(in: source.text).contains { $0.sigil == ">" && $0.name == name }
        }
    }

    /// The TEXT content type, on a line of its own: on the template's first line it would stop a
    /// section tag there from being standalone, and each pass of the section would add a newline.
    static let textPragma = "{{%CONTENT_TYPE: TEXT}}\n"

    /// Registers one template. Every template gets the TEXT content type: mustache's default
    /// would HTML-escape `<` and `&` in Swift code (and partials reset to it).
    /// Templates are compiled for gen's renderer and parsed by swift-mustache only when one
    /// of them needs it (or does not parse: swift-mustache then reports the error).
    mutating func add(name: String, text: String, path: String, _ diagnostics: inout Diagnostics) {
        let full = Self.textPragma + text
        if !usesSwiftMustache, let template = CompiledTemplate.parse(full) {
            compiled[name] = template
            sources[name] = (path, text)
            return
        }
        do {
            let template = try MustacheTemplate(string: full)
            if !usesSwiftMustache {
                // From now on every template renders with swift-mustache, partials included.
                usesSwiftMustache = true
                for (other, source) in sources where other != name {
                    if let parsed = try? MustacheTemplate(string: Self.textPragma + source.text) {
                        library.register(parsed, named: other)
                    }
                }
            }
            compiled[name] = nil
            library.register(template, named: name)
            sources[name] = (path, text)
        } catch let error as MustacheTemplate.ParserError {
            // Lines count from the template's own first line, after the pragma's.
            var (line, column) = (max(1, error.context.lineNumber - 1), max(1, error.context.columnNumber))
            var message = Self.explain(error.error)
            if "\(error.error)" == "overflow", let open = Self.unclosedTag(in: text) {
                // swift-mustache reports the end of the text; the `{{` left open is what to fix.
                (line, column) = open
                message = "a '{{' is never closed with '}}'"
            } else if case MustacheTemplate.Error.expectedSectionEnd = error.error, let open = Self.unclosedSection(in: text) {
                (line, column) = (open.line, open.column)
                message = "section '{{\(open.sigil!)\(open.name)}}' is opened here but never closed with '{{/\(open.name)}}'"
            }
            diagnostics.error(Mark(file: path, line: line, column: column), "template error: \(message)")
        } catch {
            diagnostics.error(Mark(file: path, line: 1, column: 1), "template error: \(error)")
        }
    }

    /// Renders `name` with `values`. Keys the template asks for that the context lacks are
    /// diagnostics at the first line that uses them.
    func render(_ name: String, _ values: [String: Any], _ diagnostics: inout Diagnostics) -> String {
        guard sources[name] != nil else {
            diagnostics.error(Mark(file: "Templates/\(name).mustache", line: 1, column: 1), "template '\(name).mustache' not found")
            return ""
        }
        let misses = MissRecorder()
        let root = TemplateContext(root: values, misses: misses)
        let output: String
        if !usesSwiftMustache, let template = compiled[name] {
            output = template.render(root, partials: compiled)
        } else {
            output = library.render(root, withTemplate: name) ?? ""
        }
        for key in misses.names {
            let (file, line, column) = location(of: key, preferring: name)
            diagnostics.error(
                Mark(file: file, line: line, column: column), "template asks for '\(key)', which its context does not have (see Templates/README.md)")
        }
        return output
    }

    /// The template, line and column of the first tag naming `key`: in the template rendered,
    /// else in one of its partials.
    private func location(of key: String, preferring name: String) -> (String, Int, Int) {
        let ordered = [name] + sources.keys.sorted().filter { $0 != name }
        for candidate in ordered {
            guard let source = sources[candidate] else { continue }
            if let tag = Self.tags(in: source.text).first(where: { $0.name == key && $0.sigil != ">" && $0.sigil != "!" }) {
                return (source.path, tag.line, tag.column)
            }
        }
        return (sources[name]?.path ?? name, 1, 1)
    }

    /// A `{{…}}` tag of a template: its sigil (`#`, `^`, `/`, `>`, `&`, `{`, `!`, or none),
    /// its name, and where it starts (line and column, from 1).
    struct Tag: Equatable {
        var sigil: Character?
        var name: String
        var line: Int
        var column: Int
    }

    /// The tags of `text`, in order, for locating problems (rendering uses the real parsers).
    /// Read as Unicode scalars, so `\r\n` ends a line as `\n` does; columns count scalars.
    static func tags(in text: String) -> [Tag] {
        let scalars = Array(text.unicodeScalars)
        var tags: [Tag] = []
        var line = 1
        var lineStart = 0
        var index = 0
        func isBrace(_ at: Int, _ brace: Unicode.Scalar) -> Bool { at + 1 < scalars.count && scalars[at] == brace && scalars[at + 1] == brace }
        while index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard isBrace(index, "{"), let close = (index + 2..<scalars.count).first(where: { isBrace($0, "}") }) else {
                index += 1
                continue
            }
            var body = String(String.UnicodeScalarView(scalars[(index + 2)..<close])).trimmingCharacters(in: .whitespaces)
            var sigil: Character?
            if let first = body.first, "#^/>&{!".contains(first) {
                sigil = first
                body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            tags.append(Tag(sigil: sigil, name: body, line: line, column: index - lineStart + 1))
            // Tags do not span lines in gen's templates; a newline inside one is counted anyway.
            for inner in index..<close where scalars[inner] == "\n" {
                line += 1
                lineStart = inner + 1
            }
            index = close + 2
            if sigil == "{", index < scalars.count, scalars[index] == "}" { index += 1 }
        }
        return tags
    }

    /// The innermost section tag (`{{#name}}` or `{{^name}}`) that is never closed.
    static func unclosedSection(in text: String) -> Tag? {
        var open: [Tag] = []
        for tag in tags(in: text) {
            if tag.sigil == "#" || tag.sigil == "^" {
                open.append(tag)
            } else if tag.sigil == "/", open.last?.name == tag.name {
                open.removeLast()
            }
        }
        return open.last
    }

    /// Line and column of the last `{{` that no `}}` follows.
    private static func unclosedTag(in text: String) -> (Int, Int)? {
        guard let open = text.ranges(of: "{{").last, !text[open.upperBound...].contains("}}") else { return nil }
        let before = text[..<open.lowerBound]
        // `isNewline`, as `\r\n` is one Character.
        let line = before.filter(\.isNewline).count + 1
        let column = before.distance(from: before.lastIndex(where: \.isNewline).map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return (line, column)
    }

    private static func explain(_ error: any Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case MustacheTemplate.Error.unfinishedName: return "a tag is not closed with '}}', or its name has characters names cannot have"
        case MustacheTemplate.Error.expectedSectionEnd: return "a section is opened but never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: return "malformed set-delimiter tag"
        default: return "\(error)"
        }
    }
}

extension TemplateSet {
    /// Every template's name, sorted.
    var sourceNames: [String] { sources.keys.sorted() }

    /// The runtime's files, sorted by name: each becomes one `Runtime*.swift` file of every module.
    var runtimeFiles: [RuntimeFile] {
        runtime.keys.sorted().compactMap { runtime[$0] }
    }

    /// Adds every `*.swift` file in `directory` (if there is one) to the runtime, replacing a
    /// file of the same name.
    fileprivate mutating func addRuntime(directory: String, displayPrefix: String?) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory).filter({ $0.hasSuffix(".swift") }).sorted() {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            runtime[name] = RuntimeFile(name: name, path: displayPrefix.map { $0 + name } ?? path, text: String(decoding: data, as: UTF8.self))
        }
    }
}
