import Foundation

/// The executable of this process, found once. On Linux read from `/proc/self/exe`:
/// `Bundle.main` lists the executable's whole folder to make a bundle of it (a folder of
/// thousands of files cost milliseconds a run).
public enum RunningExecutable {
    public static let path: String? = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }()
}
