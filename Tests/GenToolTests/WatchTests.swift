import Foundation
import XCTest

/// `gen --watch`, end to end: the built gen binary runs on a temporary specs folder; the test
/// saves specs and waits (bounded) for the output, then stops it with SIGINT.
final class WatchTests: XCTestCase {
    private var folder: URL!
    private var specs: URL { folder.appending(path: "Specs") }
    private var output: URL { folder.appending(path: "Generated") }
    private var models: URL { output.appending(path: "Mini/Models.swift") }
    private var process: Process?

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "gen-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func spec(fields: String) -> String {
        """
        api: Mini
        servers: { production: https://mini.example }
        models:
          Item:
        \(fields)
        endpoints:
          items:
            getItem: { get: "/items/{id}", response: Item }

        """
    }

    private func save(_ text: String, as name: String = "Mini.yaml") throws {
        try Data(text.utf8).write(to: specs.appending(path: name), options: .atomic)
    }

    /// Polls `condition` every 10 ms for up to `seconds`; returns how long it took, or nil.
    private func waitFor(_ seconds: TimeInterval, _ condition: () -> Bool) -> TimeInterval? {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if condition() { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition() ? Date().timeIntervalSince(start) : nil
    }

    private func contents(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    func testWatchRegeneratesOnSaveSurvivesErrorsAndStopsOnSIGINT() throws {
        try save(spec(fields: "    id: String"))
        let stdout = folder.appending(path: "stdout.txt")
        let stderr = folder.appending(path: "stderr.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: stdout.path, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: stderr.path, contents: nil))

        let process = Process()
        process.executableURL = try Self.genBinary()
        process.arguments = [specs.path, "--output", output.path, "--watch"]
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        self.process = process

        // The first run generates at once; the watch line follows it.
        XCTAssertNotNil(
            waitFor(30) { contents(stdout).contains("gen: watching") }, "no watch line; stderr: \(contents(stderr))")
        XCTAssertTrue(contents(models).contains("public let id: String"))
        XCTAssertTrue(contents(stdout).contains("gen: 1 API, "), contents(stdout))

        // A saved change regenerates. Generation itself takes part of the budget (~150 ms for
        // this spec in a debug build on an idle machine); the bound is loose for loaded CI hosts.
        try save(spec(fields: "    id: String\n    title: String"))
        let latency = waitFor(10) { contents(models).contains("public let title: String") }
        XCTAssertNotNil(
            latency, "no regeneration after a save; stdout: \(contents(stdout)) stderr: \(contents(stderr))")
        if let latency {
            print("gen --watch: regenerated \(Int(latency * 1000)) ms after the save")
            XCTAssertLessThan(latency, 5)
        }

        // A broken spec is reported with its position; the output stays and the watch goes on.
        try save(spec(fields: "    id: Strin"))
        XCTAssertNotNil(
            waitFor(10) { contents(stderr).contains("Mini.yaml:5:9: error:") }, "stderr: \(contents(stderr))")
        XCTAssertTrue(process.isRunning)
        XCTAssertTrue(contents(models).contains("public let title: String"))

        // Fixing it, and adding a file, regenerate again.
        try save(spec(fields: "    id: String\n    price: Decimal"))
        XCTAssertNotNil(
            waitFor(10) { contents(models).contains("public let price: Decimal") }, "stderr: \(contents(stderr))")
        try save("api: Mini\nmodels:\n  Extra: { name: String }\n", as: "Mini.extra.yaml")
        XCTAssertNotNil(waitFor(10) { contents(models).contains("struct Extra") }, "stderr: \(contents(stderr))")

        // Ctrl-C ends it cleanly.
        process.interrupt()
        XCTAssertNotNil(waitFor(10) { !process.isRunning }, "gen --watch did not stop on SIGINT")
        guard !process.isRunning else { return }
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(contents(stdout).hasSuffix("gen: stopped watching\n"), contents(stdout))
    }

    /// With its output and its messages in one file (`2>&1`), what changed comes before the
    /// errors it caused, as a person reads it.
    func testAChangeIsSaidBeforeTheErrorsItCauses() throws {
        try save(spec(fields: "    id: String"))
        let log = folder.appending(path: "log.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = try Self.genBinary()
        process.arguments = [specs.path, "--output", output.path, "--watch"]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        self.process = process
        XCTAssertNotNil(waitFor(30) { contents(log).contains("gen: watching") }, contents(log))
        try save(spec(fields: "    id: Strin"))
        XCTAssertNotNil(waitFor(10) { contents(log).contains("Mini.yaml:5:9: error:") }, contents(log))
        let text = contents(log)
        let changed = try XCTUnwrap(text.range(of: "gen: changed: Mini.yaml"), text)
        let error = try XCTUnwrap(text.range(of: "Mini.yaml:5:9: error:"), text)
        XCTAssertLessThan(changed.lowerBound, error.lowerBound, text)
        process.interrupt()
        XCTAssertNotNil(waitFor(10) { !process.isRunning })
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// The gen executable next to the test bundle (the test target depends on it, so it is built).
    static func genBinary() throws -> URL {
        var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for directory in candidates {
            let binary = directory.appending(path: "gen")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: binary.path)
            {
                return binary
            }
        }
        throw NotFound(
            description: "the gen binary was not found next to the tests (looked in \(candidates.map(\.path)))")
    }
}
