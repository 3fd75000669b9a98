import XCTest

@testable import SpecLanguage

/// `oneOf:` declares a union: tagged by a discriminator, or untagged and tried in order.
final class UnionTests: XCTestCase {
    private let models = """
        models:
          Card: { brand: String, type: String? }
          BankAccount: { bankName: String }
          Customer: { id: String, name: String }

        """

    func testTaggedUnionReadsTagsTypesAndOptions() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + models + """
                      PaymentSource:
                        oneOf: { card: Card, bank_account: BankAccount }
                        discriminator: type
                        unknown: true
                        description: Where a payment comes from.
                    """))
        let union = try XCTUnwrap(api.union(named: "PaymentSource"))
        XCTAssertEqual(union.discriminator, "type")
        XCTAssertTrue(union.allowsUnknown)
        XCTAssertEqual(union.description, "Where a payment comes from.")
        XCTAssertEqual(union.variants.map(\.name), ["card", "bank_account"])
        XCTAssertEqual(union.variants.map(\.tag), ["card", "bank_account"])
        XCTAssertEqual(union.variants.map(\.type), [.named("Card", arguments: []), .named("BankAccount", arguments: [])])
        XCTAssertFalse(union.isRecursive)
    }

    func testUntaggedListNamesCasesAfterTypesAndFindsTheIdType() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + models + """
                      CustomerRef:
                        oneOf: [String, Customer]
                        id: id
                      Items:
                        oneOf: ["[Customer]", "[String: Int]", Int]
                    """))
        let ref = try XCTUnwrap(api.union(named: "CustomerRef"))
        XCTAssertNil(ref.discriminator)
        XCTAssertEqual(ref.variants.map(\.name), ["String", "Customer"])
        XCTAssertEqual(ref.idType, .primitive(.string))
        XCTAssertEqual(api.union(named: "Items")?.variants.map { Naming.caseName($0.name) }, ["customerList", "intMap", "int"])
    }

    func testAUnionThatHoldsItselfIsMarkedRecursive() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Node: { children: Tree? }
                      Tree:
                        oneOf: { leaf: String, node: Node }
                    """))
        XCTAssertEqual(api.union(named: "Tree")?.isRecursive, true)
    }

    /// Which unions hold themselves is found for all of them in one walk; on random graphs of
    /// models and unions it is what following each union's types (`reaches`) finds.
    func testRecursiveUnionsAreTheOnesThatReachThemselves() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var recursiveSeen = 0
        for _ in 0..<60 {
            let models = 1 + random(6)
            let unions = 1 + random(5)
            let names = (0..<models).map { "M\($0)" } + (0..<unions).map { "U\($0)" }
            var text = header + "models:\n"
            for m in 0..<models {
                let fields = (0..<random(3)).map { "f\($0): \"[\(names[random(names.count)])]?\"" }
                text += "  M\(m): { id: Int\(fields.map { ", " + $0 }.joined()) }\n"
            }
            for u in 0..<unions {
                let variants = Set((0..<(1 + random(3))).map { _ in names[random(names.count)] }).sorted()
                text += "  U\(u):\n    oneOf: [\(variants.map { "\"[\($0)]\"" }.joined(separator: ", "))]\n"
            }
            let api = try XCTUnwrap(load([("t.yaml", text)]).apis.first, text)
            let resolver = Resolver(api: api)
            for union in api.unions {
                let reaches = resolver.reaches(union.name, from: union.variants.map(\.type))
                XCTAssertEqual(union.isRecursive, reaches, "\(union.name) in\n\(text)")
                if reaches { recursiveSeen += 1 }
            }
        }
        XCTAssertGreaterThan(recursiveSeen, 10, "the graphs have cycles to find")
    }

    func testTaggedVariantsMustBeModelsAndATagListIsAMapping() {
        assertDiagnostics(
            header + models + """
                  A:
                    oneOf: { card: Card, text: String }
                    discriminator: type
                  B:
                    oneOf: [Card, BankAccount]
                    discriminator: kind
                """,
            [
                "t.yaml:8:32: error: variant 'text' of tagged union 'A' is String, not a model: a tagged variant's fields sit beside 'type' in one object; use an untagged union ('oneOf' without 'discriminator') for other types",
                "t.yaml:11:12: error: a tagged union 'B' maps each tag to its type: oneOf: { card: Card, bank_account: BankAccount }; a list is for untagged unions",
            ])
    }

    func testATagFieldInAVariantMustBeText() {
        assertDiagnostics(
            header + """
                models:
                  Card: { type: Int }
                  Source:
                    oneOf: { card: Card }
                    discriminator: type
                """,
            [
                "t.yaml:4:17: error: 'Card' is a variant of tagged union 'Source', whose tag 'type' is text, but its field 'type' is Int; make it String or an enum, or leave it out (the union reads and writes the tag)",
                "t.yaml:6:12: warning: union 'Source' has one variant, so it is always 'Card'; use that type instead",
            ])
    }

    func testUntaggedVariantsTwiceOptionalUnknownOrHidden() {
        assertDiagnostics(
            header + models + """
                  A:
                    oneOf: [String, Card, String]
                  B:
                    oneOf: [Cardd, "Int?"]
                  C:
                    oneOf: [JSON, Card]
                  D:
                    oneOf: [Double, Int, String, URL]
                """,
            [
                "t.yaml:8:27: error: String is listed twice in union 'A' (first at t.yaml:8:13); remove one",
                "t.yaml:10:13: error: unknown type 'Cardd'; did you mean 'Card'?",
                "t.yaml:10:20: error: a variant of union 'B' cannot be optional ('Int?'); make the field that holds the union optional instead",
                "t.yaml:12:19: warning: variant Card of union 'C' is never chosen: variants are tried in order, and JSON (t.yaml:12:13) takes any JSON value; list Card first",
                "t.yaml:14:21: warning: variant Int of union 'D' is never chosen: variants are tried in order, and Double (t.yaml:14:13) takes whole numbers too; list Int first",
                "t.yaml:14:34: warning: variant URL of union 'D' is never chosen: variants are tried in order, and String (t.yaml:14:26) takes any text; list URL first",
            ])
    }

    func testIdMustBeOneNonOptionalTypeInEveryVariant() {
        assertDiagnostics(
            header + """
                models:
                  Customer: { id: String }
                  Order: { number: Int }
                  Draft: { id: String? }
                  A:
                    oneOf: [String, Order]
                    id: id
                  B:
                    oneOf: [Int, Customer]
                    id: id
                  C:
                    oneOf: [String, Draft]
                    id: id
                  D:
                    oneOf: { id: String, customer: Customer }
                    id: id
                """,
            [
                "t.yaml:6:16: error: 'Draft.id' identifies a value of 'C' ('id: id' at t.yaml:15:9), so it cannot be optional ('String?')",
                "t.yaml:9:9: error: 'id: id' names the field that identifies a value of 'A', but its variant 'Order' has no field 'id'",
                "t.yaml:12:9: error: 'id: id' needs one type in every variant of 'B', but it is Int in Int and String in Customer",
                "t.yaml:17:14: error: union 'D' has a case 'id' and, from 'id: id' (t.yaml:18:9), a property 'id'; Swift cannot have both, so rename the case",
            ])
    }

    func testUnionNamesClashAndDefaultsAndExamplesOfUnionType() {
        assertDiagnostics(
            header + models + """
                  Ref:
                    oneOf: [String, Customer]
                  ref: { oneOf: [Int, String] }
                  Holder:
                    fields:
                      ref: { type: Ref, default: x }
                      other: { type: Ref?, example: abc }
                """,
            [
                "t.yaml:9:3: error: 'ref' and 'Ref' (t.yaml:7:3) both become the Swift type name 'Ref'; rename one of them",
                "t.yaml:12:34: error: default value for 'ref' does not fit its type Ref: defaults of union type 'Ref' are not supported; make it optional instead",
                "t.yaml:13:37: error: the example of field 'other' gives a value of union 'Ref', which an example cannot build yet; make the field optional and leave it out of the example",
            ])
    }

    func testUnionKeysAreChecked() {
        assertDiagnostics(
            header + """
                models:
                  A:
                    oneOf: [String, Int]
                    discrimnator: type
                  B:
                    oneOf: text
                  C<T>:
                    oneOf: [String, Int]
                """,
            [
                "t.yaml:6:5: error: unknown key 'discrimnator' in union 'A'; did you mean 'discriminator'?",
                "t.yaml:8:12: error: expected the variants of union 'B' as a list of types [String, Customer] or a mapping { name: Type }, found 'text'",
                "t.yaml:9:3: error: union 'C' cannot have generic parameters",
            ])
    }

    /// An untagged union decodes each variant from the same value: itself as a variant, directly
    /// or through another untagged union, would recurse until the stack overflows. In a list or
    /// a model it is one level down, and ends with the JSON.
    func testAnUntaggedUnionCannotBeItsOwnVariant() {
        assertDiagnostics(
            header + """
                models:
                  Node: { oneOf: [Node, Int] }
                  Left: { oneOf: [Right, String] }
                  Right: { oneOf: { left: Left, number: Int } }
                  Tree: { oneOf: ["[Tree]", Int] }
                  A: { oneOf: [B, Int] }
                  B: { oneOf: [Bool, C] }
                  C: { oneOf: [A, String] }
                """,
            [
                "t.yaml:4:19: error: union 'Node' is a variant of itself: decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[Node]') or a model",
                "t.yaml:5:19: error: union 'Left' is a variant of itself (through 'Right'): decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[Left]') or a model",
                "t.yaml:6:27: error: union 'Right' is a variant of itself (through 'Left'): decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[Right]') or a model",
                "t.yaml:8:16: error: union 'A' is a variant of itself (through 'B', 'C'): decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[A]') or a model",
                "t.yaml:9:22: error: union 'B' is a variant of itself (through 'C', 'A'): decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[B]') or a model",
                "t.yaml:10:16: error: union 'C' is a variant of itself (through 'A', 'B'): decoding it would decode it again from the same value, without end; remove the variant, or hold it in a list ('[C]') or a model",
            ])
    }
}
