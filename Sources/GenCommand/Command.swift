import CodeGen
import Foundation
import SpecLanguage

/// `gen [SPECS_DIR] [--output DIR] [--templates DIR] [--check] [--dry-run] [--verbose] [--flat [--mocks-of MODULE]] [--watch] [--timing] [--access LEVEL] [--combine]`:
/// reads the arguments, checks the folders, and hands over to one run (`GenerationRun`) or to
/// watch mode (`Watch`), which makes a run per change.
/// Exit codes: 0 success, 1 spec errors or (with --check) stale output, 2 usage or I/O errors.
public enum Command {
    public static let usage = """
        usage: gen [SPECS_DIR] [--output DIR] [--templates DIR] [--check] [--dry-run] [--verbose] [--flat [--mocks-of MODULE]] [--watch] [--timing]
                   [--access public|package|internal] [--combine]

          SPECS_DIR          folder of *.yaml specs (default: Specs)
          --output DIR       where modules are written (default: Generated)
          --templates DIR    templates that replace built-ins of the same file name
          --check            write nothing; exit 1 and list files when the output is stale
          --dry-run          show what would change; write nothing
          --verbose          list every file written, unchanged or removed
          --flat             one API's files straight into DIR as <API>Models.swift… (build plugin layout)
          --mocks-of MODULE  with --flat: only the mock client, <API>MockClient.swift, importing MODULE
          --watch            regenerate whenever a spec or template override changes; Ctrl-C stops
          --timing           print how long each stage took (ms) to stderr
          --access LEVEL     public, package or internal for everything generated, over each spec's 'access:'
          --combine          a Combine publisher per endpoint, over each spec's 'combine:'
        """

    /// Runs gen and returns its exit status; output goes to `out` and `err`.
    public static func run(
        arguments: [String], out: (String) -> Void = { print($0) },
        err: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        let started = DispatchTime.now()
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let message):
            err("gen: error: \(message)\n\n\(usage)")
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            out(usage)
            return 0
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.specs, isDirectory: &isDirectory), isDirectory.boolValue else {
            err("gen: error: specs folder '\(options.specs)' does not exist")
            return 2
        }
        if let templates = options.templates,
            !(FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            err("gen: error: templates folder '\(templates)' does not exist")
            return 2
        }
        if options.watch {
            return Watch.run(arguments: arguments.filter { $0 != "--watch" }, options: options, out: out, err: err)
        }
        return GenerationRun.run(arguments: arguments, options: options, started: started, out: out, err: err)
    }
}
