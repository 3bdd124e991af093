// Macros for tests/expect/macros.expect, read with -include.
#define USE_B
#define LEVEL 2
