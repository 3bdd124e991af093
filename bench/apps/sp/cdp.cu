/*
 * bench/apps/sp/cdp.cu - survey propagation with CUDA Dynamic Parallelism: in
 * the variable step, the parent threads (block 384) walk the variables in a
 * grid-stride loop and launch, for each, a child grid with a thread per
 * occurrence of the variable (block 64), which computes that edge's ratio (El
 * Hajj, table 5.1; a thread launches once per variable it walks: the launch is
 * in a loop).  CDP2-legal: children go to the fire-and-forget stream; the host
 * orders the steps (a grid completes only when its children have).
 */
#include "sp.h"
#include "sp_steps.cuh"

/* ---- step 1, the variables ---- */

__global__ void sp_var_child(const int *occ, int degree, const int *lit, const float *eta,
                             float *ratio)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < degree)
        ratio[occ[k]] = sp_edge_ratio(occ, degree, k, lit, eta);
}

__global__ void sp_var_parent(const int *var_start, const int *occ, const int *lit,
                              const float *eta, float *ratio, int nvars)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < nvars; j += gridDim.x * blockDim.x) {
        int begin = var_start[j];
        int degree = var_start[j + 1] - begin;
        if (degree > 0) {
            sp_var_child<<<(degree + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(
                occ + begin, degree, lit, eta, ratio);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }
}

void sp_variant_run(const sp_formula_dev *f, int sweeps, float *d_eta, float *d_wpos,
                    float *d_wneg)
{
    CHECK_CUDA(cudaMemcpyAsync(d_eta, f->eta0, (size_t)f->nedges * sizeof(float),
                               cudaMemcpyDeviceToDevice, 0));
    for (int s = 0; s < sweeps; s++) {
        sp_var_parent<<<f->parent_blocks, SP_PARENT_BLOCK>>>(f->var_start, f->occ, f->lit, d_eta,
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
