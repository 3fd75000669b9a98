// The only file that touches C. `internal import` keeps every libyaml type out of the module's API.
internal import CYAML

/// Drives libyaml's event API and feeds a `TreeBuilder`.
enum LibYAML {
    /// The document, and the duplicate keys left out of it (see `TreeBuilder.duplicates`).
    static func parse(_ bytes: [UInt8], file: String, limits: YAMLReader.Limits) throws(YAMLError) -> (root: Node?, duplicates: [YAMLError])
    {
        // An empty array has no base address and libyaml asserts on a NULL input.
        if bytes.isEmpty { return (nil, []) }

        // yaml_parser_set_input_string stores the parser's own address in read_handler_data,
        // so the parser must never move: allocate it on the heap rather than as a Swift local.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLError(mark: Mark(file: file, line: 1, column: 1), message: "out of memory")
        }
        defer { yaml_parser_delete(parser) }

        var builder = TreeBuilder(file: file, limits: limits)
        let source = SourceName.named(file)
        // libyaml borrows the buffer without copying it: the whole parse stays inside this closure.
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> (root: Node?, duplicates: [YAMLError]) in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    // On failure the event is left empty; nothing to delete.
                    let failure = failure(of: parser)
                    throw Diagnose.libyaml(failure, bytes: bytes, file: file, sawDocument: builder.sawDocument)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return (builder.root, builder.duplicates) }
                try handle(event, builder: &builder, source: source)
            }
        }
    }

    private static func handle(_ event: yaml_event_t, builder: inout TreeBuilder, source: SourceName) throws(YAMLError) {
        let m = event.start_mark
        let mark = Mark(source: source, line: m.line + 1, column: m.column + 1)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            // Decode with the length, not as a C string: a scalar may contain "\0" (escaped in quotes).
            let value = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
            try builder.scalar(
                value, isPlain: s.style == YAML_PLAIN_SCALAR_STYLE,
                tag: text(s.tag), anchor: text(s.anchor), mark: mark)
        case YAML_SEQUENCE_START_EVENT:
            let s = event.data.sequence_start
            try builder.startCollection(isMapping: false, tag: text(s.tag), anchor: text(s.anchor), mark: mark)
        case YAML_MAPPING_START_EVENT:
            let s = event.data.mapping_start
            try builder.startCollection(isMapping: true, tag: text(s.tag), anchor: text(s.anchor), mark: mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try builder.endCollection()
        case YAML_ALIAS_EVENT:
            try builder.alias(text(event.data.alias.anchor) ?? "", mark: mark)
        case YAML_DOCUMENT_START_EVENT:
            // libyaml 0.2.5 already rejects other versions; checked again in case a libyaml accepts them.
            var version: (Int, Int)?
            if let v = event.data.document_start.version_directive {
                version = (Int(v.pointee.major), Int(v.pointee.minor))
            }
            try builder.startDocument(version: version, mark: mark)
        default:
            break  // stream start, document end: nothing to build
        }
    }

    /// A tag or anchor: short NUL-terminated UTF-8 that libyaml has already validated.
    private static func text(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let p else { return nil }
        return String(decoding: UnsafeBufferPointer(start: p, count: cLength(p)), as: UTF8.self)
    }

    private static func cLength(_ p: UnsafeMutablePointer<yaml_char_t>) -> Int {
        var n = 0
        while p[n] != 0 { n += 1 }
        return n
    }

    /// Copies libyaml's error fields into plain Swift values for `Diagnose`.
    private static func failure(of parser: UnsafeMutablePointer<yaml_parser_t>) -> LibYAMLFailure {
        let p = parser.pointee
        let stage: LibYAMLFailure.Stage
        switch p.error {
        case YAML_MEMORY_ERROR: stage = .memory
        case YAML_READER_ERROR: stage = .reader
        case YAML_SCANNER_ERROR: stage = .scanner
        default: stage = .parser
        }
        return LibYAMLFailure(
            stage: stage,
            problem: p.problem.map { String(cString: $0) } ?? "unknown error",
            context: p.context.map { String(cString: $0) },
            problemLine: p.problem_mark.line, problemColumn: p.problem_mark.column,
            contextLine: p.context_mark.line, contextColumn: p.context_mark.column,
            offset: p.problem_offset, value: Int(p.problem_value))
    }
}
