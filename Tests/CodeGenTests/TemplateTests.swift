import Foundation
import SpecLanguage
import XCTest

@testable import CodeGen
@testable import GenCommand

/// Templates: strict keys, syntax errors with their place, `--templates` overrides, no HTML escaping.
final class TemplateTests: XCTestCase {
    private func builtInText(_ name: String) throws -> String {
        try String(contentsOf: TemplateSet.builtInDirectory.appendingPathComponent(name + ".mustache"), encoding: .utf8)
    }

    /// A specs folder with the shop spec, an overrides folder with `overrides`, and an output path.
    private func folders(_ overrides: [String: String]) throws -> (specs: String, templates: String, output: String) {
        let folder = try temporaryFolder(self, name)
        try write(["Shop.yaml": shopSpec], into: folder + "/Specs")
        try FileManager.default.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        try write(overrides, into: folder + "/Templates")
        return (folder + "/Specs", folder + "/Templates", folder + "/Out")
    }

    // MARK: Missing keys

    func testAKeyTheContextLacksIsAnErrorAtTheTemplatesLine() throws {
        var lines = try builtInText("model").components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("public struct {{{declaration}}}") }) + 1
        lines.insert("    // {{{colour}}}", at: line)  // becomes line `line + 1`
        let (specs, templates, output) = try folders(["model.mustache": lines.joined(separator: "\n")])

        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 1, result.allOutput)
        let expected = "\(templates)/model.mustache:\(line + 1):8: error: template asks for 'colour'"
        XCTAssertTrue(result.err.contains { $0.hasPrefix(expected) }, "expected '\(expected)…' in:\n\(result.allOutput)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "a template error still wrote files")
    }

    /// A run checks template names only with a templates folder, so the built-ins must pass the
    /// check on their own; a name no context has must still fail it.
    func testTheBuiltInTemplatesAskOnlyForNamesTheirContextsHave() throws {
        var diagnostics = Diagnostics()
        builtInTemplates.checkNames(roots: Generator.templateRoots, &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.description), [])

        var broken = builtInTemplates
        var ignored = Diagnostics()
        broken.add(name: "enum", text: "{{{name}}} {{{colour}}}\n", path: "Templates/enum.mustache", &ignored)
        broken.checkNames(roots: Generator.templateRoots, &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            ["Templates/enum.mustache:1:12: error: template asks for 'colour', which its context does not have (see Templates/README.md)"])
    }

    func testMissingKeysInsideSectionsAreCaughtToo() throws {
        var set = builtInTemplates
        var diagnostics = Diagnostics()
        set.add(
            name: "probe", text: "items:\n{{#items}}\n{{{name}}} {{{nmae}}}\n{{/items}}\n", path: "Templates/probe.mustache", &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors)
        let output = set.render("probe", ["items": [["name": "a"], ["name": "b"]]], &diagnostics)
        XCTAssertEqual(output, "items:\na \nb \n")
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            ["Templates/probe.mustache:3:12: error: template asks for 'nmae', which its context does not have (see Templates/README.md)"])
    }

    func testASectionOnTheFirstLineAddsNoBlankLines() {
        // model.mustache and enum.mustache start with `{{#docLines}}`: a description of several
        // lines must stay one doc comment.
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "{{#lines}}\n/// {{{.}}}\n{{/lines}}\nend\n", path: "probe.mustache", &diagnostics)
        set.add(name: "outer", text: "start\n{{> probe}}\n", path: "outer.mustache", &diagnostics)
        XCTAssertEqual(set.render("probe", ["lines": ["a", "b"]], &diagnostics), "/// a\n/// b\nend\n")
        XCTAssertEqual(set.render("outer", ["lines": ["a", "b"]], &diagnostics), "start\n/// a\n/// b\nend\n")
        XCTAssertFalse(diagnostics.hasErrors)
    }

    func testAMultiLineModelDescriptionIsOneDocComment() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Order:
                description: "First line.\\nSecond line."
                fields: { id: Int }
              Status: { enum: [a], description: "One.\\nTwo." }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(
            models.contains(
                "/// First line.\n/// Second line.\n///\n/// - Remark: Generated from Shop.yaml: model Order.\npublic struct Order"), models
        )
        XCTAssertTrue(
            models.contains("/// One.\n/// Two.\n///\n/// - Remark: Generated from Shop.yaml: enum Status.\npublic enum Status"), models)
    }

    /// The API's description is a paragraph of its own above the client protocol's summary:
    /// without the blank line between, DocC ran the two together.
    func testTheAPIsDescriptionIsAParagraphOfItsOwn() throws {
        let generated = generate(
            """
            api: Shop
            description: The shop's API.
            servers: { production: https://shop.example }
            """)
        let client = try XCTUnwrap(generated.file("Client.swift"))
        XCTAssertTrue(client.contains("/// The shop's API.\n///\n/// One `async throws` method per endpoint."), client)
    }

    func testKeysFoundInAnEnclosingContextAreNotMisses() throws {
        var set = builtInTemplates
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "{{#items}}{{{outer}}}-{{{name}}};{{/items}}", path: "probe.mustache", &diagnostics)
        let output = set.render("probe", ["outer": "o", "items": [["name": "a"]]], &diagnostics)
        XCTAssertEqual(output, "o-a;")
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.sorted.description)
    }

    func testEveryKeyTheBuiltInTemplatesUseIsDocumented() throws {
        let readme = try String(contentsOfFile: Repo.path("Templates/README.md"), encoding: .utf8)
        var undocumented: Set<String> = []
        for name in builtInTemplates.sourceNames {
            for tag in TemplateSet.tags(in: try builtInText(name)) where tag.sigil != ">" && tag.sigil != "!" && tag.name != "." {
                if !readme.contains("`\(tag.name)`") { undocumented.insert("\(name): \(tag.name)") }
            }
        }
        XCTAssertEqual(undocumented.sorted(), [], "describe these keys in Templates/README.md")
    }

    /// Every name of every context type is described in the README section of the template that
    /// sees it: the types are what templates may read, the README says what each name holds.
    func testEveryContextKeyIsDocumentedWhereItsTemplateIs() throws {
        let readme = try String(contentsOfFile: Repo.path("Templates/README.md"), encoding: .utf8)
        func section(_ heading: String) throws -> Substring {
            let start = try XCTUnwrap(readme.range(of: "### `\(heading)`"), "Templates/README.md has no section for \(heading)")
            let rest = readme[start.upperBound...]
            return rest[..<(rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex)]
        }
        let sections: [(heading: String, shapes: [TemplateShape])] = [
            ("models.mustache", [ModelsFileContext.templateShape, KeyCaseContext.templateShape, EnvelopeContext.templateShape]),
            ("model.mustache", [ModelContext.templateShape, FieldContext.templateShape]),
            ("enum.mustache", [EnumContext.templateShape, EnumCaseContext.templateShape]),
            (
                "endpoints.mustache",
                [
                    EndpointsFileContext.templateShape, EndpointGroupContext.templateShape, EndpointContext.templateShape,
                    BranchContext.templateShape,
                ]
            ),
            (
                "client.mustache",
                [
                    ClientFileContext.templateShape, ServerContext.templateShape, MethodGroupContext.templateShape,
                    MethodContext.templateShape, PaginationContext.templateShape, PublishersContext.templateShape,
                    PublisherMethodContext.templateShape,
                ]
            ),
        ]
        var undocumented: [String] = []
        for (heading, shapes) in sections {
            let text = try section(heading)
            for shape in shapes {
                XCTAssertEqual(Set(shape.names).count, shape.names.count, "\(shape.typeName) lists a name twice")
                for name in shape.names where !text.contains("`\(name)`") { undocumented.append("\(heading): \(shape.typeName).\(name)") }
            }
        }
        XCTAssertEqual(undocumented, [], "describe these names in Templates/README.md")
    }

    /// A name the context does not have is an error at its tag when the templates load, with the
    /// closest name the context has, before anything renders.
    func testAnOverrideAskingForANameItsContextLacksFailsWhenTheTemplatesLoad() throws {
        let folder = try temporaryFolder(self)
        let client = try builtInText("client").replacingOccurrences(of: "func {{{pagesName}}}(", with: "func {{{pagesNmae}}}(")
        try client.write(toFile: folder + "/client.mustache", atomically: true, encoding: .utf8)
        let model = try builtInText("model").replacingOccurrences(of: "{{{storageGet}}}", with: "{{{fields.storageGet}}}")
        try model.write(toFile: folder + "/model.mustache", atomically: true, encoding: .utf8)
        let (_, diagnostics) = try TemplateSet.load(overrides: folder)
        let messages = diagnostics.sorted.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
        /// `line:column` of `tag` (in the first line that has it), as diagnostics count them.
        func place(of tag: String, in text: String) throws -> String {
            let lines = text.components(separatedBy: "\n")
            let index = try XCTUnwrap(lines.firstIndex { $0.contains(tag) })
            let column =
                lines[index].unicodeScalars.count - lines[index].components(separatedBy: tag)[1].unicodeScalars.count
                - tag.unicodeScalars.count + 1
            return "\(index + 1):\(column)"
        }
        XCTAssertEqual(
            messages,
            [
                "client.mustache:\(try place(of: "{{{pagesNmae}}}", in: client)): error: template asks for 'pagesNmae', which its "
                    + "context does not have (see Templates/README.md); did you mean 'pagesName'?",
                "model.mustache:\(try place(of: "{{{fields.storageGet}}}", in: model)): error: template asks for 'fields.storageGet', "
                    + "which its context does not have (see Templates/README.md)",
            ])
    }

    func testBuiltInTemplatesAskOnlyForKeysTheyAreGiven() {
        // Every built-in template renders a spec using every feature without a miss.
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example, staging: https://staging.shop.example }
            description: A shop.
            auth: bearer
            envelope: Envelope
            error: { model: Problem, message: detail }
            headers: { X-Client: ios }
            models:
              Envelope<T>: { data: T?, success: Bool? }
              Problem: { detail: String? }
              Page<T>: { items: "[T]", hasMore: Bool }
              Order:
                description: An order.
                deprecated: true
                fields:
                  id: String
                  at: { type: Date?, nullable: true }
                  old: { type: Int?, deprecated: true }
                example: { id: o1 }
              Status: { enum: [a, b], unknown: true }
              Empty: {}
            endpoints:
              orders:
                listOrders:
                  get: /orders
                  query: { page: Int = 1, status: Status? }
                  response: Page<Order>
                  paginate: { page: page, items: items, hasMore: hasMore }
                  metadata: true
                getOrder: { get: "/orders/{id}", response: Order, headers: { X-A: b, X-T: { param: trace } } }
                upload: { post: /upload, multipart: { file: File }, envelope: none }
                form: { post: /form, form: { a: String }, deprecated: true }
                raw: { put: /raw, raw: text/plain }
                download: { get: /download, download: true }
            """)
        XCTAssertEqual(generated.diagnostics.map(\.description), [])
        XCTAssertEqual(generated.files.count, 4 + builtInTemplates.runtimeFiles.count)
    }

    // MARK: Syntax errors

    func testASyntaxErrorNamesFileLineAndColumn() throws {
        let broken = "import Foundation\n\n{{#models}}\n{{> model}}\n  {{#fields}}\n{{/models}}\n"
        let (specs, templates, output) = try folders(["models.mustache": broken])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 1, result.allOutput)
        let errors = result.err.filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, result.allOutput)
        let error = try XCTUnwrap(errors.first)
        XCTAssertNotNil(
            error.range(
                of: #"^\#(NSRegularExpression.escapedPattern(for: templates))/models\.mustache:\d+:\d+: error: template error: "#,
                options: .regularExpression),
            error)
        XCTAssertTrue(error.contains("models.mustache:6:"), "the close of 'models' on line 6 is where 'fields' is found unclosed: \(error)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testSyntaxErrorPositionsAreExact() {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "line one\nline two {{#open}}\n  {{/close}}\n", path: "probe.mustache", &diagnostics)
        XCTAssertEqual(diagnostics.sorted.count, 1)
        let mark = diagnostics.sorted[0].mark
        XCTAssertEqual(mark.file, "probe.mustache")
        XCTAssertEqual(mark.line, 3)
        XCTAssertEqual(mark.column, 6, "at the name in the wrong close tag")
        XCTAssertTrue(diagnostics.sorted[0].message.contains("closed with a different name"), diagnostics.sorted[0].message)
    }

    func testAnErrorOnTheFirstLineCountsColumnsFromTheTemplatesOwnText() {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "ab {{/x}}\n", path: "probe.mustache", &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map { "\($0.mark.line):\($0.mark.column)" }, ["1:7"])
    }

    func testAnUnclosedTagIsASyntaxError() {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "ok\n  {{name\n", path: "probe.mustache", &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description), ["probe.mustache:2:3: error: template error: a '{{' is never closed with '}}'"])
    }

    func testTagPlacesCountCRLFLineEndings() {
        let tags = TemplateSet.tags(in: "a\r\nb\r\n  {{#cases}}\r\n{{{x}}}")
        XCTAssertEqual(tags.map { "\($0.line):\($0.column)" }, ["3:3", "4:1"])
    }

    func testAnUnclosedSectionIsReportedWhereItOpens() {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "{{#a}}x{{/a}}\nstart {{#apiName}}\n{{^b}}y{{/b}}\nend\n", path: "probe.mustache", &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            ["probe.mustache:2:7: error: template error: section '{{#apiName}}' is opened here but never closed with '{{/apiName}}'"])
    }

    func testTagsAreFoundWithTheirPlaces() {
        let tags = TemplateSet.tags(in: "a {{{x}}} {{# y }}\n  {{> part}}{{/y}} {{!note}}{{z.w}}")
        XCTAssertEqual(
            tags,
            [
                .init(sigil: "{", name: "x", line: 1, column: 3), .init(sigil: "#", name: "y", line: 1, column: 11),
                .init(sigil: ">", name: "part", line: 2, column: 3), .init(sigil: "/", name: "y", line: 2, column: 13),
                .init(sigil: "!", name: "note", line: 2, column: 20), .init(sigil: nil, name: "z.w", line: 2, column: 29),
            ])
    }

    /// The errors of registering `text` as `probe.mustache`, as printed.
    private func syntaxErrors(_ text: String) -> [String] {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: text, path: "probe.mustache", &diagnostics)
        return diagnostics.sorted.map(\.description)
    }

    func testMalformedTagsAreErrorsAtTheirPlace() {
        let cases: [(String, String)] = [
            ("ok {{}}", "1:4: error: template error: '{{}}' has no name"),
            ("ok\n{{# }}x{{/}}", "2:1: error: template error: '{{# }}' has no name"),
            (
                "{{a b}}",
                "1:3: error: template error: '{{a b}}': 'a b' is not a valid name; a name is letters, digits, '_' and '-', in parts joined by '.', or '.' alone"
            ),
            (
                "x {{#a..b}}{{/a..b}}",
                "1:6: error: template error: '{{#a..b}}': 'a..b' is not a valid name; a name is letters, digits, '_' and '-', in parts joined by '.', or '.' alone"
            ),
            (
                "{{.name}}",
                "1:3: error: template error: '{{.name}}': '.name' is not a valid name; a name is letters, digits, '_' and '-', in parts joined by '.', or '.' alone"
            ),
            (
                "{{@index}}",
                "1:3: error: template error: '{{@index}}': '@index' is not a valid name; a name is letters, digits, '_' and '-', in parts joined by '.', or '.' alone"
            ),
            (
                "{{ #items}}{{/items}}",
                "1:1: error: template error: '{{ #items}}' has a space before '#': write it right after '{{', as in '{{#items}}'"
            ),
            ("a {{{name}} b", "1:3: error: template error: '{{{name}}' opens with '{{{' but closes with '}}': close it with '}}}'"),
            ("{{name\n}}", "1:1: error: template error: a '{{' is not closed with '}}' on its own line; only a comment may span lines"),
            ("x\n  {{! a note that never ends\n", "2:3: error: template error: a comment '{{!' is never closed with '}}'"),
            ("{{>}}", "1:1: error: template error: '{{>}}' names no partial: write '{{>name}}' for the template name.mustache"),
            (
                "{{> parts/model}}",
                "1:5: error: template error: '{{> parts/model}}': 'parts/model' is not a template name; a partial is named by its template's file name without '.mustache' (letters, digits, '_', '-' and '.')"
            ),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(syntaxErrors(text), ["probe.mustache:" + expected], text)
        }
    }

    func testConstructsGenDoesNotSupportAreRefusedWithTheirPlace() {
        let cases: [(String, String)] = [
            (
                "a\n  {{=<% %>=}}\n",
                "2:3: error: template error: '{{=<% %>=}}': changing the delimiters ('{{=<% %>=}}') is not supported; gen's templates always use '{{' and '}}'"
            ),
            (
                "{{<base}}{{/base}}",
                "1:1: error: template error: '{{<base}}': template inheritance ('{{<parent}}') is not supported; include shared text with a partial, '{{>name}}'"
            ),
            (
                "x {{$title}}default{{/title}}",
                "1:3: error: template error: '{{$title}}': blocks ('{{$name}}', for template inheritance) are not supported"
            ),
            (
                "{{>*which}}",
                "1:4: error: template error: '{{>*which}}': dynamic partials ('{{>*name}}') are not supported; name the partial's template"
            ),
            ("{{%FILTERS}}", "1:1: error: template error: '{{%FILTERS}}': pragmas are not supported, except '{{%CONTENT_TYPE: TEXT}}'"),
            (
                "{{%CONTENT_TYPE: HTML}}",
                "1:1: error: template error: '{{%CONTENT_TYPE: HTML}}': content type 'HTML' is not supported; gen renders every template as text, without HTML escaping"
            ),
            (
                "{{uppercased(name)}}",
                "1:3: error: template error: '{{uppercased(name)}}': transforms and lambdas ('uppercased(name)') are not supported; templates place values that Swift prepares"
            ),
            (
                "{{#reversed(items)}}{{/reversed(items)}}",
                "1:4: error: template error: '{{#reversed(items)}}': transforms and lambdas ('reversed(items)') are not supported; templates place values that Swift prepares"
            ),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(syntaxErrors(text), ["probe.mustache:" + expected], text)
        }
    }

    func testTheTextContentTypePragmaIsAcceptedAndItsLineVanishes() {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "probe", text: "{{%CONTENT_TYPE: TEXT}}\n{{ %CONTENT_TYPE:TEXT }}\n{{v}}\n", path: "probe.mustache", &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            [
                "probe.mustache:2:1: error: template error: '{{ %CONTENT_TYPE:TEXT }}' has a space before '%': write it right after '{{', as in '{{%CONTENT_TYPE:TEXT}}'"
            ])
        diagnostics = Diagnostics()
        set.add(name: "probe", text: "{{%CONTENT_TYPE: TEXT}}\n{{% CONTENT_TYPE:TEXT }}\n{{v}}\n", path: "probe.mustache", &diagnostics)
        XCTAssertEqual(set.render("probe", ["v": "<&>"], &diagnostics), "<&>\n")
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.sorted.description)
    }

    func testOnlyTheFirstErrorOfATemplateIsReported() {
        XCTAssertEqual(
            syntaxErrors("{{#a}}\n{{/b}}\n{{=<% %>=}}\n{{#c}}\n"),
            [
                "probe.mustache:2:4: error: template error: section '{{#a}}' (line 1, column 1) is closed with a different name than it was opened with: '{{/b}}'; close it with '{{/a}}' first"
            ])
        XCTAssertEqual(
            syntaxErrors("{{/x}} {{"),
            [
                "probe.mustache:1:4: error: template error: '{{/x}}' closes a section that is not open: there is no '{{#x}}' or '{{^x}}' before it"
            ])
        XCTAssertEqual(syntaxErrors("{{#x}}\n{{"), ["probe.mustache:2:1: error: template error: a '{{' is never closed with '}}'"])
    }

    func testAPartialThatNamesNoTemplateIsAnErrorWhenTemplatesLoad() throws {
        let models = try builtInText("models").replacingOccurrences(of: "{{> model}}", with: "{{> model}}\n  {{> modle}}")
        let (specs, templates, output) = try folders(["models.mustache": models])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 1, result.allOutput)
        let line = try XCTUnwrap(models.components(separatedBy: "\n").firstIndex { $0.contains("modle") }) + 1
        XCTAssertEqual(
            result.err.filter { $0.contains(": error: ") },
            [
                "\(templates)/models.mustache:\(line):3: error: template includes the partial 'modle', but there is no template 'modle.mustache'; did you mean 'model'?"
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testAPartialNamedWithItsFileExtensionSaysHowToNameIt() {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "part", text: "x", path: "part.mustache", &diagnostics)
        set.add(name: "probe", text: "a\n{{>part.mustache}}\n", path: "probe.mustache", &diagnostics)
        set.checkPartials(&diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            [
                "probe.mustache:2:1: error: template includes the partial 'part.mustache', but there is no template 'part.mustache.mustache'; "
                    + "a partial is named without '.mustache': '{{>part}}'"
            ])
    }

    func testASyntaxErrorInAPartialNamesThePartial() throws {
        let (specs, templates, output) = try folders(["enum.mustache": "{{#cases}}\n{{name}\n{{/cases}}\n"])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 1, result.allOutput)
        XCTAssertEqual(
            result.err.filter { $0.contains(": error: ") },
            [
                "\(templates)/enum.mustache:2:1: error: template error: a '{{' is not closed with '}}' on its own line; only a comment may span lines"
            ])
    }

    // MARK: Overrides

    func testAnOverrideReplacesOneTemplateByFileName() throws {
        let original = try builtInText("enum")
        let changed = original.replacingOccurrences(
            of: "public enum {{{name}}}: {{{rawType}}}, Codable, Hashable, Sendable, CaseIterable {",
            with: "public enum {{{name}}}: {{{rawType}}}, Codable, Hashable, Sendable, CaseIterable { // customized")
        XCTAssertNotEqual(changed, original, "enum.mustache no longer has the line this test edits")
        let (specs, templates, output) = try folders(["enum.mustache": changed])
        try write(["Shop.yaml": shopSpec.replacingOccurrences(of: "models:\n", with: "models:\n  Status: [open, closed]\n")], into: specs)

        XCTAssertEqual(runGen([specs, "--output", output + "/plain"]).status, 0)
        let result = runGen([specs, "--templates", templates, "--output", output + "/custom"])
        XCTAssertEqual(result.status, 0, result.allOutput)

        let plain = tree(output + "/plain")
        let custom = tree(output + "/custom")
        XCTAssertEqual(Set(plain.keys), Set(custom.keys))
        let differing = plain.keys.filter { plain[$0] != custom[$0] }
        XCTAssertEqual(differing, ["Shop/Models.swift"], "only the file rendered from enum.mustache changes")
        let models = String(decoding: custom["Shop/Models.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(models.contains("public enum Status: String, Codable, Hashable, Sendable, CaseIterable { // customized"), models)
        let plainLines = String(decoding: plain["Shop/Models.swift"] ?? Data(), as: UTF8.self).components(separatedBy: "\n")
        XCTAssertEqual(plainLines.count, models.components(separatedBy: "\n").count, "one line changed, none added")
    }

    func testAnOverrideFolderThatDoesNotExistIsAnError() throws {
        let (specs, templates, output) = try folders([:])
        let result = runGen([specs, "--templates", templates + "/missing", "--output", output])
        XCTAssertEqual(result.status, 2, result.allOutput)
        XCTAssertEqual(result.err, ["gen: error: templates folder '\(templates)/missing' does not exist"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testAnOverrideThatReplacesNothingIsAWarningWithTheCloseName() throws {
        let (specs, templates, output) = try folders(["mockclient.mustache": try builtInText("mock-client")])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertEqual(
            result.err,
            [
                "\(templates)/mockclient.mustache:1:1: warning: 'mockclient.mustache' replaces no built-in template and no template "
                    + "includes it as a partial, so gen does not use it; did you mean 'mock-client.mustache'?"
            ])
    }

    func testANewRuntimeFileAddsAFileWithoutAWarning() throws {
        let (specs, templates, output) = try folders(["Runtime/Extra.swift": "public let extra = 1\n"])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertEqual(result.err, [])
        XCTAssertTrue(String(decoding: tree(output)["Shop/RuntimeExtra.swift"] ?? Data(), as: UTF8.self).contains("public let extra = 1"))
    }

    func testARuntimeFileOverrideReplacesTheBuiltInOneAsItIs() throws {
        let (specs, templates, output) = try folders(["Runtime/Locked.swift": "// my lock {{not mustache}}\n"])
        let result = runGen([specs, "--templates", templates, "--output", output])
        // The override compiles to nothing useful, but gen copies it without rendering it.
        XCTAssertEqual(result.status, 0, result.allOutput)
        let locked = String(decoding: tree(output)["Shop/RuntimeLocked.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(locked.hasSuffix("\n// my lock {{not mustache}}\n"), locked)
    }

    func testAnOldStyleRuntimeTemplateIsAnErrorThatSaysWhereItGoes() throws {
        let (specs, templates, output) = try folders(["runtime-Auth.swift.mustache": "public let auth = 1\n"])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 1, result.allOutput)
        XCTAssertEqual(
            result.err.first,
            "\(templates)/runtime-Auth.swift.mustache:1:1: error: runtime files are plain Swift: move 'runtime-Auth.swift.mustache' "
                + "to 'Runtime/Auth.swift' in the templates folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testANewPartialThatAnOverrideIncludesIsNoWarning() throws {
        let models = try builtInText("models").replacingOccurrences(of: "{{> model}}", with: "{{> model}}\n{{> marker}}")
        XCTAssertNotEqual(models, try builtInText("models"), "models.mustache no longer includes the model partial")
        let (specs, templates, output) = try folders(["models.mustache": models, "marker.mustache": "// marked {{{name}}}\n"])
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertEqual(result.err, [])
        let generated = String(decoding: tree(output)["Shop/Models.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(generated.contains("// marked Order"), generated)
    }

    // MARK: No HTML escaping

    func testOutputIsNotHTMLEscaped() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: "https://shop.example/a&b" }
            headers: { X-Html: "<b>&amp;</b> 'quoted' \\"double\\"" }
            models:
              Page<T>: { items: "[T]" }
              Wrapper: { pages: "[String: Page<Int>]", note: String = "a < b && c > d" }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        let client = try XCTUnwrap(generated.file("Client.swift"))
        XCTAssertTrue(models.contains("public let pages: [String: Page<Int>]"), models)
        XCTAssertTrue(models.contains(#""a < b && c > d""#), models)
        XCTAssertTrue(client.contains(#"(name: "X-Html", value: "<b>&amp;</b> 'quoted' \"double\"")"#), client)
        XCTAssertTrue(client.contains(#"URL(string: "https://shop.example/a&b")!"#), client)
        for (path, text) in generated.files {
            for entity in ["&lt;", "&gt;", "&quot;", "&#39;", "&#x27;", "&#x2F;", "&#x3D;", "&#x60;"] {
                XCTAssertFalse(text.contains(entity), "\(path) has the HTML entity \(entity)")
            }
        }
    }

    func testDoubleBracesInAnOverrideDoNotEscapeEither() throws {
        let text = try builtInText("model").replacingOccurrences(of: "{{{declaration}}}", with: "{{declaration}}")
        let (specs, templates, output) = try folders(["model.mustache": text])
        try write(
            ["Shop.yaml": shopSpec.replacingOccurrences(of: "models:\n", with: "models:\n  Page<T>: { items: \"[T]\" }\n")], into: specs)
        let result = runGen([specs, "--templates", templates, "--output", output])
        XCTAssertEqual(result.status, 0, result.allOutput)
        let models = String(decoding: tree(output)["Shop/Models.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(models.contains("public struct Page<T: Codable & Hashable & Sendable>:"), models)
    }

    func testPartialsRenderAsTextToo() throws {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        set.add(name: "outer", text: "{{> inner}}", path: "outer.mustache", &diagnostics)
        set.add(name: "inner", text: "{{value}}", path: "inner.mustache", &diagnostics)
        XCTAssertEqual(set.render("outer", ["value": "a < b & c > \"d\" 'e'"], &diagnostics), "a < b & c > \"d\" 'e'")
        XCTAssertFalse(diagnostics.hasErrors)
    }

    func testBuiltInTemplatesAreFoundBesideTheExecutableThenInTheCheckout() throws {
        let folder = try temporaryFolder(self, name)
        let executable = URL(fileURLWithPath: folder + "/bin")
        let checkout = URL(fileURLWithPath: folder + "/checkout/Templates")
        // Neither there: nil, so gen reports the missing bundle instead of stopping in Bundle.module.
        XCTAssertNil(TemplateSet.findBuiltInDirectory(beside: executable, sourceTemplates: checkout))
        try write(["model.mustache": "x"], into: checkout.path)
        XCTAssertEqual(TemplateSet.findBuiltInDirectory(beside: executable, sourceTemplates: checkout)?.path, checkout.path)
        try write(["model.mustache": "y"], into: folder + "/bin/gen_CodeGen.resources")
        let found = try XCTUnwrap(TemplateSet.findBuiltInDirectory(beside: executable, sourceTemplates: checkout))
        XCTAssertEqual(try String(contentsOf: found.appendingPathComponent("model.mustache"), encoding: .utf8), "y")
    }
}
