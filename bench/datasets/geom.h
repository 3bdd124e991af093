/*
 * bench/datasets/geom.h - seeded geometric generators: Bezier lines and 2D points.
 *
 * For the bt (Bezier tessellation, PMPP ch. 21) and qt (quadtree) apps.
 * Deterministic for a given seed (rng.h); coordinates in [0, 1).
 *
 *   bench_bezier lines[N];  gen_bezier_lines(seed, N, lines);
 *   // lines[i].cp[k].x / .y: control point k (0..2) of quadratic line i;
 *   // layout-compatible with `float2 CP[3]` in the PMPP BezierLine struct.
 *
 *   float *x = malloc(n*4), *y = malloc(n*4);
 *   gen_points_uniform(seed, n, x, y);                 // uniform in the unit square
 *   gen_points_clustered(seed, n, 16, 0.02f, x, y);    // 16 Gaussian clusters, sigma 0.02
 */
#ifndef BENCH_GEOM_H
#define BENCH_GEOM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bench_point2 {
    float x, y;
} bench_point2;

typedef struct bench_bezier {
    bench_point2 cp[3];
} bench_bezier;

/* Quadratic Bezier lines: cp[0] uniform in [0,1)^2; cp[2] = cp[0] + a random
 * direction times a length uniform in [0.05, 0.5); cp[1] = the chord's midpoint
 * moved along the chord's normal by a fraction uniform in [-0.5, 0.5) of the
 * chord length (so curvature, and thus tessellation count, varies per line).
 * Points may leave [0,1)^2 slightly; nothing depends on that. */
void gen_bezier_lines(uint64_t seed, int n, bench_bezier *out);

/* n points uniform in [0,1)^2. */
void gen_points_uniform(uint64_t seed, int n, float *x, float *y);

/* n points in nclusters Gaussian clusters (centres uniform in [0.1, 0.9)^2,
 * standard deviation sigma per axis, each point's cluster chosen uniformly),
 * clamped into [0, 1). */
void gen_points_clustered(uint64_t seed, int n, int nclusters, float sigma, float *x, float *y);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_GEOM_H */
