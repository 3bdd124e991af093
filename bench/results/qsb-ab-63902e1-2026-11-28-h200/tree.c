/* qsb's recursion tree on random-1M (seed 1), as bench/apps/qsb runs it:
 * the block partition's order (qsb.h) emulated on the CPU. Per level: the
 * segments (= blocks of that level's grid), how many partition vs
 * selection-sort, elements partitioned, the largest segment, and the
 * inner iterations of the leaves' selection sorts.
 * cc -O2 -I bench/datasets .gpu/qsb-study/tree.c -o /tmp/qsb-tree && /tmp/qsb-tree */
#include <stdio.h>
#include <stdlib.h>
#include "rng.h"
#define T 256
#define SEL 32
#define MAXD 24
typedef struct { int l, r; } seg;
static unsigned *data, *scratch;
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
    data = malloc(n * 4u); scratch = malloc(n * 4u);
    bench_rng rng; bench_rng_seed(&rng, 1);
    for (int i = 0; i < n; i++) data[i] = (unsigned)bench_rng_u64(&rng);
    seg *cur = malloc(sizeof(seg) * (n / 2 + 2)), *nxt = malloc(sizeof(seg) * (n / 2 + 2));
    int nc = 1; cur[0] = (seg){0, n - 1};
    long long tot_blocks = 0;
    printf("depth blocks partition leaves elems_partitioned max_seg leaf_sel_iters\n");
    for (int d = 0; nc > 0; d++) {
        int nn = 0, np = 0; long long el = 0, sel = 0; int mx = 0;
        for (int k = 0; k < nc; k++) {
            int l = cur[k].l, r = cur[k].r, m = r - l + 1;
            if (m > mx) mx = m;
            if (d >= MAXD || r - l <= SEL) { sel += (long long)m * (m - 1) / 2;
                /* sort it (selection sort's result) */
                for (int i = l; i <= r; i++) { int mi = i; for (int j = i + 1; j <= r; j++) if (data[j] < data[mi]) mi = j;
                    unsigned t = data[i]; data[i] = data[mi]; data[mi] = t; }
                continue; }
            np++; el += m;
            unsigned pivot = data[(l + r) / 2];
            int below = 0, equal = 0;
            for (int i = l; i <= r; i++) { below += data[i] < pivot; equal += data[i] == pivot; }
            int ab = l, ae = l + below, aa = l + below + equal;
            for (int t = 0; t < T; t++)
                for (int i = l + t; i <= r; i += T) { unsigned v = data[i];
                    if (v < pivot) scratch[ab++] = v; else if (v == pivot) scratch[ae++] = v; else scratch[aa++] = v; }
            for (int i = l; i <= r; i++) data[i] = scratch[i];
            if (below > 1) nxt[nn++] = (seg){l, l + below - 1};
            if (l + below + equal < r) nxt[nn++] = (seg){l + below + equal, r};
        }
        printf("%5d %6d %9d %6d %17lld %7d %14lld\n", d, nc, np, nc - np, el, mx, sel);
        tot_blocks += nc;
        seg *s = cur; cur = nxt; nxt = s; nc = nn;
    }
    for (int i = 1; i < n; i++) if (data[i - 1] > data[i]) { printf("NOT SORTED at %d\n", i); return 1; }
    printf("blocks in all %lld; sorted\n", tot_blocks);
    return 0;
}
