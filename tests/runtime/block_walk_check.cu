// The CDP program behind tests/runtime/gpu-block-walk.sh: dpopt
// --flatten=grid walks its children in whole blocks (runtime
// block_walk.cuh), and the rewritten program must do what this one does.
// Each parent thread launches a child of `blocks[t]` blocks of 128 threads
// with barriers and shared memory: each child block sums its threads'
// numbers in shared memory and adds (sum, launch number) into its own word
// of `out` (a child block run twice, or not at all, shows). The cases:
// - 20,000 launches of 1 to 9 blocks: more child blocks than the walking
//   grid has (at most 524,288 threads, 4,096 blocks of 128), each of its
//   blocks running many, every gridDim.x-th.
// - 300 launches of 1 or 2 blocks: fewer child blocks than that cap, a
//   walking block for each.
// - the large case with the blocks of every third launch past a bound
//   returning before the barriers, all of a block's threads together.
// - a child with shared memory and no barriers whose block size differs
//   from launch to launch (64 or 128 threads): the fused block is the
//   largest, and a smaller child block's surplus threads sit it out.
// Each case runs twice: the batch starts over.
#include <cstdio>
#include <vector>

#define WALK_BLOCK 128

__global__ void sum_block(unsigned *out, int id, int bound)
{
    __shared__ unsigned part[WALK_BLOCK];
    if ((int)blockIdx.x >= bound)
        return; // the whole block leaves together
    part[threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x + 1u;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w)
            part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(&out[blockIdx.x], part[0] + (unsigned)id * 7919u);
}

__global__ void parent(const int *blocks, const int *offsets, const int *bounds, int launches, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches)
        sum_block<<<blocks[t], WALK_BLOCK, 0, cudaStreamFireAndForget>>>(out + offsets[t], t + 1, bounds[t]);
}

// Shared memory, no barriers, a block size that differs between launches.
__global__ void own_slot(unsigned *out, int id)
{
    __shared__ unsigned slot[2 * 64];
    slot[threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x + 1u;
    atomicAdd(&out[blockIdx.x * blockDim.x + threadIdx.x], slot[threadIdx.x] + (unsigned)id * 7919u);
}

__global__ void parent_sizes(const int *blocks, const int *offsets, int launches, unsigned *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < launches)
        own_slot<<<blocks[t], 64 * (1 + t % 2), 0, cudaStreamFireAndForget>>>(out + offsets[t], t + 1);
}

static unsigned block_sum(int b)
{
    unsigned sum = 0;
    for (unsigned i = 0; i < WALK_BLOCK; i++)
        sum += (unsigned)b * WALK_BLOCK + i + 1u;
    return sum;
}

// One case, twice; 0 when every child block ran once.
static int run_case(const char *name, int launches, int (*blocks_of)(int), int (*bound_of)(int, int), bool sizes)
{
    std::vector<int> blocks(launches), offsets(launches), bounds(launches);
    int words = 0;
    for (int t = 0; t < launches; t++) {
        blocks[t] = blocks_of(t);
        bounds[t] = bound_of(t, blocks[t]);
        offsets[t] = words;
        words += sizes ? blocks[t] * 64 * (1 + t % 2) : blocks[t];
    }
    std::vector<unsigned> want(words, 0u), got(words);
    for (int t = 0; t < launches; t++)
        for (int b = 0; b < blocks[t]; b++) {
            if (sizes) {
                const int threads = 64 * (1 + t % 2);
                for (int i = 0; i < threads; i++)
                    want[offsets[t] + b * threads + i] = (unsigned)(b * threads + i + 1) + (unsigned)(t + 1) * 7919u;
            } else if (b < bounds[t]) {
                want[offsets[t] + b] = block_sum(b) + (unsigned)(t + 1) * 7919u;
            }
        }
    int *d_blocks, *d_offsets, *d_bounds;
    unsigned *d_out;
    cudaMalloc(&d_blocks, launches * sizeof(int));
    cudaMalloc(&d_offsets, launches * sizeof(int));
    cudaMalloc(&d_bounds, launches * sizeof(int));
    cudaMalloc(&d_out, words * sizeof(unsigned));
    cudaMemcpy(d_blocks, blocks.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_offsets, offsets.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_bounds, bounds.data(), launches * sizeof(int), cudaMemcpyHostToDevice);
    int bad = 0;
    for (int round = 0; round < 2 && !bad; round++) {
        cudaMemset(d_out, 0, words * sizeof(unsigned));
        if (sizes)
            parent_sizes<<<(launches + 127) / 128, 128>>>(d_blocks, d_offsets, launches, d_out);
        else
            parent<<<(launches + 127) / 128, 128>>>(d_blocks, d_offsets, d_bounds, launches, d_out);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL %s, round %d: %s\n", name, round, cudaGetErrorString(err));
            return 1;
        }
        cudaMemcpy(got.data(), d_out, words * sizeof(unsigned), cudaMemcpyDeviceToHost);
        for (int k = 0; k < words; k++)
            if (got[k] != want[k] && bad++ < 5)
                printf("FAIL %s, round %d: word %d is %u, not %u\n", name, round, k, got[k], want[k]);
    }
    cudaFree(d_blocks);
    cudaFree(d_offsets);
    cudaFree(d_bounds);
    cudaFree(d_out);
    if (bad)
        return 1;
    printf("PASS %s: %d launches, %d words, twice\n", name, launches, words);
    return 0;
}

static int one_to_nine(int t) { return 1 + (t * 37) % 9; }
static int one_or_two(int t) { return 1 + t % 2; }
static int every_block(int, int blocks) { return blocks; }
static int some_return(int t, int blocks) { return t % 3 == 0 ? blocks / 2 : blocks; }

int main()
{
    // As written, the large cases make 20,000 launches from one grid: more
    // than the device runtime's default 2,048 pending launches.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 32768);
    int failed = 0;
    failed += run_case("20,000 launches of 1 to 9 blocks", 20000, one_to_nine, every_block, false);
    failed += run_case("300 launches of 1 or 2 blocks", 300, one_or_two, every_block, false);
    failed += run_case("block-wide returns before the barriers", 20000, one_to_nine, some_return, false);
    failed += run_case("block sizes differing between launches", 3000, one_or_two, every_block, true);
    return failed ? 1 : 0;
}
