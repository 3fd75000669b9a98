@_exported import YAML

/// One problem found in a spec, at the place it was found.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        /// What an OpenAPI document says that its client only approximates: said, never a
        /// problem (`gen import` writes these as comments in the spec).
        case note
    }

    public var severity: Severity
    public var mark: Mark
    public var message: String

    public init(_ severity: Severity, _ mark: Mark, _ message: String) {
        self.severity = severity
        self.mark = mark
        self.message = message
    }

    /// Sorted by file, line and column; errors before warnings before notes at one place.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.mark != rhs.mark { return lhs.mark < rhs.mark }
        if lhs.severity != rhs.severity { return lhs.severity.rank < rhs.severity.rank }
        return lhs.message < rhs.message
    }

    /// `path:line:col: error: message`, the form editors and Xcode make clickable. Spec text in
    /// it (a file name, a key, a value) shows its control characters and line breaks as
    /// `\u{…}`: raw, a line break would start a line that reads as a diagnostic of its own, and
    /// an escape character could restyle the terminal.
    public var description: String { Self.printable("\(mark): \(severity.rawValue): \(message)") }

    public var isNote: Bool { severity == .note }

    static func printable(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }
}

extension Diagnostic.Severity {
    /// The order of severities at one place: errors first.
    var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}
