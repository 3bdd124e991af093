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
