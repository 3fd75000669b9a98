// libFuzzer target: arbitrary bytes through the YAML reader and the spec loader.
//
// The invariant: whatever the bytes, gen returns diagnostics; it never traps, crashes or hangs.
// The input is one spec file, as `gen` reads it from a specs folder. A line `#%next-file`
// splits it into several files of one folder, so that merging files is fuzzed too.

import SpecLanguage
import YAML

/// Small limits, so that the reader's limit checks are reached by short inputs too.
let smallLimits = YAMLReader.Limits(maxNodes: 2_000, maxDepth: 16)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    // The reader alone, with its default and with small limits; every error has a message.
    for limits in [YAMLReader.Limits(), smallLimits] {
        var duplicates: [YAMLError] = []
        do {
            _ = try YAMLReader.read(bytes, file: "Specs/Fuzz.yaml", limits: limits, duplicates: &duplicates)
        } catch {
            _ = error.description
        }
        for duplicate in duplicates { _ = duplicate.description }
    }

    // A `.json` file may take a fast path (JSONReader): it must read exactly as libyaml does,
    // the same tree with the same marks, or the same error at the same place.
    let asJSON = Result { () throws(YAMLError) in try YAMLReader.read(bytes, file: "Specs/Fuzz.json").map(shape) }
    let asYAML = Result { () throws(YAMLError) in try YAMLReader.read(bytes, file: "Specs/Fuzz.yaml").map(shape) }
    switch (asJSON, asYAML) {
    case (.success(let fast), .success(let libyaml)):
        precondition(fast == libyaml, "a .json file read into another tree than libyaml's")
    case (.failure(let fast), .failure(let libyaml)):
        precondition(
            (fast.mark.line, fast.mark.column) == (libyaml.mark.line, libyaml.mark.column)
                && fast.message.replacing("Fuzz.json", with: "Fuzz.yaml") == libyaml.message,
            "a .json file failed otherwise than with libyaml")
    default:
        preconditionFailure("a .json file read where libyaml failed, or failed where libyaml read")
    }

    // What gen does with a specs folder: load, merge, resolve and validate, then print.
    let result = SpecLoader.load(sources: splitFiles(bytes))
    for diagnostic in result.diagnostics { _ = diagnostic.description }
    return 0
}

/// A tree as text, marks by line and column (the file names differ on purpose).
func shape(_ node: Node) -> String {
    var out = "\(node.mark.line):\(node.mark.column) \(node.tag ?? "") \(node.weight) "
    switch node.kind {
    case .scalar(let scalar):
        out += (scalar.isPlain ? "plain " : "quoted ") + scalar.value.unicodeScalars.map { "\($0.value)" }.joined(separator: ".")
    case .sequence(let items): out += "[" + items.map(shape).joined(separator: ",") + "]"
    case .mapping(let pairs): out += "{" + pairs.map { shape($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
    }
    return out
}

/// The input's files: split at each line that is exactly `#%next-file`.
func splitFiles(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
    let marker = Array("\n#%next-file\n".utf8)
    var files: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + marker.count <= bytes.count {
        if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
            files.append(Array(bytes[start...index]))  // the file keeps its last newline
            index += marker.count
            start = index
        } else {
            index += 1
        }
    }
    files.append(Array(bytes[start...]))
    return files.enumerated().map { (path: "Specs/Fuzz\($0.offset).yaml", bytes: $0.element) }
}
