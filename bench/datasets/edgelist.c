/* bench/datasets/edgelist.c - "node count, then u v [w] per line" loader (see graph.h). */
#define _POSIX_C_SOURCE 200809L
#include "graph.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dsutil.h"

int edgelist_load(const char *path, int flags, csr_graph *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    FILE *f = fopen(path, "r");
    if (!f) {
        ds_error(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    char line[512];
    long n = -1;
    int lineno = 0;
    size_t cap = 1 << 16, ne = 0;
    int *src = NULL, *dst = NULL;
    unsigned *w = NULL;
    int have_w = -1; /* unknown until the first edge line */
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '#' || line[0] == '%' || line[0] == '\n' || line[0] == '\r')
            continue;
        if (n < 0) {
            if (sscanf(line, "%ld", &n) != 1 || n < 0 || n > 0x7ffffffeL) {
                ds_error(err, errlen, "%s:%d: expected the node count", path, lineno);
                goto fail;
            }
            src = (int *)ds_alloc(cap, sizeof *src);
            dst = (int *)ds_alloc(cap, sizeof *dst);
            w = (unsigned *)ds_alloc(cap, sizeof *w);
            if (!src || !dst || !w) {
                ds_error(err, errlen, "out of memory");
                goto fail;
            }
            continue;
        }
        long u, v;
        unsigned long wt = 1;
        int got = sscanf(line, "%ld %ld %lu", &u, &v, &wt);
        if (got == 1 && u == -1)
            break; /* end marker of the LonestarGPU-style files */
        if (got < 2 || u < 0 || v < 0 || u >= n || v >= n) {
            ds_error(err, errlen, "%s:%d: bad edge line", path, lineno);
            goto fail;
        }
        if (have_w < 0)
            have_w = got == 3;
        if (ne == cap) {
            cap *= 2;
            int *s2 = (int *)realloc(src, cap * sizeof *src);
            if (s2)
                src = s2;
            int *d2 = (int *)realloc(dst, cap * sizeof *dst);
            if (d2)
                dst = d2;
            unsigned *w2 = (unsigned *)realloc(w, cap * sizeof *w);
            if (w2)
                w = w2;
            if (!s2 || !d2 || !w2) {
                ds_error(err, errlen, "out of memory");
                goto fail;
            }
        }
        src[ne] = (int)u;
        dst[ne] = (int)v;
        w[ne] = (unsigned)wt;
        ne++;
    }
    fclose(f);
    f = NULL;
    if (n < 0) {
        ds_error(err, errlen, "%s: empty file", path);
        goto fail;
    }
    int rc = csr_from_edges((int)n, ne, src, dst, have_w == 1 ? w : NULL, NULL, flags, g, err,
                            errlen);
    free(src);
    free(dst);
    free(w);
    return rc;
fail:
    if (f)
        fclose(f);
    free(src);
    free(dst);
    free(w);
    return -1;
}
