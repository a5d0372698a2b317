// Options for jemalloc, which `scenedocs` links on Linux in place of glibc's malloc (Package.swift).
// jemalloc reads this string once, at the process's first allocation; MALLOC_CONF in the
// environment is read after it and overrides it.
//
// thp:always: the heap is backed by transparent huge pages. A 10,000-page build took ~84,000 page
// faults to fault its memory in 4 KiB at a time, ~6,000 with huge pages, and ~7 % less CPU time in
// interleaved runs; peak memory grows a little (Benchmarks/README.md, "Where the time goes",
// session 13).
#include "jemalloc_options.h"

#ifdef __linux__
const char *malloc_conf = "thp:always";
#endif
