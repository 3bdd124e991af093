/*
 * bench/apps/bt/main.cu - Bezier line tessellation benchmark driver.
 *
 * Datasets (--dataset), N quadratic Bezier lines, seeded by --seed:
 *   lines-N         the suite's generator gen_bezier_lines (bench/datasets/geom.h):
 *                   curvature below 0.5, so 4 to 7 vertices per line;
 *                   default lines-25600, the size of the El Hajj dissertation's
 *                   table 5.1
 *   sample-lines-N  control points uniform in [0,1)^2, as the CUDA sample
 *                   cdpBezierTessellation makes them: 4 to 32 vertices per line
 *
 * Verification, every run: for every line, nVertices must equal the CPU's
 * count (clamp((int)(16 * curvature), 4, 32)), except where the CPU's
 * 16 * curvature lies within BT_COUNT_SLACK of an integer, where a neighbouring
 * count is accepted too (float rounding of the curvature on the GPU, e.g. a
 * fused multiply-add, may land on the other side); every vertex must match the
 * CPU's vertex for the GPU's count within |got - ref| <= BT_ABS_TOL +
 * BT_REL_TOL * |ref| per coordinate.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bt.h"
#include "geom.h"
#include "harness.h"
#include "rng.h"

#define BT_ABS_TOL 1e-5
#define BT_REL_TOL 1e-5
#define BT_COUNT_SLACK 1e-3

typedef struct bt_ctx {
    bt_problem p;
    BezierLine *h_lines;  /* pristine lines (vertexPos NULL, nVertices 0) */
    BezierLine *h_result; /* lines downloaded after a run */
    float2 *h_vertices;   /* output downloaded after a run */
    int *ref_n;           /* CPU vertex counts */
    int *ref_n_alt;       /* accepted alternative count (or the same) */
} bt_ctx;

static void bt_reset(void *ctx)
{
    bt_ctx *c = (bt_ctx *)ctx;
    size_t n = (size_t)c->p.n_lines;
    CHECK_CUDA(cudaMemcpy(c->p.lines, c->h_lines, n * sizeof(BezierLine), cudaMemcpyHostToDevice));
    /* NaN poison: an unwritten vertex never verifies */
    CHECK_CUDA(cudaMemset(c->p.out_vertices, 0xff, n * BT_MAX_TESS_POINTS * sizeof(float2)));
}

static void bt_run(void *ctx)
{
    bt_ctx *c = (bt_ctx *)ctx;
    bt_variant_run(&c->p);
}

static int bt_verify(void *ctx, char *msg, size_t len)
{
    bt_ctx *c = (bt_ctx *)ctx;
    size_t n = (size_t)c->p.n_lines;
    CHECK_CUDA(cudaMemcpy(c->h_result, c->p.lines, n * sizeof(BezierLine), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_vertices, c->p.out_vertices,
                          n * BT_MAX_TESS_POINTS * sizeof(float2), cudaMemcpyDeviceToHost));
    size_t bad = 0;
    for (size_t l = 0; l < n; l++) {
        int got_n = c->h_result[l].nVertices;
        if (got_n != c->ref_n[l] && got_n != c->ref_n_alt[l]) {
            if (!bad++)
                snprintf(msg, len, "line %zu: %d vertices, expected %d", l, got_n, c->ref_n[l]);
            continue;
        }
        for (int k = 0; k < got_n; k++) {
            float2 ref = bt_vertex(&c->h_lines[l], k, got_n);
            float2 got = c->h_vertices[l * BT_MAX_TESS_POINTS + k];
            double ex = fabs((double)got.x - ref.x), ey = fabs((double)got.y - ref.y);
            if (!(ex <= BT_ABS_TOL + BT_REL_TOL * fabs(ref.x)) ||
                !(ey <= BT_ABS_TOL + BT_REL_TOL * fabs(ref.y))) {
                if (!bad++)
                    snprintf(msg, len, "line %zu vertex %d: (%.9g, %.9g), expected (%.9g, %.9g)",
                             l, k, got.x, got.y, ref.x, ref.y);
                break;
            }
        }
    }
    if (bad) {
        size_t used = strlen(msg);
        snprintf(msg + used, len - used, " (%zu bad lines)", bad);
    }
    return bad == 0;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "bt", "lines-25600", &o);
    int n_lines = 0;
    int sample = 0;
    char tail;
    if (sscanf(o.dataset, "lines-%d%c", &n_lines, &tail) == 1 && n_lines > 0) {
        sample = 0;
    } else if (sscanf(o.dataset, "sample-lines-%d%c", &n_lines, &tail) == 1 && n_lines > 0) {
        sample = 1;
    } else {
        fprintf(stderr, "bt: unknown dataset '%s' (lines-N, sample-lines-N)\n", o.dataset);
        return 2;
    }

    bt_ctx c;
    memset(&c, 0, sizeof c);
    size_t n = (size_t)n_lines;
    bench_bezier *gen = (bench_bezier *)malloc(n * sizeof *gen);
    c.h_lines = (BezierLine *)calloc(n, sizeof(BezierLine));
    c.h_result = (BezierLine *)calloc(n, sizeof(BezierLine));
    c.h_vertices = (float2 *)malloc(n * BT_MAX_TESS_POINTS * sizeof(float2));
    c.ref_n = (int *)malloc(n * sizeof(int));
    c.ref_n_alt = (int *)malloc(n * sizeof(int));
    if (!gen || !c.h_lines || !c.h_result || !c.h_vertices || !c.ref_n || !c.ref_n_alt) {
        fprintf(stderr, "bt: out of memory\n");
        return 2;
    }
    if (sample) {
        bench_rng rng;
        bench_rng_seed(&rng, o.seed);
        for (size_t l = 0; l < n; l++)
            for (int k = 0; k < 3; k++) {
                gen[l].cp[k].x = (float)bench_rng_double(&rng);
                gen[l].cp[k].y = (float)bench_rng_double(&rng);
            }
    } else {
        gen_bezier_lines(o.seed, n_lines, gen);
    }

    /* CPU reference: vertex counts (vertices are recomputed in verify for the
     * count the GPU chose). */
    long long total_vertices = 0;
    int ambiguous = 0;
    for (size_t l = 0; l < n; l++) {
        for (int k = 0; k < 3; k++)
            c.h_lines[l].CP[k] = make_float2(gen[l].cp[k].x, gen[l].cp[k].y);
        c.h_lines[l].vertexPos = NULL;
        c.h_lines[l].nVertices = 0;
        float curv = bt_curvature(&c.h_lines[l]);
        c.ref_n[l] = bt_tess_points(curv);
        c.ref_n_alt[l] = c.ref_n[l];
        float scaled = curv * 16.0f;
        float nearest = floorf(scaled + 0.5f);
        if (fabsf(scaled - nearest) < BT_COUNT_SLACK) {
            /* the GPU may round to the other side of the integer */
            c.ref_n_alt[l] = bt_tess_points(scaled < nearest ? (nearest + 0.5f) / 16.0f
                                                             : (nearest - 0.5f) / 16.0f);
            ambiguous += c.ref_n_alt[l] != c.ref_n[l];
        }
        total_vertices += c.ref_n[l];
    }
    free(gen);
    bench_log(&o, "bt: %d lines, %lld vertices (CPU), %d lines with a count at a rounding "
                  "boundary\n", n_lines, total_vertices, ambiguous);

    /* One child launch per line; the device heap holds every line's vertex
     * array at once (plus the allocator's overhead per allocation). */
    bench_set_pending_launch_limit(n);
    size_t heap = n * (BT_MAX_TESS_POINTS * sizeof(float2) + 256) + ((size_t)64 << 20);
    CHECK_CUDA(cudaDeviceSetLimit(cudaLimitMallocHeapSize, heap));

    c.p.n_lines = n_lines;
    CHECK_CUDA(cudaMalloc((void **)&c.p.lines, n * sizeof(BezierLine)));
    CHECK_CUDA(cudaMalloc((void **)&c.p.out_vertices, n * BT_MAX_TESS_POINTS * sizeof(float2)));

    bench_case bc = {&c, bt_reset, bt_run, bt_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(c.p.lines));
    CHECK_CUDA(cudaFree(c.p.out_vertices));
    free(c.h_lines);
    free(c.h_result);
    free(c.h_vertices);
    free(c.ref_n);
    free(c.ref_n_alt);
    return rc;
}
