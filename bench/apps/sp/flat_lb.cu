/*
 * bench/apps/sp/flat_lb.cu - load-balanced survey propagation without dynamic
 * parallelism: the variable step takes a thread per literal occurrence, over
 * all of them at once, instead of a thread per variable.  The occurrence lists
 * never change, so the scan that load balancing needs is done once, by main.cu
 * (var_start: the prefix sums of the variables' occurrence counts); a thread
 * finds the variable of its occurrence slot by a binary search of it.
 */
#include "sp.h"
#include "sp_steps.cuh"

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
