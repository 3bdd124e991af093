/* bench/datasets/mtx.c - MatrixMarket coordinate loader (see graph.h). */
#define _POSIX_C_SOURCE 200809L
#include "graph.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dsutil.h"

int mtx_load(const char *path, int keep_diagonal, int with_values, csr_graph *g, char *err,
             size_t errlen)
{
    memset(g, 0, sizeof *g);
    FILE *f = fopen(path, "r");
    if (!f) {
        ds_error(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    char line[1024];
    char banner[5][64];
    if (!fgets(line, sizeof line, f) ||
        sscanf(line, "%63s %63s %63s %63s %63s", banner[0], banner[1], banner[2], banner[3],
               banner[4]) != 5 ||
        strcasecmp(banner[0], "%%MatrixMarket") || strcasecmp(banner[1], "matrix") ||
        strcasecmp(banner[2], "coordinate")) {
        ds_error(err, errlen, "%s: not a MatrixMarket coordinate file", path);
        fclose(f);
        return -1;
    }
    int pattern = !strcasecmp(banner[3], "pattern");
    if (!pattern && strcasecmp(banner[3], "real") && strcasecmp(banner[3], "integer")) {
        ds_error(err, errlen, "%s: unsupported field '%s'", path, banner[3]);
        fclose(f);
        return -1;
    }
    int symmetric = !strcasecmp(banner[4], "symmetric");
    if (!symmetric && strcasecmp(banner[4], "general")) {
        ds_error(err, errlen, "%s: unsupported symmetry '%s'", path, banner[4]);
        fclose(f);
        return -1;
    }
    long rows = 0, cols = 0, nnz = -1;
    int lineno = 1;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '%')
            continue;
        if (sscanf(line, "%ld %ld %ld", &rows, &cols, &nnz) == 3)
            break;
        ds_error(err, errlen, "%s:%d: bad size line", path, lineno);
        fclose(f);
        return -1;
    }
    if (nnz < 0 || rows <= 0 || cols <= 0 || rows != cols || rows > 0x7fffffffL) {
        ds_error(err, errlen, "%s: need a square matrix (got %ld x %ld, %ld entries)", path, rows,
                 cols, nnz);
        fclose(f);
        return -1;
    }
    int *src = (int *)ds_alloc((size_t)nnz, sizeof *src);
    int *dst = (int *)ds_alloc((size_t)nnz, sizeof *dst);
    float *val = (float *)ds_alloc((size_t)nnz, sizeof *val);
    if (!src || !dst || !val) {
        ds_error(err, errlen, "out of memory");
        goto fail;
    }
    size_t k = 0;
    for (long i = 0; i < nnz; i++) {
        long r, c;
        double x = 1.0;
        int got;
        do {
            if (!fgets(line, sizeof line, f)) {
                ds_error(err, errlen, "%s: %ld entries announced, %ld found", path, nnz, i);
                goto fail;
            }
            lineno++;
        } while (line[0] == '%');
        got = pattern ? sscanf(line, "%ld %ld", &r, &c) : sscanf(line, "%ld %ld %lf", &r, &c, &x);
        if (got != (pattern ? 2 : 3) || r < 1 || r > rows || c < 1 || c > cols) {
            ds_error(err, errlen, "%s:%d: bad entry", path, lineno);
            goto fail;
        }
        if (r == c && !keep_diagonal)
            continue;
        src[k] = (int)(r - 1);
        dst[k] = (int)(c - 1);
        val[k] = (float)x;
        k++;
    }
    fclose(f);
    f = NULL;
    int flags = CSR_SORTED | (symmetric ? CSR_SYMMETRIZE : 0);
    int rc = csr_from_edges((int)rows, k, src, dst, NULL, with_values ? val : NULL, flags, g, err,
                            errlen);
    free(src);
    free(dst);
    free(val);
    return rc;
fail:
    if (f)
        fclose(f);
    free(src);
    free(dst);
    free(val);
    return -1;
}
