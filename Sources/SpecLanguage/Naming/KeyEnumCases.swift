/// The JSON object keys of a set of models (one models file's), as the cases of one
/// `CodingKey` enum that all of them decode and encode through: `forKey: .createdAt`, where
/// `case createdAt = "created_at"`.
///
/// One enum for many models rather than one per model: a `String, CodingKey` enum costs about 14
/// compiled functions, and one per model was the largest single share of a big API's build
/// time. An enum case stays the cheapest key at each call site, to compile and to run: a key
/// struct holding a `String` made every coding body ~40% larger and decoding ~10% slower
/// (Benchmarks/README.md).
public struct KeyEnumCases: Sendable {
    /// Sorted by wire key.
    public let cases: [(key: String, caseName: String)]
    /// By the key's exact scalars: `café` spelled two ways is two keys on the wire, each
    /// sent as the spec writes it (a `String` key would find one for the other).
    private let caseNames: [ExactText: String]

    /// Members of every `CodingKey` enum: a case of the same name would clash.
    private static let codingKeyMembers: Set<String> = ["stringValue", "intValue"]

    public init(models: [Model]) {
        var cases: [(key: String, caseName: String)] = []
        var taken: Set<String> = []
        // A flattened field has no key: its union reads and writes its own through the decoder.
        for key in Set(models.flatMap { $0.fields.lazy.filter { !$0.flatten }.map { ExactText($0.key) } }).sorted().map(\.text) {
            var name = Naming.caseName(key)
            if Naming.bare(name).isEmpty { name = "key" }
            if Self.codingKeyMembers.contains(name) { name += "_" }
            // Keys are wire data, not names: two that read as one Swift name (`created_at`,
            // `createdAt`) both stay, the later one (in sorted order) numbered.
            if taken.contains(name) {
                var number = 2
                while taken.contains(Naming.bare(name) + "\(number)") { number += 1 }
                name = Naming.bare(name) + "\(number)"
            }
            taken.insert(name)
            cases.append((key, name))
        }
        self.cases = cases
        self.caseNames = Dictionary(uniqueKeysWithValues: cases.map { (ExactText($0.key), $0.caseName) })
    }

    /// The case of a wire key of one of the models.
    public func caseName(for key: String) -> String {
        guard let name = caseNames[ExactText(key)] else { preconditionFailure("wire key '\(key)' is not a key of any model") }
        return name
    }
}
