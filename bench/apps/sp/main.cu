/*
 * bench/apps/sp/main.cu - survey propagation benchmark driver: dataset, the
 * CPU reference (the sweeps of sp.h, sequentially, with the same float
 * operations in the same order), upload, and the harness loop around
 * sp_variant_run (sp.h).
 *   datasets: random-42000-10000-3 (default), ksat-V-C-K, a .cnf path (cnf_catalog.h)
 *   --param sweeps=N          Jacobi sweeps of one run (default 20)
 *   --param parent_blocks=N   grid of the variable step (default 8: 3,072 threads
 *                             for 10,000 variables, so a parent thread walks 3 or 4
 *                             variables and launches once for each)
 *   --seed N                  the initial surveys (uniform in [0,1), bench_rng)
 */
#include <math.h>
#include <string.h>

#include "cnf_catalog.h"
#include "harness.h"
#include "rng.h"
#include "sp.h"

/*
 * Tolerance: |got - ref| <= 5e-4 for every survey and bias (all in [0,1], so
 * absolute).  The reference makes the same float operations in the same order
 * as every variant (sp.h), and IEEE division and multiplication are correctly
 * rounded on both sides, so what is left is the compilers' freedom to contract
 * a multiply and an add into an fma (nvcc does by default, the host compiler
 * may).  Measured on random-42000-10000-3 with a CPU model of these sweeps:
 * contracting p_0 into the sum moves the surveys by at most 9e-6 in 40 sweeps,
 * contracting p_u and p_s as well by at most 6e-5 in 100 sweeps (the early
 * sweeps, where many surveys are within 1e-5 of 1 and 1 - eta cancels, are
 * the sensitive ones).  Wrong computations are far outside it: after 20
 * sweeps a survey still moves by up to 0.78 from one sweep to the next, so a
 * sweep too few or too many fails; the ratios of 10 variables (one in 1,000)
 * left from the sweep before in one sweep, as a lost or late child would
 * leave them, put 292 surveys beyond the tolerance when it is the last sweep,
 * 4,903 the 19th, 110,122 the 10th (same CPU model); a value never written is
 * the NaN that reset leaves.
 */
#define SP_TOL_ABS 5e-4

typedef struct sp_ctx {
    sp_formula_dev f;
    int sweeps;
    float *d_eta, *d_wpos, *d_wneg;
    float *h_eta, *h_wpos, *h_wneg;
    const float *ref_eta, *ref_wpos, *ref_wneg;
} sp_ctx;

/* ---- the CPU reference: sp.h's steps, the expressions of the device code ---- */

static float cpu_edge_ratio(const int *occ, int degree, int k, const int *lit, const float *eta)
{
    int positive = lit[occ[k]] > 0;
    float ps = 1.0f, pu = 1.0f;
    for (int q = 0; q < degree; q++) {
        if (q == k)
            continue;
        int b = occ[q];
        float m = 1.0f - eta[b];
        if ((lit[b] > 0) == positive)
            ps *= m;
        else
            pu *= m;
    }
    float p_u = (1.0f - pu) * ps;
    float p_s = (1.0f - ps) * pu;
    float p_0 = ps * pu;
    float sum = p_u + p_s + p_0;
    return sum > 0.0f ? p_u / sum : 0.0f;
}

/* sweeps Jacobi sweeps from eta (in place), then the biases; returns the
 * largest change of a survey in the last sweep */
static double cpu_sp(const cnf_formula *c, const int *var_start, const int *occ, int sweeps,
                     float *eta, float *wpos, float *wneg)
{
    int ne = c->start[c->nclauses];
    float *ratio = (float *)malloc(((size_t)ne + 1) * sizeof *ratio);
    double change = 0;
    for (int s = 0; s < sweeps; s++) {
        for (int j = 0; j < c->nvars; j++) {
            int begin = var_start[j], degree = var_start[j + 1] - begin;
            for (int k = 0; k < degree; k++)
                ratio[occ[begin + k]] = cpu_edge_ratio(occ + begin, degree, k, c->lit, eta);
        }
        change = 0;
        for (int a = 0; a < c->nclauses; a++)
            for (int e = c->start[a]; e < c->start[a + 1]; e++) {
                float p = 1.0f;
                for (int f = c->start[a]; f < c->start[a + 1]; f++)
                    if (f != e)
                        p *= ratio[f];
                if (fabs((double)p - eta[e]) > change)
                    change = fabs((double)p - eta[e]);
                /* in place is Jacobi here: step 2 reads only ratio */
                eta[e] = p;
            }
    }
    for (int j = 0; j < c->nvars; j++) {
        float pp = 1.0f, pn = 1.0f;
        for (int q = var_start[j]; q < var_start[j + 1]; q++) {
            int b = occ[q];
            if (c->lit[b] > 0)
                pp *= 1.0f - eta[b];
            else
                pn *= 1.0f - eta[b];
        }
        float pi_pos = (1.0f - pp) * pn;
        float pi_neg = (1.0f - pn) * pp;
        float sum = pi_pos + pi_neg + pp * pn;
        wpos[j] = sum > 0.0f ? pi_pos / sum : 0.0f;
        wneg[j] = sum > 0.0f ? pi_neg / sum : 0.0f;
    }
    free(ratio);
    return change;
}

/* ---- harness callbacks ---- */

static void sp_reset(void *p)
{
    sp_ctx *c = (sp_ctx *)p;
    /* poison: 0xffffffff is a NaN, which never matches */
    CHECK_CUDA(cudaMemset(c->d_eta, 0xff, (size_t)c->f.nedges * sizeof(float)));
    CHECK_CUDA(cudaMemset(c->f.ratio, 0xff, (size_t)c->f.nedges * sizeof(float)));
    CHECK_CUDA(cudaMemset(c->d_wpos, 0xff, (size_t)c->f.nvars * sizeof(float)));
    CHECK_CUDA(cudaMemset(c->d_wneg, 0xff, (size_t)c->f.nvars * sizeof(float)));
}

static void sp_run(void *p)
{
    sp_ctx *c = (sp_ctx *)p;
    sp_variant_run(&c->f, c->sweeps, c->d_eta, c->d_wpos, c->d_wneg);
}

static int sp_verify(void *p, char *msg, size_t len)
{
    sp_ctx *c = (sp_ctx *)p;
    size_t ne = (size_t)c->f.nedges, nv = (size_t)c->f.nvars;
    CHECK_CUDA(cudaMemcpy(c->h_eta, c->d_eta, ne * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_wpos, c->d_wpos, nv * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_wneg, c->d_wneg, nv * sizeof(float), cudaMemcpyDeviceToHost));
    return bench_compare_float("eta", c->h_eta, c->ref_eta, ne, 0.0, SP_TOL_ABS, msg, len) == 0 &&
           bench_compare_float("W+", c->h_wpos, c->ref_wpos, nv, 0.0, SP_TOL_ABS, msg, len) == 0 &&
           bench_compare_float("W-", c->h_wneg, c->ref_wneg, nv, 0.0, SP_TOL_ABS, msg, len) == 0;
}

static int *upload_int(const int *h, size_t n)
{
    int *d;
    CHECK_CUDA(cudaMalloc(&d, (n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
    return d;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "sp", "random-42000-10000-3", &o);

    cnf_formula cnf;
    char err[512];
    if (dataset_load_cnf(o.dataset, o.data_dir, o.seed, &cnf, err, sizeof err)) {
        fprintf(stderr, "sp: %s\n", err);
        return 2;
    }
    int sweeps = (int)bench_param_int(&o, "sweeps", 20);
    int parent_blocks = (int)bench_param_int(&o, "parent_blocks", 8);
    int nv = cnf.nvars, nc = cnf.nclauses, ne = cnf.start[nc];
    if (sweeps < 0 || parent_blocks < 1 || nv < 1 || ne < 1) {
        fprintf(stderr, "sp: need sweeps >= 0, parent_blocks >= 1, a formula with literals\n");
        return 2;
    }

    /* occurrence lists: a counting sort of the edges by variable, ascending
     * edge number within a variable (the order of sp.h's products) */
    int *var_start = (int *)calloc((size_t)nv + 1, sizeof *var_start);
    int *occ = (int *)malloc((size_t)ne * sizeof *occ);
    int *fill = (int *)malloc((size_t)nv * sizeof *fill);
    for (int e = 0; e < ne; e++)
        var_start[abs(cnf.lit[e])]++; /* 1-based: counts of variable v-1 land at v */
    for (int j = 0; j < nv; j++)
        var_start[j + 1] += var_start[j];
    int max_degree = 0;
    for (int j = 0; j < nv; j++) {
        fill[j] = var_start[j];
        if (var_start[j + 1] - var_start[j] > max_degree)
            max_degree = var_start[j + 1] - var_start[j];
    }
    for (int e = 0; e < ne; e++)
        occ[fill[abs(cnf.lit[e]) - 1]++] = e;
    free(fill);

    /* the initial surveys, then the reference from them */
    float *eta0 = (float *)malloc((size_t)ne * sizeof *eta0);
    bench_rng rng;
    bench_rng_seed(&rng, o.seed);
    for (int e = 0; e < ne; e++)
        eta0[e] = (float)bench_rng_double(&rng);
    float *ref_eta = (float *)malloc((size_t)ne * sizeof *ref_eta);
    float *ref_wpos = (float *)malloc((size_t)nv * sizeof *ref_wpos);
    float *ref_wneg = (float *)malloc((size_t)nv * sizeof *ref_wneg);
    memcpy(ref_eta, eta0, (size_t)ne * sizeof *ref_eta);
    double change = cpu_sp(&cnf, var_start, occ, sweeps, ref_eta, ref_wpos, ref_wneg);
    float max_eta = 0;
    int polarised = 0; /* variables with |W+ - W-| > 0.5 */
    for (int e = 0; e < ne; e++)
        if (ref_eta[e] > max_eta)
            max_eta = ref_eta[e];
    for (int j = 0; j < nv; j++)
        polarised += fabsf(ref_wpos[j] - ref_wneg[j]) > 0.5f;
    bench_log(&o,
              "sp: %s: %d variables, %d clauses, %d literals, max occurrences %d; %d sweeps: "
              "last sweep's largest change %.3g, largest survey %.4f, %d variables with "
              "|W+ - W-| > 0.5\n",
              o.dataset, nv, nc, ne, max_degree, sweeps, change, max_eta, polarised);

    /* a parent grid launches at most one child per variable, and the host's
     * stream runs the sweeps' grids one after another (a grid completes only
     * when its children have): nvars bounds the pending launches */
    bench_set_pending_launch_limit((size_t)nv);

    sp_ctx c;
    memset(&c, 0, sizeof c);
    c.sweeps = sweeps;
    c.f.nvars = nv;
    c.f.nclauses = nc;
    c.f.nedges = ne;
    c.f.max_degree = max_degree;
    c.f.parent_blocks = parent_blocks;
    c.f.clause_start = upload_int(cnf.start, (size_t)nc + 1);
    c.f.lit = upload_int(cnf.lit, (size_t)ne);
    c.f.var_start = upload_int(var_start, (size_t)nv + 1);
    c.f.occ = upload_int(occ, (size_t)ne);
    float *d_eta0;
    CHECK_CUDA(cudaMalloc(&d_eta0, (size_t)ne * sizeof(float)));
    CHECK_CUDA(cudaMemcpy(d_eta0, eta0, (size_t)ne * sizeof(float), cudaMemcpyHostToDevice));
    c.f.eta0 = d_eta0;
    CHECK_CUDA(cudaMalloc(&c.f.ratio, (size_t)ne * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&c.d_eta, (size_t)ne * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&c.d_wpos, (size_t)nv * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&c.d_wneg, (size_t)nv * sizeof(float)));
    c.h_eta = (float *)malloc((size_t)ne * sizeof(float));
    c.h_wpos = (float *)malloc((size_t)nv * sizeof(float));
    c.h_wneg = (float *)malloc((size_t)nv * sizeof(float));
    c.ref_eta = ref_eta;
    c.ref_wpos = ref_wpos;
    c.ref_wneg = ref_wneg;

    bench_case bc = {&c, sp_reset, sp_run, sp_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree((void *)c.f.clause_start));
    CHECK_CUDA(cudaFree((void *)c.f.lit));
    CHECK_CUDA(cudaFree((void *)c.f.var_start));
    CHECK_CUDA(cudaFree((void *)c.f.occ));
    CHECK_CUDA(cudaFree(d_eta0));
    CHECK_CUDA(cudaFree(c.f.ratio));
    CHECK_CUDA(cudaFree(c.d_eta));
    CHECK_CUDA(cudaFree(c.d_wpos));
    CHECK_CUDA(cudaFree(c.d_wneg));
    free(c.h_eta);
    free(c.h_wpos);
    free(c.h_wneg);
    free(ref_eta);
    free(ref_wpos);
    free(ref_wneg);
    free(eta0);
    free(var_start);
    free(occ);
    cnf_free(&cnf);
    return rc;
}
