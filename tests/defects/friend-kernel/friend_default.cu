// Kernels that are friends of classes whose private members they read:
// the child (a class with a default constructor, so that every strategy
// reaches the site), a template child, and a launching kernel launched from
// the host that is a friend of another class (its persistent version, its
// followed copy), whose child is none.
#include <cstdio>
class Counter {
public:
    __host__ __device__ Counter() : n_(0) {}
    __host__ __device__ explicit Counter(int n) : n_(n) {}
    friend __global__ void count_child(Counter c, int *out);
    template <typename T> friend __global__ void scale_child(Counter c, T *out);
    friend __global__ void count_parent(int *out, int n);
private:
    int n_;
};
__global__ void count_child(Counter c, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < c.n_)
        out[i] += 1;
}
template <typename T>
__global__ void scale_child(Counter c, T *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < c.n_)
        out[i] *= 2;
}
__global__ void count_parent(int *out, int n)
{
    Counter c(n);
    if (threadIdx.x == 0 && c.n_ > 0)
        count_child<<<(n + 127) / 128, 128>>>(c, out + blockIdx.x * n);
}
__global__ void scale_parent(int *out, int n)
{
    Counter c(n);
    if (threadIdx.x == 0)
        scale_child<int><<<(n + 127) / 128, 128>>>(c, out + blockIdx.x * n);
}
class Gate {
public:
    __host__ __device__ Gate() : open_(1) {}
    friend __global__ void gate_parent(int *out, int n);
private:
    int open_;
};
__global__ void plain_child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}
__global__ void gate_parent(int *out, int n)
{
    Gate g;
    if (threadIdx.x == 0 && g.open_)
        plain_child<<<(n + 127) / 128, 128>>>(out + blockIdx.x * n, n);
}
int main()
{
    int *o, h[400];
    cudaMalloc(&o, sizeof h);
    cudaMemset(o, 0, sizeof h);
    count_parent<<<4, 32>>>(o, 100);
    scale_parent<<<4, 32>>>(o, 100);
    gate_parent<<<4, 32>>>(o, 100);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 400; ++i)
        if (h[i] != 3) { printf("FAIL out[%d] = %d\n", i, h[i]); return 1; }
    printf("PASS\n");
    return 0;
}
