// A kernel launching itself, one block at a time, a friend of the class
// whose private member it reads (--promote's chains).
#include <cstdio>
class Depth {
public:
    __host__ __device__ explicit Depth(int d) : d_(d) {}
    friend __global__ void chain(int depth, int *out);
private:
    int d_;
};
__global__ void chain(int depth, int *out)
{
    if (threadIdx.x == 0 && depth > 0)
        chain<<<1, 32>>>(depth - 1, out);
    Depth d(depth);
    if (threadIdx.x == 0)
        out[depth] = d.d_ * 2;
}
int main()
{
    int *o, h[8];
    cudaMalloc(&o, sizeof h);
    chain<<<1, 32>>>(7, o);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i)
        if (h[i] != 2 * i) { printf("FAIL out[%d] = %d\n", i, h[i]); return 1; }
    printf("PASS\n");
    return 0;
}
