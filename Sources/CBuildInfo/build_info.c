#include "build_info.h"

// scripts/release-build.sh (PORTABLE=1) writes commit.h with the git commit while it builds.
#if __has_include("commit.h")
#include "commit.h"
#endif

const char *scenedocs_build_commit(void) {
#ifdef SCENEDOCS_COMMIT
    return SCENEDOCS_COMMIT;
#else
    return 0;
#endif
}
