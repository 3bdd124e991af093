/*
 * bench/apps/mstv/main.cu - the minimum spanning forest driver of mstf
 * (bench/apps/mstf/main.cu: dataset, edge keys, Kruskal, the rounds), as app
 * mstv: the variant writes the verify step (mstv_verify_round), the find step
 * is the driver's.
 */
#define MST_APP "mstv"
#define MST_VARIANT_FINDS 0
#include "mstv.h"

#include "../mstf/main.cu"
