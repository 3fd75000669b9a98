#if os(Linux) && canImport(Glibc)
    import CMalloc
    import Glibc

    /// The heap of one run, set up before anything is allocated.
    ///
    /// A run allocates 20–70 MB in small pieces (the YAML tree, the specs, the contexts, the
    /// files) and keeps most of them to the end. glibc's malloc grows its heap a little at a time,
    /// and the kernel hands each new 4 KiB page over with a fault of its own: about 5,650 faults
    /// at 500 endpoints. So the heap is grown once, by 56 MB, and that range is offered to the
    /// kernel for 2 MiB pages (`MADV_HUGEPAGE`), which it fills on first touch: about 1,100
    /// faults, and 4–5% less CPU time (Benchmarks/README.md). Pages never touched cost nothing:
    /// only the address range is reserved, and peak memory stays the same.
    enum Heap {
        static func prepare() {
            let mode = getenv("GEN_HEAP").map { String(cString: $0) } ?? "huge"
            if mode == "none" { return }
            let hugePage = 2 << 20
            // Blocks up to 32 MB (the most every glibc accepts) come from the heap rather than a
            // mapping of their own, the heap grows 16 MB beyond each need, and freed memory
            // stays with the process.
            // One arena for every thread: the run happens on a thread of its own (`onDeepStack`),
            // which glibc would otherwise give a new arena, away from the heap grown here.
            guard mallopt(M_ARENA_MAX, 1) == 1, mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1, mallopt(M_TOP_PAD, 16 << 20) == 1,
                mallopt(M_TRIM_THRESHOLD, Int32.max) == 1, let before = sbrk(0)
            else { return }
            // Two blocks, each under that limit, grow the heap by 40 MB. Asking the allocator their
            // size is a use the optimizer cannot see through, so they are really allocated (a
            // block only written is removed).
            let size = 20 << 20
            guard let first = malloc(size) else { return }
            guard let second = malloc(size) else {
                free(first)
                return
            }
            let grown = malloc_usable_size(first) >= size && malloc_usable_size(second) >= size
            free(second)
            free(first)
            guard grown, let after = sbrk(0) else { return }
            let start = (Int(bitPattern: before) + hugePage - 1) & ~(hugePage - 1)
            let end = Int(bitPattern: after) & ~(hugePage - 1)
            if mode == "huge", end > start, let base = UnsafeMutableRawPointer(bitPattern: start) {
                _ = madvise(base, end - start, MADV_HUGEPAGE)
            }
        }
    }
#else
    /// Only glibc's heap is set up (see the Linux version); elsewhere the allocator's own habits stand.
    enum Heap {
        static func prepare() {}
    }
#endif
