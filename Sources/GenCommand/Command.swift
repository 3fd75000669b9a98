import CodeGen
import Foundation
import SpecLanguage

/// `gen [SPECS_DIR] [options]`: reads the arguments and the specs folder's `gen.yaml`, checks
/// the folders, and hands over to one run (`GenerationRun`) or to watch mode (`Watch`), which
/// makes a run per change.
/// Exit codes: 0 success, 1 spec or gen.yaml errors or (with --check) stale output, 2 usage or I/O errors.
public enum Command {
    /// The release this source is.
    public static let version = "1.0.0"

    /// `gen --help`: the settings' flags come from `GenConfig.keys`, so a new setting shows here.
    public static var usage: String {
        let settings = GenConfig.keys.map { (flagSyntax($0), $0.summary) }
        let others = runOptions.map { ($0.name + ($0.value.map { " " + $0 } ?? ""), $0.summary) }
        let lines = ([("SPECS_DIR", "folder of *.yaml specs (default: Specs)")] + settings + others)
        let width = lines.map(\.0.count).max() ?? 0
        let listed = lines.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
        let synopsis = (settings.map { "[\($0.0.replacingOccurrences(of: ", ", with: "|"))]" } + others.map { "[\($0.0)]" })
        return """
            usage: gen [SPECS_DIR] \(synopsis.joined(separator: " "))

            \(listed.joined(separator: "\n"))

            Settings also come from SPECS_DIR/\(GenConfig.fileName) (docs/configuration.md); flags win over it.
            An option's value may follow it or an '=' (--output=Generated).
            SPECS_DIR may also hold OpenAPI 3.0 and 3.1 documents (YAML or JSON); 'gen import DOC'
            writes one as a spec in gen's language (docs/openapi.md).
            """
    }

    /// Runs gen and returns its exit status; output goes to `out` and `err`. A caller that exits
    /// right after (the `gen` executable) says so with `exitsAfterwards`: a one-shot run then
    /// keeps what it builds until exit instead of freeing it (`KeptUntilExit`); watch mode and
    /// callers that go on free everything.
    public static func run(
        arguments: [String], exitsAfterwards: Bool = false, out: (String) -> Void = { print($0) },
        err: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        let started = DispatchTime.now()
        if arguments.first == "import" {
            if exitsAfterwards { KeptUntilExit.enable() }
            return ImportCommand.run(Array(arguments.dropFirst()), out: out, err: err)
        }
        var options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let message):
            err("gen: error: \(message)\n\n\(usage)")
            return 2
        }
        if options.help {
            out(usage)
            return 0
        }
        if options.version {
            out("gen \(version)")
            return 0
        }
        if let problem = specsFolderProblem(options.specs) {
            err("gen: error: \(problem)")
            return 2
        }
        guard let configured = configure(options, err: err) else { return 1 }
        options = configured
        if options.mocksOf != nil && !options.flat {
            err(
                "gen: error: --mocks-of writes a build plugin's mocks target and needs --flat; without it, gen writes <API>Mocks/ beside each <API>/"
            )
            return 2
        }
        var isDirectory: ObjCBool = false
        if let templates = options.templates,
            !(FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            err("gen: error: templates folder '\(templates)' does not exist")
            return 2
        }
        if options.watch {
            return Watch.run(arguments: arguments.filter { $0 != "--watch" }, options: options, out: out, err: err)
        }
        if exitsAfterwards { KeptUntilExit.enable() }
        return GenerationRun.run(arguments: arguments, options: options, started: started, out: out, err: err)
    }

    /// Why `path` is not a specs folder, or nil when it is one. A spec file given instead of
    /// its folder is the likely slip, so that message names the folder to give.
    static func specsFolderProblem(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return "specs folder '\(path)' does not exist"
        }
        if isDirectory.boolValue { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") || path.hasSuffix(".json") {
            return
                "'\(path)' is a file; gen reads every spec in a folder, so give the folder that holds it: gen \(shellQuoted(folder.isEmpty ? "." : folder))"
        }
        return "'\(path)' is a file, not a folder of specs"
    }

    /// `options` with the settings of the specs folder's `gen.yaml` under its flags; nil (after
    /// printing the file's problems) when the file has errors.
    static func configure(_ options: Options, err: (String) -> Void) -> Options? {
        var options = options
        var settings = options.flags
        if let file = ConfigLoader.file(inFolder: options.specs) {
            let loaded = ConfigLoader.load(path: file)
            for diagnostic in loaded.diagnostics.sorted { err(diagnostic.description) }
            if loaded.diagnostics.hasErrors {
                let count = loaded.diagnostics.all.filter { $0.severity == .error }.count
                err("gen: \(count) error\(count == 1 ? "" : "s") in \(file); nothing was written")
                return nil
            }
            settings = loaded.settings + options.flags
        }
        options.config = GenConfig().applying(settings)
        options.apisMark = settings.last { $0.key == "apis" }?.mark
        return options
    }
}
