/*
 * bench/apps/bh/bh.h - Barnes-Hut n-body simulation (El Hajj's dissertation,
 * table 5.1: "4096 bodies, 4 time-steps, parent=256 child=256"; after
 * Burtscher and Pingali's LonestarGPU BH).
 *
 * Every time step: the host builds the octree of the bodies' positions (the
 * same code for every form and for the CPU reference, main.cu), the force
 * step computes each body's acceleration on the GPU (the variant), and a
 * kernel of main.cu integrates (v += a dt, x += v dt).
 *
 * Tree nodes: bodies are nodes 0 .. n-1 (position, mass), cells nodes n and
 * up (centre of mass, total mass); the root is a cell.  The tree is threaded
 * for a walk without a stack: more[c] is the first child of cell c, next[k]
 * the node after k's subtree in depth-first order (-1 at the end).  A cell is
 * taken whole when the body's squared distance to its centre of mass is at
 * least open2[c] = (side / BH_THETA)^2, else opened.  A cell that holds the
 * body is always opened (its centre of mass is within side * sqrt(3) of the
 * body), so the cells and bodies a walk takes are disjoint subtrees without
 * the body itself: at most n - 1 of them.
 *
 * The force step of a body is nested work: the walk makes the body's
 * interaction list (the nodes taken); the list's contributions are then
 * summed.  cdp.cu launches, from the parent thread of the body, a child grid
 * with a thread per list entry; flat.cu's parent thread loops over the list.
 */
#ifndef BH_H
#define BH_H

#include <cuda_runtime.h>

#define BH_PARENT_BLOCK 256 /* parent: a thread per body (table 5.1) */
#define BH_CHILD_BLOCK 256  /* child: a thread per interaction (table 5.1) */
#define BH_THETA 0.5f       /* opening angle (LonestarGPU's tolerance) */
#define BH_EPS2 (0.05f * 0.05f) /* softening squared (LonestarGPU's) */
#define BH_DT 0.025f        /* time step (LonestarGPU's) */
#define BH_MAX_DEPTH 48     /* deeper: bodies (nearly) coincide, refused */

typedef struct bh_problem {
    int n;    /* bodies */
    int root; /* node of the root cell */
    /* the tree, uploaded by the host every step: [n + cells] */
    const float *x, *y, *z, *m, *open2;
    const int *more, *next;
    int *lists;        /* [n * n]: body i's interaction list from i * n */
    float *ax, *ay, *az; /* [n] the output: accelerations */
} bh_problem;

/* One force step: fills ax, ay, az for every body; returns after
 * cudaDeviceSynchronize and an error check. */
void bh_variant_forces(const bh_problem *p);

/* The interaction list of body i: the nodes the walk takes, in depth-first
 * order; returns their number.  Shared by every form and the CPU reference. */
static __host__ __device__ __forceinline__ int bh_walk(int i, int n, int root, const float *x,
                                                       const float *y, const float *z,
                                                       const float *open2, const int *more,
                                                       const int *next, int *list)
{
    float xi = x[i], yi = y[i], zi = z[i];
    int len = 0;
    int node = root;
    while (node >= 0) {
        if (node < n) { /* a body */
            if (node != i)
                list[len++] = node;
            node = next[node];
        } else {
            float dx = x[node] - xi, dy = y[node] - yi, dz = z[node] - zi;
            if (dx * dx + dy * dy + dz * dz >= open2[node]) { /* far enough: take it whole */
                list[len++] = node;
                node = next[node];
            } else {
                node = more[node];
            }
        }
    }
    return len;
}

/* The acceleration that node j (mass mj at xj, yj, zj) gives a body at xi, yi, zi,
 * softened by BH_EPS2, added to *ax, *ay, *az. */
static __host__ __device__ __forceinline__ void bh_interact(float xi, float yi, float zi,
                                                            float xj, float yj, float zj,
                                                            float mj, float *ax, float *ay,
                                                            float *az)
{
    float dx = xj - xi, dy = yj - yi, dz = zj - zi;
    float d2 = dx * dx + dy * dy + dz * dz + BH_EPS2;
    float inv = 1.0f / sqrtf(d2);
    float s = mj * inv * inv * inv;
    *ax += s * dx;
    *ay += s * dy;
    *az += s * dz;
}

#endif /* BH_H */
