/// One generated file: its path relative to the output folder and its exact contents.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
