import Foundation

/// One file of the runtime: plain Swift, the same in every generated module. The built-in ones
/// live in `Templates/Runtime/`, where this package also compiles and tests them as the
/// `GenRuntime` target; a file of the same name in `<templates>/Runtime/` replaces one.
public struct RuntimeFile: Sendable, Hashable {
    /// The file's own name, `Retry.swift`.
    public var name: String
    /// Where it was read from, for messages.
    public var path: String
    public var text: String

    /// The runtime's folder inside a templates folder.
    public static let folder = "Runtime"

    /// `Retry.swift` → `RuntimeRetry.swift`, the name it has in a module.
    public var outputName: String { Self.outputName(of: name) }

    /// The one rule for a runtime file's name in a module (the build plugin, which cannot
    /// import this, repeats it).
    public static func outputName(of fileName: String) -> String {
        "Runtime" + fileName
    }

    /// The types the file declares at its top level (`struct`, `enum`, `class`, `actor`,
    /// `protocol`, `typealias`, whatever their access): a model of one of these names would
    /// hide it, so such a model is renamed (`SpecLoader`'s `reservedTypeNames`).
    ///
    /// Read from lines that start a declaration in the first column, where the runtime's
    /// top-level declarations are (its format keeps nested ones indented).
    public var declaredTypeNames: [String] {
        var names: [String] = []
        // Read as bytes, word by word, and only lines that start with an ASCII letter or `@`:
        // most lines of the runtime are indented or comments, and reading every line as
        // characters was a tenth of a small run.
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let first = bytes[lineStart]
                if (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
                    || first == UInt8(ascii: "@")
                {
                    if let name = Self.declaredName(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) { names.append(name) }
                }
                lineStart = lineEnd + 1
            }
        }
        return names
    }

    private static let modifiers: Set<[UInt8]> = Set(
        ["public", "package", "internal", "fileprivate", "private", "final", "open", "indirect", "nonisolated"].map { Array($0.utf8) })
    private static let kinds: Set<[UInt8]> = Set(["struct", "enum", "class", "actor", "protocol", "typealias"].map { Array($0.utf8) })

    /// `public struct Retry: Sendable {` → `Retry`; nil for a line that declares no type.
    private static func declaredName(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        var words = line.split(separator: UInt8(ascii: " "))[...]
        while let word = words.first, word.first == UInt8(ascii: "@") || modifiers.contains(Array(word)) { words = words.dropFirst() }
        guard let kind = words.first, kinds.contains(Array(kind)), let declared = words.dropFirst().first else { return nil }
        let name: String
        if declared.allSatisfy({ $0 < 0x80 }) {
            name = String(
                decoding: declared.prefix { byte in
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                }, as: UTF8.self)
        } else {
            name = String(String(decoding: declared, as: UTF8.self).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return name.isEmpty ? nil : name
    }

    /// `runtime-Auth.swift` (an old-style template's name) → `Auth.swift`.
    static func fileName(forOldTemplate name: String) -> String {
        var base = String(name.dropFirst("runtime-".count))
        if base.hasSuffix(".swift") { base.removeLast(".swift".count) }
        return base + ".swift"
    }

    /// The built-in runtime's folder: `Templates/Runtime/` in a checkout. SwiftPM's resource
    /// bundle flattens folders, so there the files sit beside the templates.
    static func builtInFolder(in templates: String) -> String {
        let nested = (templates as NSString).appendingPathComponent(folder)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: nested, isDirectory: &isFolder) && isFolder.boolValue ? nested : templates
    }
}
