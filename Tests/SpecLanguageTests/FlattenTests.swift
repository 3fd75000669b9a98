import XCTest

@testable import SpecLanguage

/// `flatten: true`: a model's field holding a tagged union whose tag and variant's fields sit in
/// the model's own object; and an OpenAPI `oneOf` beside `properties` read as one.
final class FlattenTests: XCTestCase {
    private let variants = """
          SinkKind:
            oneOf: { http: HttpSink, queue: QueueSink }
            discriminator: type
          HttpSink: { url: URL }
          QueueSink: { queueName: String, retry: Retry }
          Retry:
            oneOf: { fixed: FixedRetry, none: NoRetry }
            discriminator: strategy
          FixedRetry: { seconds: Int }
          NoRetry: {}

        """

    func testAFlattenedUnionHasNoKeyAndLendsItsKeysToTheModel() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + "models:\n" + variants + """
                      Sink:
                        id: String
                        kind: { type: SinkKind, flatten: true, description: What the sink is. }
                    """))
        let sink = try XCTUnwrap(api.model(named: "Sink"))
        let kind = try XCTUnwrap(sink.fields.last)
        XCTAssertTrue(kind.flatten)
        XCTAssertEqual(kind.description, "What the sink is.")
        XCTAssertFalse(try XCTUnwrap(sink.fields.first).flatten)
        let union = try XCTUnwrap(api.flattenedUnion(kind))
        XCTAssertEqual(union.name, "SinkKind")
        XCTAssertNil(api.flattenedUnion(sink.fields[0]), "a field that does not flatten has no flattened union")
        // The tag, each variant's fields, and a union a variant flattens in turn: its tag and fields.
        XCTAssertEqual(api.keys(of: union), ["type", "url", "queueName", "retry"])
    }

    func testAVariantThatFlattensAUnionLendsThatUnionsKeysToo() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Kind:
                        oneOf: { a: A, b: B }
                        discriminator: type
                      A:
                        name: String
                        detail: { type: Detail, flatten: true }
                      B: { name: String }
                      Detail:
                        oneOf: { x: X, y: Y }
                        discriminator: detailType
                      X: { size: Int }
                      Y: { size: Int, color: String }
                    """))
        XCTAssertEqual(api.union(named: "Kind").map { api.keys(of: $0) }, ["type", "name", "detailType", "size", "color"])
    }

    /// A key the model sends that a variant's own flattened union sends too is a clash as well.
    func testAClashThroughAVariantsFlattenedUnionIsSaid() {
        assertDiagnostics(
            header + """
                models:
                  Holder:
                    color: String
                    kind: { type: Kind, flatten: true }
                  Kind:
                    oneOf: { a: A, b: B }
                    discriminator: type
                  A:
                    detail: { type: Detail, flatten: true }
                  B: { name: String }
                  Detail:
                    oneOf: { x: X, y: Y }
                    discriminator: detailType
                  X: { size: Int }
                  Y: { color: String }
                """,
            "t.yaml:5:5: error: 'color' is sent as 'color', which is also a field of variant 'a' of 'Kind', flattened into 'Holder' by 'kind': the two would meet in one object; give one its own 'key:'"
        )
    }

    func testFlattenRefusesWhatHasNoObjectOrNoTagOfItsOwn() {
        assertDiagnostics(
            header + "models:\n" + variants + """
                  Sink:
                    id: String
                    a: { type: SinkKind?, flatten: true }
                    b: { type: SinkKind, flatten: true, key: b_key }
                    c: { type: "[SinkKind]", flatten: true }
                endpoints:
                  sinks:
                    make:
                      post: /sinks
                      form:
                        kind: { type: SinkKind, flatten: true }
                """,
            [
                "t.yaml:16:36: error: 'flatten' reads a tagged union's tag and fields from the model's own object, where its tag always is: 'a' cannot be optional; make it 'SinkKind'",
                "t.yaml:17:35: error: 'flatten' reads a tagged union's tag and fields from the model's own object: 'b' has no key or value of its own there, so it takes no 'key'",
                "t.yaml:18:39: error: 'flatten' reads a tagged union's tag and fields from the model's own object: 'c' is [SinkKind], not a union",
                "t.yaml:24:23: error: form field 'kind' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not SinkKind",
                "t.yaml:24:42: error: 'flatten' reads a tagged union's tag and fields from the model's own object: it is for a model's fields; the form of 'make' has no object of its own",
            ])
    }

    func testFlattenTakesOneTaggedUnionWhoseKeysTheModelLeavesFree() {
        assertDiagnostics(
            header + "models:\n" + variants + """
                  Untagged:
                    oneOf: [HttpSink, QueueSink]
                  ByModel:
                    inner: { type: HttpSink, flatten: true }
                  ByUntagged:
                    inner: { type: Untagged, flatten: true }
                  Twice:
                    first: { type: SinkKind, flatten: true }
                    second: { type: Retry, flatten: true }
                  Clash:
                    type: String
                    address: { type: String, key: url }
                    kind: { type: SinkKind, flatten: true }
                """,
            [
                "t.yaml:17:20: error: 'flatten' reads a tagged union's tag and fields from the model's own object; 'inner' is HttpSink, not a union",
                "t.yaml:19:20: error: 'flatten' takes a tagged union (one with a 'discriminator'): its tag tells its fields from the model's own; 'Untagged' is untagged",
                "t.yaml:22:37: error: model 'Twice' flattens 'first' already: one union per model can share its object, as each reads every key it does not know as its own",
                "t.yaml:24:5: error: 'type' is sent as 'type', which is also the tag of 'SinkKind', flattened into 'Clash' by 'kind': the two would meet in one object; give one its own 'key:'",
                "t.yaml:25:5: error: 'address' is sent as 'url', which is also a field of variant 'http' of 'SinkKind', flattened into 'Clash' by 'kind': the two would meet in one object; give one its own 'key:'",
            ])
    }

    /// What would read one object without end, or meet a key twice in it: a union whose
    /// variant flattens it again, or a variant (of any tagged union) that flattens a union by
    /// the same tag; and a type parameter, which is no union.
    func testFlattenRefusesWhatWouldReadOneObjectWithoutEnd() {
        assertDiagnostics(
            header + """
                models:
                  Node:
                    oneOf: { leaf: Leaf, branch: Branch }
                    discriminator: type
                  Leaf: { size: Int }
                  Branch:
                    next: { type: Node, flatten: true }
                  Holder:
                    kind: { type: Node, flatten: true }
                  Outer:
                    oneOf: { m: M, n: Leaf }
                    discriminator: kind
                  M:
                    inner: { type: Inner, flatten: true }
                  Inner:
                    oneOf: { a: Leaf, b: Leaf2 }
                    discriminator: kind
                  Leaf2: { depth: Int }
                  Wrapper<T>:
                    id: String
                    inner: { type: T, flatten: true }
                """,
            [
                "t.yaml:5:34: error: variant 'branch' of 'Node' is 'Branch', which flattens 'Node', whose keys hold 'type', the tag of 'Node' too: the two would meet in one object",
                "t.yaml:9:34: error: 'next' flattens 'Node', whose variant 'branch' (Branch) flattens it again, through flattened unions alone: decoding would read the same object without end; keep one of them under a key of its own",
                "t.yaml:11:34: error: 'kind' flattens 'Node', whose variant 'branch' (Branch) flattens it again, through flattened unions alone: decoding would read the same object without end; keep one of them under a key of its own",
                "t.yaml:13:17: error: variant 'm' of 'Outer' is 'M', which flattens 'Inner', whose keys hold 'kind', the tag of 'Outer' too: the two would meet in one object",
                "t.yaml:23:20: error: 'flatten' reads a tagged union's tag and fields from the model's own object; 'inner' is T, a parameter of 'Wrapper', not a union",
            ])
    }

    /// An unknown variant keeps every key but the model's own: not where other keys are kept
    /// too (additional properties), or belong to an outer object (the model is itself a variant
    /// flattened into another). A variant that keeps additional properties would take the
    /// model's keys as its own. A secret is a variant field's to say; and no example can give a
    /// union's value.
    func testFlattenRefusesWhereKeysWouldBeKeptTwiceOrLost() {
        assertDiagnostics(
            header + """
                models:
                  Open:
                    oneOf: { a: A, b: B }
                    discriminator: type
                    unknown: true
                  A: { size: Int }
                  B: { depth: Int }
                  Loose: { id: String, ...: JSON }
                  Keeper:
                    id: String
                    kind: { type: Open, flatten: true }
                    ...: JSON
                  Outer:
                    oneOf: { nested: Nested, plain: A }
                    discriminator: outerType
                  Nested:
                    note: String
                    kind: { type: Open, flatten: true }
                  Top:
                    name: String
                    kind: { type: Outer, flatten: true }
                  LooseKind:
                    oneOf: { loose: Loose, plain: A }
                    discriminator: type
                  HoldsLoose:
                    kind: { type: LooseKind, flatten: true }
                  Hidden:
                    kind: { type: Outer, flatten: true, secret: true }
                  Shown:
                    fields:
                      id: String
                      kind: { type: Outer, flatten: true }
                    example: { id: x }
                """,
            [
                "t.yaml:13:34: error: 'kind' flattens 'Open', which keeps unknown variants (`unknown: true`), beside the additional properties of 'Keeper' ('...:'): an unknown variant's keys would be kept twice; keep one of the two",
                "t.yaml:20:34: error: 'kind' flattens 'Open', which keeps unknown variants (`unknown: true`), into 'Nested', itself a variant flattened into 'Top': an unknown variant would keep the keys of 'Top' too; make 'Open' closed, or keep it under a key of its own",
                "t.yaml:25:21: error: variant 'loose' of 'LooseKind' is 'Loose', which keeps additional properties ('...:'); flattened into 'HoldsLoose' by 'kind', it would keep the model's own keys as its own",
                "t.yaml:30:35: error: 'flatten' reads a tagged union's tag and fields from the model's own object: 'kind' has no key or value of its own there, so it takes no 'secret'",
                "t.yaml:35:14: error: the example of 'Shown' cannot give 'Shown': its field 'kind' flattens a union, whose value no example can write; leave the example out",
            ])
    }

    /// Svix's destinations, as Rust's serde writes a flattened enum: shared properties beside a
    /// `oneOf` of inline objects that each fix `type` to a value of their own. The choices are a
    /// union of their own, tagged by `type`, flattened into the model; its variants leave the
    /// tag to it. A reference to such a schema from another keeps them.
    func testAOneOfBesidePropertiesIsAFlattenedTaggedUnion() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Destination:
                      type: object
                      required: [id]
                      properties:
                        id: { type: string }
                        batchSize: { type: integer }
                      oneOf:
                        - { type: object, required: [type], properties: { type: { type: string, enum: [polling] } } }
                        - type: object
                          required: [type, config]
                          properties:
                            type: { type: string, enum: [s3] }
                            config: { $ref: "#/components/schemas/S3Config" }
                    S3Config: { type: object, required: [bucket], properties: { bucket: { type: string } } }
                    Pet:
                      type: object
                      properties: { name: { type: string } }
                      oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
                      discriminator: { propertyName: kind }
                    Cat: { type: object, properties: { meows: { type: boolean } } }
                    Dog: { type: object, properties: { kind: { type: string }, barks: { type: boolean } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let destination = try XCTUnwrap(api.model(named: "Destination"))
        XCTAssertEqual(destination.fields.map(\.name), ["id", "batchSize", "type"])
        let type = try XCTUnwrap(destination.fields.last)
        XCTAssertTrue(type.flatten)
        let union = try XCTUnwrap(api.flattenedUnion(type))
        XCTAssertEqual(union.name, "DestinationType")
        XCTAssertEqual(union.variants.map(\.tag), ["polling", "s3"])
        XCTAssertEqual(api.keys(of: union), ["type", "config"], "the variants leave the tag to the union")
        XCTAssertEqual(api.model(named: "DestinationTypeS3")?.fields.map(\.name), ["config"])
        // A discriminator over references to objects that leave the properties free.
        let pet = try XCTUnwrap(api.model(named: "Pet"))
        XCTAssertEqual(pet.fields.map(\.name), ["name", "kind"])
        XCTAssertEqual(pet.fields.last.flatMap { api.flattenedUnion($0) }?.variants.map(\.tag), ["Cat", "Dog"])
        XCTAssertEqual(api.model(named: "Dog")?.fields.map(\.name), ["kind", "barks"], "a component keeps its own fields")

        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(spec.contains("      type: { type: DestinationType, flatten: true }\n"), spec)
        XCTAssertFalse(spec.contains("approximated"), spec)
    }

    /// A variant a reference names again, as a body, sends its tag itself there: it keeps its
    /// tag field, read before the union or after it. What the tag says of a variant it took is
    /// the variant's description. Tags that make one Swift case (`Card`, `card`) make no union:
    /// the choices' properties stay optional fields, as they were.
    func testAReferencedVariantKeepsItsTagAndClashingTagsStayFields() throws {
        let document =
            openAPIHeader + """
                paths:
                  /early: { put: { operationId: putEarly, requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Destination/oneOf/0" } } } }, responses: { "204": { description: ok } } } }
                  /late: { put: { operationId: putLate, requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Destination/oneOf/1" } } } }, responses: { "204": { description: ok } } } }
                components:
                  schemas:
                    Destination:
                      type: object
                      properties: { id: { type: string } }
                      oneOf:
                        - { type: object, required: [type], properties: { type: { type: string, enum: [polling], description: Polled by the client. } } }
                        - { type: object, required: [type, bucket], properties: { type: { type: string, enum: [s3] }, bucket: { type: string } } }
                        - { type: object, required: [type], properties: { type: { type: string, enum: [queue], description: Pushed to a queue. } } }
                    Payment:
                      type: object
                      properties: { id: { type: string } }
                      oneOf:
                        - { type: object, required: [kind], properties: { kind: { type: string, enum: [Card] }, last4: { type: string } } }
                        - { type: object, required: [kind], properties: { kind: { type: string, enum: [card] } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.model(named: "DestinationTypeS3")?.fields.map(\.name), ["type", "bucket"])
        XCTAssertEqual(api.model(named: "DestinationTypePolling")?.fields.map(\.name), ["type"])
        XCTAssertNil(api.model(named: "DestinationTypePolling")?.description, "its tag field says it")
        XCTAssertEqual(api.model(named: "DestinationTypeQueue")?.fields.map(\.name), [])
        XCTAssertEqual(api.model(named: "DestinationTypeQueue")?.description, "Pushed to a queue.")
        XCTAssertEqual(api.model(named: "Payment")?.fields.map(\.name), ["id", "kind", "last4"])
        XCTAssertEqual(api.model(named: "Payment")?.fields.contains(where: \.flatten), false)
    }

    /// Choices that declare a property of the schema's own, or fix no tag, cannot share its
    /// object as a union: their properties stay optional fields, as before, with a note.
    func testChoicesThatMeetThePropertiesStayOptionalFields() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Shared:
                      type: object
                      properties: { id: { type: string } }
                      oneOf:
                        - { type: object, required: [type], properties: { type: { type: string, enum: [a] }, id: { type: string } } }
                        - { type: object, required: [type], properties: { type: { type: string, enum: [b] } } }
                    Untagged:
                      type: object
                      properties: { id: { type: string } }
                      oneOf:
                        - { type: object, properties: { a: { type: string } } }
                        - { type: object, properties: { b: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.model(named: "Shared")?.fields.map(\.name), ["id", "type"])
        XCTAssertEqual(api.model(named: "Shared")?.fields.contains(where: \.flatten), false)
        XCTAssertEqual(api.model(named: "Untagged")?.fields.map(\.name), ["id", "a", "b"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains("# approximated: 'oneOf' beside 'properties' is one of 2 schemas; their properties are optional fields here\n"),
            spec)
    }
}
