/*
 * bench/apps/sp/flat.cu - survey propagation without dynamic parallelism (the
 * "original"): the variable step's threads (block 384, the same grid-stride
 * loop as cdp.cu) compute the ratios of their variable's occurrences in a loop.
 */
#include "sp.h"
#include "sp_steps.cuh"

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
