// A kernel launched both from the host and from the device (--corun,
// tests/expect/corun.expect): its host launch becomes co-runnable under
// --corun; its launch from the device only under --corun-children.
__global__ void scale(float *x, float factor)
{
    x[blockIdx.x * blockDim.x + threadIdx.x] *= factor;
}

__global__ void parent(float *x)
{
    if (threadIdx.x == 0)
        scale<<<2, 64>>>(x + blockIdx.x * 128, 0.5f);
}

int main()
{
    float *x;
    cudaMalloc(&x, 1024 * sizeof(float));
    scale<<<16, 64>>>(x, 2.0f);
    parent<<<8, 32>>>(x);
    cudaDeviceSynchronize();
    return 0;
}
