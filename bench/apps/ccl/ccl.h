/*
 * bench/apps/ccl/ccl.h - connected component labelling of image frames
 * (El Hajj's dissertation, table 5.1: "8 frames, 4 host streams, parent=2
 * child=256"; the CDP CCL of the NUPAR suite).
 *
 * Each frame is a binary image (1 foreground, 0 background), width x height,
 * row-major.  Foreground pixels are connected 4-way (left, right, up, down).
 * The labelling asked for is canonical: every foreground pixel gets the
 * smallest pixel index (y * width + x, within its frame) of its component;
 * background pixels get CCL_BACKGROUND.  Canonical labels make the answer
 * independent of the order in which the GPU merges, so it is checked exactly.
 *
 * The frame is cut into `strips` strips of height / strips rows; one
 * launching thread owns a strip.  Four phases, each a parent grid per frame
 * (blocks of CCL_PARENT_BLOCK threads, a thread per strip), in every form:
 *   init      L[p] = p for foreground, CCL_BACKGROUND otherwise
 *   local     union each foreground pixel with its left and upper neighbour
 *             inside the strip (union-find over L, below)
 *   merge     union across the boundary between strip s-1 and strip s (s > 0)
 *   compress  L[p] = root of p
 * The frames are spread over CCL_STREAMS host streams (frame f in stream
 * f % CCL_STREAMS, two frames a stream for 8 frames); the phases of a frame
 * follow one another in its stream.
 *
 * Union-find (Playne and Hawick's atomicMin union): L[x] <= x always holds and
 * a root r has L[r] == r; a union links the larger root under the smaller one.
 * So the root of a component is its smallest pixel, whatever the order of the
 * unions: the compressed labels are the canonical ones.
 */
#ifndef CCL_H
#define CCL_H

#include <cuda_runtime.h>

#define CCL_PARENT_BLOCK 2   /* launching threads per parent block (table 5.1) */
#define CCL_CHILD_BLOCK 256  /* child: a thread per pixel (table 5.1) */
#define CCL_STREAMS 4        /* host streams (table 5.1) */
#define CCL_BACKGROUND (-1)

typedef struct ccl_problem {
    int n_frames;
    int width, height;
    int strips;              /* divides height */
    const unsigned char *img; /* [n_frames * width * height], 0 or 1 */
    int *labels;             /* [n_frames * width * height], the output */
    cudaStream_t streams[CCL_STREAMS]; /* created by main.cu (blocking streams) */
} ccl_problem;

/* Device work only; returns after cudaDeviceSynchronize and an error check. */
void ccl_variant_run(const ccl_problem *p);

#ifdef __CUDACC__
/* Root of p.  L is read through a volatile pointer: other threads of the grid
 * change L while we walk it (atomicMin in ccl_union), and a stale value cached
 * in L1 could send ccl_union round its loop indefinitely. */
static __device__ __forceinline__ int ccl_find(int *L, int p)
{
    volatile int *V = L;
    int q = V[p];
    while (q != p) {
        p = q;
        q = V[p];
    }
    return p;
}

/* Joins the components of foreground pixels a and b. */
static __device__ __forceinline__ void ccl_union(int *L, int a, int b)
{
    for (;;) {
        a = ccl_find(L, a);
        b = ccl_find(L, b);
        if (a == b)
            return;
        if (a > b) {
            int t = a;
            a = b;
            b = t;
        }
        /* link root b under a; if b stopped being a root meanwhile, L[b] is
         * now min(its new parent, a): go on from its new parent */
        int old = atomicMin(&L[b], a);
        if (old == b)
            return;
        b = old;
    }
}

/* The per-pixel steps of the phases, shared by every form.  p is the pixel's
 * index in the frame, x its column; row0 the strip's first row. */
static __device__ __forceinline__ void ccl_init_pixel(const unsigned char *img, int *L, int p)
{
    L[p] = img[p] ? p : CCL_BACKGROUND;
}

static __device__ __forceinline__ void ccl_local_pixel(const unsigned char *img, int *L, int width,
                                                       int row0, int p)
{
    if (!img[p])
        return;
    int x = p % width;
    if (x > 0 && img[p - 1])
        ccl_union(L, p, p - 1);
    if (p - width >= row0 * width && img[p - width]) /* upper neighbour inside the strip */
        ccl_union(L, p, p - width);
}

/* p on the first row of a strip (not the first strip): join it to the pixel above. */
static __device__ __forceinline__ void ccl_merge_pixel(const unsigned char *img, int *L, int width,
                                                       int p)
{
    if (img[p] && img[p - width])
        ccl_union(L, p, p - width);
}

static __device__ __forceinline__ void ccl_compress_pixel(const unsigned char *img, int *L, int p)
{
    if (img[p])
        L[p] = ccl_find(L, p);
}
#endif

#endif /* CCL_H */
