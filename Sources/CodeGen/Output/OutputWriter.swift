import Foundation

/// Brings the output folder in line with the generated files: writes a file only when its
/// bytes change (atomically: a temporary file, then rename), and removes files that carry
/// gen's header but that no API produces any more. Nothing else is ever touched.
public struct OutputWriter {
    public struct Plan: Sendable {
        public var write: [OutputFile] = []
        public var unchanged: [String] = []
        public var remove: [String] = []
    }

    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// What `apply` would do; reads the disk, changes nothing.
    public func plan(_ files: [OutputFile]) throws -> Plan {
        var plan = Plan()
        let fm = FileManager.default
        for file in files.sorted(by: { $0.path < $1.path }) {
            let path = (directory as NSString).appendingPathComponent(file.path)
            if let existing = fm.contents(atPath: path), existing == Data(file.contents.utf8) {
                plan.unchanged.append(file.path)
            } else {
                plan.write.append(file)
            }
        }
        let produced = Set(files.map(\.path))
        for existing in try generatedFiles() where !produced.contains(existing) {
            plan.remove.append(existing)
        }
        return plan
    }

    public func apply(_ plan: Plan) throws {
        let fm = FileManager.default
        for file in plan.write {
            let path = (directory as NSString).appendingPathComponent(file.path)
            try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        for relative in plan.remove {
            try fm.removeItem(atPath: (directory as NSString).appendingPathComponent(relative))
        }
    }

    /// Swift files under the output folder that start with gen's header.
    func generatedFiles() throws -> [String] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: directory), let enumerator = fm.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = (directory as NSString).appendingPathComponent(relative)
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            let head = try handle.read(upToCount: FileHeader.marker.utf8.count) ?? Data()
            try handle.close()
            if head == Data(FileHeader.marker.utf8) { found.append(relative) }
        }
        return found.sorted()
    }
}
