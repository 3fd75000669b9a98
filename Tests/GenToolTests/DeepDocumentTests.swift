import Foundation
import XCTest

/// A document whose schemas name one another in a long chain, each read inside the reading of
/// the one before: run as a user runs gen, on the stack the command gives itself. A chain of 75
/// overflowed the main thread's stack in a debug build; one past the reader's limit is read up
/// to it, the rest as free-form JSON, with one warning.
final class DeepDocumentTests: XCTestCase {
    /// Runs the gen binary as a user does; its exit status and what it printed to stderr.
    private func runGen(_ specs: URL, into output: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try WatchTests.genBinary()
        process.arguments = [specs.path, "--output", output.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    func testALongChainOfReferencesGeneratesWithAWarningPastTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "gen-deep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appending(path: "specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let length = 2_050
        var lines = [
            "openapi: 3.0.3", "info: { title: Chain, version: \"1\" }", "servers: [{ url: \"https://chain.example\" }]", "paths: {}",
            "components:", "  schemas:",
        ]
        for index in 0..<length {
            lines.append("    S\(index): { type: object, properties: { next: { $ref: \"#/components/schemas/S\(index + 1)\" } } }")
        }
        lines.append("    S\(length): { type: object, properties: { end: { type: string } } }")
        try (lines.joined(separator: "\n") + "\n").write(to: specs.appending(path: "Chain.openapi.yaml"), atomically: true, encoding: .utf8)

        let (status, stderr) = try runGen(specs, into: folder.appending(path: "out"))
        XCTAssertEqual(status, 0, stderr)
        XCTAssertEqual(
            stderr.components(separatedBy: "\n").filter { $0.contains("warning:") },
            [
                specs.path
                    + "/Chain.openapi.yaml:2007:56: warning: references followed more than 2000 deep, each into a schema that names the next, are read as free-form JSON here (this one and any deeper)"
            ])
        let module = folder.appending(path: "out/Chain")
        let swift = try FileManager.default.contentsOfDirectory(atPath: module.path).map {
            try String(contentsOf: module.appending(path: $0), encoding: .utf8)
        }
        XCTAssertTrue(swift.contains { $0.contains("public struct S2050") }, "the chain's end is read: its component is read in its turn")
    }

    /// References whose pointers each pass through the next (`x1: { $ref: '#/x2/q' }`) are
    /// followed one inside another, each a different reference: bounded too, an error past the
    /// limit, where 50,000 of them overflowed even the deep stack.
    func testAChainOfPointersThroughEachOtherIsBounded() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "gen-pointers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appending(path: "specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let length = 2_100
        var lines = [
            "openapi: 3.0.3", "info: { title: Chain, version: \"1\" }", "servers: [{ url: \"https://chain.example\" }]", "paths: {}",
            "components:", "  schemas:", "    A: { $ref: \"#/x0/q\" }",
        ]
        for index in 0..<length { lines.append("x\(index): { $ref: \"#/x\(index + 1)/q\" }") }
        lines.append("x\(length): { q: { type: string } }")
        try (lines.joined(separator: "\n") + "\n").write(to: specs.appending(path: "Chain.openapi.yaml"), atomically: true, encoding: .utf8)

        let (status, stderr) = try runGen(specs, into: folder.appending(path: "out"))
        XCTAssertEqual(status, 1, stderr)
        XCTAssertTrue(stderr.contains("references, each on the way to the next"), stderr)
    }

    /// Where the deep stack cannot be had (address space limited below it), gen runs on the
    /// stack it has: it waited for a thread that was never made.
    func testGenRunsWhereNoDeepStackCanBeMade() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "gen-shallow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appending(path: "specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try "api: Shop\nservers: { production: https://shop.example }\nmodels:\n  Order: { id: String }\n".write(
            to: specs.appending(path: "Shop.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -v 400000 && exec \"$0\" \"$1\" --output \"$2\"", try WatchTests.genBinary().path, specs.path,
            folder.appending(path: "out").path,
        ]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            return XCTFail("gen did not finish within 60 s under a 400 MB address-space limit")
        }
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appending(path: "out/Shop/Models.swift").path))
    }
}
