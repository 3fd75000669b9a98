import XCTest
import YAML

@testable import SpecLanguage

/// `allOf` as real documents write it: beside a reference, around a choice, and declaring one
/// property twice.
final class OpenAPICompositionTests: XCTestCase {

    /// A member that only says `nullable: true` (OpenAI's run `truncation_strategy`: `allOf:
    /// [{ $ref: Truncation }, { nullable: true }]`) makes the property optional, as the keyword
    /// beside `allOf` does: a required one that the server sends as `null` decodes.
    func testAMemberThatOnlySaysNullableMakesTheWholeNullable() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Truncation: { type: object, properties: { type: { type: string } } }
                    Run:
                      type: object
                      required: [inside, beside, plain]
                      properties:
                        inside: { allOf: [{ $ref: "#/components/schemas/Truncation" }, { nullable: true }] }
                        beside: { allOf: [{ $ref: "#/components/schemas/Truncation" }], nullable: true }
                        plain: { allOf: [{ $ref: "#/components/schemas/Truncation" }, { description: Words. }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let run = try XCTUnwrap(api.model(named: "Run"))
        XCTAssertEqual(run.fields.map(\.type.description), ["Truncation?", "Truncation?", "Truncation"])
    }

    /// A choice that only says `nullable: true` is the null choice, so `anyOf: [{ $ref: Match },
    /// { nullable: true }]` (schemars' way, Qdrant's 263 of them) is an optional `Match`, not a
    /// union of `Match` and any JSON.
    func testAChoiceThatOnlySaysNullableIsNull() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Match: { type: object, required: [value], properties: { value: { type: string } } }
                    Condition:
                      type: object
                      required: [key, exact]
                      properties:
                        key: { type: string }
                        match: { anyOf: [{ $ref: "#/components/schemas/Match" }, { nullable: true }] }
                        exact: { oneOf: [{ $ref: "#/components/schemas/Match" }, { description: None., nullable: true }] }
                        either: { anyOf: [{ $ref: "#/components/schemas/Match" }, { type: string }, { nullable: true }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let condition = try XCTUnwrap(api.model(named: "Condition"))
        XCTAssertEqual(condition.fields.map(\.type.description), ["String", "Match?", "Match?", "ConditionEither?"])
        XCTAssertEqual(api.unions.map(\.name), ["ConditionEither"])
        XCTAssertEqual(api.unions.first?.variants.map(\.type.description), ["Match", "String"])
    }

    /// `allOf: [{ $ref: UserId }, { type: string, description: … }]` (Plaid's ids) is a
    /// `UserId`: the second member only restates the kind. It once made an empty object model
    /// that no string decoded into.
    func testAReferenceBesideARestatedScalarIsTheReference() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    UserId: { type: string }
                    Scope: { type: string, enum: [ME, OTHERS] }
                    NewUser:
                      type: object
                      properties:
                        user_id: { allOf: [{ $ref: "#/components/schemas/UserId" }, { type: string, description: The id. }] }
                        scope: { allOf: [{ $ref: "#/components/schemas/Scope" }, { type: string }] }
                        when: { allOf: [{ type: string }, { type: string, format: date-time }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name), ["NewUser"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "NewUser")).fields.map(\.type.description), ["String?", "Scope?", "Date?"])
    }

    /// A scalar reference beside an `enum` is that enum (Lob's tracking events: `object: {
    /// allOf: [{ $ref: object.yml }, { type: string, enum: [tracking_event], default:
    /// tracking_event }] }`, where `object.yml` is a string). It was an empty object model, and
    /// no letter with tracking events decoded. The member's default, or its one value where the
    /// property is required, is the field's default.
    func testAScalarReferenceBesideAnEnumIsTheEnum() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    ObjectName: { type: string, description: The resource's kind. }
                    Event:
                      type: object
                      required: [object, state]
                      properties:
                        object: { allOf: [{ $ref: "#/components/schemas/ObjectName" }, { type: string, enum: [event], default: event }] }
                        state: { allOf: [{ $ref: "#/components/schemas/ObjectName" }, { enum: [done] }] }
                        phase: { allOf: [{ enum: [early, late] }, { $ref: "#/components/schemas/ObjectName" }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name), ["Event"])
        XCTAssertEqual(
            api.enums.map { "\($0.name): \($0.cases.map(\.wireValue))" },
            ["EventObject: [\"event\"]", "EventState: [\"done\"]", "EventPhase: [\"early\", \"late\"]"])
        let event = try XCTUnwrap(api.model(named: "Event"))
        XCTAssertEqual(event.fields.map(\.type.description), ["EventObject", "EventState", "EventPhase?"])
        XCTAssertEqual(event.fields.map(\.defaultValue), [.string("event"), .string("done"), nil])
        XCTAssertEqual(event.fields.map(\.keyRequired), [true, true, false])
    }

    /// `{ additionalProperties: true, allOf: [{ $ref: Meta }] }` (Plaid's `GetRecipientResponse`)
    /// keeps what its member does not declare: a model of its own that extends the member. It
    /// was the member itself, and the answer's other properties were dropped.
    func testOneReferenceBesideAdditionalPropertiesIsAModelOfItsOwn() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Meta: { type: object, required: [id], properties: { id: { type: string } } }
                    Open: { type: object, additionalProperties: true, allOf: [{ $ref: "#/components/schemas/Meta" }] }
                    Closed: { type: object, additionalProperties: false, allOf: [{ $ref: "#/components/schemas/Meta" }] }
                    Status: { type: string, enum: [on, off] }
                    Cat: { type: object, properties: { id: { type: string } }, additionalProperties: true }
                    Holder:
                      type: object
                      properties:
                        open: { $ref: "#/components/schemas/Open" }
                        closed: { $ref: "#/components/schemas/Closed" }
                        status: { allOf: [{ $ref: "#/components/schemas/Status" }], additionalProperties: true }
                        cat: { allOf: [{ $ref: "#/components/schemas/Cat" }], additionalProperties: true }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let open = try XCTUnwrap(api.model(named: "Open"))
        XCTAssertEqual(open.extends.map(\.name), ["Meta"])
        XCTAssertEqual(open.additionalProperties, .primitive(.json))
        XCTAssertNil(api.model(named: "Closed"), "without more to keep, it is its member")
        // Around anything but a model that keeps no other members, the member itself.
        XCTAssertEqual(
            try XCTUnwrap(api.model(named: "Holder")).fields.map(\.type.description), ["Open?", "Meta?", "Status?", "Cat?"])
    }

    /// The note on a property declared twice names it and who declares it: two of three bases
    /// (Plaid's `AmountWithCurrencyWithMonthlyAverage`, which declares nothing itself), or a
    /// base and the schema. Bases are named as the document names them, not as Swift types.
    func testThePropertyDeclaredTwiceNoteNamesTheDeclarers() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Amount: { type: object, properties: { amount: { type: number }, currency: { type: string } } }
                    monthly_Average: { type: object, properties: { amount: { type: number }, months: { type: integer } } }
                    Other: { type: object, properties: { note: { type: string } } }
                    Both:
                      allOf:
                        - $ref: "#/components/schemas/Amount"
                        - $ref: "#/components/schemas/Other"
                        - $ref: "#/components/schemas/monthly_Average"
                    Again:
                      allOf:
                        - $ref: "#/components/schemas/Amount"
                        - { type: object, properties: { currency: { type: string, enum: [EUR] } } }
                """
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains(
                "# approximated: allOf: properties declared twice ('amount' by Amount and monthly_Average); the fields are copied in, not composed\n"
            ),
            spec)
        XCTAssertTrue(
            spec.contains(
                "# approximated: allOf: properties declared twice ('currency' by Amount and this schema); the fields are copied in, not composed\n"
            ),
            spec)
    }

    /// `allOf: [{ $ref: Methods }, { not: { enum: [card] } }]` and `[{ $ref: Amount },
    /// { minimum: 0 }]` (Rebilly's payment methods) are the referenced type: the second member
    /// only narrows it. They were empty object models, so a required field never decoded, and a
    /// tagged union whose tag was declared so was refused.
    func testAReferenceBesideAConstraintIsTheReference() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Methods: { type: string, enum: [card, cash, check] }
                    Amount: { type: number }
                    Instrument:
                      oneOf: [{ $ref: "#/components/schemas/Card" }, { $ref: "#/components/schemas/Other" }]
                      discriminator: { propertyName: method, mapping: { card: "#/components/schemas/Card", cash: "#/components/schemas/Other" } }
                    Card: { type: object, required: [method], properties: { method: { type: string, enum: [card] } } }
                    Other:
                      type: object
                      required: [method, amount]
                      properties:
                        method: { allOf: [{ $ref: "#/components/schemas/Methods" }, { not: { enum: [card] } }] }
                        amount: { allOf: [{ $ref: "#/components/schemas/Amount" }, { minimum: 0, description: Never negative. }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let other = try XCTUnwrap(api.model(named: "Other"))
        XCTAssertEqual(other.fields.map { "\($0.name): \($0.type)" }, ["method: Methods", "amount: Double"])
        XCTAssertEqual(other.fields.map(\.description), [nil, "Never negative."], "the member's words describe the field")
        XCTAssertFalse(api.models.contains { $0.name.hasPrefix("Other") && $0.name != "Other" }, "\(api.models.map(\.name))")
    }

    /// Figma's nodes: `Frame` is `allOf: [{ type }, { $ref: HasChildrenTrait }]`, and the
    /// trait's `children` are `[Node]`, a choice that holds `Frame`. Read from the trait, the
    /// frame met its base half read; it kept only `type`, and every tree lost its children.
    /// A base that truly contains its subtype (`A` extends `B` extends `A`) is still left out.
    func testABaseStillBeingReadIsExtendedOnceRead() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    HasChildrenTrait:
                      type: object
                      required: [children]
                      properties: { children: { type: array, items: { $ref: "#/components/schemas/Node" } } }
                    Node: { oneOf: [{ $ref: "#/components/schemas/Frame" }, { $ref: "#/components/schemas/Text" }] }
                    Frame:
                      allOf:
                        - { type: object, required: [name], properties: { name: { type: string } } }
                        - $ref: "#/components/schemas/HasChildrenTrait"
                    Text: { type: object, required: [characters], properties: { characters: { type: string } } }
                    Loop:
                      allOf:
                        - $ref: "#/components/schemas/Knot"
                        - { type: object, properties: { a: { type: string } } }
                    Knot:
                      allOf:
                        - $ref: "#/components/schemas/Loop"
                        - { type: object, properties: { b: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let frame = try XCTUnwrap(api.model(named: "Frame"))
        XCTAssertEqual(frame.fields.map { "\($0.name): \($0.type)" }.sorted(), ["children: [Node]", "name: String"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(spec.contains("extends: HasChildrenTrait"), spec)
        XCTAssertTrue(
            spec.contains("# approximated: allOf: '#/components/schemas/Loop' contains this model again; its fields are not included\n"),
            spec)
    }

    /// A schema that requires a property its base declares optional (Asana's
    /// `TimeTrackingCategoryCreateRequest`) gets it as a required field: the fields are copied
    /// in, as extending would keep the base's optional one. A nullable one stays `T?`, sent as
    /// `null` when nil; one with a default (the server's, so optional in the base) is required
    /// with that default, its key required in answers; one the schema does not require stays
    /// optional.
    func testAPropertyRequiredBesideItsBaseIsRequired() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    CategoryBase:
                      type: object
                      properties:
                        name: { type: string }
                        color: { type: string }
                        note: { type: string, nullable: true }
                        secret: { type: string, writeOnly: true }
                        kind: { type: string, default: plain }
                    CategoryCreate:
                      allOf:
                        - $ref: "#/components/schemas/CategoryBase"
                        - { type: object, required: [workspace, name, note, secret, kind], properties: { workspace: { type: string } } }
                    CategoryUpdate:
                      allOf:
                        - $ref: "#/components/schemas/CategoryBase"
                        - { type: object, properties: { workspace: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let create = try XCTUnwrap(api.model(named: "CategoryCreate"))
        XCTAssertEqual(
            create.fields.map { "\($0.name): \($0.type)" },
            ["name: String", "color: String?", "note: String?", "secret: String?", "kind: String", "workspace: String"],
            "a write-only one stays optional: answers leave it out")
        XCTAssertEqual(create.fields.first { $0.name == "note" }?.nullable, true)
        XCTAssertEqual(api.model(named: "CategoryBase")?.fields.first { $0.name == "kind" }?.type.description, "String?")
        let kind = try XCTUnwrap(create.fields.first { $0.name == "kind" })
        XCTAssertEqual(kind.defaultValue, .string("plain"))
        XCTAssertTrue(kind.keyRequired)
        XCTAssertNil(kind.description, "no longer the server's default")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains(
                "# approximated: allOf: this schema requires 'name', 'note', 'kind', optional in CategoryBase; the fields are copied in"),
            spec)
        XCTAssertTrue(
            spec.contains("CategoryUpdate:\n    extends: CategoryBase\n"), "the schema that requires nothing more still extends: \(spec)")
    }

    /// The same for a base that is still being read when the schema that extends it is (Figma's
    /// `HasChildrenTrait`, whose `children` hold the frame), and for two bases: the note names
    /// the base that declares each field. The late base was extended with its optional field.
    func testAPropertyRequiredBesideALaterOrASecondBaseIsRequired() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    HasChildrenTrait:
                      type: object
                      required: [children]
                      properties:
                        children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                        label: { type: string }
                        hint: { type: string }
                    Node: { oneOf: [{ $ref: "#/components/schemas/Frame" }, { $ref: "#/components/schemas/Text" }] }
                    Frame:
                      allOf:
                        - { type: object, required: [name, label], properties: { name: { type: string } } }
                        - $ref: "#/components/schemas/HasChildrenTrait"
                    Text: { type: object, required: [characters], properties: { characters: { type: string } } }
                    Named: { type: object, properties: { title: { type: string } } }
                    Coloured: { type: object, properties: { colour: { type: string }, shade: { type: string } } }
                    Swatch:
                      allOf:
                        - $ref: "#/components/schemas/Named"
                        - $ref: "#/components/schemas/Coloured"
                        - { type: object, required: [title, colour] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let frame = try XCTUnwrap(api.model(named: "Frame"))
        XCTAssertEqual(
            frame.fields.map { "\($0.name): \($0.type)" }.sorted(), ["children: [Node]", "hint: String?", "label: String", "name: String"])
        let swatch = try XCTUnwrap(api.model(named: "Swatch"))
        XCTAssertEqual(swatch.fields.map { "\($0.name): \($0.type)" }, ["title: String", "colour: String", "shade: String?"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains("# approximated: allOf: this schema requires 'label', optional in HasChildrenTrait; the fields are copied in"),
            spec)
        XCTAssertFalse(spec.contains("extends: HasChildrenTrait"), spec)
        XCTAssertTrue(
            spec.contains(
                "# approximated: allOf: this schema requires 'title', optional in Named; and 'colour', optional in Coloured; the fields are copied in"
            ), spec)
    }

    /// What a base requires holds for a property the schema declares again (PagerDuty's
    /// `ServiceReference`: `allOf: [Reference, { properties: { type: { enum:
    /// [service_reference] } } }]`, where `Reference` requires `type`): it stays required, so a
    /// one-value enum is its own default and is sent; it was optional and never sent. So too
    /// with the base after the member. A key `required` names that no property declares is
    /// said in a note. A late base of a model whose other base was copied in is copied in too:
    /// its fields were lost.
    func testWhatABaseRequiresHoldsForAPropertyDeclaredAgain() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Reference: { type: object, required: [id, type], properties: { id: { type: string }, type: { type: string } } }
                    ServiceReference:
                      allOf:
                        - $ref: "#/components/schemas/Reference"
                        - { type: object, properties: { type: { type: string, enum: [service_reference] } } }
                    TeamReference:
                      allOf:
                        - { type: object, properties: { type: { type: string, enum: [team_reference, team] }, note: { type: string } } }
                        - $ref: "#/components/schemas/Reference"
                    IncidentBody: { type: object, required: [type], properties: { details: { type: object } } }
                    Named: { type: object, properties: { title: { type: string } } }
                    HasChildrenTrait:
                      type: object
                      required: [children]
                      properties: { children: { type: array, items: { $ref: "#/components/schemas/Node" } }, label: { type: string } }
                    Node: { oneOf: [{ $ref: "#/components/schemas/Frame" }, { $ref: "#/components/schemas/Text" }] }
                    Text: { type: object, properties: { characters: { type: string } } }
                    Frame:
                      allOf:
                        - $ref: "#/components/schemas/Named"
                        - $ref: "#/components/schemas/HasChildrenTrait"
                        - { type: object, required: [title], properties: { name: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let service = try XCTUnwrap(api.model(named: "ServiceReference"))
        XCTAssertEqual(service.fields.map { "\($0.name): \($0.type)" }, ["id: String", "type: ServiceReferenceType"])
        XCTAssertNotNil(service.fields.last?.defaultValue, "a required one-value enum is its own default")
        let team = try XCTUnwrap(api.model(named: "TeamReference"))
        XCTAssertEqual(team.fields.map { "\($0.name): \($0.type)" }.sorted(), ["id: String", "note: String?", "type: TeamReferenceType"])
        let frame = try XCTUnwrap(api.model(named: "Frame"))
        XCTAssertEqual(
            frame.fields.map { "\($0.name): \($0.type)" }.sorted(),
            ["children: [Node]", "label: String?", "name: String?", "title: String"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(spec.contains("# approximated: required 'type' is declared by no property, so it is left out\n  IncidentBody"), spec)
        // The note stands where the slip is: at `type` in the `required` list.
        let imported = OpenAPIImport(
            root: try XCTUnwrap(YAMLReader.read(Array(document.utf8), file: "Shop.openapi.yaml")), path: "Shop.openapi.yaml")
        let note = try XCTUnwrap(imported.approximations.first { $0.message.contains("declared by no property") })
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("IncidentBody:") })
        let column = try XCTUnwrap(lines[row].range(of: "[type]")).lowerBound.utf16Offset(in: lines[row]) + 2
        XCTAssertEqual("\(note.mark.line):\(note.mark.column)", "\(row + 1):\(column)")
    }

    /// An `allOf` member that refers to a choice of objects (Rebilly's `ReadyToPay`) gives the
    /// properties of each as optional fields, as the same choice written in place does. It
    /// was left out as "not an object", with its fields.
    func testAMemberThatRefersToAChoiceGivesItsPropertiesAsOptionalFields() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Ready:
                      allOf:
                        - { type: object, properties: { customerId: { type: string } } }
                        - $ref: "#/components/schemas/Choice"
                    Choice: { oneOf: [{ $ref: "#/components/schemas/WithAmount" }, { $ref: "#/components/schemas/WithItems" }] }
                    WithAmount: { type: object, required: [amount], properties: { amount: { type: number } } }
                    WithItems: { type: object, required: [items], properties: { items: { type: array, items: { type: string } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let ready = try XCTUnwrap(api.model(named: "Ready"))
        XCTAssertEqual(ready.fields.map { "\($0.name): \($0.type)" }, ["customerId: String?", "amount: Double?", "items: [String]?"])
    }

    /// Lob's shapes: a `oneOf` of a scalar or an object beside the object's `properties`
    /// (`return_envelope`: `false`, or the envelope) is a union of the scalar and a model of
    /// those properties, where all were optional fields and `false` never decoded; choices that
    /// only bound the schema's scalar kind (`send_date`: `type: string`, `anyOf: [{ format:
    /// date-time }, { format: date }]`) are that kind, where they were `JSON`.
    func testAScalarChoiceBesidePropertiesIsAUnionAndNarrowingChoicesTheKind() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Letter:
                      type: object
                      properties:
                        return_envelope:
                          oneOf: [{ type: boolean }, { type: object }]
                          properties: { id: { type: string } }
                        send_date: { type: string, anyOf: [{ format: date-time }, { format: date }] }
                        copies: { type: integer, oneOf: [{ minimum: 1 }, { type: "null" }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let letter = try XCTUnwrap(api.model(named: "Letter"))
        XCTAssertEqual(
            letter.fields.map { "\($0.name): \($0.type)" },
            ["return_envelope: LetterReturnEnvelope?", "send_date: String?", "copies: Int?"])
        let envelope = try XCTUnwrap(api.unions.first { $0.name == "LetterReturnEnvelope" })
        XCTAssertEqual(envelope.variants.map(\.type.description), ["Bool", "LetterReturnEnvelopeId"], "named by its one property")
        XCTAssertEqual(api.model(named: "LetterReturnEnvelopeId")?.fields.map(\.name), ["id"])
    }

    /// A `oneOf` beside `properties` (openapi-generator's shape for LaunchDarkly's maintainers)
    /// gives each choice's properties as optional fields beside the shared ones, with a note.
    /// The choice was dropped without a word.
    func testAChoiceBesidePropertiesGivesItsPropertiesAsOptionalFields() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Maintainer:
                      oneOf: [{ $ref: "#/components/schemas/Member" }, { $ref: "#/components/schemas/Team" }]
                      required: [kind]
                      properties: { kind: { type: string } }
                    Member: { type: object, required: [email, kind], properties: { email: { type: string }, kind: { type: string } } }
                    Team: { type: object, required: [key, kind], properties: { key: { type: string }, kind: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let maintainer = try XCTUnwrap(api.model(named: "Maintainer"))
        XCTAssertEqual(maintainer.fields.map { "\($0.name): \($0.type)" }, ["kind: String", "email: String?", "key: String?"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains("# approximated: 'oneOf' beside 'properties' is one of 2 schemas; their properties are optional fields here\n"),
            spec)
    }

    /// pydantic's `Optional[date]` is `anyOf: [{ type: string, format: date }, { type: 'null' }]`:
    /// a date-only `Date?`, as `type: [string, 'null']` with `format: date` is. It was `String?`.
    func testADateOrNullIsAnOptionalDateOnlyDate() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Day: { type: string, format: date }
                    Sample:
                      type: object
                      required: [a]
                      properties:
                        a: { type: string, format: date }
                        b: { anyOf: [{ type: string, format: date }, { type: "null" }] }
                        c: { oneOf: [{ $ref: "#/components/schemas/Day" }, { type: "null" }] }
                        d: { anyOf: [{ type: string, format: date-time }, { type: "null" }] }
                        e: { anyOf: [{ type: string, format: date }, { type: integer }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let sample = try XCTUnwrap(api.model(named: "Sample"))
        XCTAssertEqual(
            sample.fields.map { "\($0.name): \($0.type) \($0.dateFormat == .dateOnly ? "date only" : "-")" },
            ["a: Date date only", "b: Date? date only", "c: Date? date only", "d: Date? -", "e: SampleE? -"])
    }

    /// A member that is one of several objects (Lichess's seeks: real time or correspondence)
    /// gives each one's properties as optional fields, in a JSON body and in a form, and says so.
    /// They were left out without a word, so a call could not send what the API requires.
    /// Choices that declare one property with different types (OpenAI's stream events: each a
    /// `type` of its own, a `delta` of text in one and an object in another) give a field that
    /// takes either: text where both are text (String, or an enum of text), else any JSON. The
    /// first choice's type alone refused every other event. An enum that holds every value of
    /// the other is kept (GitHub's check `status`, narrowed to `completed` in one choice).
    func testChoicesThatDeclareAPropertyDifferentlyGiveAFieldThatTakesEither() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Audio: { type: object, required: [type], properties: { type: { type: string, enum: [audio.delta] }, delta: { $ref: "#/components/schemas/Chunk" }, seq: { type: integer, format: int32 }, at: { type: integer } } }
                    Text: { type: object, required: [type], properties: { type: { type: string, enum: [text.delta] }, delta: { type: string }, seq: { type: integer, format: int64 }, at: { type: number } } }
                    Chunk: { type: object, properties: { bytes: { type: string } } }
                    Status: { type: string, enum: [queued, done] }
                    Check:
                      type: object
                      properties: { status: { $ref: "#/components/schemas/Status" } }
                      oneOf:
                        - { type: object, properties: { status: { type: string, enum: [done] }, result: { type: string } } }
                        - { type: object, properties: { status: { type: string, enum: [queued] } } }
                    Event:
                      allOf:
                        - anyOf: [{ $ref: "#/components/schemas/Audio" }, { $ref: "#/components/schemas/Text" }]
                        - { type: object, properties: { id: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let event = try XCTUnwrap(api.model(named: "Event"))
        XCTAssertEqual(
            event.fields.map { "\($0.name): \($0.type)" }, ["type: String?", "delta: JSON?", "seq: Int64?", "at: Double?", "id: String?"])
        let check = try XCTUnwrap(api.model(named: "Check"))
        XCTAssertEqual(check.fields.map { "\($0.name): \($0.type)" }, ["status: Status?", "result: String?"])
        // What the schema declares beside its choices holds for every one, and stays as declared;
        // a widened field keeps nothing of its old type (a date's format); objects alike are one type.
        let beside =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Status: { type: string, enum: [queued, done] }
                    Ev:
                      type: object
                      required: [id, kind]
                      properties: { id: { type: string }, kind: { $ref: "#/components/schemas/Status" } }
                      oneOf:
                        - { type: object, properties: { id: { type: string, format: uuid }, kind: { type: string }, on: { type: string, format: date }, box: { type: object, properties: { a: { type: string } } } } }
                        - { type: object, properties: { on: { type: integer }, box: { type: object, properties: { a: { type: string } } } } }
                """
        let ev = try XCTUnwrap(try XCTUnwrap(loadClean([("Shop.openapi.yaml", beside)])).model(named: "Ev"))
        XCTAssertEqual(ev.fields.map { "\($0.name): \($0.type)" }, ["id: String", "kind: Status", "on: JSON?", "box: EvBox?"])
        XCTAssertNil(ev.fields[2].dateFormat)
    }

    func testAMemberThatIsOneOfSeveralObjectsGivesTheirPropertiesAsOptionalFields() throws {
        let choice = """
            allOf:
              - oneOf:
                  - { type: object, required: [limit], properties: { limit: { type: integer } } }
                  - $ref: "#/components/schemas/Correspondence"
              - { type: object, properties: { rated: { type: boolean, default: false } } }
            """
        let indented = choice.split(separator: "\n").map { "                " + $0 }.joined(separator: "\n")
        let document =
            openAPIHeader + """
                paths:
                  /seek:
                    post:
                      operationId: seek
                      requestBody:
                        content:
                          application/x-www-form-urlencoded:
                            schema:
                \(indented)
                      responses: { "204": { description: ok } }
                  /game:
                    post:
                      operationId: createGame
                      requestBody:
                        content:
                          application/json:
                            schema: { $ref: "#/components/schemas/GameRequest" }
                      responses: { "204": { description: ok } }
                components:
                  schemas:
                    Correspondence: { type: object, required: [days], properties: { days: { type: integer } } }
                    GameRequest:
                \(choice.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let model = try XCTUnwrap(api.model(named: "GameRequest"))
        XCTAssertEqual(model.fields.map { "\($0.name): \($0.type)" }, ["limit: Int?", "days: Int?", "rated: Bool?"])
        let seek = try XCTUnwrap(api.endpoints.first { $0.name == "seek" })
        guard case .form(let fields) = seek.body else { return XCTFail("the seek is a form: \(seek.body)") }
        XCTAssertEqual(fields.map { "\($0.name): \($0.type)" }, ["limit: Int?", "days: Int?", "rated: Bool?"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains("# approximated: allOf: a member is one of 2 schemas; their properties are optional fields here\n"), spec)
        XCTAssertTrue(spec.contains("# approximated: the form is one of 2 schemas; their properties are optional fields here\n"), spec)
    }

    /// Two members that declare one property (PagerDuty's `Tag.type`: read-only text, then the
    /// constant `tag`) make one field: the declaration that says more than a kind of value,
    /// with a note. The first used to win, and the constant and its default were lost.
    func testAPropertyTwoMembersDeclareKeepsTheDeclarationThatSaysMore() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Tag:
                      allOf:
                        - { type: object, properties: { type: { type: string, readOnly: true }, id: { type: string } } }
                        - type: object
                          required: [label, type]
                          properties: { type: { type: string, enum: [tag], default: tag }, label: { type: string }, id: { type: string } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let tag = try XCTUnwrap(api.model(named: "Tag"))
        XCTAssertEqual(tag.fields.map { "\($0.name): \($0.type)" }, ["type: TagType", "id: String?", "label: String"])
        XCTAssertEqual(tag.fields.first?.defaultValue, .string("tag"))
        XCTAssertNil(tag.fields.first?.description, "not 'Read-only: sent by the server', which the caller sends")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(spec.contains("# approximated: allOf: 'type' is declared twice; the declaration of TagType is kept\n"), spec)
    }
}
