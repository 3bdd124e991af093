/*
 * bench/apps/sp/flat_lb.cu - load-balanced survey propagation without dynamic
 * parallelism: the variable step takes a thread per literal occurrence, over
 * all of them at once, instead of a thread per variable.  The occurrence lists
 * never change, so the scan that load balancing needs is done once, by main.cu
 * (var_start: the prefix sums of the variables' occurrence counts); a thread
 * finds the variable of its occurrence slot by a binary search of it.
 */
#include "sp.h"

/* ---- the steps every sp variant shares (sp.h) ---- */

/* step 1 for the k-th occurrence of a variable whose occurrences are occ[0..degree):
 * Pu / (Pu + Ps + P0) from the other occurrences' surveys, in list order */
__device__ float sp_edge_ratio(const int *occ, int degree, int k, const int *lit, const float *eta)
{
    int positive = lit[occ[k]] > 0;
    float ps = 1.0f; /* prod (1 - eta) over the other occurrences of the same sign */
    float pu = 1.0f; /* ... of the other sign */
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

/* step 2: a thread per clause; each survey is the product of the other edges' ratios */
__global__ void sp_clause_update(const int *clause_start, const float *ratio, float *eta,
                                 int nclauses)
{
    int a = blockIdx.x * blockDim.x + threadIdx.x;
    if (a < nclauses) {
        int begin = clause_start[a], end = clause_start[a + 1];
        for (int e = begin; e < end; e++) {
            float p = 1.0f;
            for (int f = begin; f < end; f++)
                if (f != e)
                    p *= ratio[f];
            eta[e] = p;
        }
    }
}

/* step 3: a thread per variable */
__global__ void sp_bias(const int *var_start, const int *occ, const int *lit, const float *eta,
                        float *wpos, float *wneg, int nvars)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < nvars) {
        float pp = 1.0f, pn = 1.0f;
        for (int q = var_start[j]; q < var_start[j + 1]; q++) {
            int b = occ[q];
            if (lit[b] > 0)
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
}

/* ---- step 1, the variables ---- */

/* the j with start[j] <= i < start[j+1] (start ascending, start[0] = 0 <= i < start[n]);
 * variables without occurrences have start[j] == start[j+1] and are never found */
__device__ int sp_owner(const int *start, int n, int i)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int mid = lo + (hi - lo + 1) / 2;
        if (start[mid] <= i)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

__global__ void sp_occ_step(const int *var_start, const int *occ, const int *lit,
                            const float *eta, float *ratio, int nvars, int nedges)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nedges; i += gridDim.x * blockDim.x) {
        int j = sp_owner(var_start, nvars, i);
        int begin = var_start[j];
        ratio[occ[i]] = sp_edge_ratio(occ + begin, var_start[j + 1] - begin, i - begin, lit, eta);
    }
}

void sp_variant_run(const sp_formula_dev *f, int sweeps, float *d_eta, float *d_wpos,
                    float *d_wneg)
{
    CHECK_CUDA(cudaMemcpyAsync(d_eta, f->eta0, (size_t)f->nedges * sizeof(float),
                               cudaMemcpyDeviceToDevice, 0));
    int threads = 256;
    int blocks = (f->nedges + threads - 1) / threads;
    for (int s = 0; s < sweeps; s++) {
        sp_occ_step<<<blocks, threads>>>(f->var_start, f->occ, f->lit, d_eta, f->ratio, f->nvars,
                                         f->nedges);
        CHECK_LAUNCH();
        sp_clause_update<<<(f->nclauses + 255) / 256, 256>>>(f->clause_start, f->ratio, d_eta,
                                                             f->nclauses);
        CHECK_LAUNCH();
    }
    sp_bias<<<(f->nvars + 255) / 256, 256>>>(f->var_start, f->occ, f->lit, d_eta, d_wpos, d_wneg,
                                             f->nvars);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaDeviceSynchronize());
}
