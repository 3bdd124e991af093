// The device graphs a recursion's levels take turns in (dpopt/level_graph.cuh),
// driven by hand: a root kernel from the host, then levels of a kernel whose
// grid and arguments the close kernel sets for the next level, each block
// counting itself at its level (warps 1 and up leave at once, thread 0
// lingers: the shape of a leaf level). Checks that every level ran once with
// the grid and arguments it was given, over chains of 1 to 300 levels, from
// the default stream and from one of the program's, three roots in a row on
// the graphs made once, and a root whose configuration CUDA refuses (its
// error, as the launch as written would give, and nothing run). Prints one
// line per case; exit 1 on any failure.
#include <cstdio>
#include <cstring>

#include "dpopt/level_graph.cuh"

#if !DPOPT_LEVEL_GRAPHS
int main()
{
    std::printf("SKIP level_graph_check: CUDA %d has no device-updatable graph nodes\n", CUDART_VERSION);
    return 0;
}
#else

constexpr unsigned int max_levels = 320;
constexpr unsigned int level_threads = 128;

// The level kernel's parameter buffer, laid out as its parameters.
struct LevelArgs {
    unsigned int level;
    unsigned int width;
    unsigned int last;
    unsigned int tag;
};

__device__ unsigned int blocks_seen[max_levels]; // blocks that ran at each level
__device__ unsigned int wrong;                   // a block whose grid or tag was not its level's
__device__ LevelArgs running;                    // the level that runs now, as its close will see it
__device__ unsigned int closes;                  // close kernels that ran
static __device__ dpopt::LevelGraphs level_graphs;

__host__ __device__ inline unsigned int width_of(unsigned int level) { return 1u + (level * 37u) % 300u; }

__device__ inline void count_block(unsigned int level, unsigned int width, unsigned int tag)
{
    if (threadIdx.x >= 32)
        return; // most of a leaf block's warps leave at once
    if (threadIdx.x == 0) {
        atomicAdd(&blocks_seen[level], 1u);
        if (gridDim.x != width || tag != 1000u + level)
            atomicExch(&wrong, 1u);
        const long long start = clock64();
        while (clock64() - start < 2000) {
        }
    }
}

__global__ void root_kernel(unsigned int width, unsigned int last)
{
    count_block(0, width, 1000u);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        running = LevelArgs{0u, width, last, 1000u};
}

__global__ void level_kernel(unsigned int level, unsigned int width, unsigned int last, unsigned int tag)
{
    (void)last;
    count_block(level, width, tag);
}

// The kernel as written, for a launch no graph can take: it counts its
// blocks at level 0 as the root does and marks that it ran.
__device__ unsigned int chained_ran;
__global__ void chained_kernel(unsigned int width, unsigned int last)
{
    (void)last;
    count_block(0, width, 1000u);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        chained_ran = 1u;
}

// After a level: the next one, as graph `other`, until the last.
__global__ void close_kernel(unsigned int other)
{
    atomicAdd(&closes, 1u);
    const LevelArgs now = running;
    if (now.level == now.last)
        return;
    const unsigned int level = now.level + 1u;
    const LevelArgs next = {level, width_of(level), now.last, 1000u + level};
    running = next;
    dpopt::level_graph_next(&level_graphs, other, next.width, next, sizeof next, "level_kernel");
}

static dpopt::PerDevice<dpopt::LevelGraphHost> graph_host;

static cudaError_t launch_root(unsigned int width, unsigned int last, dim3 block, cudaStream_t stream)
{
    LevelArgs zero = {};
    void *level_args[] = {&zero.level, &zero.width, &zero.last, &zero.tag};
    void *args[] = {&width, &last};
    if (!dpopt::level_graph_launch(graph_host, (const void *)&level_graphs, (const void *)level_kernel, level_args,
                                   dim3(level_threads), 0, (const void *)close_kernel, (const void *)root_kernel, args,
                                   dim3(width), block, 0, stream, "root_kernel"))
        chained_kernel<<<width, block, 0, stream>>>(width, last); // no graph can take it: the kernel as written
    return cudaGetLastError();
}

static int run_case(const char *name, unsigned int width, unsigned int last, cudaStream_t stream)
{
    static unsigned int zeros[max_levels];
    unsigned int zero = 0;
    cudaMemcpyToSymbol(blocks_seen, zeros, sizeof zeros);
    cudaMemcpyToSymbol(wrong, &zero, sizeof zero);
    cudaMemcpyToSymbol(closes, &zero, sizeof zero);
    // The stream's next work (a copy of the counts) waits for every level,
    // as it waits for a launch's children: the tail launches belong to the
    // root's graph. Read with the stream's own synchronisation only.
    static unsigned int *seen = nullptr;
    if (!seen && cudaMallocHost((void **)&seen, max_levels * sizeof *seen) != cudaSuccess) {
        std::printf("FAIL %s: no pinned memory\n", name);
        return 1;
    }
    cudaError_t error = launch_root(width, last, dim3(level_threads), stream);
    if (error == cudaSuccess)
        error = cudaMemcpyFromSymbolAsync(seen, blocks_seen, max_levels * sizeof *seen, 0, cudaMemcpyDeviceToHost,
                                          stream);
    if (error == cudaSuccess)
        error = cudaStreamSynchronize(stream);
    if (error == cudaSuccess)
        error = cudaDeviceSynchronize();
    if (error != cudaSuccess) {
        std::printf("FAIL %s: %s\n", name, cudaGetErrorString(error));
        return 1;
    }
    unsigned int bad = 0, closed = 0;
    cudaMemcpyFromSymbol(&bad, wrong, sizeof bad);
    cudaMemcpyFromSymbol(&closed, closes, sizeof closed);
    int failures = 0;
    for (unsigned int level = 0; level < max_levels; level++) {
        const unsigned int want = level == 0 ? width : level <= last ? width_of(level) : 0u;
        if (seen[level] != want && failures++ < 3)
            std::printf("FAIL %s: level %u ran %u blocks, not %u\n", name, level, seen[level], want);
    }
    if (bad)
        std::printf("FAIL %s: a block saw another level's grid or arguments\n", name), failures++;
    if (closed != last + 1u)
        std::printf("FAIL %s: %u closes ran, not %u\n", name, closed, last + 1u), failures++;
    if (!failures)
        std::printf("PASS %s: %u levels after the root\n", name, last);
    return failures ? 1 : 0;
}

// A block CUDA refuses: no graph takes the launch, the kernel as written
// gives the error its launch as written gives; nothing runs.
static int refused_case(const char *name)
{
    chained_kernel<<<4, 4096>>>(4, 3); // as written
    const cudaError_t written = cudaGetLastError();
    unsigned int before = 0;
    const cudaError_t cleared = cudaMemcpyToSymbol(blocks_seen, &before, sizeof before);
    if (cleared != cudaSuccess) {
        std::printf("FAIL %s: the count could not be cleared: %s\n", name, cudaGetErrorString(cleared));
        return 1;
    }
    const cudaError_t refused = launch_root(4, 3, dim3(4096), 0);
    cudaDeviceSynchronize();
    cudaMemcpyFromSymbol(&before, blocks_seen, sizeof before);
    if (written == cudaSuccess || refused != written || before != 0) {
        std::printf("FAIL %s: launch %s, as written %s, %u root blocks ran\n", name, cudaGetErrorString(refused),
                    cudaGetErrorString(written), before);
        return 1;
    }
    std::printf("PASS %s: %s, as written\n", name, cudaGetErrorString(refused));
    return 0;
}

// A launch into a stream being captured: a device graph cannot be a node
// of the captured graph, so the kernel as written is captured instead.
static int captured_case(const char *name)
{
    unsigned int zero = 0, ran = 0, seen = 0;
    cudaMemcpyToSymbol(blocks_seen, &zero, sizeof zero);
    cudaMemcpyToSymbol(chained_ran, &zero, sizeof zero);
    cudaStream_t stream;
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    cudaError_t error = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
    if (error == cudaSuccess)
        error = cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal);
    if (error == cudaSuccess)
        error = launch_root(5, 3, dim3(level_threads), stream);
    const cudaError_t ended = cudaStreamEndCapture(stream, &graph);
    if (error == cudaSuccess)
        error = ended;
    if (error == cudaSuccess)
        error = cudaGraphInstantiate(&exec, graph, 0);
    if (error == cudaSuccess)
        error = cudaGraphLaunch(exec, stream);
    if (error == cudaSuccess)
        error = cudaStreamSynchronize(stream);
    cudaMemcpyFromSymbol(&ran, chained_ran, sizeof ran);
    cudaMemcpyFromSymbol(&seen, blocks_seen, sizeof seen);
    if (error != cudaSuccess || ran != 1u || seen != 5u) {
        std::printf("FAIL %s: %s, the kernel as written %s, %u root blocks\n", name, cudaGetErrorString(error),
                    ran ? "ran" : "did not run", seen);
        return 1;
    }
    std::printf("PASS %s: the kernel as written ran its 5 blocks\n", name);
    return 0;
}

int main()
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each line out before a stop
    int status = 0;
    const cudaError_t started = cudaFree(0);
    if (started != cudaSuccess) {
        std::printf("FAIL level_graph_check: CUDA did not start: %s\n", cudaGetErrorString(started));
        return 1;
    }
    status |= refused_case("a refused block, before any root was made");
    status |= run_case("one level", 3, 1, 0);
    status |= run_case("ten levels", 1, 10, 0);
    status |= run_case("300 levels", 5, 300, 0);
    cudaStream_t stream;
    cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
    status |= run_case("ten levels, a stream of the program's", 7, 10, stream);
    status |= run_case("the root alone", 2, 0, stream);
    status |= refused_case("a refused block, on the root made");
    status |= run_case("ten levels after the refusal", 1, 10, 0);
    status |= captured_case("a launch into a stream being captured");
    status |= run_case("ten levels after the capture", 3, 10, 0);
    cudaStreamDestroy(stream);
    return status;
}
#endif
