// yaml-bench: how much building the Node tree costs on top of libyaml's own parsing.
//
//   yaml-bench generate OUT.yaml [BYTES]   write a synthetic spec-like file (default 3,000,000 bytes)
//   yaml-bench time FILE.yaml [RUNS]       time bare libyaml vs YAMLReader.read, in process, alternating
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "generate" where args.count >= 3:
    let size = args.count > 3 ? Int(args[3]) ?? 3_000_000 : 3_000_000
    let text = SyntheticSpec.make(bytes: size)
    guard writeFile(args[2], text) else {
        print("yaml-bench: cannot write \(args[2])")
        exit(1)
    }
    print("wrote \(args[2]): \(text.utf8.count) bytes")
case "time" where args.count >= 3:
    guard let bytes = readFile(args[2]) else {
        print("yaml-bench: cannot read \(args[2])")
        exit(1)
    }
    let runs = max(7, args.count > 3 ? Int(args[3]) ?? 9 : 9)
    Timing.run(bytes, file: args[2], runs: runs)
default:
    print("usage: yaml-bench generate OUT.yaml [BYTES] | yaml-bench time FILE.yaml [RUNS]")
    exit(2)
}

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n == 0 { return bytes }
        bytes.append(contentsOf: chunk[0..<n])
    }
}

func writeFile(_ path: String, _ text: String) -> Bool {
    guard let f = fopen(path, "wb") else { return false }
    defer { fclose(f) }
    let bytes = Array(text.utf8)
    return fwrite(bytes, 1, bytes.count, f) == bytes.count
}
