#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__device__ unsigned dt_mix(unsigned a, unsigned b)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return h;
}

__device__ unsigned launches;

__global__ void lv(unsigned *acc, const int *seen, unsigned tag, int depth, int max_depth, int fan, int early)
{
    unsigned first = (unsigned)seen[blockIdx.x % 4u];
    if (early && depth > 1 && (first & 7u) == 3u && (tag & 1u))
        return;
    unsigned v = dt_mix(tag, threadIdx.x + 64u * (unsigned)depth + 4096u * blockIdx.x);
    atomicAdd(&acc[v % 384u], v);
    atomicAdd(&acc[384 + depth], 1u);
    if (depth < max_depth && threadIdx.x < fan)
        lv<<<1, 32>>>(acc, seen, tag * 3u + threadIdx.x + 1u, depth + 1, max_depth, fan, early);
}

int main(int argc, char **argv)
{
    int fan = atoi(argv[1]), depth = atoi(argv[2]), grid = atoi(argv[3]), early = atoi(argv[4]);
    static int host_data[1024];
    for (int k = 0; k < 1024; k++)
        host_data[k] = (int)(((unsigned)k * 2654435761u) >> 9) % 1000;
    int *data;
    unsigned *acc;
    cudaMalloc((void **)&data, sizeof(host_data));
    cudaMemcpy(data, host_data, sizeof(host_data), cudaMemcpyHostToDevice);
    cudaMalloc((void **)&acc, 512 * sizeof(unsigned));
    cudaMemset(acc, 0, 512 * sizeof(unsigned));
    lv<<<grid, 32>>>(acc, data, 7u, 0, depth, fan, early);
    cudaError_t e = cudaDeviceSynchronize();
    static unsigned words[512];
    cudaMemcpy(words, acc, sizeof(words), cudaMemcpyDeviceToHost);
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < 384; i++)
        for (int b = 0; b < 4; b++) {
            h ^= (words[i] >> (8 * b)) & 0xffu;
            h *= 1099511628211ull;
        }
    printf("fan %d depth %d grid %d early %d: %s 0x%016llx blocks per depth:", fan, depth, grid, early, cudaGetErrorName(e), h);
    for (int d = 0; d <= depth; d++)
        printf(" %u", words[384 + d]);
    printf("\n");
    return 0;
}
