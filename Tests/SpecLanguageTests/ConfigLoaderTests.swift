import XCTest

@testable import SpecLanguage

/// `gen.yaml`: every key and value checked with file, line and column, as in specs.
final class ConfigLoaderTests: XCTestCase {
    private func load(_ text: String, path: String = "Specs/gen.yaml") -> ConfigLoader.Result {
        ConfigLoader.load(bytes: Array(text.utf8), path: path)
    }

    private func messages(_ text: String) -> [String] { load(text).diagnostics.sorted.map(\.description) }

    func testEveryKeyIsReadAndPathsBecomeRelativeToTheCurrentFolder() {
        let result = load("output: ../Generated\ntemplates: ./My Templates\nmocks: false\nlayout: flat\napis: [Shop, Till]\n")
        XCTAssertEqual(result.diagnostics.all, [])
        let config = GenConfig().applying(result.settings)
        XCTAssertEqual(config.output, "Generated")
        XCTAssertEqual(config.templates, "Specs/My Templates")
        XCTAssertFalse(config.mocks)
        XCTAssertEqual(config.layout, .flat)
        XCTAssertEqual(config.apis, ["Shop", "Till"])
        XCTAssertEqual(result.settings.map(\.mark?.line), [1, 2, 3, 4, 5])
    }

    func testAnEmptyFileChangesNothing() {
        for text in ["", "# only a comment\n"] {
            let result = load(text)
            XCTAssertEqual(result.diagnostics.all, [])
            XCTAssertEqual(GenConfig().applying(result.settings), GenConfig())
        }
    }

    func testUnknownKeysAreLocatedWithTheClosestKnownOne() {
        XCTAssertEqual(
            messages("mock: false\noutptu: Out\nlayout: flat\nwhatever: 1\n"),
            [
                "Specs/gen.yaml:1:1: error: unknown key 'mock' in gen.yaml; did you mean 'mocks'?",
                "Specs/gen.yaml:2:1: error: unknown key 'outptu' in gen.yaml; did you mean 'output'?",
                "Specs/gen.yaml:4:1: error: unknown key 'whatever' in gen.yaml: expected one of output, templates, mocks, layout, apis, access, combine",
            ])
    }

    func testWrongValuesSayWhatTheKeyTakes() {
        XCTAssertEqual(
            messages("mocks: no\nlayout: flt\napis: Shop\noutput: ''\ntemplates: [a]\n"),
            [
                "Specs/gen.yaml:1:8: error: expected true or false for 'mocks', found 'no'",
                "Specs/gen.yaml:2:9: error: unknown value 'flt' for 'layout': expected one of modules, flat; did you mean 'flat'?",
                "Specs/gen.yaml:3:7: error: expected a list for 'apis', found 'Shop'",
                "Specs/gen.yaml:4:9: error: expected a folder for 'output', found an empty text",
                "Specs/gen.yaml:5:12: error: expected text for 'templates', found a list",
            ])
        XCTAssertEqual(messages("apis: []\n"), ["Specs/gen.yaml:1:7: error: 'apis' lists no API; leave the key out to generate every API"])
        XCTAssertEqual(messages("- output\n"), ["Specs/gen.yaml:1:1: error: expected a mapping for gen's settings, found a list"])
        XCTAssertEqual(messages("mocks: true\nmocks: false\n").count, 1, "a duplicate key is reported")
        XCTAssertEqual(messages("mocks: [\n").count, 1, "a YAML error is reported, not thrown")
    }

    func testLaterSettingsWinSoFlagsOverrideTheFile() {
        let file = load("output: Out\nmocks: false\n").settings
        let flags = [ConfigSetting(key: "mocks", value: .bool(true))]
        let config = GenConfig().applying(file + flags)
        XCTAssertTrue(config.mocks)
        XCTAssertEqual(config.output, "Specs/Out")
    }

    func testCommandLineValuesAreCheckedLikeTheFilesOnes() throws {
        let layout = try XCTUnwrap(GenConfig.key("layout"))
        XCTAssertEqual(try GenConfig.commandLineValue("flat", for: layout).get(), .text("flat"))
        XCTAssertEqual(
            GenConfig.commandLineValue("flt", for: layout),
            .failure(.init(message: "--layout takes one of modules, flat, not 'flt'; did you mean 'flat'?")))
        let apis = try XCTUnwrap(GenConfig.key("apis"))
        XCTAssertEqual(try GenConfig.commandLineValue("Shop, Till", for: apis).get(), .names(["Shop", "Till"]))
        XCTAssertEqual(try GenConfig.commandLineValue("false", for: XCTUnwrap(GenConfig.key("mocks"))).get(), .bool(false))
    }

    func testRelativePathsJoinLexically() {
        XCTAssertEqual(ConfigLoader.joined("Specs", "../Generated"), "Generated")
        XCTAssertEqual(ConfigLoader.joined("a/Specs", "../../x"), "x")
        XCTAssertEqual(ConfigLoader.joined("Specs", "../.."), "..")
        XCTAssertEqual(ConfigLoader.joined("/p/Specs", "../Out"), "/p/Out")
        XCTAssertEqual(ConfigLoader.joined("Specs", "/abs"), "/abs")
        XCTAssertEqual(ConfigLoader.joined("", "Out"), "Out")
        XCTAssertEqual(ConfigLoader.joined("Specs", ".."), ".")
    }

    func testTheSpecLoaderLeavesGenYamlOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mocks: false\n".utf8).write(to: folder.appendingPathComponent("gen.yaml"))
        try Data("api: Shop\nservers: { production: https://shop.example }\n".utf8).write(to: folder.appendingPathComponent("Shop.yaml"))
        let loaded = try SpecLoader.load(directory: folder.path)
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.apis.map(\.name), ["Shop"])
    }
}
