/*
 * bench/datasets/cnf_catalog.h - named CNF formulas (the CNF side of the
 * catalogue; graph.h's dataset_load_graph names the graphs).
 *
 *   random-42000-10000-3   bench/data/random-42000-10000-3.cnf (LonestarGPU's
 *                          survey-propagation input: 10,000 variables, 42,000
 *                          clauses of 3 literals)
 *   ksat-V-C-K             generated: C random clauses of K distinct variables
 *                          out of V, random signs (cnf_generate, seeded)
 *   PATH.cnf               any DIMACS CNF file
 */
#ifndef BENCH_CNF_CATALOG_H
#define BENCH_CNF_CATALOG_H

#include <stddef.h>
#include <stdint.h>

#include "cnf.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 0 on success; on failure -1 and a message in err. */
int dataset_load_cnf(const char *name, const char *data_dir, uint64_t seed, cnf_formula *c,
                     char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_CNF_CATALOG_H */
