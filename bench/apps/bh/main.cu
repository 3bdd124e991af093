/*
 * bench/apps/bh/main.cu - Barnes-Hut n-body benchmark driver.
 *
 * Datasets (--dataset), seeded by --seed (bench/datasets/rng.h):
 *   plummer-N   N bodies of mass 1/N in a Plummer sphere, positions and
 *               velocities drawn as LonestarGPU's BH draws them (Aarseth,
 *               Henon and Wielen's recipe); default plummer-4096 (table 5.1).
 *               N from 2 to 16384 (the interaction lists take N * N ints).
 * Parameter: --param steps=S (default 4, table 5.1).
 *
 * A run is S time steps, each: download the positions, build the octree on
 * the host (bh_build, below), upload it, the variant's force step, then
 * bh_integrate (v += a dt, x += v dt).  The tree build and the integration
 * are the same code in every form; only the force step differs.
 *
 * CPU reference: the same S steps on the CPU, with the same tree build, the
 * same walk (bh.h) and the contributions summed in float in list order.
 *
 * Verification, every run: the final positions within
 * |got - ref| <= BH_ABS_TOL + BH_REL_TOL * |ref| per coordinate, and the
 * final velocities within 20x that.  Why that suffices and why it catches a
 * wrong force: see BH_ABS_TOL.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bh.h"
#include "harness.h"
#include "rng.h"

/* The GPU sums a body's contributions in another order than the CPU (the
 * child grids' block reductions and atomics, and FMA contraction), so the
 * accelerations differ in their last bits (about 1e-6 relative), and the
 * positions after 4 steps by about 1e-7 (a CPU run with the sums reversed
 * and the walk's distance contracted into fmaf differed from this reference
 * by at most 2.4e-7 in position and velocity, seeds 1 to 3, 4096 bodies).
 * Those tiny differences can also flip a decision of the tree: a body on the
 * other side of a cell's centre, or a walk that opens a cell the CPU takes
 * whole (a distance within rounding of the opening distance).  The force then
 * differs by that cell's monopole error, at most about a quarter of its
 * contribution at theta = 0.5: for a Plummer sphere of 4096 bodies up to
 * about 0.01 in the acceleration, so 0.01 * dt * 3 ~ 1e-3 in the velocity
 * and ~2e-5 in the position after the remaining steps.  The tolerance sits
 * above that; a body whose force is wrong by more than a small cell's pull
 * (a lost child grid: its whole acceleration, 0.1 to 10 for most bodies)
 * moves by at least 0.1 * dt^2 * 10 = 6e-4 over 4 steps and fails. */
#define BH_ABS_TOL 1e-4
#define BH_REL_TOL 1e-5
#define BH_VEL_FACTOR 20.0 /* velocities: 2e-3 + 2e-4 |ref|, above the 1e-3 of a flipped decision */

/* ---- the octree, built on the host --------------------------------------- */

typedef struct bh_tree {
    int n;         /* bodies: nodes 0 .. n-1 */
    int cells;     /* cells: nodes n .. n + cells - 1 */
    int cap;       /* most cells */
    int depth;     /* deepest cell */
    float *x, *y, *z, *m, *open2; /* [n + cap] */
    int *more, *next;             /* [n + cap] */
    int *child;                   /* [cap * 8] node or -1 */
    double *cx, *cy, *cz, *hw;    /* [cap] cell centre and half width */
} bh_tree;

static void bh_tree_alloc(bh_tree *t, int n)
{
    memset(t, 0, sizeof *t);
    t->n = n;
    /* a body's insertion makes at most BH_MAX_DEPTH cells */
    t->cap = 1 + n * BH_MAX_DEPTH;
    size_t nodes = (size_t)n + t->cap;
    t->x = (float *)malloc(nodes * sizeof(float));
    t->y = (float *)malloc(nodes * sizeof(float));
    t->z = (float *)malloc(nodes * sizeof(float));
    t->m = (float *)malloc(nodes * sizeof(float));
    t->open2 = (float *)malloc(nodes * sizeof(float));
    t->more = (int *)malloc(nodes * sizeof(int));
    t->next = (int *)malloc(nodes * sizeof(int));
    t->child = (int *)malloc((size_t)t->cap * 8 * sizeof(int));
    t->cx = (double *)malloc((size_t)t->cap * sizeof(double));
    t->cy = (double *)malloc((size_t)t->cap * sizeof(double));
    t->cz = (double *)malloc((size_t)t->cap * sizeof(double));
    t->hw = (double *)malloc((size_t)t->cap * sizeof(double));
    if (!t->x || !t->y || !t->z || !t->m || !t->open2 || !t->more || !t->next || !t->child ||
        !t->cx || !t->cy || !t->cz || !t->hw) {
        fprintf(stderr, "bh: out of memory\n");
        exit(2);
    }
}

static void bh_tree_free(bh_tree *t)
{
    free(t->x), free(t->y), free(t->z), free(t->m), free(t->open2);
    free(t->more), free(t->next), free(t->child);
    free(t->cx), free(t->cy), free(t->cz), free(t->hw);
}

static int bh_new_cell(bh_tree *t, double cx, double cy, double cz, double hw)
{
    if (t->cells == t->cap) {
        fprintf(stderr, "bh: tree overflow\n");
        exit(2);
    }
    int c = t->cells++;
    t->cx[c] = cx, t->cy[c] = cy, t->cz[c] = cz, t->hw[c] = hw;
    for (int k = 0; k < 8; k++)
        t->child[c * 8 + k] = -1;
    return c;
}

static int bh_octant(const bh_tree *t, int c, float x, float y, float z)
{
    return (x >= t->cx[c]) | (y >= t->cy[c]) << 1 | (z >= t->cz[c]) << 2;
}

/* The octree of bodies px, py, pz (mass pm), threaded (more, next), with the
 * cells' centres of mass and opening distances.  Root: cell 0 = node n.
 * Cells are made after their parents, so a cell's index exceeds its parent's. */
static void bh_build(bh_tree *t, const float *px, const float *py, const float *pz,
                     const float *pm)
{
    int n = t->n;
    double lo[3] = {px[0], py[0], pz[0]}, hi[3] = {px[0], py[0], pz[0]};
    for (int i = 1; i < n; i++) {
        double v[3] = {px[i], py[i], pz[i]};
        for (int d = 0; d < 3; d++) {
            lo[d] = v[d] < lo[d] ? v[d] : lo[d];
            hi[d] = v[d] > hi[d] ? v[d] : hi[d];
        }
    }
    double hw = 0.0;
    for (int d = 0; d < 3; d++)
        hw = fmax(hw, 0.5 * (hi[d] - lo[d]));
    hw = hw * (1.0 + 1e-6) + 1e-12;
    t->cells = 0;
    t->depth = 0;
    bh_new_cell(t, 0.5 * (lo[0] + hi[0]), 0.5 * (lo[1] + hi[1]), 0.5 * (lo[2] + hi[2]), hw);

    for (int b = 0; b < n; b++) {
        int c = 0, depth = 0;
        for (;;) {
            int o = bh_octant(t, c, px[b], py[b], pz[b]);
            int ch = t->child[c * 8 + o];
            if (ch < 0) {
                t->child[c * 8 + o] = b;
                break;
            }
            if (ch >= n) { /* a cell: go down */
                c = ch - n;
                depth++;
                continue;
            }
            /* a body: split, put it into a new cell, go on into that cell */
            if (depth + 1 > BH_MAX_DEPTH) {
                fprintf(stderr, "bh: bodies %d and %d (nearly) coincide: tree deeper than %d\n",
                        ch, b, BH_MAX_DEPTH);
                exit(2);
            }
            double h = 0.5 * t->hw[c];
            int nc = bh_new_cell(t, t->cx[c] + (o & 1 ? h : -h), t->cy[c] + (o & 2 ? h : -h),
                                 t->cz[c] + (o & 4 ? h : -h), h);
            t->child[c * 8 + o] = n + nc;
            t->child[nc * 8 + bh_octant(t, nc, px[ch], py[ch], pz[ch])] = ch;
            c = nc;
            depth++;
            if (depth > t->depth)
                t->depth = depth;
        }
    }

    for (int i = 0; i < n; i++) {
        t->x[i] = px[i], t->y[i] = py[i], t->z[i] = pz[i], t->m[i] = pm[i];
        t->open2[i] = 0.0f, t->more[i] = -1;
    }
    /* centres of mass, children before parents */
    for (int c = t->cells - 1; c >= 0; c--) {
        double m = 0.0, sx = 0.0, sy = 0.0, sz = 0.0;
        for (int k = 0; k < 8; k++) {
            int ch = t->child[c * 8 + k];
            if (ch >= 0) {
                m += t->m[ch];
                sx += (double)t->m[ch] * t->x[ch];
                sy += (double)t->m[ch] * t->y[ch];
                sz += (double)t->m[ch] * t->z[ch];
            }
        }
        int node = n + c;
        t->m[node] = (float)m;
        t->x[node] = (float)(sx / m), t->y[node] = (float)(sy / m), t->z[node] = (float)(sz / m);
        double open = 2.0 * t->hw[c] / BH_THETA;
        t->open2[node] = (float)(open * open);
    }
    /* threading, parents before children */
    t->next[n] = -1;
    for (int c = 0; c < t->cells; c++) {
        int node = n + c, prev = -1;
        t->more[node] = -1;
        for (int k = 0; k < 8; k++) {
            int ch = t->child[c * 8 + k];
            if (ch < 0)
                continue;
            if (prev < 0)
                t->more[node] = ch;
            else
                t->next[prev] = ch;
            prev = ch;
        }
        t->next[prev] = t->next[node]; /* a cell has at least one child */
    }
}

/* ---- Plummer sphere ------------------------------------------------------- */

static void bh_plummer(uint64_t seed, int n, float *x, float *y, float *z, float *vx, float *vy,
                       float *vz, float *m)
{
    bench_rng r;
    bench_rng_seed(&r, seed);
    const double rsc = 3.0 * 3.14159265358979323846 / 16.0, vsc = sqrt(1.0 / rsc);
    for (int i = 0; i < n; i++) {
        /* radius from the Plummer mass profile (the outer 0.1% cut off) */
        double rad = 1.0 / sqrt(pow(bench_rng_double(&r) * 0.999, -2.0 / 3.0) - 1.0);
        double a, b, c, sq;
        do { /* a direction: a point of the unit ball */
            a = 2.0 * bench_rng_double(&r) - 1.0;
            b = 2.0 * bench_rng_double(&r) - 1.0;
            c = 2.0 * bench_rng_double(&r) - 1.0;
            sq = a * a + b * b + c * c;
        } while (sq > 1.0 || sq == 0.0);
        double s = rsc * rad / sqrt(sq);
        x[i] = (float)(a * s), y[i] = (float)(b * s), z[i] = (float)(c * s);
        double q, g;
        do { /* speed by rejection: q^2 (1 - q^2)^3.5 */
            q = bench_rng_double(&r);
            g = 0.1 * bench_rng_double(&r);
        } while (g > q * q * pow(1.0 - q * q, 3.5));
        double v = q * sqrt(2.0 / sqrt(1.0 + rad * rad));
        do {
            a = 2.0 * bench_rng_double(&r) - 1.0;
            b = 2.0 * bench_rng_double(&r) - 1.0;
            c = 2.0 * bench_rng_double(&r) - 1.0;
            sq = a * a + b * b + c * c;
        } while (sq > 1.0 || sq == 0.0);
        s = vsc * v / sqrt(sq);
        vx[i] = (float)(a * s), vy[i] = (float)(b * s), vz[i] = (float)(c * s);
        m[i] = 1.0f / (float)n;
    }
}

/* ---- the steps ------------------------------------------------------------ */

__global__ void bh_integrate(int n, const float *ax, const float *ay, const float *az, float *x,
                             float *y, float *z, float *vx, float *vy, float *vz)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        vx[i] += ax[i] * BH_DT;
        vy[i] += ay[i] * BH_DT;
        vz[i] += az[i] * BH_DT;
        x[i] += vx[i] * BH_DT;
        y[i] += vy[i] * BH_DT;
        z[i] += vz[i] * BH_DT;
    }
}

typedef struct bh_ctx {
    bh_problem p;
    int steps;
    bh_tree tree;
    /* device */
    float *d_x, *d_y, *d_z, *d_vx, *d_vy, *d_vz;  /* the bodies */
    float *t_x, *t_y, *t_z, *t_m, *t_open2;      /* the tree [n + cap] */
    int *t_more, *t_next;
    /* host */
    float *x0, *y0, *z0, *vx0, *vy0, *vz0, *m; /* initial state */
    float *hx, *hy, *hz, *hvx, *hvy, *hvz;     /* downloaded each step / after a run */
    float *rx, *ry, *rz, *rvx, *rvy, *rvz;     /* CPU reference, final */
    long long ref_interactions;
    int ref_depth, ref_cells;
} bh_ctx;

/* The CPU reference: the same steps, forces summed in float in list order. */
static void bh_cpu_run(bh_ctx *c)
{
    int n = c->p.n;
    size_t bytes = (size_t)n * sizeof(float);
    memcpy(c->rx, c->x0, bytes), memcpy(c->ry, c->y0, bytes), memcpy(c->rz, c->z0, bytes);
    memcpy(c->rvx, c->vx0, bytes), memcpy(c->rvy, c->vy0, bytes), memcpy(c->rvz, c->vz0, bytes);
    int *list = (int *)malloc((size_t)n * sizeof(int));
    float *ax = (float *)malloc(bytes), *ay = (float *)malloc(bytes), *az = (float *)malloc(bytes);
    if (!list || !ax || !ay || !az) {
        fprintf(stderr, "bh: out of memory\n");
        exit(2);
    }
    bh_tree *t = &c->tree;
    c->ref_interactions = 0;
    c->ref_depth = 0;
    c->ref_cells = 0;
    for (int step = 0; step < c->steps; step++) {
        bh_build(t, c->rx, c->ry, c->rz, c->m);
        c->ref_depth = t->depth > c->ref_depth ? t->depth : c->ref_depth;
        c->ref_cells = t->cells > c->ref_cells ? t->cells : c->ref_cells;
        for (int i = 0; i < n; i++) {
            int len = bh_walk(i, n, n, t->x, t->y, t->z, t->open2, t->more, t->next, list);
            c->ref_interactions += len;
            float fx = 0.0f, fy = 0.0f, fz = 0.0f;
            for (int k = 0; k < len; k++) {
                int j = list[k];
                bh_interact(t->x[i], t->y[i], t->z[i], t->x[j], t->y[j], t->z[j], t->m[j], &fx,
                            &fy, &fz);
            }
            ax[i] = fx, ay[i] = fy, az[i] = fz;
        }
        for (int i = 0; i < n; i++) {
            c->rvx[i] += ax[i] * BH_DT;
            c->rvy[i] += ay[i] * BH_DT;
            c->rvz[i] += az[i] * BH_DT;
            c->rx[i] += c->rvx[i] * BH_DT;
            c->ry[i] += c->rvy[i] * BH_DT;
            c->rz[i] += c->rvz[i] * BH_DT;
        }
    }
    free(list), free(ax), free(ay), free(az);
}

static void bh_reset(void *ctx)
{
    bh_ctx *c = (bh_ctx *)ctx;
    size_t bytes = (size_t)c->p.n * sizeof(float);
    CHECK_CUDA(cudaMemcpy(c->d_x, c->x0, bytes, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c->d_y, c->y0, bytes, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c->d_z, c->z0, bytes, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c->d_vx, c->vx0, bytes, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c->d_vy, c->vy0, bytes, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(c->d_vz, c->vz0, bytes, cudaMemcpyHostToDevice));
    /* NaN poison: an acceleration not written makes NaN positions */
    CHECK_CUDA(cudaMemset(c->p.ax, 0xff, bytes));
    CHECK_CUDA(cudaMemset(c->p.ay, 0xff, bytes));
    CHECK_CUDA(cudaMemset(c->p.az, 0xff, bytes));
}

static void bh_run(void *ctx)
{
    bh_ctx *c = (bh_ctx *)ctx;
    int n = c->p.n;
    size_t bytes = (size_t)n * sizeof(float);
    bh_tree *t = &c->tree;
    for (int step = 0; step < c->steps; step++) {
        CHECK_CUDA(cudaMemcpy(c->hx, c->d_x, bytes, cudaMemcpyDeviceToHost));
        CHECK_CUDA(cudaMemcpy(c->hy, c->d_y, bytes, cudaMemcpyDeviceToHost));
        CHECK_CUDA(cudaMemcpy(c->hz, c->d_z, bytes, cudaMemcpyDeviceToHost));
        bh_build(t, c->hx, c->hy, c->hz, c->m);
        size_t nb = ((size_t)n + t->cells) * sizeof(float), ni = ((size_t)n + t->cells) * sizeof(int);
        CHECK_CUDA(cudaMemcpy(c->t_x, t->x, nb, cudaMemcpyHostToDevice));
        CHECK_CUDA(cudaMemcpy(c->t_y, t->y, nb, cudaMemcpyHostToDevice));
        CHECK_CUDA(cudaMemcpy(c->t_z, t->z, nb, cudaMemcpyHostToDevice));
        CHECK_CUDA(cudaMemcpy(c->t_m, t->m, nb, cudaMemcpyHostToDevice));
        CHECK_CUDA(cudaMemcpy(c->t_open2, t->open2, nb, cudaMemcpyHostToDevice));
        CHECK_CUDA(cudaMemcpy(c->t_more, t->more, ni, cudaMemcpyHostToDevice));
        CHECK_CUDA(cudaMemcpy(c->t_next, t->next, ni, cudaMemcpyHostToDevice));
        bh_variant_forces(&c->p);
        bh_integrate<<<(n + 255) / 256, 256>>>(n, c->p.ax, c->p.ay, c->p.az, c->d_x, c->d_y,
                                               c->d_z, c->d_vx, c->d_vy, c->d_vz);
        CHECK_LAUNCH();
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}

static int bh_verify(void *ctx, char *msg, size_t len)
{
    bh_ctx *c = (bh_ctx *)ctx;
    int n = c->p.n;
    size_t bytes = (size_t)n * sizeof(float);
    CHECK_CUDA(cudaMemcpy(c->hx, c->d_x, bytes, cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->hy, c->d_y, bytes, cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->hz, c->d_z, bytes, cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->hvx, c->d_vx, bytes, cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->hvy, c->d_vy, bytes, cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->hvz, c->d_vz, bytes, cudaMemcpyDeviceToHost));
    const double vr = BH_REL_TOL * BH_VEL_FACTOR, va = BH_ABS_TOL * BH_VEL_FACTOR;
    return !bench_compare_float("x", c->hx, c->rx, n, BH_REL_TOL, BH_ABS_TOL, msg, len) &&
           !bench_compare_float("y", c->hy, c->ry, n, BH_REL_TOL, BH_ABS_TOL, msg, len) &&
           !bench_compare_float("z", c->hz, c->rz, n, BH_REL_TOL, BH_ABS_TOL, msg, len) &&
           !bench_compare_float("vx", c->hvx, c->rvx, n, vr, va, msg, len) &&
           !bench_compare_float("vy", c->hvy, c->rvy, n, vr, va, msg, len) &&
           !bench_compare_float("vz", c->hvz, c->rvz, n, vr, va, msg, len);
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "bh", "plummer-4096", &o);
    int steps = (int)bench_param_int(&o, "steps", 4);
    int n = 0;
    char tail;
    if (sscanf(o.dataset, "plummer-%d%c", &n, &tail) != 1) {
        fprintf(stderr, "bh: unknown dataset '%s' (plummer-N)\n", o.dataset);
        return 2;
    }
    if (n < 2 || n > 16384 || steps < 1) {
        fprintf(stderr, "bh: need 2 <= N <= 16384 and steps >= 1\n");
        return 2;
    }

    bh_ctx c;
    memset(&c, 0, sizeof c);
    c.steps = steps;
    c.p.n = n;
    c.p.root = n;
    size_t bytes = (size_t)n * sizeof(float);
    float **host[] = {&c.x0, &c.y0, &c.z0, &c.vx0, &c.vy0, &c.vz0, &c.m,  &c.hx,  &c.hy,  &c.hz,
                      &c.hvx, &c.hvy, &c.hvz, &c.rx, &c.ry, &c.rz, &c.rvx, &c.rvy, &c.rvz};
    for (size_t k = 0; k < sizeof host / sizeof host[0]; k++)
        if (!(*host[k] = (float *)malloc(bytes))) {
            fprintf(stderr, "bh: out of memory\n");
            return 2;
        }
    bh_plummer(o.seed, n, c.x0, c.y0, c.z0, c.vx0, c.vy0, c.vz0, c.m);
    bh_tree_alloc(&c.tree, n);
    bh_cpu_run(&c);
    bench_log(&o, "bh: %d bodies, %d steps: up to %d cells, depth %d, %.1f interactions a body "
                  "and step (CPU)\n",
              n, steps, c.ref_cells, c.ref_depth, (double)c.ref_interactions / n / steps);

    /* A child launch per body a step; the host waits for each step. */
    bench_set_pending_launch_limit((size_t)n);

    float **dev[] = {&c.d_x, &c.d_y, &c.d_z, &c.d_vx, &c.d_vy, &c.d_vz, &c.p.ax, &c.p.ay, &c.p.az};
    for (size_t k = 0; k < sizeof dev / sizeof dev[0]; k++)
        CHECK_CUDA(cudaMalloc((void **)dev[k], bytes));
    size_t nodes = (size_t)n + c.tree.cap;
    float **tf[] = {&c.t_x, &c.t_y, &c.t_z, &c.t_m, &c.t_open2};
    for (size_t k = 0; k < sizeof tf / sizeof tf[0]; k++)
        CHECK_CUDA(cudaMalloc((void **)tf[k], nodes * sizeof(float)));
    CHECK_CUDA(cudaMalloc((void **)&c.t_more, nodes * sizeof(int)));
    CHECK_CUDA(cudaMalloc((void **)&c.t_next, nodes * sizeof(int)));
    CHECK_CUDA(cudaMalloc((void **)&c.p.lists, (size_t)n * n * sizeof(int)));
    c.p.x = c.t_x, c.p.y = c.t_y, c.p.z = c.t_z, c.p.m = c.t_m, c.p.open2 = c.t_open2;
    c.p.more = c.t_more, c.p.next = c.t_next;

    bench_case bc = {&c, bh_reset, bh_run, bh_verify};
    int rc = bench_run_case(&o, &bc);

    for (size_t k = 0; k < sizeof dev / sizeof dev[0]; k++)
        CHECK_CUDA(cudaFree(*dev[k]));
    for (size_t k = 0; k < sizeof tf / sizeof tf[0]; k++)
        CHECK_CUDA(cudaFree(*tf[k]));
    CHECK_CUDA(cudaFree(c.t_more));
    CHECK_CUDA(cudaFree(c.t_next));
    CHECK_CUDA(cudaFree(c.p.lists));
    for (size_t k = 0; k < sizeof host / sizeof host[0]; k++)
        free(*host[k]);
    bh_tree_free(&c.tree);
    return rc;
}
