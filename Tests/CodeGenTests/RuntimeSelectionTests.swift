import Foundation
import XCTest

@testable import CodeGen

/// The runtime files only some APIs need (`RuntimeSelection`) are in a module exactly when its
/// other files use them: checked on every checked-in module, whose builds (warnings as errors)
/// also prove nothing needed was left out.
final class RuntimeSelectionTests: XCTestCase {
    /// The names a runtime file offers the rest of a module: the types it declares, and the
    /// functions it adds to a type declared elsewhere (`KeyedDecodingContainer.decodeLenient`).
    private func offeredNames(_ file: RuntimeFile) -> Set<String> {
        let types = Set(file.declaredTypeNames)
        var names = types
        var extending = false
        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("extension ") {
                let extended = line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                extending = !types.contains(String(extended)) && !line.contains(":")
            } else if line.hasPrefix("}") {
                extending = false
            } else if extending, line.hasPrefix("    func ") {
                names.insert(String(line.dropFirst("    func ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    private func identifiers(_ text: String) -> Set<Substring> {
        Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }))
    }

    func testAnOptionalFileIsInAModuleExactlyWhenTheModuleUsesIt() throws {
        let runtime = Dictionary(uniqueKeysWithValues: builtInTemplates.runtimeFiles.map { ($0.name, $0) })
        XCTAssertEqual(Set(RuntimeSelection.optionalFiles.keys).subtracting(runtime.keys), [], "every optional file is in the runtime")
        var modules: [String] = []
        for folder in ["Generated", "Tests/Fixtures/Generated"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() where !name.hasSuffix("Mocks") {
                modules.append(folder + "/" + name)
            }
        }
        XCTAssertGreaterThan(modules.count, 10)
        var leftOut = 0
        for module in modules {
            let files = tree(Repo.path(module)).mapValues { String(decoding: $0, as: UTF8.self) }
            let mocks = tree(Repo.path(module + "Mocks")).values.map { String(decoding: $0, as: UTF8.self) }
            for (name, optional) in RuntimeSelection.optionalFiles.sorted(by: { $0.key < $1.key }) {
                let written = try XCTUnwrap(files[RuntimeFile.outputName(of: name)], "\(module) has \(name)")
                let others = files.filter { $0.key != RuntimeFile.outputName(of: name) }.values + mocks
                let used = others.map(identifiers).reduce(into: Set<Substring>()) { $0.formUnion($1) }
                let isUsed = !offeredNames(try XCTUnwrap(runtime[name])).isDisjoint(with: used.map(String.init))
                let isLeftOut = written.contains("this part of the runtime (\(name)) is left out")
                if isLeftOut { leftOut += 1 }
                XCTAssertEqual(
                    isLeftOut, !isUsed, "\(module): \(name) (\(optional.feature)) is \(isLeftOut ? "left out but used" : "in but unused")")
            }
        }
        XCTAssertGreaterThan(leftOut, 0, "some module leaves a file out")
    }
}

/// The top-level types a runtime file declares, read from its lines (`declaredTypeNames`).
final class RuntimeDeclaredNamesTests: XCTestCase {
    func testTopLevelTypesWhateverTheirModifiers() {
        let text = """
            import Foundation
            public struct Retry: Sendable {
                struct Nested {}
            }
            @preconcurrency @MainActor public final class Box<T> {}
            nonisolated public enum Mode: String { case a }
            typealias Headers = [String: String]
            extension Retry: Equatable {}
            protocol Transport {}
            public actor Gate{}
            func helper() {}
            // struct Commented {}
            private indirect enum Tree_2 {}
            public struct Café {}
            public struct →Arrow {}

            """
        let file = RuntimeFile(name: "X.swift", path: "X.swift", text: text)
        XCTAssertEqual(file.declaredTypeNames, ["Retry", "Box", "Mode", "Headers", "Transport", "Gate", "Tree_2", "Café"])
    }
}
