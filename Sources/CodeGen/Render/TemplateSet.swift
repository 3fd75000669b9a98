import Foundation
import SpecLanguage

/// The templates of a run: the built-in ones bundled with gen, each replaceable by a file of
/// the same name in the user's `--templates` folder.
public struct TemplateSet: Sendable {
    /// Template texts by name (file name without `.mustache`), and where each came from.
    private(set) var sources: [String: (path: String, text: String)] = [:]
    /// The runtime's Swift files by file name (`Retry.swift`), copied into every module as they are.
    private(set) var runtime: [String: RuntimeFile] = [:]
    /// The templates, parsed and compiled (`CompiledTemplate`), by name.
    private(set) var compiled: [String: CompiledTemplate] = [:]
    /// Names of templates that did not parse (already reported).
    private var failed: Set<String> = []

    /// The bundled templates' folder. Looked up here rather than through `Bundle.module`,
    /// which stops the process when the bundle is missing (a `gen` copied without it). Found
    /// once per process: the executable does not move while it runs.
    public static var builtInDirectory: URL {
        get throws { try builtIn.get() }
    }

    private static let builtIn: Result<URL, MissingTemplates> = {
        let executable = RunningExecutable.path.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent() }
        let sourceTemplates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        if let found = findBuiltInDirectory(beside: executable, sourceTemplates: sourceTemplates) { return .success(found) }
        let folder = executable?.path ?? "gen's folder"
        return .failure(
            MissingTemplates(
                errorDescription:
                    "the built-in templates are missing: gen looks for \(resourceBundleNames.prefix(2).joined(separator: " or ")) in \(folder); "
                    + "copy that folder from .build/release (or .build/debug) beside gen"))
    }()

    /// SwiftPM's resource bundle of this module: `.resources` on Linux, `.bundle` on Apple
    /// platforms; `gen_CodeGen-tool` beside the `gen-tool` that build plugins run.
    static let resourceBundleNames = [
        "gen_CodeGen.resources", "gen_CodeGen.bundle", "gen_CodeGen-tool.resources", "gen_CodeGen-tool.bundle",
    ]

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

    /// Loads built-ins, then overrides. Template syntax errors and partials that name no
    /// template are diagnostics with the template's path, line and column.
    public static func load(overrides: String? = nil) throws -> (TemplateSet, Diagnostics) {
        var set = TemplateSet()
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
                var message =
                    "'\(name).mustache' replaces no built-in template and no template includes it as a partial, so gen does not use it"
                if let close = Suggestion.closest(to: name, in: builtIns.sorted()) { message += "; did you mean '\(close).mustache'?" }
                diagnostics.warning(Mark(file: path, line: 1, column: 1), message)
            }
            try set.addRuntime(directory: (overrides as NSString).appendingPathComponent(RuntimeFile.folder), displayPrefix: nil)
        }
        set.checkPartials(&diagnostics)
        // The built-in templates alone pass this check (a test makes sure of it); a run checks
        // names only when a user's copy can have changed what a template asks for. The check
        // walks every template and was a twentieth of a 500-endpoint run.
        if overrides != nil { set.checkNames(roots: Generator.templateRoots, &diagnostics) }
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
        compiled.values.contains { template in template.partials.contains { $0.name == name } }
    }

    /// Registers one template: parsed and compiled by gen's engine (`TemplateParser`). A syntax
    /// error, or a construct the engine does not support, is an error naming the template's
    /// path, line and column; the template is then not registered.
    mutating func add(name: String, text: String, path: String, _ diagnostics: inout Diagnostics) {
        switch CompiledTemplate.parse(text) {
        case .success(let template):
            compiled[name] = template
            sources[name] = (path, text)
        case .failure(let error):
            compiled[name] = nil
            sources[name] = nil
            failed.insert(name)
            diagnostics.error(Mark(file: path, line: error.place.line, column: error.place.column), "template error: \(error.message)")
        }
    }

    /// Every partial tag that names no template, as an error at the tag (a template that failed
    /// to parse is reported already).
    func checkPartials(_ diagnostics: inout Diagnostics) {
        for name in compiled.keys.sorted() {
            guard let template = compiled[name], let path = sources[name]?.path else { continue }
            for partial in template.partials where compiled[partial.name] == nil && !failed.contains(partial.name) {
                var message = "template includes the partial '\(partial.name)', but there is no template '\(partial.name).mustache'"
                let bare = partial.name.hasSuffix(".mustache") ? String(partial.name.dropLast(".mustache".count)) : nil
                if let bare, compiled[bare] != nil {
                    message += "; a partial is named without '.mustache': '{{>\(bare)}}'"
                } else if let close = Suggestion.closest(to: partial.name, in: compiled.keys.sorted()) {
                    message += "; did you mean '\(close)'?"
                }
                diagnostics.error(Mark(file: path, line: partial.place.line, column: partial.place.column), message)
            }
        }
    }

    /// Every name a template asks for that its context does not have, as an error at the tag
    /// (see `TemplateCheck`); `roots` are the templates gen renders and the context each gets.
    func checkNames(roots: [(template: String, shape: TemplateShape)], _ diagnostics: inout Diagnostics) {
        var check = TemplateCheck(templates: compiled)
        for root in roots { check.check(root.template, root: root.shape) }
        for problem in check.problems.list {
            let path = sources[problem.template]?.path ?? "Templates/\(problem.template).mustache"
            diagnostics.error(Mark(file: path, line: problem.place.line, column: problem.place.column), problem.message)
        }
    }

    /// Renders `name` with `values`. Keys the template asks for that the context lacks, and
    /// partials that do not exist, are errors at the tag that asks (each place once).
    func render(_ name: String, _ context: any TemplateContext, _ diagnostics: inout Diagnostics) -> String {
        var output: [UInt8] = []
        render(name, context, into: &output, &diagnostics)
        return String(decoding: output, as: UTF8.self)
    }

    /// `render`, appending to `output`.
    func render(_ name: String, _ context: any TemplateContext, into output: inout [UInt8], _ diagnostics: inout Diagnostics) {
        guard compiled[name] != nil else {
            diagnostics.error(Mark(file: "Templates/\(name).mustache", line: 1, column: 1), "template '\(name).mustache' not found")
            return
        }
        var renderer = TemplateRenderer(templates: compiled)
        renderer.render(name, root: context, into: &output)
        for problem in renderer.problems.list {
            let path = sources[problem.template]?.path ?? "Templates/\(problem.template).mustache"
            diagnostics.error(Mark(file: path, line: problem.place.line, column: problem.place.column), problem.message)
        }
    }

    /// A `{{…}}` tag of a template: its sigil (`#`, `^`, `/`, `>`, `&`, `{`, `!`, `%`, or none),
    /// its name, and where its `{{` is (line and column, from 1).
    struct Tag: Equatable {
        var sigil: Character?
        var name: String
        var line: Int
        var column: Int
    }

    /// The tags of `text`, in order, up to the first syntax error. Lines end at `\n` (so `\r\n`
    /// counts once); columns count Unicode scalars.
    static func tags(in text: String) -> [Tag] {
        TemplateParser(text).lex().lexemes.compactMap { lexeme in
            guard case .tag(let tag) = lexeme else { return nil }
            return Tag(sigil: tag.sigil, name: tag.name, line: tag.place.line, column: tag.place.column)
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

    /// Every type the runtime declares at its top level (see `RuntimeFile.declaredTypeNames`).
    public var runtimeTypeNames: Set<String> {
        Set(runtime.values.flatMap(\.declaredTypeNames))
    }

    /// Adds every `*.swift` file in `directory` (if there is one) to the runtime, replacing a
    /// file of the same name.
    fileprivate mutating func addRuntime(directory: String, displayPrefix: String?) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory).filter({ $0.hasSuffix(".swift") }).sorted() {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            runtime[name] = RuntimeFile(
                name: name, path: displayPrefix.map { $0 + name } ?? path, text: String(decoding: data, as: UTF8.self))
        }
    }
}
