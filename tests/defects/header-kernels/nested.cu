// A header in a folder of its own, including the header with the child.
#include "inc/outer.cuh"
int main()
{
    int *out;
    cudaMalloc(&out, 1000 * sizeof(int));
    parent<<<8, 128>>>(out, 1000);
    return cudaDeviceSynchronize() != cudaSuccess;
}
