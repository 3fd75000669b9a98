import XCTest

@testable import SpecLanguage

/// `access:` and `combine:`, the API-level settings of the generated surface.
final class SurfaceSettingTests: XCTestCase {
    private let base = "api: Shop\nservers: { production: https://shop.example }\n"

    func testAccessAndCombineAreRead() throws {
        let api = try XCTUnwrap(load(base + "access: internal\ncombine: OpenCombine\n").apis.first)
        XCTAssertEqual(api.access, .internal)
        XCTAssertEqual(api.combine, .openCombine)
        let defaults = try XCTUnwrap(load(base).apis.first)
        XCTAssertEqual(defaults.access, .public)
        XCTAssertNil(defaults.combine)
        XCTAssertEqual(load(base + "combine: true\n").apis.first?.combine, .combine)
        XCTAssertEqual(load(base + "access: package\ncombine: false\n").apis.first?.access, .package)
    }

    func testWrongValuesAreLocatedErrors() {
        assertDiagnostics(
            base + "access: private\n",
            "t.yaml:3:9: error: unknown access level 'private': expected public, package, internal (gen writes a whole module)")
        assertDiagnostics(
            base + "access: interal\n",
            "t.yaml:3:9: error: unknown access level 'interal': expected public, package, internal (gen writes a whole module); did you mean 'internal'?"
        )
        assertDiagnostics(
            base + "combine: yes\n",
            "t.yaml:3:10: error: expected true, false or OpenCombine for 'combine' (a publisher per endpoint), found 'yes'")
        assertDiagnostics(
            base + "combine: OpenCombin\n",
            "t.yaml:3:10: error: expected true, false or OpenCombine for 'combine' (a publisher per endpoint), found 'OpenCombin'; did you mean 'OpenCombine'?"
        )
    }

    func testEachIsSetInOneFileOfAnAPI() {
        assertDiagnostics(
            [("a.yaml", base + "access: internal\n"), ("b.yaml", "api: Shop\naccess: package\n")],
            ["b.yaml:2:1: error: 'access' of API 'Shop' is already set at a.yaml:3:1; set it in one file only"])
    }
}
