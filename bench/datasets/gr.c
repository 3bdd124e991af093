/* bench/datasets/gr.c - Galois binary .gr version 1 loader (see graph.h). */
#include "graph.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dsutil.h"

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

int gr_load(const char *path, csr_graph *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    FILE *f = fopen(path, "rb");
    if (!f) {
        ds_error(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    uint64_t hdr[4];
    uint64_t *out_end = NULL;
    uint32_t *dst = NULL;
    if (!read_exact(f, hdr, sizeof hdr[0], 4)) {
        ds_error(err, errlen, "%s: short header", path);
        goto fail;
    }
    /* hdr: version, sizeof edge data, nodes, edges (little-endian hosts only) */
    if (hdr[0] != 1 || (hdr[1] != 0 && hdr[1] != 4)) {
        ds_error(err, errlen, "%s: unsupported .gr (version %llu, edge data %llu bytes)", path,
                 (unsigned long long)hdr[0], (unsigned long long)hdr[1]);
        goto fail;
    }
    uint64_t n = hdr[2], m = hdr[3];
    if (n > (uint64_t)INT_MAX - 1 || m > (uint64_t)INT_MAX) {
        ds_error(err, errlen, "%s: too large for 32-bit ids (%llu nodes, %llu edges)", path,
                 (unsigned long long)n, (unsigned long long)m);
        goto fail;
    }
    out_end = (uint64_t *)ds_alloc((size_t)n, sizeof *out_end);
    dst = (uint32_t *)ds_alloc((size_t)m, sizeof *dst);
    g->n = (int)n;
    g->m = (int)m;
    g->row = (int *)ds_alloc((size_t)n + 1, sizeof *g->row);
    g->col = (int *)ds_alloc((size_t)m, sizeof *g->col);
    g->w = hdr[1] ? (unsigned *)ds_alloc((size_t)m, sizeof *g->w) : NULL;
    if (!out_end || !dst || !g->row || !g->col || (hdr[1] && !g->w)) {
        ds_error(err, errlen, "out of memory");
        goto fail;
    }
    if (!read_exact(f, out_end, sizeof *out_end, (size_t)n) ||
        !read_exact(f, dst, sizeof *dst, (size_t)m)) {
        ds_error(err, errlen, "%s: truncated", path);
        goto fail;
    }
    if (m % 2) {
        uint32_t pad;
        if (!read_exact(f, &pad, sizeof pad, 1)) {
            ds_error(err, errlen, "%s: missing padding", path);
            goto fail;
        }
    }
    if (hdr[1] && !read_exact(f, g->w, sizeof *g->w, (size_t)m)) {
        ds_error(err, errlen, "%s: truncated edge data", path);
        goto fail;
    }
    g->row[0] = 0;
    for (uint64_t v = 0; v < n; v++) {
        if (out_end[v] < (uint64_t)g->row[v] || out_end[v] > m) {
            ds_error(err, errlen, "%s: bad offset at node %llu", path, (unsigned long long)v);
            goto fail;
        }
        g->row[v + 1] = (int)out_end[v];
    }
    if ((uint64_t)g->row[n] != m) {
        ds_error(err, errlen, "%s: offsets end at %d, expected %llu edges", path, g->row[n],
                 (unsigned long long)m);
        goto fail;
    }
    for (uint64_t e = 0; e < m; e++) {
        if (dst[e] >= n) {
            ds_error(err, errlen, "%s: edge %llu points to node %u >= %llu", path,
                     (unsigned long long)e, dst[e], (unsigned long long)n);
            goto fail;
        }
        g->col[e] = (int)dst[e];
    }
    free(out_end);
    free(dst);
    fclose(f);
    return 0;
fail:
    free(out_end);
    free(dst);
    csr_free(g);
    fclose(f);
    return -1;
}
