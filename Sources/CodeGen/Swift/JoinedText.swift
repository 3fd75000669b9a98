extension Sequence {
    /// Each element written by `write`, `separator` between them, into one string: what
    /// `map { "…" }.joined(separator:)` gives, without a string per element and an array of
    /// them. Context builders join parameter lists this way for every endpoint, several times.
    func joinedText(separator: String = ", ", _ write: (inout String, Element) -> Void) -> String {
        var text = ""
        var isFirst = true
        for element in self {
            if !isFirst { text += separator }
            isFirst = false
            write(&text, element)
        }
        return text
    }
}
