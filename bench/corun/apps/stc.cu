// STC (Li & Liang, Table II: Rodinia streamcluster's kernel_compute_cost,
// blocks of 512, type Down): the heart of pgain. For a candidate center x,
// each point's cost of switching to it: its weighted squared distance to x,
// x_cost. A point for which x is cheaper than its current cost is marked to
// move (switch_membership) and the saving goes to its row of work_mem at
// column K; otherwise the difference (what closing its current center would
// cost) goes to the column of its current center. Thread 0 of each block
// first copies the candidate's coordinates into shared memory.
//
// As Rodinia's kernel (the version with the candidate in dynamic shared
// memory), written anew, with these changes:
//   - the point records (Rodinia: an array of struct Point, whose float
//     *coord is a host pointer) are three arrays: weight, assign, cost;
//   - the distance loop (Rodinia's d_dist) is in the kernel's body, so its
//     loads are the kernel's own plain indexing;
//   - the work_mem entry is assigned (=), not added to (+=): Rodinia clears
//     work_mem before every launch and each thread adds to one entry of its
//     own row once, so on cleared memory the two agree; here work_mem is
//     cleared once, in setup, and launching again gives the same output.
// The coordinates are stored per dimension, coord[i * num + p], as Rodinia
// copies them to the device (coalesced reads).
//
// The points: dim = 256 coordinates in [0, 1) (Rodinia's run: 65,536
// points of 256 dimensions, the paper's 128 blocks), weights in [0.5, 1.5),
// K = 16 centers. A point's current cost is its own x_cost times a factor
// outside [0.95, 1.05] (a third below, two thirds above), so float
// rounding cannot change which branch it takes.
//
// Default size: 524,288 points (8 times Rodinia's run): coordinates 512 MB,
// work_mem 36 MB, roughly 0.2-0.3 ms on an H100. Grid: 1,024 blocks (a
// little under two waves at full occupancy); the points are scale times
// the default.
#include "app.h"

#include <vector>

constexpr int STC_THREADS = 512;
constexpr int STC_DIM = 256;
constexpr int STC_K = 16;

__global__ void kernel_compute_cost(int num, int dim, int x, const float *weight, const float *cost,
                                    const int *assign, const float *coord, int K, int stride,
                                    const int *center_table, float *work_mem, bool *switch_membership)
{
    extern __shared__ float coord_s[];
    const int bid = blockIdx.x + gridDim.x * blockIdx.y;
    const int tid = blockDim.x * bid + threadIdx.x;

    // The candidate's coordinates, read once by the block.
    if (threadIdx.x == 0)
        for (int i = 0; i < dim; i++)
            coord_s[i] = coord[(long long)i * num + x];
    __syncthreads();

    if (tid < num) {
        float *lower = &work_mem[(long long)tid * stride];
        float dist = 0.0f;
        for (int i = 0; i < dim; i++) {
            float d = coord[(long long)i * num + tid] - coord_s[i];
            dist += d * d;
        }
        float x_cost = dist * weight[tid];
        if (x_cost < cost[tid]) {
            switch_membership[tid] = 1;
            lower[K] = x_cost - cost[tid];
        } else {
            lower[center_table[assign[tid]]] = cost[tid] - x_cost;
        }
    }
}

struct StcState {
    int num, x;
    unsigned int blocks;
    std::vector<float> coord, weight, cost;  // host copies of the inputs
    std::vector<int> assign, center_table;
    float *d_coord, *d_weight, *d_cost, *d_work_mem;
    int *d_assign, *d_center_table;
    bool *d_switch;
    bool have_ref;
    CorunDeviceRef on_device[1]; // the references on the device (corun_compare_device)
    std::vector<double> ref_work;
    std::vector<unsigned char> ref_switch;
};

// The squared distance between points p and q, in double.
static double stc_dist(const StcState *s, int p, int q)
{
    double sum = 0;
    for (int i = 0; i < STC_DIM; i++) {
        double d = (double)s->coord[(size_t)i * s->num + p] - s->coord[(size_t)i * s->num + q];
        sum += d * d;
    }
    return sum;
}

static void *stc_setup(double scale)
{
    size_t n = corun_scaled(524288.0, scale, STC_K, 0x7fffffff / (STC_K + 1));
    if (!n) {
        fprintf(stderr, "STC: scale %g gives no point count of %d to %d\n", scale, STC_K,
                0x7fffffff / (STC_K + 1));
        return nullptr;
    }
    StcState *s = new StcState();
    int num = s->num = (int)n;
    s->x = num / 3;
    s->blocks = (unsigned int)((n + STC_THREADS - 1) / STC_THREADS);

    s->coord.resize((size_t)STC_DIM * num);
    for (size_t i = 0; i < s->coord.size(); i++)
        s->coord[i] = corun_uniform(71, i, 0.0f, 1.0f);
    // K centers, spread evenly; center_table maps a center's point to its number.
    s->center_table.assign(num, 0);
    for (int k = 0; k < STC_K; k++)
        s->center_table[(size_t)k * (num / STC_K)] = k;
    s->weight.resize(num);
    s->assign.resize(num);
    s->cost.resize(num);
    for (int p = 0; p < num; p++) {
        s->weight[p] = corun_uniform(72, p, 0.5f, 1.5f);
        s->assign[p] = (int)(corun_hash(73, p) % STC_K) * (num / STC_K);
        float factor = corun_hash(74, p) % 3 == 0 ? corun_uniform(75, p, 0.5f, 0.95f) : corun_uniform(75, p, 1.05f, 2.0f);
        s->cost[p] = (float)(s->weight[p] * stc_dist(s, p, s->x) * factor);
    }

    size_t work = (size_t)num * (STC_K + 1);
    CORUN_CUDA(cudaMalloc(&s->d_coord, s->coord.size() * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_weight, num * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_cost, num * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_assign, num * sizeof(int)));
    CORUN_CUDA(cudaMalloc(&s->d_center_table, num * sizeof(int)));
    CORUN_CUDA(cudaMalloc(&s->d_work_mem, work * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_switch, num * sizeof(bool)));
    CORUN_CUDA(cudaMemcpy(s->d_coord, s->coord.data(), s->coord.size() * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_weight, s->weight.data(), num * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_cost, s->cost.data(), num * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_assign, s->assign.data(), num * sizeof(int), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_center_table, s->center_table.data(), num * sizeof(int), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemset(s->d_work_mem, 0, work * sizeof(float)));
    CORUN_CUDA(cudaMemset(s->d_switch, 0, num * sizeof(bool)));
    s->have_ref = false;
    return s;
}

static void stc_launch(void *state, cudaStream_t stream)
{
    StcState *s = (StcState *)state;
    dim3 grid(s->blocks);
    kernel_compute_cost<<<grid, STC_THREADS, STC_DIM * sizeof(float), stream>>>(
        s->num, STC_DIM, s->x, s->d_weight, s->d_cost, s->d_assign, s->d_coord, STC_K, STC_K + 1,
        s->d_center_table, s->d_work_mem, s->d_switch);
    CORUN_LAUNCHED("kernel_compute_cost");
}

static unsigned int stc_grid_blocks(void *state)
{
    return ((StcState *)state)->blocks;
}

// pgain's gain for every point, in double.
static void stc_reference(StcState *s)
{
    int num = s->num, stride = STC_K + 1;
    s->ref_work.assign((size_t)num * stride, 0.0);
    s->ref_switch.assign(num, 0);
    for (int p = 0; p < num; p++) {
        double x_cost = stc_dist(s, p, s->x) * s->weight[p];
        double *lower = &s->ref_work[(size_t)p * stride];
        if (x_cost < s->cost[p]) {
            s->ref_switch[p] = 1;
            lower[STC_K] = x_cost - s->cost[p];
        } else {
            lower[s->center_table[s->assign[p]]] = s->cost[p] - x_cost;
        }
    }
    s->have_ref = true;
}

static bool stc_verify(void *state, char *why, size_t why_len)
{
    StcState *s = (StcState *)state;
    if (!s->have_ref)
        stc_reference(s);
    std::vector<unsigned char> sw(s->num);
    static_assert(sizeof(bool) == 1, "switch_membership is copied back as bytes");
    CORUN_CUDA(cudaMemcpy(sw.data(), s->d_switch, s->num * sizeof(bool), cudaMemcpyDeviceToHost));
    for (int p = 0; p < s->num; p++)
        if (sw[p] != s->ref_switch[p]) {
            snprintf(why, why_len, "switch_membership[%d] = %d, expected %d", p, sw[p], s->ref_switch[p]);
            return false;
        }
    // x_cost is a float sum of 256 squares (about 43 in all, times a weight
    // up to 1.5): each addition may round by half an ulp of the sum, ~2e-6,
    // so up to ~8e-4 in all at worst. 2e-3 absolute (+ 1e-5 relative) on
    // entries of 1 to 100; a wrong distance or entry is off by far more.
    return corun_compare_device("work_mem", s->d_work_mem, s->ref_work.data(), &s->on_device[0],
                                s->ref_work.size(), 1e-5, 2e-3, why, why_len);
}

static void stc_release(void *state)
{
    StcState *s = (StcState *)state;
    CORUN_CUDA(cudaFree(s->d_coord));
    CORUN_CUDA(cudaFree(s->d_weight));
    CORUN_CUDA(cudaFree(s->d_cost));
    CORUN_CUDA(cudaFree(s->d_assign));
    CORUN_CUDA(cudaFree(s->d_center_table));
    CORUN_CUDA(cudaFree(s->d_work_mem));
    CORUN_CUDA(cudaFree(s->d_switch));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_stc = {
    "STC", "kernel_compute_cost", "Down",
    (const void *)kernel_compute_cost, STC_THREADS, STC_DIM * sizeof(float),
    stc_setup, stc_launch, stc_grid_blocks, stc_verify, stc_release,
};
