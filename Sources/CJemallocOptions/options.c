// Options for jemalloc, which `scenedocs` links on Linux in place of glibc's malloc (Package.swift).
// jemalloc reads this string once, at the process's first allocation; MALLOC_CONF in the
// environment is read after it and overrides it.
//
// thp:always: the heap is backed by transparent huge pages, so a large build faults its memory in
// far fewer, larger pages (Benchmarks/README.md measures the build with these options).
#include "jemalloc_options.h"

#ifdef __linux__
const char *malloc_conf = "thp:always";
#endif
