import Foundation
import SpecLanguage
import XCTest

@testable import CodeGen

/// gen's template engine against the rules of the mustache specification, one construct at a
/// time: interpolation, dotted names and `{{.}}`, the context stack, sections, inverted
/// sections, comments, partials, standalone lines and whitespace in tags. The cases are written
/// for gen from the specification's rules.
///
/// Where gen deliberately differs from the specification, the test says so:
/// - Nothing is HTML-escaped: gen's templates write Swift, so `{{x}}` renders `<`, `>`, `&` and
///   quotes as they are, exactly like `{{{x}}}` and `{{&x}}` (the specification's TEXT content
///   type).
/// - A key the context does not have renders nothing, as the specification says, and is also an
///   error at the tag that asks for it, so a typo cannot silently drop code. The same holds
///   for a partial that names no template.
final class MustacheRulesTests: XCTestCase {
    /// `template` rendered with `data`, with `partials` registered beside it, and the problems
    /// the render reported (`t.mustache:line:column: error: …`). The templates must parse.
    private func render(
        _ template: String, _ data: [String: Any] = [:], partials: [String: String] = [:], file: StaticString = #filePath,
        line: UInt = #line
    ) -> (text: String, problems: [String]) {
        var set = TemplateSet()
        var diagnostics = Diagnostics()
        for (name, text) in partials.sorted(by: { $0.key < $1.key }) {
            set.add(name: name, text: text, path: "\(name).mustache", &diagnostics)
        }
        set.add(name: "t", text: template, path: "t.mustache", &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.description), [], "the templates do not parse", file: file, line: line)
        var problems = Diagnostics()
        let text = set.render("t", data, &problems)
        return (text, problems.sorted.map(\.description))
    }

    /// Asserts that `template` renders exactly `expected`, with no problem.
    private func check(
        _ template: String, _ data: [String: Any] = [:], partials: [String: String] = [:], _ expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let result = render(template, data, partials: partials, file: file, line: line)
        XCTAssertEqual(result.text, expected, file: file, line: line)
        XCTAssertEqual(result.problems, [], file: file, line: line)
    }

    /// Asserts that `template`, which asks for nothing, renders exactly `expected`.
    private func check(_ template: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        check(template, [:], expected, file: file, line: line)
    }

    private func missing(_ name: String, at place: String) -> String {
        "t.mustache:\(place): error: template asks for '\(name)', which its context does not have (see Templates/README.md)"
    }

    // MARK: Interpolation

    func testTextWithoutTagsIsCopiedAsItIs() {
        check(
            "Plain text, { single braces }, } and {, \"quotes\" & <angles>.\n",
            "Plain text, { single braces }, } and {, \"quotes\" & <angles>.\n")
        check("", "")
        check("no final newline", "no final newline")
    }

    func testAllThreeFormsInterpolateAValue() {
        check("Dear {{name}}, {{{name}}} and {{&name}}.", ["name": "Ada"], "Dear Ada, Ada and Ada.")
    }

    /// Deviation from the specification: with gen's TEXT content type, `{{x}}` does not
    /// HTML-escape (the specification's default would give `&lt;T&gt; &amp;&amp; &quot;`).
    func testNothingIsHTMLEscapedInAnyForm() {
        let code = #"Array<T> && a > b || "quoted" 'single' / = `tick`"#
        check("{{code}}|{{{code}}}|{{&code}}", ["code": code], "\(code)|\(code)|\(code)")
    }

    func testNumbersAndBooleansInterpolateAsSwiftPrintsThem() {
        check(
            "{{count}} items at {{price}}, {{big}}; open: {{open}}", ["count": 3, "price": 2.75, "big": 1_000_000, "open": true],
            "3 items at 2.75, 1000000; open: true")
    }

    func testNullInterpolatesAsNothing() {
        check("[{{none}}][{{{none}}}][{{&none}}][{{nothing}}]", ["none": NSNull(), "nothing": String?.none as Any], "[][][][]")
    }

    func testAValueWithLineBreaksIsCopiedAsItIs() {
        check("start {{text}} end\n", ["text": "one\ntwo\r\nthree"], "start one\ntwo\r\nthree end\n")
    }

    /// Deviation from the specification: a missing key renders nothing, and is an error.
    func testAMissingKeyRendersNothingAndIsAnError() {
        let result = render("a{{absent}}b\n  {{{absent}}}", ["present": "x"])
        XCTAssertEqual(result.text, "ab\n  ")
        XCTAssertEqual(result.problems, [missing("absent", at: "1:2"), missing("absent", at: "2:3")])
    }

    func testAProblemInALoopIsReportedOncePerPlace() {
        let result = render("{{#items}}{{nope}}{{/items}}", ["items": [["a": 1], ["a": 2], ["a": 3]]])
        XCTAssertEqual(result.text, "")
        XCTAssertEqual(result.problems, [missing("nope", at: "1:11")])
    }

    func testSpacesAroundAValueAreKept() {
        check("| {{v}} |\t{{{v}}}\t|", ["v": "x"], "| x |\tx\t|")
    }

    func testAVariableAloneOnALineKeepsTheLine() {
        // Only section, inverted, close, partial and comment tags can be standalone.
        check("  {{v}}\n{{{v}}}  \n", ["v": "x"], "  x\nx  \n")
        check("  {{v}}\n", ["v": ""], "  \n")
    }

    func testSpacesAndTabsInsideTagsAreIgnored() {
        check(
            "[{{ v }}][{{{  v  }}}][{{&\tv\t}}][{{# flag }}yes{{/ flag }}][{{^ off }}no{{/ off}}]", ["v": "x", "flag": true, "off": false],
            "[x][x][x][yes][no]")
    }

    // MARK: Dotted names and the implicit iterator

    func testDottedNamesReachIntoObjects() {
        let data: [String: Any] = ["order": ["customer": ["name": "Lin", "city": "Oslo"], "id": "A7"]]
        check(
            "{{order.id}}: {{order.customer.name}} of {{{order.customer.city}}} ({{&order.customer.name}})", data, "A7: Lin of Oslo (Lin)")
    }

    func testADottedNameReachesArbitrarilyDeep() {
        check("{{a.b.c.d.e}}", ["a": ["b": ["c": ["d": ["e": "deep"]]]]], "deep")
    }

    /// The first part is looked up through the context stack; the others only in what it found.
    func testADottedNameStartsWhereverItsFirstPartIsFound() {
        let data: [String: Any] = ["config": ["mode": "fast"], "items": [["label": "one"]]]
        check("{{#items}}{{label}}={{config.mode}}{{/items}}", data, "one=fast")
    }

    /// The first part is found in the nearest context that has it: a later part missing there
    /// is not looked for further out (and is an error in gen; the specification renders nothing).
    func testADottedNameDoesNotFallBackOnceItsFirstPartIsFound() {
        let data: [String: Any] = ["outer": ["settings": ["other": 1]], "settings": ["color": "red"]]
        let result = render("{{#outer}}[{{settings.color}}]{{/outer}}", data)
        XCTAssertEqual(result.text, "[]")
        XCTAssertEqual(result.problems, [missing("settings.color", at: "1:12")])
    }

    func testABrokenChainRendersNothingAndIsAnError() {
        let result = render("[{{a.b.c}}][{{a.x.c}}]", ["a": ["b": ["d": 1]]])
        XCTAssertEqual(result.text, "[][]")
        XCTAssertEqual(result.problems, [missing("a.b.c", at: "1:2"), missing("a.x.c", at: "1:13")])
    }

    func testADottedNameNamesASection() {
        check(
            "{{#user.flags.admin}}admin{{/user.flags.admin}}{{^user.flags.guest}}, no guest{{/user.flags.guest}}",
            ["user": ["flags": ["admin": true, "guest": false]]], "admin, no guest")
    }

    func testTheImplicitIteratorIsTheCurrentValue() {
        check("{{#names}}<{{.}}>{{/names}}", ["names": ["a", "b", "c"]], "<a><b><c>")
        check("{{#numbers}}{{.}},{{/numbers}}", ["numbers": [1, 2, 3]], "1,2,3,")
        check("{{#word}}{{{.}}}/{{&.}}/{{ . }}{{/word}}", ["word": "w&w"], "w&w/w&w/w&w")
    }

    func testTheImplicitIteratorWalksNestedLists() {
        check("{{#rows}}({{#.}}{{.}}{{/.}}){{/rows}}", ["rows": [["a", "b"], ["c"], []] as [Any]], "(ab)(c)()")
    }

    // MARK: The context stack

    func testNamesAreFoundInEnclosingContexts() {
        let data: [String: Any] = ["api": "Shop", "groups": [["name": "orders", "items": [["op": "list"], ["op": "get"]]]]]
        check("{{#groups}}{{#items}}{{api}}.{{name}}.{{op}} {{/items}}{{/groups}}", data, "Shop.orders.list Shop.orders.get ")
    }

    func testTheInnermostContextWins() {
        let data: [String: Any] = ["x": "root", "a": ["x": "a", "b": ["x": "b"]], "c": ["y": "c"]]
        check("{{x}} {{#a}}{{x}} {{#b}}{{x}}{{/b}} {{x}}{{/a}} {{#c}}{{x}}{{/c}}", data, "root a b a root")
    }

    func testAStringOnTheStackHidesNoName() {
        check("{{#lines}}{{prefix}}{{.}};{{/lines}}", ["prefix": "// ", "lines": ["a", "b"]], "// a;// b;")
    }

    // MARK: Sections

    func testTrueRendersTheSectionOnceAndFalseNotAtAll() {
        check("a{{#yes}}[yes]{{/yes}}b{{#no}}[no]{{/no}}c", ["yes": true, "no": false], "a[yes]bc")
    }

    func testAnObjectIsPushedOnTheStack() {
        check("{{#owner}}{{name}} <{{email}}>{{/owner}}", ["owner": ["name": "Kim", "email": "k@example.com"]], "Kim <k@example.com>")
    }

    func testAListRepeatsTheSectionPerElement() {
        check(
            "{{#fields}}{{name}}: {{type}}{{comma}} {{/fields}}",
            ["fields": [["name": "id", "type": "Int", "comma": ","], ["name": "title", "type": "String", "comma": ""]]],
            "id: Int, title: String ")
    }

    func testAnEmptyListRendersNothing() {
        check("[{{#none}}never{{/none}}]", ["none": [[String: Any]]()], "[]")
        check("[{{#none}}never{{/none}}]", ["none": [String]()], "[]")
    }

    func testNullRendersNothing() {
        check("[{{#null}}never{{/null}}][{{#nothing}}never{{/nothing}}]", ["null": NSNull(), "nothing": Int?.none as Any], "[][]")
    }

    /// Deviation from the specification: a missing key renders nothing, and is an error.
    func testAMissingSectionKeyRendersNothingAndIsAnError() {
        let result = render("[{{#ghost}}never{{/ghost}}]")
        XCTAssertEqual(result.text, "[]")
        XCTAssertEqual(result.problems, [missing("ghost", at: "1:2")])
    }

    func testAStringOrNumberIsPushedOnTheStack() {
        check("{{#word}}{{.}} is {{word}}{{/word}}", ["word": "ok"], "ok is ok")
        check("{{#count}}[{{.}}]{{/count}}", ["count": 0], "[0]")
        // The specification leaves the empty string open; in gen it is a value like any other.
        check("{{#empty}}[{{.}}]{{/empty}}", ["empty": ""], "[]")
    }

    func testSectionsNestAndRepeat() {
        let data: [String: Any] = ["a": true, "b": false, "c": true]
        check("{{#a}}A{{#b}}B{{/b}}{{#c}}C{{#a}}A{{/a}}{{/c}}{{/a}}|{{#a}}again{{/a}}{{#a}}and again{{/a}}", data, "ACA|againand again")
    }

    func testASectionCanBeItsOwnNameAgainInside() {
        check(
            "{{#node}}{{label}}:{{#node}}{{label}}{{/node}}{{/node}}", ["node": ["label": "outer", "node": ["label": "inner"]]],
            "outer:inner")
    }

    func testInlineSectionsKeepTheWhitespaceAroundThem() {
        check(" | {{#t}}\t|\t{{/t}} | \n", ["t": true], " | \t|\t | \n")
        check(" | {{#t}} {{! note }} {{/t}} | \n", ["t": true], " |    | \n")
        check(" {{#t}}first{{/t}}\n {{#t}}second{{/t}}\n", ["t": true], " first\n second\n")
        check("{{#t}}{{/t}}\nnext", ["t": true], "\nnext")  // two tags on a line: not standalone
    }

    // MARK: Inverted sections

    func testAnInvertedSectionRendersWhereASectionWouldNot() {
        let data: [String: Any] = [
            "no": false, "yes": true, "empty": [String](), "full": ["x"], "null": NSNull(), "object": ["k": "v"], "word": "w",
        ]
        check(
            "{{^no}}1{{/no}}{{^yes}}2{{/yes}}{{^empty}}3{{/empty}}{{^full}}4{{/full}}{{^null}}5{{/null}}{{^object}}6{{/object}}{{^word}}7{{/word}}",
            data,
            "135")
    }

    /// Deviation from the specification: the missing key still renders the inverted section,
    /// and is an error.
    func testAMissingKeyInAnInvertedSectionIsAnError() {
        let result = render("{{^ghost}}shown{{/ghost}}")
        XCTAssertEqual(result.text, "shown")
        XCTAssertEqual(result.problems, [missing("ghost", at: "1:1")])
    }

    func testInvertedSectionsNestWithSections() {
        let data: [String: Any] = ["a": false, "b": true, "items": [[String: Any]]()]
        check("{{^a}}A{{#b}}B{{^items}}none{{/items}}{{/b}}{{/a}}", data, "ABnone")
    }

    func testAnInvertedSectionSeesTheSameContext() {
        check("{{^hidden}}{{title}}{{/hidden}}", ["hidden": false, "title": "T"], "T")
    }

    // MARK: Standalone lines

    func testStandaloneSectionLinesVanish() {
        check("Begin\n{{#t}}\nmiddle\n{{/t}}\nEnd\n", ["t": true], "Begin\nmiddle\nEnd\n")
        check("Begin\n{{^f}}\nmiddle\n{{/f}}\nEnd\n", ["f": false], "Begin\nmiddle\nEnd\n")
        check("Begin\n{{#f}}\nmiddle\n{{/f}}\nEnd\n", ["f": false], "Begin\nEnd\n")
    }

    func testIndentedStandaloneLinesVanishWithTheirIndentation() {
        check("Begin\n   {{#t}}\n  kept as written\n \t{{/t}}  \t\nEnd\n", ["t": true], "Begin\n  kept as written\nEnd\n")
        check("Begin\n\t{{^f}}\n  kept\n    {{/f}}\nEnd\n", ["f": false], "Begin\n  kept\nEnd\n")
    }

    func testStandaloneLinesEndingInCRLFVanishWithTheirLineEnd() {
        check("one\r\n{{#t}}\r\ntwo\r\n  {{/t}}  \r\nthree", ["t": true], "one\r\ntwo\r\nthree")
        check("one\r\n{{^f}}\r\ntwo\r\n{{/f}}\r\n", ["f": false], "one\r\ntwo\r\n")
    }

    func testAStandaloneTagNeedsNoLineBeforeIt() {
        check("  {{#t}}\nfirst line\n{{/t}}\nafter", ["t": true], "first line\nafter")
    }

    func testAStandaloneTagNeedsNoLineEndAfterIt() {
        check("{{#t}}\nlast line\n  {{/t}}", ["t": true], "last line\n")
    }

    func testTextBeforeOrAfterATagMeansItIsNotStandalone() {
        check("x {{#t}}\ny\n{{/t}} z\n", ["t": true], "x \ny\n z\n")
    }

    func testEachPassOfAListRepeatsTheLinesBetweenStandaloneTags() {
        check("start\n{{#items}}\n  - {{.}}\n{{/items}}\nend\n", ["items": ["a", "b"]], "start\n  - a\n  - b\nend\n")
    }

    // MARK: Comments

    func testCommentsRenderNothing() {
        check("ab{{! a note }}cd", "abcd")
        check("ab{{!}}cd", "abcd")
        check("x{{! holds } and {{ inside }}y", "xy")
    }

    func testACommentMaySpanLines() {
        check("ab{{!\n  first\n  second\n}}cd", "abcd")
    }

    func testStandaloneCommentLinesVanish() {
        check("one\n{{! gone }}\ntwo\n", "one\ntwo\n")
        check("one\n   {{! gone }}  \ntwo\n", "one\ntwo\n")
        check("one\r\n\t{{! gone }}\r\ntwo", "one\r\ntwo")
        check("  {{! gone }}\nrest", "rest")
        check("rest\n  {{! gone }}", "rest\n")
    }

    func testStandaloneMultiLineCommentsVanish() {
        check("a\n{{!\nnotes\nmore notes\n}}\nb\n", "a\nb\n")
        check("a\n  {{!\n    notes\n  }}  \nb\n", "a\nb\n")
    }

    func testInlineCommentsKeepTheTextAroundThem() {
        check("  code {{! note }}\n", "  code \n")
        check("a {{! note }} b", "a  b")
    }

    // MARK: Partials

    func testAPartialRendersInPlace() {
        check("[{{>p}}]", partials: ["p": "inner"], "[inner]")
        check("[{{> p }}]", partials: ["p": "padded"], "[padded]")
    }

    func testAPartialSeesTheContextWhereItIsIncluded() {
        check(
            "{{#items}}{{>item}};{{/items}}", ["api": "S", "items": [["name": "a"], ["name": "b"]]], partials: ["item": "{{api}}.{{name}}"],
            "S.a;S.b;")
    }

    func testAPartialMayIncludeItselfThroughASection() {
        let tree: [String: Any] = [
            "label": "root",
            "children": [
                ["label": "a", "children": [[String: Any]]()],
                ["label": "b", "children": [["label": "b1", "children": [[String: Any]]()]]],
            ],
        ]
        check("{{>node}}", tree, partials: ["node": "{{label}}({{#children}}{{>node}}{{/children}})"], "root(a()b(b1()))")
    }

    func testInlinePartialsKeepTheWhitespaceAroundThem() {
        check("| {{>p}} |", partials: ["p": "\t|\t"], "| \t|\t |")
    }

    func testAnInlinePartialIsNotIndented() {
        // Not standalone: the partial's second line starts at the margin.
        check("  {{v}} {{>p}}\n", ["v": "x"], partials: ["p": ">\n>"], "  x >\n>\n")
    }

    func testAStandalonePartialLineIsReplacedByThePartial() {
        check("|\r\n{{>p}}\r\n|", partials: ["p": ">"], "|\r\n>|")
        check("before\n{{>p}}\nafter\n", partials: ["p": "in\n"], "before\nin\nafter\n")
    }

    func testAStandalonePartialIndentsEveryLineOfItsText() {
        check("  {{>p}}\n>", partials: ["p": ">\n>"], "  >\n  >>")
        check(">\n  {{>p}}", partials: ["p": ">\n>"], ">\n  >\n  >")
        check(
            "begin\n    {{>p}}\nend\n", ["v": "a\nb"], partials: ["p": "line 1\n{{{v}}}\nline 3\n"],
            "begin\n    line 1\n    a\nb\n    line 3\nend\n")
    }

    /// The indentation goes before each line of the partial's text, as if written there: the
    /// lines inside a value stay as they are, and every pass of a section is indented.
    func testIndentationAppliesToEveryPassOfASectionInThePartial() {
        check(
            "list:\n  {{>list}}\ndone\n", ["items": ["a", "b"]], partials: ["list": "{{#items}}\n- {{.}}\n{{/items}}\n"],
            "list:\n  - a\n  - b\ndone\n")
        check("\t{{>p}}\n", ["t": true], partials: ["p": "{{#t}}x{{/t}}y\n"], "\txy\n")
    }

    func testIndentationAddsUpThroughNestedStandalonePartials() {
        check("  {{>outer}}\n", partials: ["outer": "o\n  {{>inner}}\n", "inner": "i1\ni2\n"], "  o\n    i1\n    i2\n")
    }

    func testABlankLineInAnIndentedPartialGetsTheIndentationToo() {
        check("  {{>p}}\n", partials: ["p": "a\n\nb\n"], "  a\n  \n  b\n")
    }

    func testAStandalonePartialAtTheMarginIsNotIndented() {
        check("{{>p}}\nend", partials: ["p": "a\nb\n"], "a\nb\nend")
    }

    /// Deviation from the specification (which renders nothing): a partial that names no
    /// template is an error.
    func testAPartialThatNamesNoTemplateIsAnError() {
        let result = render("[{{>ghost}}]")
        XCTAssertEqual(result.text, "[]")
        XCTAssertEqual(
            result.problems, ["t.mustache:1:2: error: template includes the partial 'ghost', but there is no template 'ghost.mustache'"])
    }

    func testAPartialThatIncludesItselfWithoutEndStops() {
        let result = render("{{>loop}}", partials: ["loop": "x{{>loop}}"])
        XCTAssertEqual(result.text, String(repeating: "x", count: 100))
        XCTAssertEqual(
            result.problems, ["loop.mustache:1:2: error: partials nested more than 100 deep: does 'loop' include itself without end?"])
    }
}
