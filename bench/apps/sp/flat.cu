/*
 * bench/apps/sp/flat.cu - survey propagation without dynamic parallelism (the
 * "original"): the variable step's threads (block 384, the same grid-stride
 * loop as cdp.cu) compute the ratios of their variable's occurrences in a loop.
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

__global__ void sp_var_step(const int *var_start, const int *occ, const int *lit,
                            const float *eta, float *ratio, int nvars)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < nvars; j += gridDim.x * blockDim.x) {
        int begin = var_start[j];
        int degree = var_start[j + 1] - begin;
        for (int k = 0; k < degree; k++)
            ratio[occ[begin + k]] = sp_edge_ratio(occ + begin, degree, k, lit, eta);
    }
}

void sp_variant_run(const sp_formula_dev *f, int sweeps, float *d_eta, float *d_wpos,
                    float *d_wneg)
{
    CHECK_CUDA(cudaMemcpyAsync(d_eta, f->eta0, (size_t)f->nedges * sizeof(float),
                               cudaMemcpyDeviceToDevice, 0));
    for (int s = 0; s < sweeps; s++) {
        sp_var_step<<<f->parent_blocks, SP_PARENT_BLOCK>>>(f->var_start, f->occ, f->lit, d_eta,
                                                           f->ratio, f->nvars);
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
