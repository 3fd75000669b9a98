import XCTest

@testable import SpecLanguage

/// `rateLimit:`: the headers through which an API reports its rate limit.
final class RateLimitTests: XCTestCase {
    func testTheLongFormLoads() {
        guard
            let api = loadClean(
                header + "rateLimit: { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-seconds }\n")
        else { return }
        XCTAssertEqual(api.rateLimit?.remaining, "X-RateLimit-Remaining")
        XCTAssertEqual(api.rateLimit?.reset, "X-RateLimit-Reset")
        XCTAssertEqual(api.rateLimit?.resetIs, .epochSeconds)
        XCTAssertEqual(api.rateLimit?.mark.line, 3)
    }

    func testResetIsDefaultsToEpochSecondsAndResetIsOptional() {
        let api = loadClean(header + "rateLimit:\n  remaining: X-Quota-Left\n  reset: X-Quota-Reset\n")
        XCTAssertEqual(api?.rateLimit?.resetIs, .epochSeconds)
        let bare = loadClean(header + "rateLimit: { remaining: X-Quota-Left }\n")
        XCTAssertEqual(bare?.rateLimit?.remaining, "X-Quota-Left")
        XCTAssertNil(bare?.rateLimit?.reset)
        let seconds = loadClean(header + "rateLimit: { remaining: RateLimit-Remaining, reset: RateLimit-Reset, resetIs: seconds }\n")
        XCTAssertEqual(seconds?.rateLimit?.resetIs, .seconds)
        XCTAssertNil(loadClean(header)?.rateLimit, "no rateLimit: only 429 is a rate limit")
    }

    func testMistakesAreReportedWhereTheyStand() {
        assertDiagnostics(
            header + "rateLimit: X-RateLimit-Remaining\n",
            "t.yaml:3:12: error: expected a mapping for 'rateLimit', found 'X-RateLimit-Remaining'; write e.g. 'rateLimit: { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-seconds }'"
        )
        assertDiagnostics(
            header + "rateLimit: { reset: X-RateLimit-Reset }\n",
            "t.yaml:3:12: error: 'rateLimit' needs 'remaining:', the header with the number of requests left, e.g. { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-seconds }"
        )
        assertDiagnostics(
            header + "rateLimit:\n  remaning: X-RateLimit-Remaining\n  remaining: X-RateLimit-Remaining\n  resetIn: seconds\n",
            [
                "t.yaml:4:3: error: unknown key 'remaning' in 'rateLimit'; did you mean 'remaining'?",
                "t.yaml:6:3: error: unknown key 'resetIn' in 'rateLimit'; did you mean 'resetIs'?",
            ])
        assertDiagnostics(
            header + "rateLimit: { remaining: X RateLimit Remaining, reset: \"X-Reset:\" }\n",
            [
                "t.yaml:3:25: error: 'X RateLimit Remaining' is not a valid HTTP header name, e.g. X-RateLimit-Remaining",
                "t.yaml:3:55: error: 'X-Reset:' is not a valid HTTP header name, e.g. X-RateLimit-Reset",
            ])
        assertDiagnostics(
            header + "rateLimit: { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-second }\n",
            "t.yaml:3:83: error: unknown 'resetIs' value 'epoch-second': expected epoch-seconds (the reset's moment, in seconds since 1970) or seconds (seconds from now); did you mean 'epoch-seconds'?"
        )
        assertDiagnostics(
            header + "rateLimit: { remaining: X-RateLimit-Remaining, resetIs: seconds }\n",
            "t.yaml:3:57: error: 'resetIs' says how the 'reset' header reads, and 'rateLimit' has no 'reset': add 'reset: X-RateLimit-Reset' or leave 'resetIs' out"
        )
        assertDiagnostics(
            header + "rateLimit: { remaining: X-RateLimit, reset: x-ratelimit }\n",
            "t.yaml:3:45: error: 'remaining' and 'reset' name the same header 'x-ratelimit'; 'reset' says when the limit resets")
        assertDiagnostics(
            header + "rateLimit: { remaining: [X-RateLimit-Remaining] }\n",
            "t.yaml:3:25: error: expected text for 'remaining' (a header name), found a list")
    }

    /// The IETF headers count seconds from now; the default would read them as a moment.
    func testTheIETFResetHeaderWithoutResetIsIsAWarning() {
        let result = load(header + "rateLimit: { remaining: RateLimit-Remaining, reset: RateLimit-Reset }\n")
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "t.yaml:3:53: warning: 'RateLimit-Reset' is seconds from now in the IETF RateLimit headers, but 'resetIs' defaults to epoch-seconds; say 'resetIs: seconds' (or 'resetIs: epoch-seconds')"
            ])
        XCTAssertEqual(result.apis.first?.rateLimit?.resetIs, .epochSeconds)
    }

    func testItMayBeSetInAnyOneFileButNotTwo() {
        let api = loadClean([
            ("a.yaml", header + "models:\n  Order: { id: Int }\n"),
            ("b.yaml", "api: Shop\nrateLimit: { remaining: X-RateLimit-Remaining }\n"),
        ])
        XCTAssertEqual(api?.rateLimit?.remaining, "X-RateLimit-Remaining")
        assertDiagnostics(
            [
                ("a.yaml", header + "rateLimit: { remaining: X-RateLimit-Remaining }\n"),
                ("b.yaml", "api: Shop\nrateLimit: { remaining: X-Left }\n"),
            ],
            ["b.yaml:2:1: error: 'rateLimit' of API 'Shop' is already set at a.yaml:3:1; set it in one file only"])
    }

    func testAMisspeltTopLevelKeyIsSuggested() {
        assertDiagnostics(
            header + "ratelimit: { remaining: X-RateLimit-Remaining }\n",
            "t.yaml:3:1: error: unknown key 'ratelimit' in the spec file; did you mean 'rateLimit'?")
    }
}
