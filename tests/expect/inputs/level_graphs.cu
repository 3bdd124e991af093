// A recursion's levels as device graphs (plan/level_graphs.c), and each
// reason a recursion keeps its chained levels.

// Once a row, a barrier after an early return (no thread can run its
// subtree), its launch's error checked: its levels run as device graphs.
__global__ void tree(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0) {
        tree<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 2 * blockIdx.x + 1, depth + 1);
        if (cudaGetLastError() != cudaSuccess)
            node[0] = -1;
    }
}

// Its block is its own grid's, which only the host's launch says: a
// device-side update sets no node's block.
__global__ void sized(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0)
        sized<<<2, blockDim.x, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
}

// It asks the device runtime which device it runs on.
__global__ void asks(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0) {
        int device = 0;
        cudaGetDevice(&device);
        node[1] = device;
        asks<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
    }
}

// Its name is used other than to launch it: what that sets would not reach
// the graphs' copies.
__global__ void named(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0)
        named<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
}

// Launched in a larger expression: the host's launch could not be rewritten.
__global__ void inside(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0)
        inside<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
}

__global__ void leaf(int *node) { node[threadIdx.x] = 0; }

// It launches another kernel too: a kernel of a device graph launches nothing.
__global__ void mixed(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0) {
        leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(node);
        mixed<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
    }
}

// What it calls asks the device runtime.
__device__ int device_of()
{
    int device = 0;
    cudaGetDevice(&device);
    return device;
}

__global__ void calls(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0) {
        node[1] = device_of();
        calls<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
    }
}

int main()
{
    int *node = nullptr;
    tree<<<1, 64>>>(node, 0);
    sized<<<1, 64>>>(node, 0);
    asks<<<1, 64>>>(node, 0);
    cudaFuncSetAttribute(named, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
    named<<<1, 64>>>(node, 0);
    (inside<<<1, 64>>>(node, 0), cudaDeviceSynchronize());
    mixed<<<1, 64>>>(node, 0);
    calls<<<1, 64>>>(node, 0);
    return 0;
}
