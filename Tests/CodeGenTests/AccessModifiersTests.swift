import XCTest

@testable import CodeGen
@testable import GenCommand
@testable import SpecLanguage

/// `AccessModifiers.rewrite`: the one place that gives generated Swift the API's access level.
final class AccessModifiersTests: XCTestCase {
    func testModifiersBecomePackageOrGo() {
        let source = """
            public struct A: Sendable {
                public static let shared = A()
                public private(set) var count = 0
                public(set) var name = ""
                @available(*, deprecated) public func old() {}
                public init() {}
            }
            public extension A {}
            open class B {}

            """
        XCTAssertEqual(
            AccessModifiers.rewrite(source, to: .package),
            """
            package struct A: Sendable {
                package static let shared = A()
                package private(set) var count = 0
                package(set) var name = ""
                @available(*, deprecated) package func old() {}
                package init() {}
            }
            package extension A {}
            package class B {}

            """)
        XCTAssertEqual(
            AccessModifiers.rewrite(source, to: .internal),
            """
            struct A: Sendable {
                static let shared = A()
                private(set) var count = 0
                var name = ""
                @available(*, deprecated) func old() {}
                init() {}
            }
            extension A {}
            class B {}

            """)
        XCTAssertEqual(AccessModifiers.rewrite(source, to: .public), source)
        // A template or runtime override saved with CRLF line ends.
        XCTAssertEqual(AccessModifiers.rewrite("public\r\nfunc f() {}\r\n", to: .internal), "\r\nfunc f() {}\r\n")
        XCTAssertEqual(AccessModifiers.rewrite("public\r\nstruct S {}\r\n", to: .package), "package\r\nstruct S {}\r\n")
    }

    /// Comments, string literals of every kind, backquoted names, members and argument labels
    /// named `public` are not modifiers.
    func testOnlyModifiersAreRewritten() {
        let source = #"""
            /// public var x: shown in docs
            // public func f()
            /* public struct S { /* public let nested */ public var y } */
            let a = "public var a"
            let b = "\(f(public: "public func")) public let"
            let c = #"public var "quoted" \(x) public"#
            let d = """
                public struct Inside {}
                """
            let e = Level.public
            case `public`
            func g(public: Bool, `public` p: Int) { h(public: public) }
            let open = 1
            #if canImport(Combine)
            public func kept() {}
            #endif
            """#
        let expected = source.replacingOccurrences(of: "public func kept", with: "func kept")
        XCTAssertEqual(AccessModifiers.rewrite(source, to: .internal), expected)
    }

    /// The whole built-in runtime and every template, as rendered for a spec that uses them,
    /// keeps no `public` or `open` declaration: the same check that FixtureTests makes on the
    /// compiled InHouse module.
    func testNoPublicDeclarationIsLeftInAnInternalModule() throws {
        let spec = """
            api: Shop
            access: internal
            combine: true
            servers: { production: https://shop.example }
            models:
              Order: { id: Int, note: String? }
            endpoints:
              orders:
                getOrder: { get: "/orders/{id}", path: { id: Int }, response: Order }
                listOrders: { get: /orders, query: { page: Int = 1 }, response: "[Order]", paginate: { page: page } }
            """
        let generated = generate(spec)
        XCTAssertGreaterThan(generated.files.count, 20)
        let modifier = try NSRegularExpression(pattern: #"(^|[\s(@])(public|open)(\(set\))?\s+[a-z@]"#)
        for (path, text) in generated.files {
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = String(line)
                XCTAssertNil(modifier.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "\(path): \(line)")
            }
        }
        XCTAssertTrue(try XCTUnwrap(generated.file("ShopMocks/MockClient.swift")).contains("\n@testable import Shop\n"))
    }

    func testTheCommandAndPipelineOverrideTheSpec() throws {
        let spec = """
            api: Shop
            access: package
            servers: { production: https://shop.example }
            endpoints:
              orders:
                deleteOrder: { delete: "/orders/{id}" }
            """
        let sources = [(path: "Specs/Shop.yaml", bytes: Array(spec.utf8))]
        func client(_ surface: SurfaceOptions) throws -> String {
            let result = try Pipeline(templates: builtInTemplates, surface: surface).run(sources: sources)
            return try XCTUnwrap(result.files.first { $0.path == "Shop/Client.swift" }?.contents)
        }
        XCTAssertTrue(try client(SurfaceOptions()).contains("package struct ShopClient"))
        XCTAssertTrue(try client(SurfaceOptions(access: .public)).contains("public struct ShopClient"))
        XCTAssertTrue(try client(SurfaceOptions(access: .internal)).contains("\nstruct ShopClient"))
        XCTAssertFalse(try client(SurfaceOptions()).contains("Publisher"))
        XCTAssertTrue(try client(SurfaceOptions(combine: true)).contains("#if canImport(Combine)"))

        guard case .success(let options) = Command.parse(["Specs", "--access", "internal", "--combine"]) else {
            return XCTFail("--access internal --combine should parse")
        }
        XCTAssertEqual(options.surface, SurfaceOptions(access: .internal, combine: true))
        guard case .failure(let error) = Command.parse(["--access", "private"]) else { return XCTFail("private is no level of a module") }
        XCTAssertEqual(error.description, "--access takes one of public, package, internal, not 'private'")
    }

    /// The spec's `combine: false` and a config's `combine = false` leave the output exactly as
    /// without the key: the surface costs nothing when off.
    func testCombineOffChangesNothing() {
        let spec = """
            api: Shop
            servers: { production: https://shop.example }
            endpoints:
              orders:
                deleteOrder: { delete: "/orders/{id}" }
            """
        let without = generate(spec).files
        XCTAssertEqual(generate(spec + "\ncombine: false\n").files, without)
        let sources = [(path: "Specs/Shop.yaml", bytes: Array((spec + "\ncombine: true\n").utf8))]
        let overridden = try? Pipeline(templates: builtInTemplates, surface: SurfaceOptions(combine: false)).run(sources: sources)
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: (overridden?.files ?? []).map { ($0.path, $0.contents) }), without)
    }
}
