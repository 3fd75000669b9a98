import XCTest

@testable import SpecLanguage

/// "Did you mean …?": the closest name, every name as close when there are a few, and a word
/// cut short completed when only one name begins with it.
final class SuggestionTests: XCTestCase {
    func testHints() {
        let table: [(word: String, candidates: [String], hint: String)] = [
            ("Strng", ["String", "Int"], "; did you mean 'String'?"),
            ("Dat", ["Date", "Data", "Decimal"], "; did you mean 'Data' or 'Date'?"),
            ("ab", ["aa", "ac", "ad", "ae", "zz"], "; did you mean one of 'aa', 'ac', 'ad', …?"),
            ("snake", ["snake_case", "camelCase"], "; did you mean 'snake_case'?"),
            ("colour", ["api", "servers"], ""),
        ]
        for row in table {
            XCTAssertEqual(Suggestion.hint(for: row.word, in: row.candidates), row.hint, row.word)
        }
    }
}
