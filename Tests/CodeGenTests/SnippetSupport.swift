import Foundation
import XCTest

/// Snippet tests: `Tests/Fixtures/Snippets/<name>.yaml` is a few lines of spec, and
/// `<name>.swift` beside it the Swift it must generate. The spec's leading comments name what to
/// extract, one `# expect: <file> <selector>` per declaration (selectors: see `extract`):
///
///     # expect: Models.swift struct Order
///     # expect: Endpoints.swift enum ShopEndpoint > var path
///
/// The expected file holds each extract under a `// <file> <selector>` line.
/// To accept new output on purpose, run the tests with `RECORD=1`: expected files are rewritten
/// and the test fails so a recording never passes silently.
enum Snippets {
    static let folder = Repo.path("Tests/Fixtures/Snippets")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }

    /// The rendered extracts of a snippet's spec.
    static func actual(_ name: String) throws -> String {
        let spec = try String(contentsOfFile: folder + "/\(name).yaml", encoding: .utf8)
        let expectations = spec.components(separatedBy: "\n").compactMap { line -> (file: String, selector: String)? in
            guard line.hasPrefix("# expect: ") else { return nil }
            let rest = line.dropFirst("# expect: ".count)
            guard let space = rest.firstIndex(of: " ") else { return nil }
            return (String(rest[..<space]), String(rest[rest.index(after: space)...]))
        }
        guard !expectations.isEmpty else { throw SnippetError("\(name).yaml has no '# expect: <file> <selector>' line") }
        let result = generate(["\(name).yaml": spec])
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw SnippetError("spec errors:\n" + errors.map(\.description).joined(separator: "\n")) }
        var sections: [String] = []
        for (file, selector) in expectations {
            guard let source = result.file(file) else { throw SnippetError("no generated file \(file)") }
            guard let declaration = extract(selector, from: source) else {
                throw SnippetError("no declaration '\(selector)' in \(file):\n\(source)")
            }
            sections.append("// \(file) \(selector)\n\(declaration)\n")
        }
        return sections.joined(separator: "\n")
    }
}

struct SnippetError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Compares a snippet's generated declarations with its `.swift` file; see `Snippets`.
func assertSnippet(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let expectedPath = Snippets.folder + "/\(name).swift"
    let actual: String
    do {
        actual = try Snippets.actual(name)
    } catch {
        XCTFail("\(name): \(error)", file: file, line: line)
        return
    }
    if Snippets.isRecording {
        do {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: expectedPath), options: .atomic)
            XCTFail("\(name): recorded \(expectedPath); review it, then run again without RECORD=1", file: file, line: line)
        } catch {
            XCTFail("\(name): cannot record: \(error)", file: file, line: line)
        }
        return
    }
    guard let expected = try? String(contentsOfFile: expectedPath, encoding: .utf8) else {
        XCTFail("\(name): no \(name).swift; run with RECORD=1 to create it, then review it", file: file, line: line)
        return
    }
    assertSameText(actual, expected, "snippet \(name) (Tests/Fixtures/Snippets/\(name).swift; RECORD=1 re-records)", file: file, line: line)
}
