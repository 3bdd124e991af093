/*
 * bench/apps/sp/sp_steps.cuh - the steps every sp variant shares (sp.h says
 * what one run computes): an edge's ratio (step 1, for the k-th occurrence of
 * a variable), the clause step (2) and the biases (3). Each variant file
 * includes it and differs only in how step 1 reaches its edges: a child grid
 * per variable (cdp), the parent thread's loop (flat), a thread per
 * occurrence (flat_lb). main.cu's CPU reference computes the same formulas on
 * its own, in the same float order.
 */
#ifndef SP_STEPS_CUH
#define SP_STEPS_CUH

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

#endif
