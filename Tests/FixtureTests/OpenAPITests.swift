import Foundation
import Garden
import XCTest
import Zoo
import ZooMocks

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The OpenAPI fixtures (Tests/Fixtures/Specs/Zoo.openapi.yaml, 3.0 YAML with a schema file
/// beside it; Garden.openapi.json, 3.1 JSON), generated straight from the documents: the
/// modules compile with warnings as errors, and what the documents describe decodes and is sent.
final class OpenAPITests: XCTestCase {
    private let baseURL = URL(string: "https://zoo.test/v1")!

    /// allOf (extends), a tagged oneOf, an integer enum, a date-only field, additional
    /// properties, a property that is no Swift name ("+1"), a $ref into another file, a default.
    func testAnAnimalDecodesEveryShapeOfItsSchema() throws {
        let json = """
            {"id": "5B8E7A52-6C3A-4B5E-9A3C-1D2E3F405060", "name": "Nala", "species": "red-panda", "born": "2021-04-03",
             "weight": null, "diet": 2, "feeding": {"kind": "on_demand", "max_per_day": 3}, "+1": 12,
             "companions": ["0A0B0C0D-1E2F-4A5B-8C9D-AEBFC0D1E2F3"], "guardian": "0A0B0C0D-1E2F-4A5B-8C9D-AEBFC0D1E2F5", "mates": {"east": ["0A0B0C0D-1E2F-4A5B-8C9D-AEBFC0D1E2F4", null]},
             "location": {"zone": "east", "lat": 1.5, "keeper": "Ann"}, "price": {"amount": 1200, "currency": "EUR"},
             "lastSeen": "2025-01-02T03:04:05.25Z"}
            """
        let animal = try ZooCoding.makeDecoder().decode(Animal.self, from: Data(json.utf8))
        XCTAssertEqual(animal.name, "Nala")
        XCTAssertEqual(animal.species, .redPanda)
        XCTAssertEqual(animal.diet, .value2)
        XCTAssertNil(animal.status, "the schema's default is the server's: a missing property is nil")
        XCTAssertEqual(animal.feeding, .onDemand(OnDemand(kind: "on_demand", maxPerDay: 3)))
        XCTAssertEqual(animal._1, 12)
        XCTAssertEqual(animal.location?.additionalProperties["keeper"], .string("Ann"))
        XCTAssertEqual(animal.price, Money(amount: 1200, currency: "EUR"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(calendar.dateComponents([.year, .month, .day], from: animal.born), DateComponents(year: 2021, month: 4, day: 3))

        // Encoding gives back what the document's wire keys say, the tag and extra keys included.
        let encoded = try ZooCoding.makeEncoder().encode(animal)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        XCTAssertEqual(object["+1"] as? Int, 12)
        XCTAssertEqual(object["born"] as? String, "2021-04-03")
        XCTAssertNil(object["status"], "a property with a default is not sent unless set")
        // A date-time goes back as it came, its fraction kept (RFC 3339); a UUID in lower case.
        XCTAssertEqual(object["lastSeen"] as? String, "2025-01-02T03:04:05.25Z")
        XCTAssertEqual(object["id"] as? String, "5b8e7a52-6c3a-4b5e-9a3c-1d2e3f405060")
        XCTAssertEqual(object["companions"] as? [String], ["0a0b0c0d-1e2f-4a5b-8c9d-aebfc0d1e2f3"], "a list of UUIDs in lower case too")
        XCTAssertEqual(object["guardian"] as? String, "0a0b0c0d-1e2f-4a5b-8c9d-aebfc0d1e2f5", "a UUID that may be null too")
        let mates = try XCTUnwrap((object["mates"] as? [String: [Any]])?["east"])
        XCTAssertEqual(mates.first as? String, "0a0b0c0d-1e2f-4a5b-8c9d-aebfc0d1e2f4", "and UUIDs in dictionaries of lists")
        XCTAssertTrue(mates.last is NSNull)
        XCTAssertEqual((object["feeding"] as? [String: Any])?["kind"] as? String, "on_demand")
        XCTAssertEqual((object["location"] as? [String: Any])?["keeper"] as? String, "Ann")
        XCTAssertEqual(try ZooCoding.makeDecoder().decode(Animal.self, from: encoded), animal)

        // Two tags for one schema (`scheduled` and `planned`): a case each, and each sends its own.
        let planned = try ZooCoding.makeDecoder().decode(Feeding.self, from: Data(#"{"kind": "planned", "times": ["08:00"]}"#.utf8))
        XCTAssertEqual(planned, .planned(Scheduled(kind: "planned", times: ["08:00"])))
        let sent = try XCTUnwrap(JSONSerialization.jsonObject(with: ZooCoding.makeEncoder().encode(planned)) as? [String: Any])
        XCTAssertEqual(sent["kind"] as? String, "planned")
    }

    /// anyOf [string, Animal]: an id or the expanded object; a self-referencing schema.
    /// Shared properties beside a `oneOf` of inline objects that each fix `type` (serde's
    /// flattened enum): the kind is a tagged union read from, and written to, the same object.
    func testAOneOfBesidePropertiesIsReadFromTheSameObject() throws {
        let json = #"{"name": "Lagoon", "area": 300, "type": "pool", "depth": 2.5}"#
        let habitat = try ZooCoding.makeDecoder().decode(Habitat.self, from: Data(json.utf8))
        XCTAssertEqual(habitat.name, "Lagoon")
        XCTAssertEqual(habitat.type, .pool(HabitatTypePool(depth: 2.5)))
        let encoded = try ZooCoding.makeEncoder().encode(Habitat(name: "North", type: .paddock(HabitatTypePaddock())))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? NSDictionary)
        XCTAssertEqual(object, ["name": "North", "type": "paddock"])
        XCTAssertEqual(try ZooCoding.makeDecoder().decode(Habitat.self, from: ZooCoding.makeEncoder().encode(habitat)), habitat)
        // The document lists every kind: another is an error that names the tag.
        XCTAssertThrowsError(try ZooCoding.makeDecoder().decode(Habitat.self, from: Data(#"{"name": "Sky", "type": "aviary"}"#.utf8))) {
            XCTAssertTrue("\($0)".contains("'aviary' is not a variant of HabitatType"), "\($0)")
        }
    }

    func testAnUntaggedUnionAndARecursiveSchema() throws {
        let page = try ZooCoding.makeDecoder().decode(
            AnimalPage.self,
            from: Data(
                #"{"items": ["a1", {"id": "5B8E7A52-6C3A-4B5E-9A3C-1D2E3F405060", "name": "Kito", "species": "lion", "born": "2020-01-01"}], "counts": {"lion": 2}}"#
                    .utf8))
        XCTAssertEqual(page.items.first, .string("a1"))
        guard case .animal(let kito) = page.items.last else { return XCTFail("the object is the Animal variant: \(page.items)") }
        XCTAssertEqual(kito.name, "Kito")
        XCTAssertEqual(page.counts, ["lion": 2])
        XCTAssertNil(page.nextCursor)
        // A nullable property with a default (the server's): absent and null are nil.
        XCTAssertNil(page.limit)
        let nulled = try ZooCoding.makeDecoder().decode(AnimalPage.self, from: Data(#"{"items": [], "limit": null}"#.utf8))
        XCTAssertNil(nulled.limit)
        let given = try ZooCoding.makeDecoder().decode(AnimalPage.self, from: Data(#"{"items": [], "limit": 5}"#.utf8))
        XCTAssertEqual(given.limit, 5)
        // A $ref to the inline schema of Animal's `location` is Animal's own type.
        let located = try ZooCoding.makeDecoder().decode(
            AnimalPage.self, from: Data(#"{"items": [], "first_location": {"zone": "north"}}"#.utf8))
        let location: AnimalLocation? = located.firstLocation
        XCTAssertEqual(location?.zone, "north")

        let tree = try JSONDecoder().decode(Tree.self, from: Data(#"{"name": "oak", "children": [{"name": "acorn"}]}"#.utf8))
        XCTAssertEqual(tree.children?.first?.name, "acorn")

        // A missing key is named as the wire writes it, not as the file's shared key enum.
        XCTAssertThrowsError(try ZooCoding.makeDecoder().decode(Conflict.self, from: Data("{}".utf8))) { error in
            guard case .keyNotFound(let key, _) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual("\(key)", "existing")
        }

        // A value no variant takes says why each did not, where it failed inside the value.
        let wrong = Data(
            #"{"items": [{"id": "5B8E7A52-6C3A-4B5E-9A3C-1D2E3F405060", "name": "Kito", "species": "tiger", "born": "2020-01-01"}]}"#.utf8)
        XCTAssertThrowsError(try ZooCoding.makeDecoder().decode(AnimalPage.self, from: wrong)) { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["items", "Index 0"])
            XCTAssertTrue(
                context.debugDescription.hasPrefix("Expected String or Animal for AnimalRef, found none of them (String: "),
                context.debugDescription)
            XCTAssertTrue(
                context.debugDescription.contains("; Animal: at species, Cannot initialize Species from invalid String value tiger)."),
                context.debugDescription)
        }
    }

    /// A base schema with a discriminator that others extend through allOf: a list of keepers
    /// decodes each as the kind it is, with the base's fields and its own, and encodes back.
    func testPolymorphismThroughAllOfDecodesEachSubtype() throws {
        let json = Data(#"[{"role": "vet", "name": "Ann", "licence": "V-7"}, {"role": "Feeder", "name": "Bo", "rounds": 3}]"#.utf8)
        let keepers = try ZooCoding.makeDecoder().decode([Keeper].self, from: json)
        guard case .vet(let vet) = keepers.first, case .feeder(let feeder) = keepers.last else {
            return XCTFail("each keeper is its own kind: \(keepers)")
        }
        XCTAssertEqual([vet.name, vet.licence], ["Ann", "V-7"])
        XCTAssertEqual(feeder.name, "Bo")
        XCTAssertEqual(feeder.rounds, 3)
        XCTAssertEqual(try ZooCoding.makeDecoder().decode([Keeper].self, from: ZooCoding.makeEncoder().encode(keepers)), keepers)
        XCTAssertThrowsError(try ZooCoding.makeDecoder().decode(Keeper.self, from: Data(#"{"role": "guide", "name": "Cy"}"#.utf8)))
    }

    /// Path, query (defaults, lists, a bracketed name, deepObject), header, auth per operation.
    func testRequestsAreBuiltAsTheDocumentSays() throws {
        let encoder = ZooCoding.makeEncoder()
        // The query's enum and the filter's repeat enums of the document: the same Swift types.
        let status: AnimalStatus = .inQuarantine
        let species: Species = .redPanda
        let list = try ZooEndpoint.listAnimals(
            limit: 20, species: [.lion, .okapi], status: status, bornAfter: nil,
            filter: Filter(minAge: 2, enclosure: nil, species: species), xTraceId: "t-1", xZooVersion: "2024-06-01"
        )
        .request(encoder: encoder)
        XCTAssertTrue(ListAnimalsStatus.self == AnimalStatus.self)
        XCTAssertTrue(FilterSpecies.self == Species.self)
        XCTAssertEqual(list.method, .get)
        XCTAssertEqual(list.path, "/animals")
        let url = try XCTUnwrap(list.urlRequest(baseURL: baseURL).url?.absoluteString)
        XCTAssertEqual(
            url,
            "https://zoo.test/v1/animals?limit=20&species=lion&species=okapi&status=in%20quarantine&filter%5BminAge%5D=2&filter%5Bspecies%5D=red-panda"
        )
        XCTAssertEqual(list.urlRequest(baseURL: baseURL).value(forHTTPHeaderField: "X-Trace-Id"), "t-1")

        let id = UUID(uuidString: "5B8E7A52-6C3A-4B5E-9A3C-1D2E3F405060")!
        let get = try ZooEndpoint.getAnimal(animalId: id).request(encoder: encoder)
        // In lower case, as RFC 4122 writes a UUID.
        XCTAssertEqual(get.path, "/animals/5b8e7a52-6c3a-4b5e-9a3c-1d2e3f405060")

        let feeding = try ZooEndpoint.logFeeding(
            animal: "a1", food: "bamboo", grams: 300, cost: Money(amount: 5, currency: "EUR"), keepers: ["Ann", "Bo"]
        )
        .request(encoder: encoder)
        let form = String(decoding: try XCTUnwrap(feeding.urlRequest(baseURL: baseURL).httpBody), as: UTF8.self)
        // `keepers`' encoding says `explode: false`: one comma-separated value.
        XCTAssertEqual(form, "animal=a1&food=bamboo&grams=300&cost%5Bamount%5D=5&cost%5Bcurrency%5D=EUR&keepers=Ann%2CBo")
    }

    /// A property that may be null, in a body only requests carry, has three states: left out
    /// (nil), `null` (`.null`: the merge patch clears it) and a value; each decodes back.
    func testAPatchBodyTellsALeftOutPropertyFromNull() throws {
        let keeper = UUID(uuidString: "0A0B0C0D-1E2F-4A5B-8C9D-AEBFC0D1E2F3")!
        let seen = Date(timeIntervalSince1970: 1_700_000_000)
        let patch = RenameAnimalRequest(reason: nil, nickname: .null, keeper: .value(keeper), seenAt: .value(seen))
        let request = try ZooEndpoint.renameAnimal(animalId: keeper, body: patch).request(encoder: ZooCoding.makeEncoder())
        let body = try XCTUnwrap(request.urlRequest(baseURL: baseURL).httpBody)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(object.keys.sorted(), ["keeper", "nickname", "reason", "seenAt"], "nil leaves 'name' out")
        XCTAssertTrue(object["reason"] is NSNull, "required and nullable: nil, which the call must give, is null")
        XCTAssertTrue(object["nickname"] is NSNull)
        XCTAssertEqual(object["keeper"] as? String, "0a0b0c0d-1e2f-4a5b-8c9d-aebfc0d1e2f3", "a UUID in lower case, as elsewhere")
        XCTAssertEqual(object["seenAt"] as? String, "2023-11-14T22:13:20Z")
        let decoded = try ZooCoding.makeDecoder().decode(RenameAnimalRequest.self, from: body)
        XCTAssertEqual(decoded, patch)
        XCTAssertNil(decoded.name)
        XCTAssertEqual(decoded.nickname, .null)
        XCTAssertEqual(decoded.keeper?.wrapped, keeper)
        XCTAssertThrowsError(
            try ZooCoding.makeDecoder().decode(RenameAnimalRequest.self, from: Data("{}".utf8)), "a required key, null or not, is there")
    }

    /// A UUID in a union is sent in lower case, as a model's UUID field is, and read in either.
    func testAUUIDInAUnionIsSentInLowerCase() throws {
        let id = try XCTUnwrap(UUID(uuidString: "550E8400-E29B-41D4-A716-446655440000"))
        XCTAssertEqual(
            String(decoding: try JSONEncoder().encode(TagId.uuid(id)), as: UTF8.self), #""550e8400-e29b-41d4-a716-446655440000""#)
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(TagId.int64(7)), as: UTF8.self), "7")
        XCTAssertEqual(try JSONDecoder().decode(TagId.self, from: Data(#""550e8400-e29b-41d4-a716-446655440000""#.utf8)), .uuid(id))
    }

    /// A `text/event-stream` answer with a schema: each event's data decoded as it, the stream
    /// asked for by `Accept`; the mock hands back the events it is given.
    func testAStreamOfEventsDecodesEachEvent() async throws {
        let transport = CannedTransport()
        let client = ZooClient(baseURL: baseURL, transport: transport)
        transport.answer = (
            200, "text/event-stream",
            "event: feeding\ndata: {\"kind\": \"planned\", \"times\": [\"08:00\"]}\n\n: keep-alive\n\ndata: {\"kind\": \"on_demand\",\ndata: \"max_per_day\": 2}\n\n"
        )
        var feedings: [Feeding] = []
        for try await feeding in try await client.watchFeedings() { feedings.append(feeding) }
        XCTAssertEqual(
            feedings, [.planned(Scheduled(kind: "planned", times: ["08:00"])), .onDemand(OnDemand(kind: "on_demand", maxPerDay: 2))])
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "Accept"), "text/event-stream")

        // A number sent as text: a whole one as JSON writes it, not `10.0`.
        transport.answer = (200, "application/json", "{}")
        _ = try await client.ping(within: 10)
        XCTAssertEqual(transport.lastQuery, "within=10")
        _ = try await client.ping(within: 2.5)
        XCTAssertEqual(transport.lastQuery, "within=2.5")

        // An operation that answers JSON, or a stream when the request asks for one: the stream
        // is an endpoint of its own, the same request asking for `text/event-stream`.
        transport.answer = (200, "text/event-stream", "data: {\"pong\": true}\n\ndata: [DONE]\n\n")
        var pongs = 0
        for try await _ in try await client.pingStream(within: nil) { pongs += 1 }
        XCTAssertEqual(pongs, 1)
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "Accept"), "text/event-stream")
        XCTAssertEqual(transport.lastRequest?.url?.path, "/v1/ping")

        let mock = MockZooClient()
        // A variant's field for its one tag defaults to it: the union sends the tag anyway.
        XCTAssertEqual(OnDemand().kind, "on_demand")
        let stubbed = Feeding.onDemand(OnDemand())
        mock.handlers.watchFeedings = { ServerSentEvents([stubbed]) }
        var mocked: [Feeding] = []
        for try await feeding in try await mock.watchFeedings() { mocked.append(feeding) }
        XCTAssertEqual(mocked, [stubbed])
    }

    /// Answers by status (201 or 202), a 204 beside a 200 (nil), text, raw bytes.
    func testAnswersFollowTheDocumentsStatusesAndMediaTypes() async throws {
        let transport = CannedTransport()
        let client = ZooClient(baseURL: baseURL, transport: transport)
        transport.answer = (202, "application/json", #"{"job": "j-9"}"#)
        let created = try await client.createAnimal(
            body: Animal(id: UUID(), name: "N", species: .lion, born: Date(timeIntervalSince1970: 0)))
        XCTAssertEqual(created, .accepted(CreateAnimalResponse202(job: "j-9")))
        // A failure status with a model of its own decodes as it; any other, as `default`'s.
        transport.answer = (409, "application/json", #"{"existing": "5B8E7A52-6C3A-4B5E-9A3C-1D2E3F405060", "reason": "Nala lives here."}"#)
        do {
            _ = try await client.createAnimal(body: Animal(id: UUID(), name: "Nala", species: .lion, born: Date(timeIntervalSince1970: 0)))
            XCTFail("a 409 is an error")
        } catch let error as Zoo.APIError {
            XCTAssertEqual(error.errorBody(as: Conflict.self)?.reason, "Nala lives here.")
            XCTAssertEqual(error.serverMessage, nil, "Conflict has no field read as a message")
        }
        transport.answer = (400, "application/json", #"{"message": "Bad animal."}"#)
        do {
            _ = try await client.createAnimal(body: Animal(id: UUID(), name: "Nala", species: .lion, born: Date(timeIntervalSince1970: 0)))
            XCTFail("a 400 is an error")
        } catch let error as Zoo.APIError {
            XCTAssertNil(error.errorBody(as: Conflict.self))
            XCTAssertEqual(error.serverMessage, "Bad animal.")
        }
        // A body its model does not decode (a value the document does not list yet, here a
        // number for `code`) still gives the message and request id, read by their keys.
        transport.answer = (400, "application/json", #"{"message": "Bad animal.", "code": 7, "request_id": "req-9"}"#)
        do {
            _ = try await client.createAnimal(body: Animal(id: UUID(), name: "Nala", species: .lion, born: Date(timeIntervalSince1970: 0)))
            XCTFail("a 400 is an error")
        } catch let error as Zoo.APIError {
            XCTAssertNil(error.errorBody(as: Problem.self))
            XCTAssertEqual(error.errorBody(as: Zoo.JSONValue.self)?.objectValue?["code"], .int(7))
            XCTAssertEqual(error.serverMessage, "Bad animal.")
            XCTAssertEqual(error.details.requestID, "req-9")
        }
        // A list of problems (JSON:API's and Clerk's `errors`) gives the first one's message.
        for (body, message) in [
            (#"{"errors": [{"message": "Too young.", "field": "born"}, {"message": "Taken."}]}"#, "Too young."), (#"{"errors": []}"#, nil),
        ] {
            transport.answer = (422, "application/json", body)
            do {
                _ = try await client.createAnimal(
                    body: Animal(id: UUID(), name: "Nala", species: .lion, born: Date(timeIntervalSince1970: 0)))
                XCTFail("a 422 is an error")
            } catch let error as Zoo.APIError {
                XCTAssertEqual(error.errorBody(as: Problems.self)?.errors.count, message == nil ? 0 : 2)
                XCTAssertEqual(error.serverMessage, message)
            }
        }

        // A header's default (`X-Zoo-Version`), sent by the call that leaves it out.
        transport.answer = (200, "application/json", #"{"items": []}"#)
        _ = try await client.listAnimals()
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "X-Zoo-Version"), "2024-06-01")
        // A query parameter's default is the server's: left out unless the call gives it (a
        // default that filters, as Lob's `mail_type`, sent by every call, narrowed every list).
        XCTAssertNil(transport.lastRequest?.url?.query)
        _ = try await client.listAnimals(limit: 5)
        XCTAssertEqual(transport.lastRequest?.url?.query, "limit=5")
        _ = try await client.listAnimals(xZooVersion: "2025-01-01")
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "X-Zoo-Version"), "2025-01-01")

        transport.answer = (204, nil, "")
        let gone = try await client.getAnimal(animalId: UUID())
        XCTAssertNil(gone)

        // An object schema without properties is a model without fields that keeps whatever
        // members come as JSON; allOf of it and a description alone is that model.
        transport.answer = (200, "application/json", #"{"anything": 1}"#)
        let pong = try await client.ping()
        XCTAssertEqual(pong, Pong(additionalProperties: ["anything": .int(1)]))

        transport.answer = (200, "application/json", #"[{"id": "t1"}]"#)
        let threads = try await client.listThreads()
        XCTAssertEqual(threads, [ZooThread(id: "t1")], "a schema named like Foundation's Thread is ZooThread")

        // An operation written in another file, with the fixed query of its path's key: sent
        // by the call that leaves it out.
        let archived = try await client.listArchivedThreads()
        XCTAssertEqual(archived, [ZooThread(id: "t1")])
        XCTAssertEqual(transport.lastQuery, "archived=true")

        // Two schemas of one shape are one Swift type: an enclosure sent, a paddock back.
        XCTAssertTrue(Paddock.self == Enclosure.self)
        transport.answer = (200, "application/json", #"{"name": "North", "area": 1200.5}"#)
        let paddock: Paddock = try await client.moveOutdoors(name: "North", body: Enclosure(name: "North", area: 800))
        XCTAssertEqual(paddock, Enclosure(name: "North", area: 1200.5))
        XCTAssertEqual(transport.lastRequest?.url?.path, "/v1/enclosures/North")
        let sent = try JSONSerialization.jsonObject(with: try XCTUnwrap(transport.lastRequest?.httpBody)) as? [String: Any]
        XCTAssertEqual(sent?["area"] as? Double, 800)

        transport.answer = (200, "text/csv; charset=utf-8", "day,visits\nmon,12\n")
        let csv = try await client.exportVisits()
        XCTAssertEqual(csv, "day,visits\nmon,12\n")
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "Accept"), "text/csv")
        // A caller that sends the request itself asks for the declared type too.
        let export = try ZooEndpoint.exportVisits.request(encoder: ZooCoding.makeEncoder())
        XCTAssertEqual(export.urlRequest(baseURL: baseURL).value(forHTTPHeaderField: "Accept"), "text/csv")
        XCTAssertNil(transport.lastCookie, "no credentials are set for the visitor scheme")
        // The document's cookie API key (`in: cookie`), sent from the client's credentials.
        client.http.setCredentials(.apiKey("v-42"), for: .visitor)
        _ = try await client.exportVisits()
        XCTAssertEqual(transport.lastCookie, "visitor=v-42")

        // A JSON body of a type of its own goes out as that type; a call that leaves the body
        // out sends no Content-Type at all.
        transport.answer = (204, nil, "")
        try await client.renameAnimal(animalId: UUID(), body: RenameAnimalRequest(name: "Ada", reason: "typo"))
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "Content-Type"), "application/merge-patch+json")
        let patch = try XCTUnwrap(transport.lastRequest?.httpBody)
        XCTAssertEqual(try JSONSerialization.jsonObject(with: patch) as? [String: String], ["name": "Ada", "reason": "typo"])
        try await client.renameAnimal(animalId: UUID(), body: nil)
        XCTAssertNil(transport.lastRequest?.value(forHTTPHeaderField: "Content-Type"))
        XCTAssertNil(transport.lastRequest?.httpBody)

        // A body offered in two image types is sent as the one the call names.
        try await client.putPortrait(animalId: UUID(), body: Data([0xFF, 0xD8]), contentType: "image/jpeg")
        XCTAssertEqual(transport.lastRequest?.value(forHTTPHeaderField: "Content-Type"), "image/jpeg")
        XCTAssertEqual(transport.lastRequest?.httpBody, Data([0xFF, 0xD8]))
        for wrong in ["image/png\r\nX-Admin: 1", "text/html", "png"] {
            do {
                try await client.putPortrait(animalId: UUID(), body: Data(), contentType: wrong)
                XCTFail("'\(wrong)' is not sent: a line break, a type outside image/*, no media type")
            } catch let error as Zoo.APIError {
                guard case .encoding(let details) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(details.message?.contains("within 'image/*'") == true, "\(error)")
            }
        }

        transport.answer = (500, "application/json", #"{"message": "keeper on leave", "request_id": "r-1"}"#)
        do {
            _ = try await client.exportVisits()
            XCTFail("a 500 is an error")
        } catch let error as Zoo.APIError {
            XCTAssertEqual(error.serverMessage, "keeper on leave", "the document's default answer is the error body")
        }
    }

    /// 3.1: type arrays with null, oneOf with null, const, an integer enum, anyOf object or
    /// array, a text answer, an operation without security.
    func testGardenReads31Shapes() throws {
        let json = """
            {"id": 7, "name": "Basil", "kind": "plant", "planted_at": "2025-03-01T08:00:00Z", "height_cm": null,
             "note": "sunny side", "light": 3, "care": {"every_days": 2}}
            """
        let plant = try GardenCoding.makeDecoder().decode(Plant.self, from: Data(json.utf8))
        XCTAssertEqual(plant.light, .value3)
        XCTAssertNil(plant.heightCm)
        XCTAssertEqual(plant.note, "sunny side")
        XCTAssertEqual(plant.care, .schedule(CareSchedule(everyDays: 2)))
        let other = try GardenCoding.makeDecoder().decode(Care.self, from: Data(#"["water", "prune"]"#.utf8))
        XCTAssertEqual(other, .stringList(["water", "prune"]))

        // serde's shapes: a oneOf of described values is one enum; objects that each fix `type`
        // to a value of their own are a union tagged by it; a constant is a one-value enum that
        // needs no argument.
        let tended = try GardenCoding.makeDecoder().decode(
            Plant.self,
            from: Data(
                #"{"id": 8, "name": "Fern", "kind": "plant", "planted_at": "2025-03-01T08:00:00Z", "sunlight": "shade", "next_task": {"type": "prune", "note": "dead leaves"}}"#
                    .utf8))
        XCTAssertEqual(tended.sunlight, .shade)
        XCTAssertEqual(tended.nextTask, .prune(GardenTaskPrune(note: "dead leaves")))
        XCTAssertEqual(tended.kind, .plant)
        XCTAssertThrowsError(
            try GardenCoding.makeDecoder().decode(
                Plant.self, from: Data(#"{"id": 8, "name": "Fern", "kind": "tree", "planted_at": "2025-03-01T08:00:00Z"}"#.utf8)),
            "a constant takes no other value")
        // A required constant is its own default in the initializer, yet answers must hold its
        // key: a token without `nursery` is not a nursery's, though the union tries that first.
        func source(_ json: String) throws -> Source { try GardenCoding.makeDecoder().decode(Source.self, from: Data(json.utf8)) }
        XCTAssertEqual(try source(#"{"token": "abc"}"#), .keptToken(KeptToken(token: "abc")))
        XCTAssertEqual(try source(#"{"token": "abc", "nursery": "greenhouse"}"#), .nurseryToken(NurseryToken(token: "abc")))
        XCTAssertThrowsError(
            try GardenCoding.makeDecoder().decode(NurseryToken.self, from: Data(#"{"token": "abc"}"#.utf8)), "its key is required")
        let token = try XCTUnwrap(
            JSONSerialization.jsonObject(with: GardenCoding.makeEncoder().encode(NurseryToken(token: "abc"))) as? [String: String])
        XCTAssertEqual(token, ["token": "abc", "nursery": "greenhouse"], "the default is sent")
        let water = try XCTUnwrap(
            JSONSerialization.jsonObject(with: GardenCoding.makeEncoder().encode(GardenTask.water(GardenTaskWater(everyDays: 3))))
                as? [String: Any])
        XCTAssertEqual(water["type"] as? String, "water")
        XCTAssertEqual(water["every_days"] as? Int, 3)

        let health = try GardenEndpoint.health.request(encoder: GardenCoding.makeEncoder())
        XCTAssertEqual(health.path, "/health")
        func url(_ endpoint: GardenEndpoint) throws -> String? {
            try endpoint.request(encoder: GardenCoding.makeEncoder()).urlRequest(baseURL: URL(string: "https://g.test")!).url?
                .absoluteString
        }
        // `explode: false` sends a list as one comma-separated value, its commas as they are
        // (OpenAPI's `kinds=herb,fern`); `pipeDelimited` joins by pipes, which a URL escapes.
        XCTAssertEqual(
            try url(.listPlants(plotId: 4, kinds: ["herb", "fern"], lights: [.value1, .value3], watered: true)),
            "https://g.test/plots/4/plants?kinds=herb,fern&lights=1%7C3&watered=true")
        XCTAssertEqual(
            try url(.listPlants(plotId: 4, kinds: ["herb"], lights: nil, watered: nil)), "https://g.test/plots/4/plants?kinds=herb")
        // An empty list sends nothing, as it does when the key repeats.
        XCTAssertEqual(try url(.listPlants(plotId: 4, kinds: [], lights: [], watered: nil)), "https://g.test/plots/4/plants")

        // A body the document does not require may be left out: then nothing is sent, not `null`.
        let bare = try GardenEndpoint.plant(plotId: 4, body: nil).request(encoder: GardenCoding.makeEncoder())
            .urlRequest(baseURL: URL(string: "https://g.test")!)
        XCTAssertNil(bare.httpBody)
        XCTAssertNil(bare.value(forHTTPHeaderField: "Content-Type"))
        let sent = try GardenEndpoint.plant(plotId: 4, body: PlantRequest(name: "Mint")).request(encoder: GardenCoding.makeEncoder())
            .urlRequest(baseURL: URL(string: "https://g.test")!)
        XCTAssertEqual(sent.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(
            try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(sent.httpBody)) as? [String: String]), ["name": "Mint"])
    }
}

/// A transport that answers every request with one canned response.
private final class CannedTransport: Zoo.HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var current: (status: Int, contentType: String?, body: String) = (200, nil, "")

    var answer: (status: Int, contentType: String?, body: String) {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// The last request sent, its query and its `Cookie` header.
    var lastRequest: URLRequest? { lock.withLock { request } }
    var lastQuery: String? { lastRequest?.url?.query }
    var lastCookie: String? { lastRequest?.value(forHTTPHeaderField: "Cookie") }
    private var request: URLRequest?

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { self.request = request }
        let answer = self.answer
        var headers: [String: String] = [:]
        if let type = answer.contentType { headers["Content-Type"] = type }
        let response = HTTPURLResponse(url: request.url!, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return (Data(answer.body.utf8), response)
    }

    func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }
}
