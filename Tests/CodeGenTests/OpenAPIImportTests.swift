import Foundation
import XCTest

@testable import GenCommand
@testable import SpecLanguage

/// `gen import`: each OpenAPI fixture's spec in gen's language is checked in
/// (Tests/Fixtures/Imported), and generating from it gives the Swift that generating from the
/// document gives (Tests/Fixtures/Generated), but for the name of the file it came from.
final class OpenAPIImportTests: XCTestCase {
    /// The OpenAPI documents among the fixture specs.
    private let documents = ["Garden.openapi.json", "Zoo.openapi.yaml"]

    /// `RECORD=1 swift test --filter OpenAPIImportTests` rewrites the checked-in specs.
    func testImportedSpecsMatchTheCheckedInOnes() throws {
        for document in documents {
            let api = String(document.prefix { $0 != "." })
            let result = runGen(["import", Repo.path("Tests/Fixtures/Specs/" + document)])
            XCTAssertEqual(result.status, 0, result.allOutput)
            let spec = result.out.joined(separator: "\n") + "\n"
            let expectedPath = Repo.path("Tests/Fixtures/Imported/\(api).yaml")
            if ProcessInfo.processInfo.environment["RECORD"] == "1" {
                try Data(spec.utf8).write(to: URL(fileURLWithPath: expectedPath))
            }
            let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
            XCTAssertEqual(spec, expected, "\(document) imports differently; review and record with RECORD=1")
        }
    }

    func testGeneratingFromTheImportedSpecGivesWhatTheDocumentGives() throws {
        for document in documents {
            let api = String(document.prefix { $0 != "." })
            let specs = try temporaryFolder(self, "specs" + api)
            let output = try temporaryFolder(self, "output" + api)
            let imported = runGen(["import", Repo.path("Tests/Fixtures/Specs/" + document), "--output", specs + "/\(api).yaml"])
            XCTAssertEqual(imported.status, 0, imported.allOutput)
            let generated = runGen([specs, "--output", output])
            XCTAssertEqual(generated.status, 0, generated.allOutput)

            let fromSpec = tree(output)
            // The remarks of declarations name the file each came from: from the document, that
            // file or one its `$ref`s read; from the imported spec, the spec.
            let folder = Repo.path("Tests/Fixtures/Specs") + "/"
            let parts = OpenAPIImport.read(path: folder + document).referencedFiles.map { String($0.dropFirst(folder.count)) }
            var fromDocument: [String: Data] = [:]
            for (path, bytes) in tree(Repo.path("Tests/Fixtures/Generated"))
            where path.hasPrefix(api + "/") || path.hasPrefix(api + "Mocks/") {
                var text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: document, with: api + ".yaml")
                for part in parts { text = text.replacingOccurrences(of: "Generated from \(part):", with: "Generated from \(api).yaml:") }
                fromDocument[path] = Data(text.utf8)
            }
            XCTAssertEqual(Set(fromSpec.keys), Set(fromDocument.keys), document)
            for (path, bytes) in fromSpec where fromDocument[path] != bytes {
                XCTFail(
                    "\(path) differs between \(document) and its imported spec:\n"
                        + lineDiff(String(decoding: fromDocument[path] ?? Data(), as: UTF8.self), String(decoding: bytes, as: UTF8.self))
                        .prefix(2000))
            }
        }
    }

    func testImportWritesOnlyWhenTheSpecChanges() throws {
        let folder = try temporaryFolder(self)
        let target = folder + "/Garden.yaml"
        let document = Repo.path("Tests/Fixtures/Specs/Garden.openapi.json")
        XCTAssertEqual(runGen(["import", document, "--output", target]).err.last, "gen: wrote \(target)")
        let written = try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as? Date
        let again = runGen(["import", document, "--output=\(target)"])
        XCTAssertEqual(again.err.last, "gen: \(target) is unchanged")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as? Date, written)
    }

    func testAnInvalidDocumentImportsNothingAndSaysWhere() throws {
        let folder = try temporaryFolder(self)
        try write(
            [
                "Bad.openapi.yaml":
                    "openapi: 3.0.0\ninfo: { title: Bad, version: '1' }\nservers: [{ url: 'https://bad.example' }]\npaths:\n  /a: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: strin } } } } } } }\n"
            ], into: folder)
        let target = folder + "/Bad.yaml"
        let result = runGen(["import", folder + "/Bad.openapi.yaml", "--output", target])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err.first, "\(folder)/Bad.openapi.yaml:5:102: error: unknown schema type 'strin'; did you mean 'string'?")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        XCTAssertEqual(runGen(["import"]).status, 2)
        let spec = runGen(["import", Repo.path("Specs/Harbor.yaml")])
        XCTAssertEqual(spec.status, 1)
        XCTAssertEqual(
            spec.err,
            [
                "\(Repo.path("Specs/Harbor.yaml")):1:1: error: not an OpenAPI document (no top-level 'openapi' key): it is a spec in gen's language already",
                "gen: \(Repo.path("Specs/Harbor.yaml")) is not imported: fix the errors above",
            ])
        XCTAssertEqual(runGen(["import", folder + "/missing.yaml"]).err, ["gen: error: cannot read '\(folder)/missing.yaml'"])
        let aFolder = runGen(["import", folder])
        XCTAssertEqual(aFolder.status, 2)
        XCTAssertEqual(aFolder.err, ["gen: error: cannot read '\(folder)': it is a folder; gen import reads one OpenAPI document"])
    }

    /// A document that `gen` refuses once it is read (a path that names a parameter twice) is
    /// not imported either, with the same message: an import never writes a spec that gen
    /// then refuses.
    func testADocumentGenRefusesIsNotImported() throws {
        let folder = try temporaryFolder(self)
        try write(
            [
                "Dup.openapi.yaml":
                    "openapi: 3.0.3\ninfo: { title: Dup, version: '1' }\nservers: [{ url: 'https://dup.example' }]\npaths:\n  /a/{id}/b/{id}:\n    get: { operationId: twice, parameters: [{ name: id, in: path, required: true, schema: { type: string } }], responses: { '204': { description: ok } } }\n"
            ], into: folder)
        let target = folder + "/Dup.yaml"
        let result = runGen(["import", folder + "/Dup.openapi.yaml", "--output", target])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.err,
            [
                "\(folder)/Dup.openapi.yaml:6:5: error: path parameter '{id}' appears twice in '/a/{id}/b/{id}'",
                "gen: \(folder)/Dup.openapi.yaml is not imported: fix the errors above",
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        XCTAssertEqual(runGen([folder, "--output", folder + "/out"]).err.first, result.err.first)
    }
}

/// gen's up-to-date record hashes the files at the top of the specs folder; a document that
/// refers to a file elsewhere makes it skip the record, so a change there is generated.
final class OpenAPIRunStampTests: XCTestCase {
    func testAReferenceToAnotherFileIsFound() {
        XCTAssertTrue(RunStamp.referencesAnotherFile(Data(#"{"$ref": "common.json#/A"}"#.utf8)))
        XCTAssertTrue(RunStamp.referencesAnotherFile(Data("schema: { $ref: 'shared/x.yaml#/P' }".utf8)))
        XCTAssertFalse(RunStamp.referencesAnotherFile(Data(##"{"$ref": "#/components/schemas/A"}"##.utf8)))
        XCTAssertFalse(RunStamp.referencesAnotherFile(Data("a: { $ref: \"#/x\" }\nb: 1".utf8)))
        // Dollars that start no reference, a local one, then one to another file.
        XCTAssertTrue(RunStamp.referencesAnotherFile(Data("p: $$5\nq: $re\nr: {$ref: '#/a'}\ns: {$ref: b.yaml}".utf8)))
        // A `$ref` with nothing after it, and a `$` in the last bytes.
        XCTAssertFalse(RunStamp.referencesAnotherFile(Data("x: 1 $ref".utf8)))
        XCTAssertFalse(RunStamp.referencesAnotherFile(Data("$re".utf8)))
        XCTAssertFalse(RunStamp.referencesAnotherFile(Data()))
    }

    func testAChangeInAReferencedFileIsGenerated() throws {
        let specs = try temporaryFolder(self, "specs")
        let output = try temporaryFolder(self, "output")
        let document = """
            openapi: 3.0.3
            info: { title: Ref, version: "1" }
            servers: [{ url: "https://ref.example" }]
            paths:
              /a: { get: { responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "shared/a.yaml#/A" } } } } } } }
            """
        try write(
            ["Ref.openapi.yaml": document, "shared/a.yaml": "A: { type: object, properties: { x: { type: string } } }\n"], into: specs)
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        try write(["shared/a.yaml": "A: { type: object, properties: { x: { type: string }, y: { type: integer } } }\n"], into: specs)
        let again = runGen([specs, "--output", output])
        XCTAssertEqual(again.status, 0, again.allOutput)
        let models = try String(contentsOfFile: output + "/Ref/Models.swift", encoding: .utf8)
        XCTAssertTrue(models.contains("public let y: Int?"), "the referenced file's new property is generated")
    }

    /// What `gen import` writes as an "approximated" comment, `gen` says as a note where the
    /// document says it (here the parameter, not its operation): generating from the document
    /// alone, nobody saw them. A note is not a warning, and the run succeeds; an up-to-date run
    /// says them again.
    func testGenSaysWhatItApproximatesAsNotes() throws {
        let specs = try temporaryFolder(self, "specs")
        let output = try temporaryFolder(self, "output")
        let document = """
            openapi: 3.0.3
            info: { title: Lists, version: "1" }
            servers: [{ url: "https://lists.example" }]
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters: [{ name: filter, in: query, content: { application/json: { schema: { type: object } } } }]
                  responses: { "204": { description: none } }
            """
        try write(["Lists.openapi.yaml": document], into: specs)
        let spec = try XCTUnwrap(OpenAPIImport.read(path: specs + "/Lists.openapi.yaml").spec)
        let comments = spec.split(separator: "\n").filter { $0.contains("# approximated: ") }
        XCTAssertEqual(comments.count, 1, spec)
        let first = runGen([specs, "--output", output])
        XCTAssertEqual(first.status, 0, first.allOutput)
        let notes = first.err.filter { $0.contains(": note: ") }
        XCTAssertEqual(notes.count, 1, first.allOutput)
        XCTAssertTrue(notes[0].hasPrefix(specs + "/Lists.openapi.yaml:8:20: note: approximated: "), notes[0])
        XCTAssertTrue(
            comments[0].hasSuffix(String(notes[0].split(separator: "approximated: ", maxSplits: 1)[1])), "\(comments[0]) vs \(notes[0])")
        XCTAssertEqual(runGen([specs, "--output", output]).err.filter { $0.contains(": note: ") }, notes)
    }

}
