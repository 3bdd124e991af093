// A child's local declared through a const pointer (`float *const p`),
// used after a __syncthreads(). The analyses read a declarator's name by
// its first child, which for `*const p` is the qualifier: p was no local
// of the child, so T4 and the threshold's serial copy split the body at
// the barrier with p declared in the first thread loop and used in the
// second, which nvcc rejects ("identifier p is undefined").
#include <cstdio>

__global__ void child(float *out)
{
    __shared__ float buf[64];
    float *const p = &buf[threadIdx.x];
    *p = (float)threadIdx.x;
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = *p + buf[63 - threadIdx.x];
}

// The same local read only before the barrier: removed as before.
__global__ void child_before(float *out)
{
    __shared__ float buf[64];
    float *const p = &buf[threadIdx.x];
    *p = (float)threadIdx.x;
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = buf[63 - threadIdx.x];
}

__global__ void parent(float *out)
{
    if (threadIdx.x == 0) {
        child<<<2, 64, 0, cudaStreamFireAndForget>>>(out + blockIdx.x * 128);
        child_before<<<2, 64, 0, cudaStreamFireAndForget>>>(out + 512 + blockIdx.x * 128);
    }
}

int main()
{
    float *out;
    cudaMalloc(&out, 1024 * sizeof(float));
    parent<<<4, 32>>>(out);
    float h[1024];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 1024; i++)
        bad += h[i] != (i < 512 ? 63.0f : (float)(63 - i % 64));
    printf("%s: %d wrong\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
