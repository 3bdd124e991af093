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

__global__ void child66(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent66(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child66<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child67(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent67(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child67<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child68(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent68(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child68<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child69(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent69(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child69<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child70(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent70(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child70<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child71(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent71(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child71<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child72(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent72(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child72<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child73(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent73(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child73<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child74(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent74(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child74<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child75(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent75(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child75<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child76(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent76(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child76<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child77(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent77(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child77<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child78(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent78(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child78<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child79(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent79(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child79<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child80(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent80(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child80<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child81(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent81(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child81<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child82(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent82(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child82<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child83(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent83(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child83<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child84(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent84(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child84<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child85(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent85(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child85<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child86(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent86(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child86<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child87(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent87(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child87<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child88(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent88(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child88<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child89(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent89(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child89<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child90(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent90(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child90<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child91(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent91(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child91<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child92(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent92(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child92<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child93(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent93(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child93<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child94(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent94(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child94<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child95(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent95(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child95<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child96(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent96(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child96<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child97(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent97(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child97<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child98(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent98(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child98<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child99(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent99(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child99<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child100(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent100(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child100<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child101(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent101(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child101<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child102(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent102(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child102<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child103(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent103(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child103<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child104(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent104(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child104<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child105(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent105(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child105<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child106(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent106(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child106<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child107(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent107(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child107<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child108(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent108(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child108<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child109(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent109(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child109<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child110(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent110(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child110<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child111(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent111(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child111<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child112(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent112(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child112<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child113(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent113(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child113<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child114(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent114(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child114<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child115(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent115(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child115<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child116(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent116(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child116<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child117(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent117(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child117<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child118(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent118(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child118<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child119(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent119(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child119<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child120(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent120(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child120<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child121(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent121(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child121<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child122(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent122(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child122<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child123(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent123(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child123<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child124(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent124(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child124<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child125(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent125(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child125<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child126(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent126(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child126<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child127(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent127(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child127<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child128(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent128(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child128<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child129(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent129(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child129<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child130(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent130(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child130<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child131(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent131(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child131<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child132(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent132(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child132<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child133(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent133(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child133<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child134(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent134(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child134<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child135(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent135(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child135<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child136(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent136(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child136<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child137(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent137(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child137<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child138(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent138(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child138<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child139(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent139(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child139<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child140(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent140(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child140<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child141(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent141(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child141<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child142(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent142(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child142<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child143(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent143(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child143<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child144(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent144(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child144<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child145(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent145(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child145<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child146(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent146(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child146<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child147(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent147(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child147<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child148(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent148(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child148<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child149(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent149(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child149<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child150(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent150(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child150<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child151(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent151(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child151<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child152(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent152(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child152<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child153(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent153(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child153<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child154(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent154(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child154<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child155(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent155(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child155<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child156(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent156(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child156<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child157(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent157(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child157<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child158(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent158(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child158<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child159(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent159(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child159<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child160(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent160(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child160<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child161(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent161(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child161<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child162(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent162(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child162<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child163(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent163(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child163<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child164(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent164(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child164<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child165(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent165(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child165<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child166(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent166(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child166<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child167(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent167(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child167<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child168(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent168(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child168<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child169(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent169(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child169<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child170(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent170(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child170<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child171(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent171(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child171<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child172(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent172(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child172<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child173(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent173(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child173<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child174(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent174(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child174<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child175(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent175(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child175<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child176(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent176(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child176<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child177(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent177(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child177<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child178(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent178(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child178<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child179(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent179(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child179<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child180(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent180(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child180<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child181(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent181(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child181<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child182(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent182(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child182<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child183(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent183(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child183<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child184(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent184(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child184<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child185(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent185(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child185<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child186(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent186(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child186<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child187(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent187(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child187<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child188(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent188(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child188<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child189(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent189(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child189<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child190(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent190(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child190<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child191(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent191(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child191<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child192(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent192(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child192<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child193(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent193(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child193<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child194(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent194(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child194<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child195(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent195(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child195<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child196(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent196(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child196<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child197(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent197(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child197<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child198(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent198(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child198<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child199(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent199(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child199<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child200(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent200(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child200<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child201(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent201(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child201<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child202(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent202(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child202<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child203(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent203(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child203<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child204(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent204(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child204<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child205(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent205(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child205<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child206(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent206(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child206<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child207(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent207(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child207<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child208(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent208(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child208<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child209(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent209(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child209<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child210(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent210(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child210<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child211(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent211(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child211<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child212(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent212(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child212<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child213(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent213(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child213<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child214(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent214(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child214<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child215(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent215(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child215<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child216(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent216(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child216<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child217(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent217(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child217<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child218(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent218(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child218<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child219(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent219(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child219<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child220(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent220(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child220<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child221(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent221(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child221<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child222(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent222(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child222<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child223(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent223(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child223<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child224(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent224(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child224<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child225(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent225(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child225<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child226(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent226(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child226<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child227(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent227(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child227<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child228(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent228(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child228<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child229(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent229(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child229<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child230(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent230(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child230<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child231(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent231(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child231<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child232(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent232(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child232<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child233(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent233(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child233<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child234(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent234(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child234<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child235(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent235(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child235<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child236(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent236(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child236<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child237(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent237(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child237<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child238(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent238(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child238<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child239(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent239(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child239<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child240(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent240(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child240<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child241(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent241(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child241<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child242(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent242(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child242<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child243(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent243(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child243<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child244(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent244(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child244<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child245(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent245(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child245<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child246(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent246(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child246<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child247(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent247(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child247<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child248(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent248(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child248<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child249(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent249(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child249<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child250(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent250(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child250<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child251(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent251(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child251<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child252(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent252(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child252<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child253(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent253(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child253<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child254(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent254(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child254<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child255(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent255(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child255<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child256(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent256(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child256<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child257(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent257(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child257<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child258(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent258(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child258<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child259(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent259(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child259<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child260(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent260(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child260<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child261(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent261(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child261<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child262(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent262(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child262<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child263(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent263(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child263<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child264(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent264(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child264<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child265(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent265(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child265<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child266(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent266(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child266<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child267(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent267(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child267<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child268(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent268(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child268<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child269(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent269(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child269<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child270(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent270(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child270<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child271(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent271(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child271<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child272(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent272(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child272<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child273(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent273(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child273<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child274(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent274(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child274<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child275(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent275(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child275<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child276(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent276(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child276<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child277(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent277(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child277<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child278(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent278(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child278<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child279(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent279(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child279<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child280(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent280(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child280<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child281(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent281(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child281<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child282(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent282(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child282<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child283(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent283(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child283<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child284(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent284(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child284<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child285(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent285(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child285<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child286(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent286(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child286<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child287(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent287(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child287<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child288(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent288(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child288<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child289(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent289(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child289<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child290(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent290(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child290<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child291(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent291(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child291<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child292(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent292(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child292<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child293(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent293(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child293<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child294(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent294(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child294<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child295(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent295(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child295<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child296(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent296(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child296<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child297(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent297(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child297<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child298(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent298(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child298<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child299(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent299(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child299<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child300(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent300(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child300<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child301(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent301(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child301<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child302(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent302(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child302<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child303(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent303(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child303<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child304(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent304(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child304<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child305(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent305(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child305<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child306(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent306(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child306<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child307(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent307(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child307<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child308(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent308(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child308<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child309(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent309(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child309<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child310(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent310(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child310<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child311(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent311(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child311<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child312(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent312(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child312<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child313(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent313(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child313<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child314(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent314(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child314<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child315(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent315(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child315<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child316(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent316(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child316<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child317(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent317(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child317<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child318(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent318(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child318<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child319(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent319(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child319<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child320(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent320(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child320<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child321(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent321(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child321<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child322(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent322(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child322<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child323(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent323(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child323<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child324(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent324(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child324<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child325(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent325(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child325<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child326(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent326(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child326<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child327(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent327(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child327<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child328(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent328(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child328<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child329(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent329(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child329<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child330(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent330(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child330<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child331(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent331(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child331<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child332(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent332(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child332<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child333(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent333(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child333<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child334(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent334(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child334<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child335(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent335(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child335<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child336(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent336(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child336<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child337(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent337(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child337<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child338(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent338(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child338<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child339(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent339(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child339<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child340(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent340(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child340<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child341(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent341(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child341<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child342(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent342(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child342<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child343(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent343(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child343<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child344(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent344(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child344<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child345(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent345(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child345<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child346(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent346(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child346<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child347(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent347(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child347<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child348(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent348(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child348<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child349(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent349(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child349<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child350(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent350(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child350<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child351(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent351(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child351<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child352(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent352(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child352<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child353(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent353(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child353<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child354(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent354(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child354<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child355(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent355(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child355<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child356(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent356(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child356<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child357(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent357(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child357<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child358(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent358(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child358<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child359(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent359(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child359<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child360(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent360(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child360<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child361(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent361(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child361<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child362(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent362(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child362<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child363(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent363(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child363<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child364(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent364(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child364<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child365(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent365(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child365<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child366(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent366(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child366<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child367(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent367(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child367<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child368(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent368(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child368<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child369(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent369(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child369<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child370(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent370(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child370<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child371(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent371(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child371<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child372(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent372(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child372<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child373(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent373(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child373<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child374(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent374(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child374<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child375(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent375(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child375<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child376(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent376(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child376<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child377(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent377(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child377<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child378(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent378(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child378<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child379(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent379(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child379<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child380(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent380(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child380<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child381(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent381(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child381<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child382(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent382(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child382<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child383(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent383(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child383<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child384(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent384(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child384<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child385(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent385(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child385<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child386(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent386(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child386<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child387(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent387(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child387<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child388(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent388(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child388<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child389(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent389(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child389<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child390(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent390(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child390<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child391(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent391(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child391<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child392(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent392(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child392<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child393(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent393(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child393<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child394(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent394(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child394<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child395(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent395(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child395<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child396(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent396(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child396<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child397(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent397(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child397<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child398(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent398(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child398<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child399(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent399(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child399<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child400(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent400(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child400<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child401(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent401(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child401<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child402(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent402(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child402<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child403(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent403(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child403<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child404(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent404(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child404<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child405(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent405(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child405<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child406(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent406(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child406<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child407(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent407(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child407<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child408(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent408(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child408<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child409(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent409(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child409<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child410(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent410(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child410<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child411(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent411(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child411<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child412(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent412(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child412<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child413(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent413(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child413<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child414(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent414(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child414<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child415(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent415(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child415<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child416(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent416(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child416<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child417(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent417(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child417<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child418(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent418(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child418<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child419(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent419(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child419<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child420(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent420(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child420<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child421(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent421(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child421<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child422(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent422(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child422<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child423(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent423(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child423<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child424(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent424(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child424<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child425(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent425(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child425<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child426(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent426(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child426<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child427(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent427(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child427<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child428(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent428(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child428<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child429(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent429(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child429<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child430(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent430(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child430<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child431(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent431(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child431<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child432(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent432(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child432<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child433(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent433(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child433<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child434(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent434(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child434<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child435(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent435(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child435<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child436(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent436(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child436<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child437(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent437(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child437<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child438(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent438(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child438<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child439(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent439(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child439<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child440(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent440(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child440<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child441(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent441(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child441<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child442(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent442(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child442<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child443(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent443(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child443<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child444(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent444(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child444<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child445(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent445(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child445<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child446(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent446(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child446<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child447(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent447(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child447<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child448(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent448(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child448<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child449(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent449(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child449<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child450(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent450(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child450<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child451(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent451(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child451<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child452(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent452(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child452<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child453(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent453(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child453<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child454(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent454(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child454<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child455(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent455(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child455<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child456(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent456(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child456<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child457(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent457(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child457<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child458(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent458(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child458<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child459(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent459(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child459<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child460(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent460(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child460<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child461(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent461(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child461<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child462(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent462(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child462<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child463(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent463(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child463<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child464(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent464(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child464<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child465(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent465(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child465<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child466(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent466(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child466<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child467(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent467(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child467<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child468(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent468(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child468<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child469(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent469(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child469<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child470(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent470(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child470<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child471(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent471(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child471<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child472(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent472(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child472<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child473(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent473(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child473<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child474(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent474(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child474<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child475(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent475(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child475<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child476(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent476(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child476<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child477(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent477(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child477<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child478(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent478(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child478<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child479(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent479(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child479<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child480(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent480(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child480<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child481(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent481(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child481<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child482(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent482(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child482<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child483(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent483(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child483<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child484(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent484(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child484<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child485(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent485(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child485<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child486(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent486(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child486<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child487(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent487(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child487<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child488(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent488(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child488<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child489(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent489(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child489<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child490(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent490(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child490<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child491(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent491(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child491<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child492(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent492(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child492<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child493(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent493(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child493<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child494(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent494(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child494<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child495(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent495(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child495<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child496(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent496(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child496<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child497(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent497(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child497<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child498(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent498(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child498<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child499(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent499(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child499<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child500(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent500(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child500<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child501(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent501(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child501<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child502(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent502(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child502<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child503(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent503(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child503<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child504(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent504(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child504<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child505(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent505(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child505<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child506(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent506(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child506<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child507(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent507(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child507<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child508(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent508(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child508<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child509(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent509(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child509<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child510(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent510(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child510<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child511(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent511(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child511<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child512(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent512(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child512<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child513(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent513(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child513<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child514(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent514(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child514<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child515(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent515(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child515<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child516(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent516(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child516<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child517(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent517(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child517<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child518(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent518(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child518<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child519(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent519(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child519<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child520(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent520(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child520<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child521(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent521(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child521<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child522(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent522(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child522<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child523(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent523(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child523<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child524(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent524(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child524<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child525(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent525(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child525<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child526(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent526(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child526<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child527(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent527(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child527<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child528(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent528(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child528<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child529(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent529(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child529<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child530(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent530(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child530<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child531(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent531(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child531<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child532(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent532(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child532<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child533(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent533(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child533<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child534(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent534(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child534<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child535(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent535(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child535<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child536(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent536(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child536<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child537(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent537(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child537<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child538(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent538(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child538<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child539(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent539(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child539<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child540(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent540(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child540<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child541(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent541(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child541<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child542(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent542(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child542<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child543(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent543(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child543<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child544(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent544(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child544<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child545(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent545(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child545<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child546(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent546(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child546<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child547(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent547(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child547<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child548(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent548(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child548<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child549(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent549(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child549<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child550(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent550(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child550<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child551(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent551(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child551<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child552(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent552(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child552<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child553(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent553(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child553<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child554(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent554(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child554<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child555(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent555(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child555<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child556(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent556(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child556<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child557(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent557(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child557<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child558(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent558(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child558<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child559(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent559(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child559<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child560(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent560(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child560<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child561(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent561(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child561<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child562(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent562(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child562<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child563(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent563(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child563<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child564(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent564(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child564<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child565(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent565(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child565<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child566(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent566(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child566<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child567(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent567(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child567<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child568(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent568(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child568<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child569(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent569(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child569<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child570(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent570(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child570<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child571(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent571(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child571<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child572(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent572(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child572<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child573(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent573(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child573<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child574(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent574(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child574<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child575(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent575(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child575<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child576(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent576(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child576<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child577(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent577(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child577<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child578(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent578(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child578<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child579(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent579(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child579<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child580(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent580(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child580<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child581(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent581(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child581<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child582(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent582(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child582<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child583(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent583(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child583<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child584(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent584(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child584<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child585(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent585(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child585<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child586(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent586(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child586<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child587(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent587(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child587<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child588(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent588(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child588<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child589(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent589(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child589<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child590(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent590(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child590<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child591(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent591(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child591<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child592(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent592(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child592<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child593(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent593(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child593<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child594(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent594(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child594<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child595(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent595(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child595<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child596(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent596(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child596<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child597(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent597(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child597<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child598(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent598(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child598<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child599(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent599(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child599<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child600(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent600(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child600<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child601(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent601(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child601<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child602(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent602(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child602<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child603(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent603(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child603<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child604(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent604(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child604<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child605(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent605(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child605<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child606(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent606(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child606<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child607(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent607(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child607<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child608(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent608(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child608<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child609(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent609(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child609<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child610(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent610(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child610<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child611(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent611(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child611<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child612(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent612(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child612<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child613(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent613(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child613<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child614(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent614(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child614<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child615(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent615(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child615<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child616(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent616(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child616<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child617(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent617(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child617<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child618(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent618(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child618<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child619(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent619(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child619<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child620(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent620(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child620<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child621(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent621(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child621<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child622(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent622(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child622<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child623(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent623(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child623<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child624(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent624(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child624<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child625(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent625(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child625<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child626(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent626(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child626<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child627(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent627(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child627<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child628(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent628(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child628<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child629(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent629(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child629<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child630(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent630(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child630<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child631(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent631(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child631<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child632(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent632(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child632<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child633(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent633(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child633<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child634(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent634(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child634<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child635(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent635(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child635<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child636(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent636(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child636<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child637(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent637(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child637<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child638(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent638(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child638<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child639(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent639(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child639<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child640(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent640(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child640<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child641(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent641(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child641<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child642(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent642(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child642<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child643(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent643(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child643<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child644(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent644(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child644<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child645(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent645(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child645<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child646(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent646(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child646<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child647(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent647(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child647<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child648(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent648(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child648<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child649(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent649(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child649<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child650(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent650(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child650<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child651(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent651(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child651<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child652(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent652(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child652<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child653(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent653(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child653<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child654(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent654(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child654<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child655(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent655(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child655<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child656(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent656(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child656<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child657(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent657(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child657<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child658(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent658(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child658<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child659(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent659(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child659<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child660(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent660(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child660<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child661(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent661(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child661<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child662(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent662(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child662<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child663(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent663(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child663<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child664(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent664(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child664<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child665(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent665(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child665<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child666(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent666(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child666<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child667(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent667(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child667<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child668(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent668(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child668<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child669(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent669(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child669<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child670(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent670(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child670<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child671(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent671(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child671<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child672(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent672(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child672<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child673(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent673(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child673<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child674(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent674(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child674<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child675(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent675(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child675<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child676(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent676(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child676<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child677(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent677(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child677<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child678(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent678(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child678<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child679(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent679(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child679<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child680(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent680(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child680<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child681(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent681(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child681<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child682(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent682(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child682<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child683(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent683(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child683<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child684(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent684(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child684<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child685(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent685(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child685<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child686(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent686(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child686<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child687(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent687(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child687<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child688(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent688(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child688<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child689(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent689(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child689<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child690(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent690(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child690<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child691(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent691(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child691<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child692(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent692(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child692<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child693(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent693(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child693<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child694(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent694(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child694<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child695(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent695(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child695<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child696(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent696(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child696<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child697(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent697(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child697<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child698(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent698(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child698<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child699(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent699(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child699<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child700(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent700(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child700<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child701(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent701(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child701<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child702(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent702(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child702<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child703(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent703(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child703<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child704(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent704(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child704<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child705(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent705(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child705<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child706(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent706(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child706<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child707(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent707(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child707<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child708(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent708(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child708<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child709(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent709(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child709<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child710(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent710(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child710<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child711(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent711(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child711<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child712(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent712(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child712<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child713(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent713(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child713<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child714(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent714(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child714<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child715(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent715(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child715<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child716(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent716(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child716<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child717(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent717(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child717<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child718(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent718(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child718<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child719(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent719(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child719<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child720(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent720(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child720<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child721(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent721(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child721<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child722(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent722(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child722<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child723(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent723(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child723<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child724(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent724(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child724<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child725(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent725(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child725<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child726(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent726(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child726<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child727(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent727(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child727<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child728(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent728(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child728<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child729(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent729(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child729<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child730(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent730(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child730<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child731(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent731(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child731<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child732(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent732(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child732<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child733(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent733(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child733<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child734(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent734(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child734<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child735(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent735(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child735<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child736(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent736(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child736<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child737(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent737(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child737<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child738(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent738(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child738<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child739(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent739(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child739<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child740(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent740(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child740<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child741(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent741(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child741<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child742(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent742(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child742<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child743(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent743(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child743<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child744(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent744(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child744<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child745(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent745(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child745<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child746(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent746(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child746<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child747(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent747(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child747<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child748(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent748(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child748<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child749(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent749(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child749<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child750(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent750(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child750<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child751(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent751(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child751<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child752(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent752(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child752<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child753(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent753(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child753<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child754(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent754(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child754<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child755(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent755(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child755<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child756(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent756(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child756<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child757(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent757(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child757<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child758(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent758(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child758<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child759(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent759(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child759<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child760(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent760(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child760<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child761(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent761(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child761<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child762(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent762(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child762<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child763(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent763(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child763<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child764(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent764(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child764<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child765(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent765(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child765<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child766(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent766(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child766<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child767(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent767(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child767<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child768(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent768(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child768<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child769(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent769(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child769<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child770(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent770(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child770<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child771(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent771(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child771<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child772(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent772(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child772<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child773(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent773(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child773<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child774(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent774(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child774<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child775(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent775(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child775<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child776(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent776(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child776<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child777(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent777(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child777<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child778(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent778(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child778<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child779(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent779(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child779<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child780(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent780(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child780<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child781(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent781(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child781<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child782(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent782(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child782<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child783(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent783(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child783<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child784(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent784(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child784<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child785(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent785(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child785<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child786(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent786(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child786<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child787(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent787(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child787<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child788(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent788(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child788<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child789(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent789(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child789<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child790(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent790(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child790<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child791(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent791(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child791<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child792(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent792(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child792<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child793(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent793(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child793<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child794(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent794(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child794<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child795(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent795(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child795<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child796(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent796(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child796<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child797(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent797(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child797<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child798(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent798(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child798<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child799(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent799(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child799<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child800(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent800(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child800<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child801(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent801(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child801<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child802(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent802(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child802<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child803(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent803(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child803<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child804(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent804(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child804<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child805(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent805(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child805<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child806(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent806(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child806<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child807(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent807(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child807<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child808(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent808(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child808<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child809(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent809(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child809<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child810(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent810(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child810<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child811(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent811(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child811<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child812(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent812(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child812<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child813(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent813(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child813<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child814(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent814(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child814<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child815(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent815(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child815<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child816(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent816(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child816<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child817(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent817(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child817<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child818(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent818(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child818<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child819(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent819(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child819<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child820(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent820(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child820<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child821(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent821(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child821<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child822(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent822(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child822<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child823(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent823(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child823<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child824(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent824(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child824<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child825(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent825(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child825<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child826(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent826(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child826<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child827(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent827(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child827<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child828(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent828(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child828<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child829(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent829(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child829<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child830(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent830(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child830<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child831(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent831(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child831<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child832(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent832(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child832<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child833(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent833(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child833<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child834(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent834(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child834<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child835(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent835(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child835<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child836(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent836(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child836<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child837(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent837(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child837<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child838(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent838(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child838<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child839(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent839(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child839<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child840(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent840(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child840<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child841(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent841(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child841<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child842(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent842(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child842<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child843(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent843(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child843<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child844(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent844(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child844<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child845(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent845(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child845<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child846(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent846(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child846<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child847(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent847(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child847<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child848(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent848(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child848<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child849(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent849(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child849<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child850(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent850(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child850<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child851(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent851(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child851<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child852(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent852(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child852<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child853(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent853(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child853<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child854(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent854(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child854<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child855(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent855(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child855<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child856(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent856(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child856<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child857(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent857(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child857<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child858(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent858(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child858<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child859(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent859(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child859<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child860(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent860(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child860<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child861(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent861(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child861<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child862(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent862(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child862<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child863(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent863(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child863<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child864(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent864(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child864<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child865(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent865(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child865<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child866(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent866(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child866<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child867(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent867(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child867<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child868(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent868(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child868<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child869(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent869(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child869<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child870(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent870(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child870<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child871(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent871(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child871<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child872(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent872(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child872<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child873(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent873(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child873<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child874(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent874(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child874<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child875(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent875(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child875<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child876(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent876(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child876<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child877(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent877(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child877<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child878(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent878(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child878<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child879(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent879(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child879<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child880(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent880(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child880<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child881(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent881(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child881<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child882(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent882(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child882<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child883(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent883(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child883<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child884(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent884(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child884<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child885(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent885(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child885<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child886(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent886(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child886<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child887(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent887(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child887<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child888(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent888(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child888<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child889(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent889(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child889<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child890(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent890(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child890<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child891(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent891(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child891<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child892(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent892(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child892<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child893(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent893(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child893<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child894(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent894(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child894<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child895(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent895(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child895<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child896(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent896(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child896<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child897(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent897(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child897<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child898(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent898(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child898<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child899(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent899(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child899<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child900(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent900(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child900<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child901(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent901(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child901<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child902(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent902(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child902<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child903(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent903(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child903<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child904(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent904(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child904<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child905(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent905(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child905<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child906(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent906(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child906<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child907(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent907(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child907<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child908(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent908(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child908<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child909(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent909(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child909<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child910(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent910(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child910<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child911(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent911(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child911<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child912(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent912(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child912<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child913(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent913(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child913<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child914(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent914(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child914<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child915(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent915(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child915<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child916(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent916(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child916<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child917(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent917(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child917<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child918(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent918(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child918<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child919(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent919(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child919<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child920(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent920(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child920<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child921(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent921(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child921<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child922(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent922(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child922<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child923(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent923(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child923<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child924(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent924(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child924<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child925(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent925(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child925<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child926(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent926(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child926<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child927(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent927(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child927<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child928(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent928(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child928<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child929(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent929(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child929<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child930(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent930(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child930<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child931(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent931(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child931<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child932(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent932(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child932<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child933(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent933(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child933<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child934(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent934(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child934<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child935(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent935(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child935<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child936(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent936(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child936<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child937(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent937(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child937<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child938(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent938(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child938<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child939(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent939(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child939<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child940(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent940(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child940<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child941(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent941(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child941<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child942(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent942(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child942<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child943(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent943(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child943<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child944(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent944(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child944<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child945(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent945(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child945<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child946(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent946(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child946<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child947(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent947(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child947<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child948(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent948(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child948<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child949(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent949(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child949<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child950(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent950(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child950<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child951(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent951(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child951<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child952(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent952(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child952<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child953(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent953(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child953<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child954(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent954(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child954<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child955(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent955(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child955<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child956(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent956(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child956<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child957(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent957(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child957<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child958(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent958(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child958<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child959(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent959(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child959<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child960(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent960(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child960<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child961(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent961(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child961<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child962(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent962(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child962<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child963(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent963(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child963<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child964(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent964(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child964<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child965(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent965(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child965<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child966(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent966(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child966<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child967(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent967(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child967<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child968(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent968(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child968<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child969(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent969(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child969<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child970(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent970(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child970<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child971(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent971(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child971<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child972(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent972(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child972<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child973(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent973(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child973<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child974(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent974(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child974<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child975(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent975(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child975<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child976(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent976(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child976<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child977(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent977(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child977<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child978(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent978(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child978<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child979(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent979(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child979<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child980(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent980(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child980<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child981(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent981(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child981<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child982(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent982(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child982<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child983(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent983(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child983<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child984(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent984(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child984<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child985(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent985(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child985<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child986(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent986(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child986<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child987(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent987(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child987<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child988(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent988(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child988<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child989(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent989(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child989<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child990(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent990(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child990<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child991(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent991(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child991<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child992(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent992(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child992<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child993(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent993(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child993<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child994(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent994(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child994<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child995(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent995(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child995<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child996(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent996(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child996<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child997(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent997(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child997<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child998(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent998(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child998<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child999(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent999(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child999<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1000(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1000(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1000<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1001(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1001(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1001<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1002(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1002(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1002<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1003(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1003(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1003<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1004(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1004(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1004<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1005(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1005(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1005<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1006(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1006(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1006<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1007(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1007(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1007<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1008(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1008(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1008<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1009(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1009(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1009<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1010(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1010(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1010<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1011(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1011(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1011<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1012(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1012(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1012<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1013(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1013(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1013<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1014(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1014(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1014<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1015(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1015(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1015<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1016(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1016(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1016<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1017(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1017(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1017<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1018(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1018(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1018<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1019(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1019(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1019<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1020(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1020(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1020<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1021(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1021(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1021<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1022(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1022(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1022<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1023(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1023(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1023<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1024(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1024(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1024<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1025(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1025(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1025<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1026(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1026(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1026<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1027(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1027(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1027<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1028(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1028(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1028<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1029(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1029(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1029<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1030(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1030(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1030<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1031(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1031(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1031<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1032(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1032(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1032<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1033(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1033(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1033<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1034(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1034(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1034<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1035(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1035(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1035<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1036(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1036(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1036<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1037(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1037(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1037<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1038(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1038(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1038<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1039(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1039(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1039<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1040(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1040(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1040<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1041(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1041(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1041<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1042(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1042(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1042<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1043(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1043(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1043<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1044(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1044(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1044<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1045(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1045(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1045<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1046(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1046(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1046<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1047(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1047(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1047<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1048(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1048(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1048<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1049(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1049(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1049<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1050(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1050(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1050<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1051(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1051(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1051<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1052(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1052(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1052<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1053(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1053(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1053<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1054(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1054(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1054<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1055(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1055(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1055<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1056(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1056(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1056<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1057(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1057(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1057<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1058(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1058(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1058<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1059(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1059(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1059<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1060(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1060(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1060<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1061(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1061(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1061<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1062(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1062(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1062<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1063(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1063(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1063<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1064(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1064(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1064<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1065(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1065(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1065<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1066(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1066(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1066<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1067(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1067(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1067<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1068(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1068(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1068<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1069(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1069(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1069<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1070(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1070(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1070<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1071(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1071(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1071<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1072(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1072(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1072<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1073(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1073(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1073<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1074(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1074(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1074<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1075(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1075(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1075<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1076(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1076(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1076<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1077(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1077(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1077<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1078(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1078(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1078<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1079(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1079(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1079<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1080(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1080(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1080<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1081(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1081(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1081<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1082(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1082(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1082<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1083(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1083(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1083<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1084(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1084(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1084<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1085(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1085(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1085<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1086(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1086(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1086<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1087(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1087(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1087<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1088(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1088(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1088<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1089(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1089(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1089<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1090(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1090(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1090<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1091(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1091(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1091<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1092(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1092(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1092<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1093(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1093(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1093<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1094(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1094(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1094<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1095(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1095(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1095<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1096(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1096(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1096<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1097(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1097(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1097<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1098(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1098(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1098<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1099(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1099(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1099<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1100(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1100(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1100<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1101(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1101(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1101<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1102(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1102(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1102<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1103(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1103(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1103<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1104(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1104(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1104<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1105(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1105(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1105<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1106(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1106(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1106<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1107(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1107(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1107<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1108(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1108(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1108<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1109(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1109(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1109<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1110(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1110(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1110<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1111(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1111(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1111<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1112(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1112(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1112<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1113(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1113(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1113<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1114(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1114(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1114<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1115(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1115(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1115<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1116(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1116(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1116<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1117(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1117(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1117<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1118(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1118(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1118<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1119(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1119(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1119<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1120(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1120(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1120<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1121(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1121(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1121<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1122(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1122(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1122<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1123(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1123(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1123<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1124(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1124(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1124<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1125(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1125(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1125<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1126(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1126(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1126<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1127(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1127(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1127<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1128(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1128(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1128<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1129(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1129(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1129<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1130(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1130(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1130<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1131(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1131(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1131<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1132(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1132(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1132<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1133(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1133(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1133<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1134(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1134(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1134<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1135(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1135(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1135<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1136(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1136(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1136<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1137(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1137(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1137<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1138(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1138(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1138<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1139(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1139(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1139<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1140(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1140(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1140<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1141(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1141(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1141<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1142(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1142(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1142<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1143(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1143(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1143<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1144(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1144(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1144<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1145(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1145(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1145<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1146(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1146(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1146<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1147(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1147(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1147<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1148(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1148(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1148<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1149(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1149(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1149<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1150(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1150(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1150<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1151(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1151(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1151<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1152(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1152(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1152<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1153(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1153(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1153<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1154(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1154(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1154<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1155(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1155(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1155<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1156(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1156(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1156<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1157(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1157(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1157<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1158(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1158(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1158<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1159(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1159(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1159<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1160(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1160(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1160<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1161(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1161(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1161<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1162(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1162(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1162<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1163(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1163(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1163<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1164(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1164(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1164<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1165(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1165(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1165<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1166(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1166(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1166<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1167(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1167(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1167<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1168(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1168(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1168<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1169(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1169(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1169<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1170(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1170(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1170<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1171(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1171(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1171<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1172(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1172(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1172<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1173(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1173(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1173<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1174(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1174(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1174<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1175(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1175(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1175<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1176(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1176(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1176<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1177(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1177(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1177<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1178(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1178(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1178<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1179(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1179(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1179<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1180(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1180(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1180<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1181(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1181(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1181<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1182(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1182(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1182<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1183(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1183(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1183<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1184(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1184(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1184<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1185(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1185(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1185<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1186(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1186(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1186<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1187(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1187(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1187<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1188(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1188(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1188<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1189(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1189(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1189<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1190(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1190(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1190<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1191(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1191(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1191<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1192(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1192(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1192<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1193(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1193(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1193<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1194(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1194(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1194<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1195(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1195(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1195<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1196(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1196(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1196<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1197(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1197(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1197<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1198(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1198(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1198<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1199(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1199(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1199<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1200(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1200(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1200<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1201(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1201(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1201<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1202(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1202(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1202<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1203(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1203(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1203<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1204(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1204(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1204<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1205(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1205(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1205<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1206(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1206(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1206<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1207(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1207(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1207<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1208(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1208(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1208<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1209(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1209(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1209<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1210(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1210(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1210<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1211(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1211(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1211<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1212(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1212(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1212<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1213(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1213(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1213<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1214(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1214(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1214<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1215(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1215(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1215<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1216(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1216(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1216<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1217(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1217(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1217<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1218(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1218(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1218<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1219(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1219(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1219<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1220(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1220(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1220<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1221(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1221(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1221<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1222(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1222(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1222<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1223(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1223(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1223<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1224(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1224(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1224<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1225(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1225(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1225<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1226(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1226(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1226<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1227(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1227(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1227<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1228(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1228(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1228<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1229(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1229(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1229<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1230(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1230(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1230<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1231(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1231(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1231<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1232(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1232(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1232<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1233(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1233(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1233<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1234(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1234(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1234<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1235(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1235(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1235<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1236(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1236(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1236<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1237(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1237(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1237<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1238(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1238(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1238<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1239(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1239(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1239<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1240(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1240(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1240<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1241(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1241(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1241<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1242(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1242(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1242<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1243(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1243(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1243<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1244(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1244(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1244<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1245(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1245(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1245<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1246(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1246(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1246<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1247(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1247(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1247<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1248(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1248(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1248<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1249(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1249(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1249<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1250(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1250(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1250<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1251(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1251(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1251<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1252(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1252(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1252<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1253(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1253(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1253<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1254(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1254(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1254<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1255(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1255(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1255<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1256(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1256(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1256<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1257(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1257(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1257<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1258(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1258(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1258<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1259(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1259(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1259<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1260(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1260(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1260<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1261(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1261(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1261<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1262(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1262(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1262<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1263(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1263(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1263<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1264(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1264(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1264<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1265(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1265(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1265<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1266(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1266(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1266<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1267(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1267(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1267<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1268(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1268(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1268<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1269(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1269(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1269<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1270(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1270(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1270<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1271(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1271(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1271<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1272(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1272(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1272<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1273(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1273(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1273<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1274(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1274(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1274<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1275(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1275(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1275<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1276(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1276(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1276<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1277(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1277(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1277<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1278(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1278(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1278<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1279(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1279(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1279<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1280(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1280(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1280<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1281(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1281(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1281<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1282(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1282(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1282<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1283(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1283(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1283<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1284(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1284(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1284<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1285(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1285(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1285<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1286(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1286(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1286<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1287(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1287(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1287<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1288(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1288(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1288<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1289(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1289(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1289<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1290(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1290(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1290<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1291(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1291(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1291<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1292(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1292(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1292<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1293(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1293(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1293<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1294(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1294(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1294<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1295(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1295(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1295<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1296(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1296(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1296<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1297(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1297(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1297<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1298(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1298(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1298<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1299(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1299(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1299<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1300(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1300(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1300<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1301(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1301(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1301<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1302(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1302(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1302<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1303(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1303(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1303<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1304(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1304(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1304<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1305(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1305(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1305<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1306(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1306(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1306<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1307(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1307(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1307<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1308(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1308(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1308<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1309(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1309(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1309<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1310(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1310(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1310<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1311(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1311(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1311<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1312(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1312(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1312<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1313(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1313(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1313<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1314(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1314(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1314<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1315(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1315(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1315<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1316(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1316(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1316<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1317(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1317(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1317<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1318(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1318(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1318<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1319(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1319(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1319<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1320(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1320(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1320<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1321(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1321(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1321<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1322(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1322(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1322<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1323(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1323(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1323<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1324(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1324(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1324<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1325(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1325(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1325<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1326(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1326(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1326<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1327(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1327(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1327<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1328(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1328(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1328<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1329(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1329(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1329<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1330(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1330(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1330<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1331(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1331(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1331<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
    }
}

__global__ void child1332(int *out, int base, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[base + j] += j;
}
__global__ void parent1332(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = sizes[t];
        child1332<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, t * 64, n);
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
