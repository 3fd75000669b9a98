/// "Did you mean …?" suggestions for misspelt keys and names.
public enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        if best.distance <= typoLimit(word) { return best.name }
        // A word cut short (`snake` for `snake_case`): the one candidate it begins.
        let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        return word.count >= 3 && extensions.count == 1 ? extensions[0] : nil
    }

    /// `"; did you mean 'X'?"`, `"; did you mean 'Data' or 'Date'?"` when others are as close
    /// (a guess between equals would mislead), or the empty string: the last part of a message.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        let candidates = Array(candidates)
        guard let best = closest(to: word, in: candidates) else { return "" }
        let distance = editDistance(word.lowercased(), best.lowercased())
        // (A word cut short, matched by its beginning, has one answer.)
        let ties =
            distance <= typoLimit(word)
            ? Set(candidates.filter { editDistance(word.lowercased(), $0.lowercased()) == distance }).sorted() : [best]
        let named = ties.prefix(3).map { "'\($0)'" }
        if ties.count > 3 { return "; did you mean one of " + named.joined(separator: ", ") + ", …?" }
        return "; did you mean " + (named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " or " + named.last!) + "?"
    }

    /// The most edits that still make a likely typo of `word`: 1 for short words, up to 3.
    private static func typoLimit(_ word: String) -> Int { max(1, min(3, word.count / 3 + 1)) }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
