// A batch holds a grid's blocks at most (runtime batch.cuh:
// fused_grid_max_blocks, 2^31 - 1): the runtime's batches opened on a GPU
// with launches whose blocks add up past that, no child launched (the
// counts alone are checked; tests/runtime/gpu-batch-cut.sh builds and runs
// it). Prints "ok ..." per case, "FAIL ..." otherwise; exits 1 on a wrong
// answer.
// - grid granularity (block_batch.cuh: group_batch_open_launches, the
//   counted reservation): only whole blocks that fit take a range, the
//   batch's total stays within its most, each launch's range is its own
//   units, and a block whose own units pass the most (or wrap 32 bits: the
//   block scan saturates) takes nothing. With a most of 2^31 - 1 and with a
//   small one (BatchOptions' max_total), so that some blocks fit and some
//   do not.
// - block granularity (block_batch_open): a block whose launches' blocks
//   add up past 2^31 - 1 (or wrap 32 bits) gets no batch.
// - warp granularity (warp_batch_open): lanes whose blocks add up past
//   2^31 - 1 (or wrap) get false: their launches are made as written.
#include <dpopt/dpopt.cuh>

#include <cstdio>
#include <vector>

struct CutRecord {
    unsigned int units;
};

static __device__ dpopt::GridState cut_state;

// result: [0] launches in the batch, [1] its units, [2] launches whose range
// is not their units, [3] 1 where the last block found a batch.
__global__ void grid_cut(const unsigned int *units, unsigned int most, unsigned int *fit, unsigned int *result)
{
    __shared__ dpopt::BlockBatch::TempStorage temp;
    const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
    dpopt::BatchOptions options = dpopt::batch_options<CutRecord>();
    options.max_total = most;
    dpopt::BlockBatch b;
    dpopt::grid_batch_open(&b, temp, &cut_state, units[t] > 0u, units[t], dim3(1), options);
    if (units[t] > 0u && b.data)
        dpopt::batch_store_slot(b.data, b.capacity, b.slot, CutRecord{units[t]});
    if (threadIdx.x == 0)
        fit[blockIdx.x] = b.data != nullptr;
    if (dpopt::grid_batch_close(&b, temp, &cut_state)) {
        const unsigned int *start = dpopt::batch_block_start(b.data);
        unsigned int wrong = 0;
        for (unsigned int p = 0; p < b.count; p++) {
            CutRecord r;
            dpopt::batch_load_record(&r, &dpopt::batch_slots<CutRecord>(b.data, b.capacity)[p]);
            const unsigned int end = dpopt::batch_load(&start[p + 1]);
            wrong += end - dpopt::batch_load(&start[p]) != r.units;
        }
        result[0] = b.count;
        result[1] = b.total_blocks;
        result[2] = wrong;
        result[3] = 1u;
        dpopt::batch_release(b.data);
        dpopt::grid_batch_reset(&cut_state);
    }
}

// One block: whether block_batch_open gave it a batch (given back at once).
__global__ void block_cut(const unsigned int *units, unsigned int *got)
{
    __shared__ dpopt::BlockBatch::TempStorage temp;
    dpopt::BlockBatch b;
    dpopt::block_batch_open(&b, temp, units[threadIdx.x] > 0u, units[threadIdx.x], dim3(1),
                            dpopt::batch_options<CutRecord>());
    if (dpopt::block_thread_rank() == 0) {
        got[0] = b.data != nullptr;
        got[1] = b.total_blocks;
        if (b.data)
            dpopt::pool_release();
    }
}

// One warp: whether warp_batch_open took its lanes' launches (given back at once).
__global__ void warp_cut(const unsigned int *units, unsigned int *got)
{
    dpopt::WarpBatch b;
    const bool taken = dpopt::warp_batch_open(&b, units[threadIdx.x], CutRecord{units[threadIdx.x]});
    if (taken) {
        if (dpopt::warp_batch_is_leader(b))
            dpopt::pool_release();
        dpopt::warp_batch_close(b);
    }
    if (threadIdx.x == 0)
        got[0] = taken && b.total_blocks > 0u;
}

static int failures = 0;

static void expect(const char *what, bool ok, const char *detail)
{
    std::printf("%s %s%s%s\n", ok ? "ok" : "FAIL", what, ok ? "" : ": ", ok ? "" : detail);
    failures += !ok;
}

// `blocks` blocks of `threads`, thread t asking for units_of(t).
template <typename Units>
static void grid_case(const char *what, unsigned int blocks, unsigned int threads, unsigned int most, Units units_of)
{
    const unsigned int n = blocks * threads;
    std::vector<unsigned int> units(n), fit(blocks), result(4, 0u);
    for (unsigned int t = 0; t < n; t++)
        units[t] = units_of(t);
    unsigned int *d_units, *d_fit, *d_result;
    cudaMalloc(&d_units, n * sizeof(unsigned int));
    cudaMalloc(&d_fit, blocks * sizeof(unsigned int));
    cudaMalloc(&d_result, 4 * sizeof(unsigned int));
    cudaMemcpy(d_units, units.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice);
    cudaMemset(d_result, 0, 4 * sizeof(unsigned int));
    grid_cut<<<blocks, threads>>>(d_units, most, d_fit, d_result);
    const cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(fit.data(), d_fit, blocks * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    cudaMemcpy(result.data(), d_result, 4 * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    cudaFree(d_units);
    cudaFree(d_fit);
    cudaFree(d_result);
    // What the blocks that took a range hold, and whether a block that
    // could not fit took one.
    unsigned long long held = 0, launches = 0;
    bool over_taken = false, all_small_fit = true;
    unsigned long long all = 0;
    for (unsigned int b = 0; b < blocks; b++) {
        unsigned long long total = 0, count = 0;
        for (unsigned int k = 0; k < threads; k++) {
            total += units[b * threads + k];
            count += units[b * threads + k] > 0u;
        }
        all += total;
        if (fit[b]) {
            held += total;
            launches += count;
        }
        over_taken = over_taken || (fit[b] && total > most);
        all_small_fit = all_small_fit && (total == 0 || fit[b]);
    }
    char detail[256];
    std::snprintf(detail, sizeof detail,
                  "%s; batch %u launches, %u units (the blocks that fit: %llu, %llu), %u ranges wrong, most %u",
                  cudaGetErrorString(e), result[0], result[1], launches, held, result[2], most);
    const bool batch_ok = held == 0 ? result[3] == 0u
                                    : result[3] == 1u && result[0] == launches && result[1] == held && result[2] == 0u;
    expect(what, e == cudaSuccess && batch_ok && held <= most && !over_taken && (all > most || all_small_fit), detail);
}

static bool block_case(const std::vector<unsigned int> &units, unsigned int *total)
{
    unsigned int *d_units, *d_got, got[2] = {0, 0};
    cudaMalloc(&d_units, units.size() * sizeof(unsigned int));
    cudaMalloc(&d_got, sizeof got);
    cudaMemcpy(d_units, units.data(), units.size() * sizeof(unsigned int), cudaMemcpyHostToDevice);
    block_cut<<<1, (unsigned int)units.size()>>>(d_units, d_got);
    cudaDeviceSynchronize();
    cudaMemcpy(got, d_got, sizeof got, cudaMemcpyDeviceToHost);
    cudaFree(d_units);
    cudaFree(d_got);
    *total = got[1];
    return got[0] != 0u;
}

static bool warp_case(const std::vector<unsigned int> &units)
{
    unsigned int *d_units, *d_got, got = 0;
    cudaMalloc(&d_units, 32 * sizeof(unsigned int));
    cudaMalloc(&d_got, sizeof got);
    cudaMemcpy(d_units, units.data(), 32 * sizeof(unsigned int), cudaMemcpyHostToDevice);
    warp_cut<<<1, 32>>>(d_units, d_got);
    cudaDeviceSynchronize();
    cudaMemcpy(&got, d_got, sizeof got, cudaMemcpyDeviceToHost);
    cudaFree(d_units);
    cudaFree(d_got);
    return got != 0u;
}

int main()
{
    const unsigned int most = dpopt::fused_grid_max_blocks;
    grid_case("grid: small launches all fit", 64, 128, most, [](unsigned int t) { return t % 3 ? t % 7 + 1u : 0u; });
    // 2^24 blocks a thread, 64 threads: each block asks 2^30, one or two of
    // eight fit within 2^31 - 1 (a second would make 2^31).
    grid_case("grid: blocks of 2^30 each, one fits", 8, 64, most, [](unsigned int) { return 1u << 24; });
    // 2^25 a thread: each block 2^31, past the most on its own.
    grid_case("grid: blocks of 2^31 each, none fits", 8, 64, most, [](unsigned int) { return 1u << 25; });
    // 2^31 a thread, two threads a block: the block's sum wraps 32 bits to 0
    // unless the scan saturates.
    grid_case("grid: a block's sum past 2^32, none fits", 8, 64, most,
              [](unsigned int t) { return t % 64 < 2 ? 0x80000000u : 0u; });
    // A small most: some of 256 blocks of about 1,000 units fit, not all.
    grid_case("grid: a most of 100,000 units, some blocks fit", 256, 128, 100000u,
              [](unsigned int t) { return t % 2 ? 15u : 0u; });
    // Many blocks racing past the most: the 64-bit count cannot wrap.
    grid_case("grid: 4,096 blocks of 2^30 each", 4096, 64, most, [](unsigned int) { return 1u << 24; });

    unsigned int total = 0;
    expect("block: 128 launches of 1,000 blocks take a batch", block_case(std::vector<unsigned int>(128, 1000u), &total),
           "no batch");
    expect("block: 128 launches of 2^24 blocks (2^31) take none", !block_case(std::vector<unsigned int>(128, 1u << 24), &total),
           "a batch");
    std::vector<unsigned int> wrapping(128, 0u);
    wrapping[3] = wrapping[70] = 0x80000000u; // 2^32 in all: 0 if it wrapped
    expect("block: a sum of 2^32 takes none", !block_case(wrapping, &total), "a batch");

    expect("warp: 32 launches of 1,000 blocks are taken", warp_case(std::vector<unsigned int>(32, 1000u)),
           "not taken");
    expect("warp: 32 launches of 2^26 blocks (2^31) are not", !warp_case(std::vector<unsigned int>(32, 1u << 26)),
           "taken");
    std::vector<unsigned int> lanes(32, 0u);
    lanes[0] = lanes[17] = 0x80000000u; // 2^32: 0 if it wrapped
    expect("warp: a sum of 2^32 is not taken", !warp_case(lanes), "taken");

    const unsigned int in_flight = dpopt::pool_in_flight();
    expect("the pool is empty again", in_flight == 0u, "batches still counted in flight");
    if (failures)
        std::printf("%d wrong\n", failures);
    return failures ? 1 : 0;
}
