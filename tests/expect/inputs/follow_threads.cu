// A kernel with a flattened launch, launched from the host by two host
// threads (std::thread): not followed by the host, its fused grid
// launched from the device (follow_host_threads).
#include <thread>

__global__ void child(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&x[i], 1);
}

__global__ void parent(int *x)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(x, j % 32 + 1);
}

static void launch_parent(int *x)
{
    parent<<<4, 64>>>(x);
}

void run(int *x)
{
    std::thread a(launch_parent, x), b(launch_parent, x);
    a.join();
    b.join();
}
