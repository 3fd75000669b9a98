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
    // The module layout cannot throw (only a flat layout of several APIs does).
    guard let result = try? Pipeline(templates: templates).run(sources: [(path: "Specs/Fuzz.yaml", bytes: bytes)]) else { return 1 }
    for diagnostic in result.diagnostics.sorted { _ = diagnostic.description }
    var total = 0
    for file in result.files { total &+= file.contents.utf8.count }
    return total < 0 ? 1 : 0
}
