// Three launch sites, each under a kind of its own (--decisions): a fill
// per thread, a histogram of atomic adds per thread, a tile per block. Run
// by tests/runtime/gpu-decisions.sh as written and under each file of
// tests/runtime/decisions/; every run must print PASS.
#include <cstdio>
#include <vector>

__host__ __device__ inline unsigned mix(unsigned a, unsigned b)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    return h * 0x2C1B3C6Du;
}

__global__ void fill(unsigned *x, unsigned v)
{
    x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void add(unsigned *y, unsigned v)
{
    atomicAdd(&y[(blockIdx.x * blockDim.x + threadIdx.x) % 8], v);
}

__global__ void tile(unsigned *z, unsigned salt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    z[i] = mix(salt, (unsigned)i);
}

__global__ void fills(unsigned *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        fill<<<1, 32>>>(x + 32 * i, (unsigned)i);
}

__global__ void histogram(unsigned *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i % 3 != 0)
        add<<<2, 16>>>(y + 8 * (i % 64), (unsigned)(i % 7));
}

__global__ void tiles(unsigned *z)
{
    if (threadIdx.x == 0)
        tile<<<4, 64>>>(z + 256 * blockIdx.x, blockIdx.x);
}

int main()
{
    // Fewer launches a grid than the 2,048 pending launches CDP keeps by
    // default: the program as written must pass.
    const int n = 1500, blocks = 40;
    unsigned *x, *y, *z;
    cudaMalloc(&x, 32 * n * sizeof(unsigned));
    cudaMalloc(&y, 8 * 64 * sizeof(unsigned));
    cudaMalloc(&z, 256 * blocks * sizeof(unsigned));
    cudaMemset(y, 0, 8 * 64 * sizeof(unsigned));
    fills<<<(n + 127) / 128, 128>>>(x, n);
    histogram<<<(n + 255) / 256, 256>>>(y, n);
    tiles<<<blocks, 96>>>(z);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL %s\n", cudaGetErrorName(e));
        return 1;
    }
    std::vector<unsigned> hx(32 * n), hy(8 * 64), hz(256 * blocks), wy(8 * 64, 0);
    cudaMemcpy(hx.data(), x, hx.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(hy.data(), y, hy.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(hz.data(), z, hz.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < 32 * n; i++)
        wrong += hx[i] != (unsigned)(i / 32);
    for (int i = 0; i < n; i++)
        if (i % 3 != 0)
            for (int t = 0; t < 32; t++)
                wy[8 * (i % 64) + t % 8] += (unsigned)(i % 7);
    for (int i = 0; i < 8 * 64; i++)
        wrong += hy[i] != wy[i];
    for (int b = 0; b < blocks; b++)
        for (int i = 0; i < 256; i++)
            wrong += hz[256 * b + i] != mix((unsigned)b, (unsigned)i);
    printf("%s: %d values wrong\n", wrong ? "FAIL" : "PASS", wrong);
    return wrong != 0;
}
