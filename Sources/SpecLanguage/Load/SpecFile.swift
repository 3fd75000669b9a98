/// What one spec file says about its API, before files are merged.
struct SpecFile: Sendable {
    var path: String
    /// The file's part of the API. Settings it does not give keep their defaults.
    var api: API
    /// Where each API-level setting was given, to report one given in two files.
    var settingMarks: [(key: String, mark: Mark)] = []
    /// Settings the file gives under a misspelt key (`server:`): already reported there, so
    /// their absence is not reported again.
    var misspeltSettings: Set<String> = []
    /// Where each group key of `endpoints:` stands, for messages.
    var groupMarks: [String: Mark] = [:]
}
