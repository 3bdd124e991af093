/*
 * bench/apps/qsb/main.cu - the quicksort benchmark's driver (bench/apps/qs),
 * as app qsb: block partitions, selection sort at depth 24 (the deepest
 * CDP1 allowed; a random input's segments are then nearly all at most
 * QS_SELECT_BELOW before it).
 */
#define QS_APP "qsb"
#define QS_MAX_DEPTH 24
/* Its segments stop at QS_SELECT_BELOW elements, so a tree has about
 * 2n / 16 launches; the bound asks for twice that, but no more than the
 * 500,000 pending launches a device allows (an H100, CUDA 13: 599,186 at
 * most). A launch past the limit fails, and the harness fails the run. */
#define QS_LAUNCH_BOUND(n) ((n) / 4 < 500000u ? (n) / 4 : (size_t)500000u)
#include "../qs/main.cu"
