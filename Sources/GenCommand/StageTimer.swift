import CodeGen
import Foundation

/// `gen --timing`: how long each stage of a run took, printed to stderr as one line,
/// e.g. `gen: timing: load+validate 41.2 ms, templates 1.0 ms, generate 88.3 ms, … total 135.0 ms`.
/// Benchmarks/generation.sh reads it to time loading and validation alone.
struct StageTimer {
    let enabled: Bool
    private var laps: [(stage: String, ms: Double)] = []
    private let start = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Ends the stage running since the previous lap (or the start).
    mutating func lap(_ stage: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((stage, Double(now - last) / 1_000_000))
        last = now
    }

    var summary: String {
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let parts = laps.map { "\($0.stage) \(String(format: "%.1f", $0.ms)) ms" } + ["total \(String(format: "%.1f", total)) ms"]
        return "gen: timing: " + parts.joined(separator: ", ")
    }
}
