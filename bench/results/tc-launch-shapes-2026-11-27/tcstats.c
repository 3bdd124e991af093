#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "graph.h"
int main(int argc, char **argv)
{
    for (int a = 1; a < argc; a++) {
        csr_graph sym; char err[512];
        int gen = gen_graph_by_name(argv[a], 0, &sym, err, sizeof err);
        if (gen == 0) {
            char file[256]; snprintf(file, sizeof file, "/work/main/bench/data/%s.txt", argv[a]);
            if (edgelist_load(file, CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, &sym, err, sizeof err)) { puts(err); return 2; }
        } else if (gen < 0) { puts(err); return 2; }
        /* orient u < v */
        int n = sym.n; int *row = calloc(n + 1, sizeof(int)); long m = 0;
        for (int u = 0; u < n; u++) { row[u] = (int)m; for (int e = sym.row[u]; e < sym.row[u+1]; e++) m += sym.col[e] > u; }
        row[n] = (int)m;
        long launches = 0, merges = 0; double threads = 0, active = 0, small = 0, mergework = 0; long hist[8] = {0};
        for (int u = 0; u < n; u++)
            for (int e = sym.row[u]; e < sym.row[u+1]; e++) {
                int v = sym.col[e]; if (v <= u) continue;
                int lu = row[u+1]-row[u], lv = row[v+1]-row[v];
                int s = lu < lv ? lu : lv, l = lu < lv ? lv : lu;
                if (s == 0) continue;
                if (l >= 64) { launches++; int b = (l + 127) / 128; threads += b * 128.0; active += l; small += s; hist[b < 8 ? b : 7]++; }
                else { merges++; mergework += s + l; }
            }
        printf("%s: n %d, oriented edges %ld, launches %ld, child threads %.0f (active %.0f, %.2f), mean active %.1f, mean small %.1f, merges %ld (mean work %.1f)\n",
               argv[a], n, m, launches, threads, active, active / threads, active / launches, small / launches, merges, merges ? mergework / merges : 0);
        printf("  blocks a launch: 1:%ld 2:%ld 3:%ld 4:%ld 5:%ld 6:%ld 7+:%ld\n", hist[1], hist[2], hist[3], hist[4], hist[5], hist[6], hist[7]);
    }
    return 0;
}
