// A null pointer passed as `0` or `NULL` to a pointer parameter (found in
// a review on 2026-11-29): the launch converts the literal to the
// parameter's type; bound with `auto` it was an int or a long, which the
// call of the child's copy rejected (nvcc: "argument of type "int" is
// incompatible with parameter of type "const float *"").
#include <cstddef>

__global__ void child(int *out, const float *scale, int n)
{
    if (scale == nullptr && (int)threadIdx.x < n)
        out[threadIdx.x] = 1;
}

__global__ void parent(int *out)
{
    if (threadIdx.x == 0)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, 0, 0);
    if (threadIdx.x == 1)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out + 32, NULL, 32);
}

int main()
{
    parent<<<1, 32>>>(nullptr);
    return 0;
}
