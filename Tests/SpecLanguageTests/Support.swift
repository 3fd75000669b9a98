import XCTest
import YAML

@testable import SpecLanguage

/// Loads in-memory spec files, in the order given (the loader sorts them by path).
func load(_ files: [(path: String, text: String)]) -> SpecLoader.Result {
    SpecLoader.load(sources: files.map { ($0.path, Array($0.text.utf8)) })
}

/// The first lines of the OpenAPI documents of tests: version, `info` and one server. Three
/// lines and a blank one: whatever follows starts on line 5.
let openAPIHeader = """
    openapi: 3.0.3
    info: { title: Shop, version: "1" }
    servers: [{ url: "https://shop.example" }]

    """

/// The spec `gen import` writes of an in-memory OpenAPI document at `path`, or nil when the
/// document does not import.
func importedSpec(_ document: String, path: String) throws -> String? {
    OpenAPIImport(root: try XCTUnwrap(YAMLReader.read(Array(document.utf8), file: path)), path: path).spec
}

/// Loads one in-memory file named `t.yaml`.
func load(_ text: String) -> SpecLoader.Result {
    load([("t.yaml", text)])
}

/// Asserts that loading `files` reports exactly `expected`, in order, as
/// `path:line:col: severity: message`.
func assertDiagnostics(
    _ files: [(path: String, text: String)], _ expected: [String],
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = load(files).diagnostics.map(\.description)
    if actual != expected {
        XCTFail(
            "diagnostics differ\n--- expected\n\(expected.joined(separator: "\n"))\n--- actual\n\(actual.joined(separator: "\n"))",
            file: file, line: line)
    }
}

func assertDiagnostics(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    assertDiagnostics([("t.yaml", text)], expected, file: file, line: line)
}

func assertDiagnostics(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    assertDiagnostics([("t.yaml", text)], [expected], file: file, line: line)
}

/// Asserts that `text` loads without errors or warnings and returns its one API. Notes (what
/// an OpenAPI document's client approximates) are no problem.
func loadClean(_ files: [(path: String, text: String)], file: StaticString = #filePath, line: UInt = #line) -> API? {
    let result = load(files)
    XCTAssertEqual(result.diagnostics.filter { !$0.isNote }.map(\.description), [], file: file, line: line)
    XCTAssertEqual(result.apis.count, 1, file: file, line: line)
    return result.apis.first
}

func loadClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> API? {
    loadClean([("t.yaml", text)], file: file, line: line)
}

/// The first lines every test spec needs, so tests show only what they are about.
/// Two lines: whatever follows starts on line 3.
let header = """
    api: Shop
    servers: { production: https://api.shop.example }

    """

extension SpecLoader.Result {
    /// The errors and warnings, as printed: not the notes of what an OpenAPI document's client
    /// approximates, which tests of those notes read from `diagnostics`.
    var problems: [String] { diagnostics.filter { !$0.isNote }.map(\.description) }
}
