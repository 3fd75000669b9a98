import XCTest
import YAML

/// Parses `text` as the file "t.yaml".
func parse(_ text: String, limits: YAMLReader.Limits = .init()) throws(YAMLError) -> Node? {
    try YAMLReader.read(Array(text.utf8), file: "t.yaml", limits: limits)
}

/// Asserts that reading `bytes` fails with exactly `expected` (`path:line:col: error: message`).
func assertError(
    _ bytes: [UInt8], _ expected: String, limits: YAMLReader.Limits = .init(),
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let node = try YAMLReader.read(bytes, file: "t.yaml", limits: limits)
        XCTFail("expected an error, got \(node.map { $0.kindName } ?? "nil")", file: file, line: line)
    } catch {
        XCTAssertEqual(error.description, expected, file: file, line: line)
    }
}

func assertError(
    _ text: String, _ expected: String, limits: YAMLReader.Limits = .init(),
    file: StaticString = #filePath, line: UInt = #line
) {
    assertError(Array(text.utf8), expected, limits: limits, file: file, line: line)
}

extension Node {
    /// The value of `key` in a mapping (first match), for terse tests.
    subscript(key: String) -> Node? {
        mapping?.first { $0.key.string == key }?.value
    }

    var keys: [String] { mapping?.map { $0.key.string ?? "?" } ?? [] }

    /// "line:col", for position assertions.
    var at: String { "\(mark.line):\(mark.column)" }
}
