/* bench/datasets/geom.c - Bezier lines and 2D point generators (see geom.h). */
#include "geom.h"

#include <math.h>
#include <stdlib.h>

#include "rng.h"

static const double two_pi = 6.283185307179586;

void gen_bezier_lines(uint64_t seed, int n, bench_bezier *out)
{
    bench_rng r;
    bench_rng_seed(&r, seed);
    for (int i = 0; i < n; i++) {
        double x0 = bench_rng_double(&r), y0 = bench_rng_double(&r);
        double ang = two_pi * bench_rng_double(&r);
        double len = 0.05 + 0.45 * bench_rng_double(&r);
        double bend = bench_rng_double(&r) - 0.5;
        double dx = cos(ang) * len, dy = sin(ang) * len;
        double x2 = x0 + dx, y2 = y0 + dy;
        /* normal of the chord is (-dy, dx), already of length len */
        double x1 = 0.5 * (x0 + x2) - dy * bend, y1 = 0.5 * (y0 + y2) + dx * bend;
        out[i].cp[0].x = (float)x0;
        out[i].cp[0].y = (float)y0;
        out[i].cp[1].x = (float)x1;
        out[i].cp[1].y = (float)y1;
        out[i].cp[2].x = (float)x2;
        out[i].cp[2].y = (float)y2;
    }
}

void gen_points_uniform(uint64_t seed, int n, float *x, float *y)
{
    bench_rng r;
    bench_rng_seed(&r, seed);
    for (int i = 0; i < n; i++) {
        x[i] = (float)bench_rng_double(&r);
        y[i] = (float)bench_rng_double(&r);
        /* (float) of a double just below 1 can round up to 1.0f */
        if (x[i] >= 1.0f)
            x[i] = nextafterf(1.0f, 0.0f);
        if (y[i] >= 1.0f)
            y[i] = nextafterf(1.0f, 0.0f);
    }
}

static float clamp01(double v)
{
    if (v < 0.0)
        return 0.0f;
    float f = (float)v;
    return f >= 1.0f ? nextafterf(1.0f, 0.0f) : f;
}

void gen_points_clustered(uint64_t seed, int n, int nclusters, float sigma, float *x, float *y)
{
    bench_rng r;
    bench_rng_seed(&r, seed);
    if (nclusters < 1)
        nclusters = 1;
    double *cx = (double *)malloc((size_t)nclusters * sizeof *cx);
    double *cy = (double *)malloc((size_t)nclusters * sizeof *cy);
    if (!cx || !cy)
        abort();
    for (int k = 0; k < nclusters; k++) {
        cx[k] = 0.1 + 0.8 * bench_rng_double(&r);
        cy[k] = 0.1 + 0.8 * bench_rng_double(&r);
    }
    for (int i = 0; i < n; i++) {
        int k = (int)bench_rng_below(&r, (uint64_t)nclusters);
        /* Box-Muller: two independent standard normals */
        double u1 = bench_rng_double(&r), u2 = bench_rng_double(&r);
        double rad = sqrt(-2.0 * log(1.0 - u1));
        x[i] = clamp01(cx[k] + sigma * rad * cos(two_pi * u2));
        y[i] = clamp01(cy[k] + sigma * rad * sin(two_pi * u2));
    }
    free(cx);
    free(cy);
}
