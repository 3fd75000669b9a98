import CYAML
import YAML

/// Times (a) a bare libyaml event loop and (b) YAMLReader.read on the same in-memory bytes,
/// alternating a and b so load on the machine hits both alike; reports medians and their ratio.
enum Timing {
    static func run(_ bytes: [UInt8], file: String, runs: Int) {
        // Warm-up, and a sanity check that both sides parse the file.
        let events = bareEventCount(bytes)
        let weight: Int
        do {
            weight = try YAMLReader.read(bytes, file: file)?.weight ?? 0
        } catch {
            print("yaml-bench: \(error)")
            return
        }
        print("file: \(bytes.count) bytes, \(events) events, tree weight \(weight) nodes, \(runs) runs each")

        var bare: [Double] = []
        var tree: [Double] = []
        var ratios: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var count = 0
            let a = clock.measure { count = bareEventCount(bytes) }
            var node: Node?
            let b = clock.measure { node = try? YAMLReader.read(bytes, file: file) }
            precondition(count == events && node?.weight == weight)
            bare.append(ms(a))
            tree.append(ms(b))
            ratios.append(ms(b) / ms(a))
        }
        let mb = Double(bytes.count) / 1e6
        let (bareMs, treeMs) = (median(bare), median(tree))
        print("bare libyaml event loop: median \(fmt(bareMs)) ms  (\(fmt(mb / bareMs * 1000)) MB/s)")
        print("YAMLReader.read (tree):  median \(fmt(treeMs)) ms  (\(fmt(mb / treeMs * 1000)) MB/s)")
        print("ratio tree/bare: \(fmt(treeMs / bareMs))x of medians, \(fmt(median(ratios)))x median of pairs"
            + " (target <= 3x)")
    }

    /// The floor: parse every event, count it, delete it. Same parser set-up as the reader.
    static func bareEventCount(_ bytes: [UInt8]) -> Int {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return -1 }
        defer { yaml_parser_delete(parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(parser, &event) == 1 {
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return count }
            }
            return -1
        }
    }

    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }

    static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    static func fmt(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
