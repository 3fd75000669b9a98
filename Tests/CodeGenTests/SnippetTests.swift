import XCTest

/// One test per feature: a few lines of spec (`Tests/Fixtures/Snippets/<name>.yaml`) beside the
/// Swift they generate (`<name>.swift`). `RECORD=1 swift test --filter SnippetTests` re-records.
final class SnippetTests: XCTestCase {
    // Models
    func testModelDefaults() { assertSnippet("model-defaults") }
    func testModelOptionalAndNullable() { assertSnippet("model-optional-nullable") }
    func testModelKeys() { assertSnippet("model-keys") }
    func testModelDates() { assertSnippet("model-dates") }
    func testModelDeprecated() { assertSnippet("model-deprecated") }
    func testModelExample() { assertSnippet("model-example") }
    func testModelMutable() { assertSnippet("model-mutable") }
    func testModelExtends() { assertSnippet("model-extends") }
    func testModelAdditionalProperties() { assertSnippet("model-additional") }
    func testModelLenient() { assertSnippet("model-lenient") }
    func testModelKeyDigits() { assertSnippet("model-key-digits") }
    func testModelAlias() { assertSnippet("model-alias") }
    func testModelFlatten() { assertSnippet("model-flatten") }

    // Enums and envelopes
    func testEnumClosed() { assertSnippet("enum-closed") }
    func testEnumWithUnknown() { assertSnippet("enum-unknown") }
    func testEnumNumber() { assertSnippet("enum-number") }
    func testEnumAlias() { assertSnippet("enum-alias") }
    func testUnionTagged() { assertSnippet("union-tagged") }
    func testUnionUntagged() { assertSnippet("union-untagged") }
    func testEnvelopeConformance() { assertSnippet("envelope") }

    // Endpoints
    func testEndpointPath() { assertSnippet("endpoint-path") }
    func testEndpointSharedPath() { assertSnippet("endpoint-shared-path") }
    func testEndpointQuery() { assertSnippet("endpoint-query") }
    func testEndpointHeaders() { assertSnippet("endpoint-headers") }
    func testEndpointJSONBody() { assertSnippet("endpoint-body") }
    func testEndpointForm() { assertSnippet("endpoint-form") }
    func testEndpointMultipart() { assertSnippet("endpoint-multipart") }
    func testEndpointRaw() { assertSnippet("endpoint-raw") }
    func testEndpointDownload() { assertSnippet("endpoint-download") }
    func testEndpointPagination() { assertSnippet("endpoint-pagination") }
    func testEndpointPolicies() { assertSnippet("endpoint-policies") }
    func testEndpointMetadata() { assertSnippet("endpoint-metadata") }
    func testEndpointBrackets() { assertSnippet("endpoint-brackets") }
    func testEndpointMultiSegmentPath() { assertSnippet("endpoint-multi-segment-path") }
    func testEndpointServer() { assertSnippet("endpoint-server") }
    func testEndpointResponsesByStatus() { assertSnippet("endpoint-responses") }
    func testEndpointTextAndRaw() { assertSnippet("endpoint-text-raw") }
    func testEndpointPaginationByLastItem() { assertSnippet("endpoint-pagination-last-item") }
    func testSuccessFlag() { assertSnippet("success-flag") }
    func testEnvelopeCode() { assertSnippet("envelope-code") }

    // Clients
    func testMockMethod() { assertSnippet("mock-method") }
    func testClientRateLimit() { assertSnippet("client-rate-limit") }
    func testClientAuthSchemes() { assertSnippet("client-auth-schemes") }
    func testClientErrorTexts() { assertSnippet("client-error-texts") }
    func testClientRequestIdNotSent() { assertSnippet("client-request-id") }
    func testClientPublishers() { assertSnippet("client-publishers") }

    /// Every snippet on disk has a test above, and every expected file has its spec.
    func testEverySnippetIsTested() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        for name in Snippets.names {
            XCTAssertTrue(source.contains("assertSnippet(\"\(name)\")"), "Snippets/\(name).yaml has no test in SnippetTests")
        }
        let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: Snippets.folder).filter { $0.hasSuffix(".swift") }
        for file in swiftFiles {
            XCTAssertTrue(Snippets.names.contains(String(file.dropLast(".swift".count))), "Snippets/\(file) has no spec")
        }
    }

    // The extraction helper itself.
    func testExtractTakesDocCommentsAttributesAndTheWholeBody() {
        let source = """
            import Foundation

            /// Doc.
            @available(*, deprecated)
            public struct Order: Codable {
                /// The id.
                public var id: String

                public init(
                    id: String
                ) {
                    self.id = id
                }
            }

            public struct OrderLine {}
            """
        XCTAssertEqual(extract("struct OrderLine", from: source), "public struct OrderLine {}")
        XCTAssertEqual(extract("struct Order", from: source)?.components(separatedBy: "\n").count, 12)
        XCTAssertEqual(extract("struct Order > var id", from: source), "    /// The id.\n    public var id: String")
        XCTAssertEqual(
            extract("struct Order > init", from: source),
            "    public init(\n        id: String\n    ) {\n        self.id = id\n    }")
        XCTAssertNil(extract("struct Missing", from: source))
    }

    func testDiffShowsWhatChanged() {
        let diff = lineDiff("a\nb\nc\nd", "a\nB\nc\nd\ne")
        XCTAssertEqual(diff, "@@ expected line 1\n  a\n- b\n+ B\n  c\n  d\n+ e")
    }
}
