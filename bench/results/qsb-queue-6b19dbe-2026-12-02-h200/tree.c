#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "/work/main/bench/datasets/rng.h"
#define T 256
#define SEL 32
static unsigned *d, *s;
typedef struct { int l, r, depth, parent; } seg;
static seg *segs; static int nseg;
static void part(int l, int r, int *below, int *equal) {
    unsigned pivot = d[(l + r) / 2];
    int n = r - l + 1, nb = 0, ne = 0;
    /* thread t reads l+t, l+t+T, ...: the partition keeps each part in thread, stride order */
    int per = n / T, extra = n % T;
    unsigned cb[T], ce[T];
    for (int t = 0; t < T; t++) { cb[t] = ce[t] = 0; for (int i = l + t; i <= r; i += T) { cb[t] += d[i] < pivot; ce[t] += d[i] == pivot; } }
    unsigned sb = 0, se = 0;
    for (int t = 0; t < T; t++) { unsigned b = cb[t], e = ce[t]; cb[t] = sb; ce[t] = se; sb += b; se += e; }
    nb = sb; ne = se;
    for (int t = 0; t < T; t++) {
        unsigned ab = cb[t], ae = ce[t], rb = t * per + (t < extra ? t : extra), aa = rb - ab - ae;
        for (int i = l + t; i <= r; i += T) { unsigned v = d[i];
            if (v < pivot) s[l + ab++] = v; else if (v == pivot) s[l + nb + ae++] = v; else s[l + nb + ne + aa++] = v; }
    }
    memcpy(d + l, s + l, (size_t)n * 4);
    *below = nb; *equal = ne;
}
int main(int argc, char **argv) {
    int n = 1 << 20, kind = argc > 1 ? atoi(argv[1]) : 0, maxd = 24;
    d = malloc(n * 4); s = malloc(n * 4); segs = malloc(sizeof(seg) * 4 * n);
    bench_rng r; bench_rng_seed(&r, 1);
    for (int i = 0; i < n; i++) d[i] = kind == 0 ? (unsigned)bench_rng_u64(&r) : kind == 1 ? (unsigned)i : (unsigned)(n - 1 - i);
    segs[nseg++] = (seg){0, n - 1, 0, -1};
    for (int k = 0; k < nseg; k++) {
        seg g = segs[k];
        if (g.depth >= maxd || g.r - g.l <= SEL) continue;
        int b, e; part(g.l, g.r, &b, &e);
        if (b > 1) segs[nseg++] = (seg){g.l, g.l + b - 1, g.depth + 1, k};
        if (g.l + b + e < g.r) segs[nseg++] = (seg){g.l + b + e, g.r, g.depth + 1, k};
    }
    /* leaves: selection sorted; the largest */
    long long best = -1; int bi = -1; long long cnt[32] = {0}, big[32] = {0};
    for (int k = 0; k < nseg; k++) { seg g = segs[k]; int sz = g.r - g.l + 1; cnt[g.depth]++; if (sz > big[g.depth]) big[g.depth] = sz;
        if (g.depth >= maxd || g.r - g.l <= SEL) if (sz > best) { best = sz; bi = k; } }
    printf("segments %d\n", nseg);
    for (int dd = 0; dd <= maxd; dd++) printf("depth %d: %lld segments, largest %lld\n", dd, cnt[dd], big[dd]);
    printf("largest leaf: %lld elements at depth %d\nchain:", best, segs[bi].depth);
    for (int k = bi; k >= 0; k = segs[k].parent) printf(" %d", segs[k].r - segs[k].l + 1);
    printf("\n");
    /* leaves at max depth by size */
    int hist[8] = {0}; for (int k = 0; k < nseg; k++) if (segs[k].depth == maxd) { int sz = segs[k].r - segs[k].l + 1; hist[sz <= 32 ? 0 : sz <= 256 ? 1 : sz <= 2048 ? 2 : 3]++; }
    printf("depth-24 leaves: <=32 %d, <=256 %d, <=2048 %d, more %d\n", hist[0], hist[1], hist[2], hist[3]);
    return 0;
}
