/*
 * bench/apps/qsb/main.cu - the quicksort benchmark's driver (bench/apps/qs),
 * as app qsb: block partitions, selection sort at depth 24 (the deepest
 * CDP1 allowed; a random input's segments are then nearly all at most
 * QS_SELECT_BELOW before it).
 */
#define QS_APP "qsb"
#define QS_MAX_DEPTH 24
#include "../qs/main.cu"
