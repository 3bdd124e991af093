/*
 * bench/datasets/check_datasets.c - checks the loaders and generators against
 * the known facts of /work/shared/datasets/README.md (no GPU needed).
 *   usage: check_datasets [DATA_DIR]     (default bench/data)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cnf.h"
#include "geom.h"
#include "graph.h"

static int failures;

#define EXPECT(cond, ...)                                                                     \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                       \
            printf(__VA_ARGS__);                                                              \
            printf("\n");                                                                     \
            failures++;                                                                       \
        }                                                                                     \
    } while (0)

/* triangles of a symmetric graph with sorted, duplicate-free lists */
static long long count_triangles(const csr_graph *g)
{
    long long t = 0;
    for (int u = 0; u < g->n; u++)
        for (int e = g->row[u]; e < g->row[u + 1]; e++) {
            int v = g->col[e];
            if (v <= u)
                continue;
            int i = g->row[u], j = g->row[v];
            while (i < g->row[u + 1] && j < g->row[v + 1]) {
                int a = g->col[i], b = g->col[j];
                if (a < b)
                    i++;
                else if (b < a)
                    j++;
                else {
                    if (a > v)
                        t++;
                    i++;
                    j++;
                }
            }
        }
    return t;
}

static int is_symmetric(const csr_graph *g)
{
    for (int u = 0; u < g->n; u++)
        for (int e = g->row[u]; e < g->row[u + 1]; e++) {
            int v = g->col[e], found = 0;
            for (int f = g->row[v]; f < g->row[v + 1] && !found; f++)
                found = g->col[f] == u;
            if (!found)
                return 0;
        }
    return 1;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "bench/data";
    char path[1024], err[512];
    csr_graph g;

    snprintf(path, sizeof path, "%s/rmat12.sym.gr", dir);
    if (gr_load(path, &g, err, sizeof err))
        EXPECT(0, "%s", err);
    else {
        EXPECT(g.n == 4096 && g.m == 59320, "rmat12: %d nodes %d edges", g.n, g.m);
        EXPECT(g.row[1] == 10, "rmat12: first node has %d edges", g.row[1]);
        EXPECT(g.w != NULL, "rmat12: no weights");
        unsigned wmin = ~0u, wmax = 0;
        for (int e = 0; e < g.m; e++) {
            if (g.w[e] < wmin)
                wmin = g.w[e];
            if (g.w[e] > wmax)
                wmax = g.w[e];
        }
        printf("rmat12.sym.gr: %d nodes, %d edges, max degree %d, weights %u..%u, symmetric %d\n",
               g.n, g.m, csr_max_degree(&g), wmin, wmax, is_symmetric(&g));
        csr_free(&g);
    }

    snprintf(path, sizeof path, "%s/bcsstk13.mtx", dir);
    if (mtx_load(path, 0, 1, &g, err, sizeof err))
        EXPECT(0, "%s", err);
    else {
        EXPECT(g.n == 2003, "bcsstk13: %d nodes", g.n);
        EXPECT(is_symmetric(&g), "bcsstk13: not symmetric");
        printf("bcsstk13.mtx: %d nodes, %d directed edges, max degree %d\n", g.n, g.m,
               csr_max_degree(&g));
        csr_free(&g);
    }

    static const struct {
        const char *file;
        int n;
        int und_edges;
        long long triangles;
    } el[] = {{"facebook_combined.txt", 4039, 88234, 1612010LL},
              {"oregon1_010331.txt", 10670, 22002, 17144LL}};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, el[i].file);
        if (edgelist_load(path, CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, &g, err,
                          sizeof err))
            EXPECT(0, "%s", err);
        else {
            long long t = count_triangles(&g);
            EXPECT(g.n == el[i].n && g.m == 2 * el[i].und_edges, "%s: %d nodes %d edges",
                   el[i].file, g.n, g.m);
            EXPECT(t == el[i].triangles, "%s: %lld triangles", el[i].file, t);
            printf("%s: %d nodes, %d directed edges, %lld triangles\n", el[i].file, g.n, g.m, t);
            csr_free(&g);
        }
    }

    cnf_formula c;
    snprintf(path, sizeof path, "%s/random-42000-10000-3.cnf", dir);
    if (cnf_load(path, &c, err, sizeof err))
        EXPECT(0, "%s", err);
    else {
        int all3 = 1;
        for (int i = 0; i < c.nclauses; i++)
            all3 &= c.start[i + 1] - c.start[i] == 3;
        EXPECT(c.nvars == 10000 && c.nclauses == 42000 && all3, "cnf: %d vars %d clauses",
               c.nvars, c.nclauses);
        printf("random-42000-10000-3.cnf: %d vars, %d clauses, all of 3 literals: %d\n", c.nvars,
               c.nclauses, all3);
        cnf_free(&c);
    }

    /* generators: sizes, symmetry, determinism */
    csr_graph h;
    if (gen_uniform_graph(2000, 100, 7, &g, err, sizeof err) ||
        gen_uniform_graph(2000, 100, 7, &h, err, sizeof err))
        EXPECT(0, "%s", err);
    else {
        EXPECT(g.m == 200000 && is_symmetric(&g), "uniform: %d edges", g.m);
        EXPECT(!memcmp(g.col, h.col, sizeof(int) * (size_t)g.m), "uniform: not deterministic");
        for (int v = 0; v < g.n; v++)
            for (int e = g.row[v] + 1; e < g.row[v + 1]; e++)
                EXPECT(g.col[e - 1] < g.col[e], "uniform: list of %d not sorted/unique", v);
        printf("uniform-2000-100: %d edges, max degree %d\n", g.m, csr_max_degree(&g));
        csr_free(&g);
        csr_free(&h);
    }
    if (gen_rmat(12, 8, 3, CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, 100, &g, err,
                 sizeof err))
        EXPECT(0, "%s", err);
    else {
        EXPECT(g.n == 4096 && is_symmetric(&g), "rmat: n %d", g.n);
        printf("rmat-12-8: %d nodes, %d edges, max degree %d\n", g.n, g.m, csr_max_degree(&g));
        csr_free(&g);
    }
    bench_bezier bl[4], bl2[4];
    gen_bezier_lines(5, 4, bl);
    gen_bezier_lines(5, 4, bl2);
    EXPECT(!memcmp(bl, bl2, sizeof bl), "bezier: not deterministic");
    float x[1000], y[1000];
    gen_points_clustered(9, 1000, 8, 0.02f, x, y);
    for (int i = 0; i < 1000; i++)
        EXPECT(x[i] >= 0 && x[i] < 1 && y[i] >= 0 && y[i] < 1, "points out of range");
    gen_points_uniform(9, 1000, x, y);
    for (int i = 0; i < 1000; i++)
        EXPECT(x[i] >= 0 && x[i] < 1 && y[i] >= 0 && y[i] < 1, "points out of range");

    printf(failures ? "check_datasets: %d FAILURES\n" : "check_datasets: all ok\n", failures);
    return failures ? 1 : 0;
}
