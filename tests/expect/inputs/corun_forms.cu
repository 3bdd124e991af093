// Kernels --corun takes and refuses (plan/corun.h), and the loads of the
// taken ones that may bypass L1.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define GLOBAL_ID (blockIdx.x * blockDim.x + threadIdx.x)
#define LAUNCH_TILED(g, b, ...) tiled<<<g, b>>>(__VA_ARGS__)

struct Pair {
    float x, y;
};

__device__ float twice(float v) { return 2 * v; }
__device__ void bump(float &v) { v += 1; }
__device__ int my_block() { return blockIdx.x; }
__device__ float hidden(float v);

// Taken. Loads: in[i] as a value (three times: alone, in an expression, as
// a by-value argument), table[k] and pairs[i] (a whole record). Not loads:
// out[i] (written), out[i] += (written), &in[i], in[i] into bump (a
// reference), pairs[i].x (a member's object), sizeof in[0], flags (a
// volatile pointer), moved (assigned), shadow (a local of its name).
__global__ void taken(float *out, const float *in, const int *table, const Pair *pairs, volatile int *flags,
                      const float *moved, const float *shadow, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = in[i];
    out[i] = twice(in[i]) + v * in[i];
    out[i] += table[i % 4] + pairs[i].x;
    Pair whole = pairs[i];
    const float *first = &in[i];
    bump(out[i]);
    moved = moved + 1;
    float local = moved[0] + flags[0] + sizeof in[0] + whole.y + *first;
    {
        float shadow[2] = {1, 2};
        local += shadow[i % 2];
    }
    out[i] = local + gridDim.x;
}

// A 2-D block and no load: the tile is shared memory.
__global__ void tiled(float *out, int width)
{
    __shared__ float tile[16][16];
    tile[threadIdx.y][threadIdx.x] = blockIdx.y;
    __syncthreads();
    out[(blockIdx.y * 16 + threadIdx.y) * width + blockIdx.x * 16 + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}

// A structured binding hides the parameter `in`: no subscript of `in` is a
// load of the parameter (the binding may point anywhere, shared memory too).
struct Ptrs {
    const float *in, *other;
};
__global__ void bound(float *out, const float *in, const Ptrs *ptrs)
{
    out[threadIdx.x] = in[threadIdx.x];
    auto [in_x, in_y] = ptrs[blockIdx.x];
    {
        auto [in, other] = ptrs[0];
        out[threadIdx.x] += in[threadIdx.x] + in_x[0] + in_y[0] + other[0];
    }
}

template <int N>
__global__ void templated(float *out) { out[blockIdx.x] = N; }

__global__ void calls_place(float *out) { out[my_block()] = 1; }

__global__ void macro_place(float *out) { out[GLOBAL_ID] = 1; }

__global__ void calls_unseen(float *out, const float *in) { out[threadIdx.x] = hidden(in[threadIdx.x]); }

__global__ void child(float *out) { out[threadIdx.x] = 0; }

__global__ void launches(float *out) { child<<<1, 32>>>(out); }

__global__ void assembly(float *out)
{
    unsigned int sm;
    asm("mov.u32 %0, %%smid;" : "=r"(sm));
    out[threadIdx.x] = sm;
}

__global__ void grouped(float *out)
{
    cg::thread_block b = cg::this_thread_block();
    out[b.group_index().x] = 1;
}

__global__ void reserved(float *out)
{
    int dp_x = threadIdx.x;
    out[dp_x] = 1;
}

__global__ void defaults(float *out, int n = 4) { out[threadIdx.x] = n; }

__global__ void device_only(float *out) { out[threadIdx.x] = 2; }

int main()
{
    float *out = nullptr;
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    taken<<<64, 256, 0, stream>>>(out, out, nullptr, nullptr, nullptr, out, out, 64 * 256);
    dim3 grid(8, 8), block(16, 16);
    tiled<<<grid, block>>>(out, 128);
    bound<<<4, 32>>>(out, out, nullptr);
    templated<3><<<4, 32>>>(out);
    calls_place<<<4, 32>>>(out);
    macro_place<<<4, 32>>>(out);
    calls_unseen<<<4, 32>>>(out, out);
    launches<<<4, 32>>>(out);
    assembly<<<4, 32>>>(out);
    grouped<<<4, 32>>>(out);
    reserved<<<4, 32>>>(out);
    defaults<<<4, 32>>>(out);
    // A launch macro used as a statement is expanded and taken; a launch
    // through the runtime's API stays as written, with a note.
    LAUNCH_TILED(grid, block, out, 128);
    void *args[] = {&out};
    cudaLaunchKernel((const void *)device_only, dim3(4), dim3(32), args, 0, 0);
    return 0;
}
