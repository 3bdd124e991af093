/*
 * bench/apps/mstv/mstv.h - minimum spanning forest, Boruvka (LonestarGPU's
 * MST), with the verify step as the variants' step: the rounds, the types and
 * the other steps are mstf's (bench/apps/mstf/mstf.h, main.cu).
 */
#ifndef BENCH_MSTV_H
#define BENCH_MSTV_H

#include "../mstf/mstf.h"

/* The step mstv's variant files define (cdp.cu, flat.cu, dpopt outputs): one
 * round's verify over every component, launched into stream 0 (the host waits
 * for it with the round's other steps, bench/apps/mstf/main.cu). */
void mstv_verify_round(const mst_graph_dev *g);

#endif /* BENCH_MSTV_H */
