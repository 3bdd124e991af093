/*
 * bench/apps/bt/bt.h - Bezier line tessellation (PMPP chapter 21; the CUDA
 * sample cdpBezierTessellation).
 *
 * Each line is a quadratic Bezier curve given by three control points.  Its
 * curvature decides how many vertices it is tessellated into (4 to 32); the
 * vertices are B(u) = (1-u)^2 P0 + 2u(1-u) P1 + u^2 P2 at u = k/(n-1).
 *
 * The variant writes, for line l, lines[l].nVertices = n and
 * out_vertices[l * BT_MAX_TESS_POINTS + k] = vertex k (k < n).  The CDP
 * variant tessellates into per-line vertex arrays allocated with device-side
 * cudaMalloc, as the PMPP program does; a later kernel (standing for the
 * consumer of the vertices) copies them to out_vertices and frees them.
 */
#ifndef BT_H
#define BT_H

#include <cuda_runtime.h>

#define BT_MAX_TESS_POINTS 32
#define BT_PARENT_BLOCK 64 /* parent: one line per thread */
#define BT_CHILD_BLOCK 32  /* child: one vertex per thread */

typedef struct BezierLine {
    float2 CP[3];      /* control points */
    float2 *vertexPos; /* tessellated vertices (CDP: device-side cudaMalloc) */
    int nVertices;     /* number of tessellated vertices */
} BezierLine;

typedef struct bt_problem {
    BezierLine *lines;  /* [n_lines], control points uploaded by the host */
    int n_lines;
    float2 *out_vertices; /* [n_lines * BT_MAX_TESS_POINTS] */
} bt_problem;

/* Device work only; returns after cudaDeviceSynchronize and an error check. */
void bt_variant_run(const bt_problem *p);

/* ---- helpers shared by the kernels and the CPU reference ------------------ */

static __host__ __device__ __forceinline__ float2 bt_add(float2 a, float2 b)
{
    return make_float2(a.x + b.x, a.y + b.y);
}

static __host__ __device__ __forceinline__ float2 bt_sub(float2 a, float2 b)
{
    return make_float2(a.x - b.x, a.y - b.y);
}

static __host__ __device__ __forceinline__ float2 bt_scale(float s, float2 a)
{
    return make_float2(s * a.x, s * a.y);
}

static __host__ __device__ __forceinline__ float bt_length(float2 a)
{
    return sqrtf(a.x * a.x + a.y * a.y);
}

/* Curvature of a quadratic Bezier line: how far the middle control point lies
 * from the chord's midpoint, relative to the chord's length. */
static __host__ __device__ __forceinline__ float bt_curvature(const BezierLine *line)
{
    return bt_length(bt_sub(line->CP[1], bt_scale(0.5f, bt_add(line->CP[0], line->CP[2])))) /
           bt_length(bt_sub(line->CP[2], line->CP[0]));
}

/* Number of tessellation points for a curvature: PMPP's
 * min(max((int)(curvature * 16), 4), 32), clamped before the conversion so
 * that huge curvatures (tiny chords) give 32 on the host as on the device. */
static __host__ __device__ __forceinline__ int bt_tess_points(float curvature)
{
    return (int)fminf(fmaxf(curvature * 16.0f, 4.0f), (float)BT_MAX_TESS_POINTS);
}

/* Vertex idx of n tessellated vertices of the line. */
static __host__ __device__ __forceinline__ float2 bt_vertex(const BezierLine *line, int idx, int n)
{
    float u = (float)idx / (float)(n - 1);
    float omu = 1.0f - u;
    float B3u[3];
    B3u[0] = omu * omu;
    B3u[1] = 2.0f * u * omu;
    B3u[2] = u * u;
    float2 position = make_float2(0.0f, 0.0f);
    for (int i = 0; i < 3; i++)
        position = bt_add(position, bt_scale(B3u[i], line->CP[i]));
    return position;
}

#endif /* BT_H */
