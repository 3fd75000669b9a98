import SpecLanguage
import XCTest

@testable import CodeGen

/// How names that clash with Swift or with generated code are spelled. The fixture modules
/// (Tests/Fixtures, FixtureTests) prove the spellings compile; these pin the spellings down.
final class AdversarialNameTests: XCTestCase {
    /// A model named like a type the runtime declares would redeclare it, and one named like a
    /// nested or associated type would be hidden by it: every such name must be renamed
    /// (`FieldEquality` → `ShopFieldEquality`, `Handlers` → `ShopHandlers`).
    func testEveryRuntimeTypeIsRenamedAsAModelName() throws {
        let declaration = try NSRegularExpression(
            pattern:
                #"^(?:@\w+ )*(?:(?:public|internal|package|fileprivate|private) )?(?:final )?(?:indirect )?(?:struct|enum|class|protocol|actor|typealias) (\w+)"#,
            options: .anchorsMatchLines)
        var runtime: Set<String> = []
        for file in builtInTemplates.runtimeFiles {
            let text = file.text
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                runtime.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        // The runtime's types are read from its files, as the pipeline reads them.
        XCTAssertEqual(builtInTemplates.runtimeTypeNames.sorted(), runtime.sorted())
        // …and a model named like one is renamed, through the pipeline.
        let generated = generate(
            "api: Shop\nservers: { production: https://shop.example }\nmodels:\n  Redirect: { to: String }\n  HTTPClient: { id: Int }\n")
        let models = try XCTUnwrap(generated.file("Models.swift"), generated.diagnostics.description)
        XCTAssertTrue(models.contains("public struct ShopRedirect:") && models.contains("public struct ShopHTTPClient:"), models)
        var declared: Set<String> = []
        // Types nested in what generated code declares (the mock's `Handlers`), and associated
        // types models fulfil (`ResponseEnvelope.Payload`), hide a model of the same name there.
        let nested = try NSRegularExpression(
            pattern:
                #"^\s+(?:(?:public|internal|package|fileprivate|private) )?(?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)"#,
            options: .anchorsMatchLines)
        let associated = try NSRegularExpression(pattern: #"^\s*associatedtype (\w+)"#, options: .anchorsMatchLines)
        for name in builtInTemplates.sourceNames {
            let text = try String(contentsOf: TemplateSet.builtInDirectory.appendingPathComponent(name + ".mustache"), encoding: .utf8)
            for pattern in [nested, associated] {
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    declared.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        for file in builtInTemplates.runtimeFiles {
            for match in associated.matches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) {
                declared.insert(String(file.text[Range(match.range(at: 1), in: file.text)!]))
            }
        }
        XCTAssertGreaterThan(runtime.count, 40, "the scan no longer finds the runtime's types")
        XCTAssertTrue(declared.isSuperset(of: ["Handlers", "Payload"]), "\(declared.sorted())")
        XCTAssertTrue(runtime.isSuperset(of: ["FieldEquality", "FineFraction", "HTTPClient", "APIError"]), "\(runtime.sorted())")
        let kept = declared.filter { Naming.typeName($0, api: "Shop") == $0 }
        XCTAssertEqual(kept.sorted(), [], "add these to SwiftNames.shadowedTypes")
    }

    /// A runtime file of a templates folder that declares a new type reserves its name too.
    func testATypeAnOverriddenRuntimeAddsIsRenamedAsAModelName() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Runtime", withIntermediateDirectories: true)
        try "public struct Ticket: Sendable {\n    public var id: Int\n}\n".write(
            toFile: folder + "/Runtime/Ticket.swift", atomically: true, encoding: .utf8)
        let (templates, problems) = try TemplateSet.load(overrides: folder)
        XCTAssertFalse(problems.hasErrors, problems.sorted.description)
        let generated = generate(
            ["Shop.yaml": "api: Shop\nservers: { production: https://shop.example }\nmodels:\n  Ticket: { id: Int }\n"],
            templates: templates)
        XCTAssertTrue(try XCTUnwrap(generated.file("Models.swift")).contains("public struct ShopTicket:"))
        XCTAssertNotNil(generated.file("RuntimeTicket.swift"))
    }

    func testArgumentLabelsEscapeOnlyWhatSwiftRequires() {
        XCTAssertEqual(Naming.argumentLabel("`class`"), "class")
        XCTAssertEqual(Naming.argumentLabel("`in`"), "in")
        XCTAssertEqual(Naming.argumentLabel("`inout`"), "`inout`")
        XCTAssertEqual(Naming.argumentLabel("`let`"), "`let`")
        XCTAssertEqual(Naming.argumentLabel("`var`"), "`var`")
        XCTAssertEqual(Naming.argumentLabel("`inout`", inCall: true), "`inout`")
        XCTAssertEqual(Naming.argumentLabel("`let`", inCall: true), "let")
        XCTAssertEqual(Naming.argumentLabel("`var`", inCall: true), "var")
        XCTAssertEqual(Naming.argumentLabel("name"), "name")
    }

    func testKeywordParametersInDeclarationsAndCalls() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              items:
                find: { get: /items, query: { in: String, inout: String, let: Int?, class: String? } }
            """)
        let client = try XCTUnwrap(generated.file("Client.swift"))
        XCTAssertTrue(client.contains("func find(in: String, `inout`: String, `let`: Int?, class: String?) async throws"), client)
        XCTAssertTrue(client.contains("public func find(in: String, `inout`: String) async throws"), client)
        XCTAssertTrue(client.contains("try await self.find(in: `in`, `inout`: `inout`, let: nil, class: nil)"), client)
        XCTAssertTrue(client.contains("ShopEndpoint.find(in: `in`, `inout`: `inout`, let: `let`, class: `class`)"), client)
    }

    func testParametersNamedLikeGeneratedLocalsGetTheirOwnBindings() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              items:
                send:
                  post: /send
                  query: { items: "[String]", element: "[Int]" }
                  headers: { X-H: { param: headers } }
                  form: { encoder: String, parts: String }
            """)
        let endpoints = try XCTUnwrap(generated.file("Endpoints.swift"))
        XCTAssertTrue(
            endpoints.contains("case send(items: [String], element: [Int], headers: String, encoder: String, parts: String)"), endpoints)
        XCTAssertTrue(endpoints.contains("case .send(let items_, let element_, _, _, _):"), endpoints)
        XCTAssertTrue(
            endpoints.contains("for element in items_ { items.add(\"items\", element) }"), endpoints)
        XCTAssertTrue(
            endpoints.contains("for element in element_ { items.add(\"element\", element.description) }"),
            endpoints)
        XCTAssertTrue(endpoints.contains("headers.append((name: \"X-H\", value: headers_))"), endpoints)
        XCTAssertTrue(endpoints.contains("items.add(\"encoder\", encoder_)"), endpoints)
    }

    /// Two spellings of `café`, with U+00E9 and with e + U+0301: one `String`, but two names to
    /// Swift and two keys to a server.
    private let composed = "caf\u{E9}"
    private let decomposed = "cafe\u{301}"

    /// Endpoints binding the two spellings cannot share a branch of `path` or of the empty-path check.
    func testPathParametersSpelledWithOtherScalarsKeepTheirOwnBranches() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              items:
                getA: { get: "/items/{\(composed)}", response: Item }
                putA: { put: "/items/{\(composed)}", response: Item }
                getB: { post: "/items/{\(decomposed)}", response: Item }
            models:
              Item: { name: String }
            """)
        let endpoints = try XCTUnwrap(generated.file("Endpoints.swift"))
        XCTAssertTrue(endpoints.utf8.contains("case .getA(let \(composed)), .putA(let \(composed)): return".utf8), endpoints)
        XCTAssertTrue(endpoints.utf8.contains("case .getB(let \(decomposed)): return".utf8), endpoints)
        XCTAssertFalse(endpoints.utf8.contains(".putA(let \(composed)), .getB".utf8), endpoints)
    }

    /// A constant per endpoint (here the wire keys to redact) is written as the spec spells it:
    /// endpoints whose values differ only in their scalars get a branch each, not the first
    /// one's spelling.
    func testConstantsSpelledWithOtherScalarsKeepTheirOwnBranches() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              items:
                getA: { get: /a, response: A }
                getB: { get: /b, response: B }
                getC: { get: /c, response: C }
                getD: { get: /d, response: C }
            models:
              A: { \(composed): { type: String, secret: true } }
              B: { \(decomposed): { type: String, secret: true } }
              C: { name: String }
            """)
        let endpoints = try XCTUnwrap(generated.file("Endpoints.swift"))
        XCTAssertTrue(endpoints.utf8.contains("case .getA: return [\"\(composed)\"]".utf8), endpoints)
        XCTAssertTrue(endpoints.utf8.contains("case .getB: return [\"\(decomposed)\"]".utf8), endpoints)
    }

    func testTheMockRenamesItsLocalWhenAParameterIsCalledHandler() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              items:
                plain: { get: /plain }
                hook: { post: /hook, query: { handler: String } }
            """)
        let mock = try XCTUnwrap(generated.file("MockClient.swift"))
        XCTAssertTrue(mock.contains("guard let handler = self.record(ShopEndpoint.plain).plain else {"), mock)
        XCTAssertTrue(mock.contains("guard let handler_ = self.record(ShopEndpoint.hook(handler: handler)).hook else {"), mock)
        XCTAssertTrue(mock.contains("return try await handler_(handler)"), mock)
    }

    func testModelFieldsNamedLikeCodingLocalsEncodeThemselves() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Box: { container: String, encoder: String? }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(models.contains("try container.encodeValue(self.container, forKey: .container)"), models)
        XCTAssertTrue(models.contains("try container.encodeOptional(self.encoder, forKey: .encoder)"), models)
    }

    func testAGenericParameterWinsOverAModelOfTheSameName() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              T: { id: Int }
              Box<T>: { value: T, values: "[T]?" }
              Uses: { box: Box<T> }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(models.contains("public let value: T\n"), models)
        XCTAssertTrue(models.contains("public let values: [T]?\n"), models)
        XCTAssertTrue(models.contains("public let box: Box<T>\n"), models)
    }

    func testGenericParametersNamedLikeSwiftTypesAreRenamed() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Box<Decoder, Self>: { value: Decoder, list: "[Self]?" }
              Uses: { box: "Box<Int, String>" }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(
            models.contains("public struct Box<Decoder_: Codable & Hashable & Sendable, Self_: Codable & Hashable & Sendable>:"), models)
        XCTAssertTrue(models.contains("public let value: Decoder_\n"), models)
        XCTAssertTrue(models.contains("public let list: [Self_]?\n"), models)
        XCTAssertTrue(models.contains("public let box: Box<Int, String>\n"), models)
        XCTAssertEqual(Naming.genericParameterName("T", in: API(name: "Shop", mark: Mark(file: "Shop.yaml", line: 1, column: 1))), "T")
    }

    func testNamesThatDifferOnlyInCaseAreOneSwiftTypeAndAnError() {
        let result = generate([
            "Shop.yaml": """
            api: Shop
            servers: { production: https://shop.example }
            models:
              self: { a: Int }
              Self: { b: Int }
            """
        ])
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.first?.contains("'Self' and 'self'") == true, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.first?.contains("ShopSelf") == true, errors.joined(separator: "\n"))
    }

    /// Lines of generated Swift holding `marker` that are not comments: spec text that escaped
    /// the comment it was written into and became code.
    private func codeLines(with marker: String, in generated: Generated) -> [String] {
        generated.files.values.flatMap { $0.components(separatedBy: "\n") }.filter { line in
            line.contains(marker) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
    }

    func testAGroupNameStaysInsideItsMarkComment() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              "users\\n#error(\\"x\\")\\n//":
                listUsers: { get: /users }
            """)
        XCTAssertEqual(codeLines(with: "#error", in: generated), [])
        let client = try XCTUnwrap(generated.file("Client.swift"))
        XCTAssertTrue(client.contains("    // MARK: users #error(\"x\") //\n"), client)
        let endpoints = try XCTUnwrap(generated.file("Endpoints.swift"))
        XCTAssertTrue(endpoints.contains("    // MARK: users #error(\"x\") //\n"), endpoints)
    }

    func testASpecFileNameStaysInsideTheHeaderAndRemarks() throws {
        let spec = shopSpec
        let generated = generate(["shop\n#error(\"x\")\r\u{2028}.yaml": spec])
        XCTAssertEqual(generated.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertFalse(generated.files.isEmpty)
        XCTAssertEqual(codeLines(with: "#error", in: generated), [])
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(models.hasPrefix("// Generated by gen from shop #error(\"x\") .yaml. Do not edit"), models)
        XCTAssertTrue(models.contains("/// - Remark: Generated from shop #error(\"x\") .yaml: model Order.\n"), models)
    }

    /// U+2E2F VERTICAL TILDE is a Unicode letter that Swift lexes as an operator: in a name
    /// that must be an identifier it is an error, anywhere else it separates words, and it
    /// reaches the Swift only inside string literals and comments.
    func testALetterSwiftLexesAsAnOperatorNeverReachesANameInSwift() throws {
        let tilde = "\u{2E2F}"
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example, "stag\(tilde)ing": https://staging.shop.example }
            models:
              Tag: { "price\(tilde)tag": Int, kind: Kind }
              Kind: ["a\(tilde)b", plain]
            endpoints:
              "tags\(tilde)":
                "list\(tilde)Tags": { get: /tags, query: { "page\(tilde)size": Int? }, response: "[Tag]" }
            """)
        var outside: [String] = []
        for line in generated.files.values.flatMap({ $0.components(separatedBy: "\n") }) where line.contains(tilde) {
            // What is left once string literals and comments are taken out.
            let code = line.replacingOccurrences(of: #""(\\.|[^"\\])*""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "//.*$", with: "", options: .regularExpression)
            if code.contains(tilde) { outside.append(line) }
        }
        XCTAssertEqual(outside, [])
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(models.contains("public let priceTag: Int\n"), models)
        XCTAssertTrue(models.contains("case aB = \"a\(tilde)b\"\n"), models)

        let refused = generate([
            "Shop.yaml": "api: Shop\nservers: { production: https://shop.example }\nmodels:\n  \"Price\(tilde)\": { a: Int }\n"
        ])
        XCTAssertEqual(
            refused.diagnostics.map(\.description),
            ["Specs/Shop.yaml:4:3: error: model name 'Price\(tilde)' must be an identifier (letters, digits, _)"])
    }

    func testPathLiteralsArePercentEncoded() {
        XCTAssertEqual(GeneratedNames.binding("items"), "items_")
        XCTAssertEqual(
            ContextBuilder.percentEncodedPath("/a b/ü/\"q\"/#x/%41/100%/a\\b/(x)*"), "/a%20b/%C3%BC/%22q%22/%23x/%41/100%25/a%5Cb/(x)*")
        XCTAssertEqual(ContextBuilder.percentEncodedPath("/orders/search"), "/orders/search")
    }
}
