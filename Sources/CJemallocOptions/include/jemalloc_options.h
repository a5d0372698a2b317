// Nothing to call: the target only defines `malloc_conf`, which jemalloc reads (options.c).
#ifndef SCENEDOCS_JEMALLOC_OPTIONS_H
#define SCENEDOCS_JEMALLOC_OPTIONS_H
#endif
