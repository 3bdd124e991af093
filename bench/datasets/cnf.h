/*
 * bench/datasets/cnf.h - DIMACS CNF loader (and a seeded random k-SAT generator).
 *
 *   cnf_formula c; char err[256];
 *   if (cnf_load("bench/data/random-42000-10000-3.cnf", &c, err, sizeof err)) ...
 *   clause i has literals c.lit[c.start[i] .. c.start[i+1]), each a signed
 *   1-based variable (+v or -v); c.nvars variables, c.nclauses clauses.
 */
#ifndef BENCH_CNF_H
#define BENCH_CNF_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cnf_formula {
    int nvars;
    int nclauses;
    int *start; /* nclauses+1 offsets into lit */
    int *lit;   /* signed 1-based literals */
} cnf_formula;

int cnf_load(const char *path, cnf_formula *c, char *err, size_t errlen);

/* Random k-SAT: nclauses clauses of k distinct variables each, uniform, random signs. */
int cnf_generate(int nvars, int nclauses, int k, uint64_t seed, cnf_formula *c, char *err,
                 size_t errlen);

void cnf_free(cnf_formula *c);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_CNF_H */
