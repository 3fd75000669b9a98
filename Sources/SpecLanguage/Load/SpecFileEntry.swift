import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What an entry of a specs folder named like a spec is, looked at before it is read: opening a
/// named pipe waits for a writer, and a device (a link to `/dev/zero`) never ends.
enum SpecFileEntry: Equatable {
    /// A regular file (or a link to one) of a size a spec may have.
    case file
    /// A folder named like a spec (`archive.yaml/`): not a spec, passed over as other folders are.
    case folder
    /// Anything else, and why it is not read.
    case unreadable(String)

    /// The most bytes a spec file may have; a document's referenced files have the same bound.
    static let maxSize = OpenAPIReader.maxReferencedFileSize

    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            if lstat(path, &link) == 0 {
                self = .unreadable("the link leads to no file")
            } else if path.contains("\u{FFFD}") {
                // Read back from the folder with the bytes that are no UTF-8 replaced.
                self = .unreadable("its name is not valid UTF-8, so it cannot be opened by it; rename it")
            } else {
                self = .unreadable("the file cannot be read")
            }
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFREG:
            self =
                Int(info.st_size) > Self.maxSize ? .unreadable("the file has \(info.st_size) bytes; a spec may have at most 64 MiB") : .file
        default: self = .unreadable("it is not a regular file (a pipe, a device or a socket); gen reads specs from files")
        }
    }
}
