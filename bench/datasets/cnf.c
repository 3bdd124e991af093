/* bench/datasets/cnf.c - DIMACS CNF loader and random k-SAT generator (see cnf.h). */
#include "cnf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dsutil.h"
#include "rng.h"

void cnf_free(cnf_formula *c)
{
    if (!c)
        return;
    free(c->start);
    free(c->lit);
    memset(c, 0, sizeof *c);
}

int cnf_load(const char *path, cnf_formula *c, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    FILE *f = fopen(path, "r");
    if (!f) {
        ds_error(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    int ch;
    long nv = -1, nc = -1;
    /* header: comment lines 'c ...', then 'p cnf V C' */
    for (;;) {
        ch = fgetc(f);
        if (ch == EOF) {
            ds_error(err, errlen, "%s: no 'p cnf' line", path);
            goto fail;
        }
        if (ch == 'c' || ch == '\n' || ch == '\r') {
            while (ch != '\n' && ch != EOF)
                ch = fgetc(f);
            continue;
        }
        if (ch == 'p') {
            if (fscanf(f, " cnf %ld %ld", &nv, &nc) != 2 || nv < 0 || nc < 0 ||
                nv > 0x7ffffffeL || nc > 0x7ffffffeL) {
                ds_error(err, errlen, "%s: bad 'p cnf' line", path);
                goto fail;
            }
            break;
        }
        ds_error(err, errlen, "%s: unexpected text before 'p cnf'", path);
        goto fail;
    }
    size_t cap = (size_t)nc * 3 + 16, nl = 0;
    c->nvars = (int)nv;
    c->nclauses = (int)nc;
    c->start = (int *)ds_alloc((size_t)nc + 1, sizeof *c->start);
    c->lit = (int *)ds_alloc(cap, sizeof *c->lit);
    if (!c->start || !c->lit) {
        ds_error(err, errlen, "out of memory");
        goto fail;
    }
    long clause = 0;
    c->start[0] = 0;
    while (clause < nc) {
        long x;
        if (fscanf(f, " %ld", &x) != 1) {
            /* allow comment lines between clauses */
            ch = fgetc(f);
            if (ch == 'c') {
                while (ch != '\n' && ch != EOF)
                    ch = fgetc(f);
                continue;
            }
            ds_error(err, errlen, "%s: %ld clauses announced, %ld found", path, nc, clause);
            goto fail;
        }
        if (x == 0) {
            c->start[++clause] = (int)nl;
            continue;
        }
        if (x < -nv || x > nv) {
            ds_error(err, errlen, "%s: literal %ld out of range in clause %ld", path, x, clause);
            goto fail;
        }
        if (nl == cap) {
            cap *= 2;
            int *l2 = (int *)realloc(c->lit, cap * sizeof *l2);
            if (!l2) {
                ds_error(err, errlen, "out of memory");
                goto fail;
            }
            c->lit = l2;
        }
        c->lit[nl++] = (int)x;
    }
    fclose(f);
    return 0;
fail:
    fclose(f);
    cnf_free(c);
    return -1;
}

int cnf_generate(int nvars, int nclauses, int k, uint64_t seed, cnf_formula *c, char *err,
                 size_t errlen)
{
    memset(c, 0, sizeof *c);
    if (nvars < k || k < 1 || nclauses < 0) {
        ds_error(err, errlen, "bad k-SAT size (%d vars, %d clauses, k=%d)", nvars, nclauses, k);
        return -1;
    }
    c->nvars = nvars;
    c->nclauses = nclauses;
    c->start = (int *)ds_alloc((size_t)nclauses + 1, sizeof *c->start);
    c->lit = (int *)ds_alloc((size_t)nclauses * (size_t)k, sizeof *c->lit);
    if (!c->start || !c->lit) {
        ds_error(err, errlen, "out of memory");
        cnf_free(c);
        return -1;
    }
    bench_rng r;
    bench_rng_seed(&r, seed);
    size_t nl = 0;
    for (int i = 0; i < nclauses; i++) {
        c->start[i] = (int)nl;
        for (int j = 0; j < k; j++) {
            int v, dup;
            do {
                v = 1 + (int)bench_rng_below(&r, (uint64_t)nvars);
                dup = 0;
                for (size_t q = (size_t)c->start[i]; q < nl; q++)
                    if (abs(c->lit[q]) == v)
                        dup = 1;
            } while (dup);
            c->lit[nl++] = (bench_rng_u64(&r) & 1) ? v : -v;
        }
    }
    c->start[nclauses] = (int)nl;
    return 0;
}
