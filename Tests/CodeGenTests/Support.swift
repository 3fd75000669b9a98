import Foundation
import XCTest

@testable import CodeGen
@testable import GenCommand
@testable import SpecLanguage

/// Paths of the repository, found from this file so tests do not depend on the working directory.
enum Repo {
    /// The package root: `Tests/CodeGenTests/Support.swift` → `.`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// The built-in templates, loaded once.
let builtInTemplates: TemplateSet = {
    do {
        let (set, problems) = try TemplateSet.load()
        precondition(!problems.hasErrors, "built-in templates have errors: \(problems.sorted)")
        return set
    } catch {
        fatalError("cannot load the built-in templates: \(error)")
    }
}()

/// What one in-memory generation produced.
struct Generated {
    var files: [String: String]
    var diagnostics: [Diagnostic]

    /// The file `<API>/<name>`, or of the only API when `name` has no folder.
    func file(_ name: String) -> String? {
        if let exact = files[name] { return exact }
        return files.first { $0.key.hasSuffix("/" + name) }?.value
    }
}

/// Loads specs from memory (`Specs/<name>` → text), generates them, and returns the files by
/// path relative to the output folder. Spec errors are returned, not thrown.
func generate(_ sources: [String: String], templates: TemplateSet = builtInTemplates) -> Generated {
    let sources = sources.map { (path: "Specs/" + $0.key, bytes: Array($0.value.utf8)) }
    // Only a flat layout of several APIs throws, and this is the module layout.
    let result = try! Pipeline(templates: templates).run(sources: sources)
    if result.diagnostics.hasErrors { return Generated(files: [:], diagnostics: result.diagnostics.all) }
    var files: [String: String] = [:]
    for file in result.files { files[file.path] = file.contents }
    return Generated(files: files, diagnostics: result.diagnostics.sorted)
}

/// Generates one spec file (`Shop.yaml`) and fails the test on any error.
func generate(_ spec: String, file: StaticString = #filePath, line: UInt = #line) -> Generated {
    let result = generate(["Shop.yaml": spec])
    let errors = result.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
        XCTFail("spec errors:\n" + errors.map(\.description).joined(separator: "\n"), file: file, line: line)
    }
    return result
}

// MARK: - Extracting declarations

/// Extracts declarations from generated Swift. A selector names a top-level declaration by its
/// keyword and name (`struct Order`, `enum ShopEndpoint`, `extension ShopClientProtocol`) and,
/// after `>`, optionally a member of it (`enum ShopEndpoint > var path`), in any declaration that
/// matches the first part (`extension ShopClientProtocol > func getOrderPublisher`). A declaration comes
/// with its doc comment and attributes and runs to its closing brace. Every member that matches
/// is returned, in file order, separated by a blank line.
func extract(_ selector: String, from source: String) -> String? {
    let parts = selector.split(separator: ">", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    let lines = source.components(separatedBy: "\n")
    let tops = blocks(in: lines, range: 0..<lines.count, indent: "", matching: parts[0])
    guard let top = tops.first else { return nil }
    guard parts.count == 2 else { return lines[top].joined(separator: "\n") }
    // A member is looked for in every top-level match: a type may have several extensions.
    let members = tops.flatMap { blocks(in: lines, range: $0, indent: "    ", matching: parts[1]) }
    guard !members.isEmpty else { return nil }
    return members.map { lines[$0].joined(separator: "\n") }.joined(separator: "\n\n")
}

/// The line ranges of declarations at exactly `indent` within `range` whose first line has
/// `head` (a keyword and a name) as whole words.
private func blocks(in lines: [String], range: Range<Int>, indent: String, matching head: String) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var index = range.lowerBound
    while index < range.upperBound {
        let line = lines[index]
        guard line.hasPrefix(indent), line.dropFirst(indent.count).first?.isWhitespace == false,
            !line.dropFirst(indent.count).hasPrefix("///"), !line.dropFirst(indent.count).hasPrefix("@"),
            containsWords(head, in: line)
        else {
            index += 1
            continue
        }
        var start = index
        while start > range.lowerBound, lines[start - 1].hasPrefix(indent + "///") || lines[start - 1].hasPrefix(indent + "@") {
            start -= 1
        }
        var end = index
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("{") || trimmed.hasSuffix("(") {
            while end + 1 < range.upperBound, lines[end] != indent + "}" { end += 1 }
        }
        found.append(start..<(end + 1))
        index = end + 1
    }
    return found
}

/// `struct Order` in `public struct Order: Codable {` but not in `public struct OrderLine {`.
private func containsWords(_ words: String, in line: String) -> Bool {
    var searchStart = line.startIndex
    while let range = line.range(of: words, range: searchStart..<line.endIndex) {
        let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
        let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
        func isNamePart(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" } ?? false }
        if !isNamePart(before) && !isNamePart(after) { return true }
        searchStart = range.upperBound
    }
    return false
}

// MARK: - Comparing text

/// Fails with a unified-style line diff when `actual` is not `expected`.
func assertSameText(
    _ actual: String, _ expected: String, _ what: String, file: StaticString = #filePath, line: UInt = #line
) {
    guard actual != expected else { return }
    XCTFail("\(what) differs (- expected, + actual):\n" + lineDiff(expected, actual), file: file, line: line)
}

/// A unified-ish diff of two texts: `-` lines only in `old`, `+` only in `new`, two lines of
/// context around each change, `@@ line N` headers. Invisible differences are made visible.
func lineDiff(_ old: String, _ new: String, context: Int = 2) -> String {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    // Longest common subsequence, by suffix lengths.
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    enum Op {
        case same(String)
        case removed(String)
        case added(String)
    }
    var ops: [(op: Op, line: Int)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            ops.append((.same(a[i]), i + 1))
            i += 1
            j += 1
        } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
            ops.append((.removed(a[i]), i + 1))
            i += 1
        } else {
            ops.append((.added(b[j]), i + 1))
            j += 1
        }
    }
    func visible(_ s: String) -> String {
        s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            + (s.hasSuffix(" ") ? "⏎" : "")
    }
    let changed = ops.indices.filter { if case .same = ops[$0].op { return false } else { return true } }
    var shown = Set<Int>()
    for index in changed { for k in max(0, index - context)...min(ops.count - 1, index + context) { shown.insert(k) } }
    var out: [String] = []
    var last = -2
    for index in shown.sorted() {
        if index != last + 1 { out.append("@@ expected line \(ops[index].line)") }
        switch ops[index].op {
        case .same(let s): out.append("  " + visible(s))
        case .removed(let s): out.append("- " + visible(s))
        case .added(let s): out.append("+ " + visible(s))
        }
        last = index
    }
    return out.joined(separator: "\n")
}

// MARK: - Running the command

/// The result of one `Command.run`.
struct RunResult {
    var status: Int32
    var out: [String]
    var err: [String]

    var allOutput: String { (out + err).joined(separator: "\n") }
}

func runGen(_ arguments: [String]) -> RunResult {
    var out: [String] = []
    var err: [String] = []
    let status = Command.run(arguments: arguments, out: { out.append($0) }, err: { err.append($0) })
    return RunResult(status: status, out: out, err: err)
}

// MARK: - Temporary folders

/// A fresh empty folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase, _ name: String = #function) throws -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gen-codegen-tests-\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
}

/// Writes `files` (relative path → text) under `folder`.
func write(_ files: [String: String], into folder: String) throws {
    for (relative, text) in files {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Every regular file under `folder`, by relative path, with its bytes.
func tree(_ folder: String) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
    while let relative = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let path = (folder as NSString).appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            result[relative] = FileManager.default.contents(atPath: path)
        }
    }
    return result
}

/// A small valid spec used by tests that need one.
let shopSpec = """
    api: Shop
    servers: { production: https://shop.example/v1 }
    models:
      Order: { id: String, total: Decimal }
    endpoints:
      orders:
        getOrder: { get: "/orders/{id}", response: Order }
    """
