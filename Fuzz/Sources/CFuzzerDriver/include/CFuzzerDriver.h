#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has its own `main`: parses libFuzzer's options from
/// `argv` and runs `callback` on each input (fuzzing, or once per file named in `argv`).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
