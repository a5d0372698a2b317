#ifndef SCENEDOCS_BUILD_INFO_H
#define SCENEDOCS_BUILD_INFO_H

/// The git commit the binary was built from, or NULL when the build did not say
/// (release builds pass it with -Xcc -DSCENEDOCS_COMMIT=\"<hash>\").
const char *scenedocs_build_commit(void);

#endif
