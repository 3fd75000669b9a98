// libFuzzer target: arbitrary bytes all the way to rendered Swift text, as `gen` makes it
// for one spec file, without writing anything to disk.
//
// The invariant: whatever the bytes, gen returns diagnostics or files; it never traps,
// crashes or hangs.

import CodeGen
import SpecLanguage

/// The built-in templates (the `gen_CodeGen.resources` folder beside this executable), loaded once.
let templates: TemplateSet = {
    do {
        let (set, problems) = try TemplateSet.load()
        precondition(!problems.hasErrors, "the built-in templates have errors: \(problems.sorted)")
        return set
    } catch {
        fatalError("cannot load the built-in templates: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let loaded = SpecLoader.load(sources: [(path: "Specs/Fuzz.yaml", bytes: bytes)])
    for diagnostic in loaded.diagnostics { _ = diagnostic.description }
    // gen renders only when no spec has an error.
    guard !loaded.hasErrors else { return 0 }
    let generated = Generator(templates: templates, specsDirectory: "Specs").generate(loaded.apis)
    for diagnostic in generated.diagnostics.sorted { _ = diagnostic.description }
    var total = 0
    for file in generated.files { total &+= file.contents.utf8.count }
    return total < 0 ? 1 : 0
}
