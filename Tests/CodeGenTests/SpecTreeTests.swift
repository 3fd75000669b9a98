import Foundation
import XCTest
import YAML

@testable import CodeGen
@testable import SpecLanguage

/// `gen` loads an OpenAPI document as the tree `SpecWriter` builds beside the text `gen import`
/// writes. The tree must be exactly what the YAML reader makes of that text: every node, its
/// plainness, and its mark (the document node its line came from).
final class SpecTreeTests: XCTestCase {
    func testTheTreeIsWhatTheTextReadsAs() throws {
        for document in ["Garden.openapi.json", "Zoo.openapi.yaml"] {
            let path = Repo.path("Tests/Fixtures/Specs/" + document)
            let root = try XCTUnwrap(YAMLReader.read(contentsOf: path))
            try assertTreeMatchesText(root, path: path)
        }
    }

    /// What the fixtures do not show: one API-key scheme (spelled as a flow mapping), and text
    /// of several lines (a literal block).
    func testLiteralBlocksSchemeSpellingsAndLiteralValues() throws {
        let document = """
            openapi: 3.0.3
            info:
              title: Shed
              version: "1"
              description: |-
                Tools for the shed.

                Said "twice", with: colons.
            servers: [{ url: "https://shed.example" }]
            security: [{ key: [] }]
            paths:
              /tools/{id}:
                get:
                  operationId: getTool
                  description: One tool.
                  deprecated: true
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: integer, format: int64 } }
                    - { name: filter, in: query, style: deepObject, schema: { $ref: "#/components/schemas/Filter" } }
                    - { name: X-Trace, in: header, schema: { type: string } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Tool" } } } }
                    "404": { description: missing, content: { text/plain: { schema: { type: string } } } }
            components:
              securitySchemes:
                key: { type: apiKey, in: header, name: X-Shed-Key }
              schemas:
                Filter: { type: object, properties: { kind: { type: string } } }
                Tool:
                  type: object
                  required: [id]
                  properties:
                    id: { type: integer, format: int64 }
                    tags: { type: array, items: { type: string }, default: ["a", "b c"] }
                    sizes: { type: object, additionalProperties: { type: integer }, example: { small: 1, "large one": 2 } }
                    weight: { type: number, default: 1.5, deprecated: true, description: "In kg:\\n  rounded." }
                    made: { type: string, format: date, nullable: true }
                    state: { type: string, enum: [new, in-use, "yes"] }
            """
        let root = try XCTUnwrap(YAMLReader.read(Array(document.utf8), file: "Shed.openapi.yaml"))
        let text = try assertTreeMatchesText(root, path: "Shed.openapi.yaml")
        XCTAssertTrue(text.contains("description: |-"), text)
        XCTAssertTrue(text.contains("auth: { apiKey: \"X-Shed-Key\" }"), text)
    }

    /// A key the walk writes twice into one mapping (two answers for one status, say) makes
    /// text the YAML reader refuses: the tree's builder, the reader's own, says so.
    func testAKeyWrittenTwiceIsReported() throws {
        let mark = Mark(file: "Twice.openapi.yaml", line: 3, column: 5)
        var endpoint = ImportedSpec.Endpoint(name: "getThing", group: "things", mark: mark, method: "get", path: "/thing")
        endpoint.responses = [(200, .json(.primitive(.string))), (200, .json(.primitive(.int)))]
        var spec = ImportedSpec(api: "Twice", mark: mark, source: "Twice.openapi.yaml", version: "3.0.3")
        spec.groups = [("things", [endpoint])]
        let writer = SpecWriter.write(spec, [.text, .tree])
        XCTAssertEqual(
            writer.treeProblems.map(\.description), ["Twice.openapi.yaml:3:5: error: duplicate key \"200\" (first defined at 3:5)"])
        XCTAssertThrowsError(try YAMLReader.read(Array(writer.text.utf8), file: "t.yaml"), "the text is refused too")
        endpoint.responses.removeLast()
        spec.groups = [("things", [endpoint])]
        XCTAssertEqual(SpecWriter.write(spec, .tree).treeProblems.map(\.description), [])
        // A large mapping is checked through a set: twenty endpoints, the last named like the third.
        var many = (0..<20).map { index in
            var copy = endpoint
            copy.name = "get\(index)"
            return copy
        }
        many[19].name = "get2"
        spec.groups = [("things", many)]
        XCTAssertEqual(
            SpecWriter.write(spec, .tree).treeProblems.map(\.description),
            ["Twice.openapi.yaml:3:5: error: duplicate key \"get2\" (first defined at 3:5)"])
    }

    /// A remark names a file a document's `$ref` reads relative to the specs folder, however the
    /// folder was written (its standardized path is how the document names the file).
    func testAFileOfADocumentIsNamedRelativeToTheFolderHoweverItIsWritten() throws {
        let folder = try temporaryFolder(self, "specs")
        let standardized = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        for written in [folder, folder + "/", folder + "/.", folder + "//", folder + "/../" + (folder as NSString).lastPathComponent] {
            let generator = Generator(templates: builtInTemplates, specsDirectory: written)
            XCTAssertEqual(generator.displayPath(standardized + "/shared/common.yaml"), "shared/common.yaml", written)
            XCTAssertEqual(generator.displayPath((written as NSString).appendingPathComponent("Shop.yaml")), "Shop.yaml", written)
        }
        XCTAssertEqual(Generator(templates: builtInTemplates, specsDirectory: folder).displayPath("/elsewhere/Other.yaml"), "Other.yaml")
    }

    /// The writer chooses a one-line form by the text's length, counted without making the text.
    func testTheCountOfATextIsItsLength() {
        let values: [Written] = [
            .plain("Int"), .quoted("a \"quoted\" word"), .quoted("back\\slash"), .quoted("café"), .quoted("\u{301}combining"),
            .quoted("line\nbreak"), .raw("{ apiKey: X-Key }"), .sequence([]), .sequence([.plain("a"), .quoted("b c")]), .mapping([]),
            .mapping([(.plain("type"), .quoted("[String]")), (.plain("key"), .quoted("é"))]),
            .mapping([(.plain("a"), .sequence([.plain("1"), .mapping([(.quoted("k"), .plain("true"))])]))]),
        ]
        for value in values { XCTAssertEqual(value.textCount, value.text.count, value.text) }
    }

    /// Writes `root`'s spec as text and as a tree, and checks the tree against the text read back.
    @discardableResult
    private func assertTreeMatchesText(_ root: Node, path: String, line: UInt = #line) throws -> String {
        let (imported, diagnostics, _) = OpenAPIReader.read(root, path: path)
        XCTAssertFalse(diagnostics.hasErrors, "\(diagnostics.all)", line: line)
        let writer = SpecWriter.write(imported, [.text, .tree])
        XCTAssertEqual(SpecWriter.write(imported, .text).text, writer.text, "the text does not depend on the tree", line: line)
        let tree = try XCTUnwrap(writer.tree, line: line)
        XCTAssertEqual(SpecWriter.write(imported, .tree).tree.map(describe), describe(tree), line: line)
        let read = try XCTUnwrap(YAMLReader.read(Array(writer.text.utf8), file: path), line: line)
        assertSame(tree, read, lineMarks: writer.lineMarks, at: path, line: line)
        return writer.text
    }

    /// `tree` and `read` hold the same nodes; a mark of `read` (a place in the text) is the mark
    /// of the document node its line came from.
    private func assertSame(_ tree: Node, _ read: Node, lineMarks: [Mark], at place: String, line: UInt) {
        let expectedMark = lineMarks.indices.contains(read.mark.line - 1) ? lineMarks[read.mark.line - 1] : nil
        XCTAssertEqual(tree.mark, expectedMark, "mark of \(place)", line: line)
        XCTAssertEqual(tree.tag, read.tag, place, line: line)
        XCTAssertEqual(tree.weight, read.weight, place, line: line)
        switch (tree.kind, read.kind) {
        case (.scalar(let a), .scalar(let b)):
            XCTAssertEqual(a, b, place, line: line)
        case (.sequence(let a), .sequence(let b)):
            XCTAssertEqual(a.count, b.count, place, line: line)
            for (index, (x, y)) in zip(a, b).enumerated() { assertSame(x, y, lineMarks: lineMarks, at: "\(place)[\(index)]", line: line) }
        case (.mapping(let a), .mapping(let b)):
            XCTAssertEqual(a.map { $0.key.string }, b.map { $0.key.string }, place, line: line)
            for (x, y) in zip(a, b) {
                let inner = "\(place)/\(y.key.string ?? "?")"
                assertSame(x.key, y.key, lineMarks: lineMarks, at: inner + " (key)", line: line)
                assertSame(x.value, y.value, lineMarks: lineMarks, at: inner, line: line)
            }
        default:
            XCTFail("\(place): a \(tree.kindName) in the tree, a \(read.kindName) in the text", line: line)
        }
    }

    /// The tree as text, marks included, to compare two trees in one assertion.
    private func describe(_ node: Node) -> String {
        switch node.kind {
        case .scalar(let scalar): "\(scalar.isPlain ? scalar.value : "\"" + scalar.value + "\"")@\(node.mark)"
        case .sequence(let items): "[" + items.map(describe).joined(separator: ", ") + "]@\(node.mark)"
        case .mapping(let pairs):
            "{" + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}@\(node.mark)"
        }
    }
}
