// The declaration in include/CFuzzerDriver.h is all this module provides: libFuzzer's runtime
// (linked with -sanitize=fuzzer) defines the function.
#include "CFuzzerDriver.h"
