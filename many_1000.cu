#include <cuda_runtime.h>

__global__ void child0(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent0(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child0<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child2(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent2(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child2<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child3(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent3(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child3<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child4(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent4(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child4<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child5(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent5(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child5<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child6(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent6(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child6<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child7(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent7(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child7<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child8(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent8(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child8<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child9(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent9(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child9<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child10(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent10(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child10<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child11(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent11(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child11<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child12(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent12(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child12<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child13(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent13(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child13<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child14(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent14(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child14<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child15(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent15(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child15<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child16(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent16(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child16<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child17(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent17(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child17<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child18(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent18(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child18<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child19(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent19(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child19<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child20(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent20(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child20<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child21(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent21(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child21<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child22(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent22(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child22<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child23(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent23(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child23<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child24(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent24(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child24<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child25(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent25(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child25<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child26(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent26(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child26<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child27(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent27(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child27<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child28(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent28(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child28<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child29(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent29(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child29<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child30(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent30(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child30<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child31(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent31(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child31<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child32(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent32(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child32<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child33(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent33(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child33<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child34(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent34(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child34<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child35(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent35(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child35<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child36(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent36(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child36<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child37(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent37(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child37<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child38(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent38(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child38<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child39(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent39(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child39<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child40(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent40(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child40<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child41(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent41(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child41<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child42(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent42(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child42<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child43(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent43(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child43<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child44(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent44(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child44<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child45(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent45(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child45<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child46(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent46(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child46<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child47(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent47(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child47<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child48(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent48(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child48<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child49(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent49(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child49<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child50(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent50(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child50<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child51(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent51(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child51<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child52(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent52(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child52<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child53(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent53(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child53<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child54(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent54(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child54<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child55(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent55(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child55<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child56(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent56(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child56<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child57(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent57(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child57<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child58(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent58(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child58<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child59(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent59(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child59<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child60(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent60(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child60<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child61(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent61(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child61<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child62(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent62(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child62<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child63(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent63(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child63<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child64(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent64(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child64<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child65(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent65(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child65<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

int main(void)
{
    int *o = 0, *s = 0;
    parent0<<<4, 128>>>(o, s, 512);
    parent1<<<4, 128>>>(o, s, 512);
    parent2<<<4, 128>>>(o, s, 512);
    parent3<<<4, 128>>>(o, s, 512);
    parent4<<<4, 128>>>(o, s, 512);
    parent5<<<4, 128>>>(o, s, 512);
    parent6<<<4, 128>>>(o, s, 512);
    parent7<<<4, 128>>>(o, s, 512);
    parent8<<<4, 128>>>(o, s, 512);
    parent9<<<4, 128>>>(o, s, 512);
    parent10<<<4, 128>>>(o, s, 512);
    parent11<<<4, 128>>>(o, s, 512);
    parent12<<<4, 128>>>(o, s, 512);
    parent13<<<4, 128>>>(o, s, 512);
    parent14<<<4, 128>>>(o, s, 512);
    parent15<<<4, 128>>>(o, s, 512);
    parent16<<<4, 128>>>(o, s, 512);
    parent17<<<4, 128>>>(o, s, 512);
    parent18<<<4, 128>>>(o, s, 512);
    parent19<<<4, 128>>>(o, s, 512);
    parent20<<<4, 128>>>(o, s, 512);
    parent21<<<4, 128>>>(o, s, 512);
    parent22<<<4, 128>>>(o, s, 512);
    parent23<<<4, 128>>>(o, s, 512);
    parent24<<<4, 128>>>(o, s, 512);
    parent25<<<4, 128>>>(o, s, 512);
    parent26<<<4, 128>>>(o, s, 512);
    parent27<<<4, 128>>>(o, s, 512);
    parent28<<<4, 128>>>(o, s, 512);
    parent29<<<4, 128>>>(o, s, 512);
    parent30<<<4, 128>>>(o, s, 512);
    parent31<<<4, 128>>>(o, s, 512);
    parent32<<<4, 128>>>(o, s, 512);
    parent33<<<4, 128>>>(o, s, 512);
    parent34<<<4, 128>>>(o, s, 512);
    parent35<<<4, 128>>>(o, s, 512);
    parent36<<<4, 128>>>(o, s, 512);
    parent37<<<4, 128>>>(o, s, 512);
    parent38<<<4, 128>>>(o, s, 512);
    parent39<<<4, 128>>>(o, s, 512);
    parent40<<<4, 128>>>(o, s, 512);
    parent41<<<4, 128>>>(o, s, 512);
    parent42<<<4, 128>>>(o, s, 512);
    parent43<<<4, 128>>>(o, s, 512);
    parent44<<<4, 128>>>(o, s, 512);
    parent45<<<4, 128>>>(o, s, 512);
    parent46<<<4, 128>>>(o, s, 512);
    parent47<<<4, 128>>>(o, s, 512);
    parent48<<<4, 128>>>(o, s, 512);
    parent49<<<4, 128>>>(o, s, 512);
    return 0;
}
