// A child kernel in a file of its own that includes nothing; the files that
// launch it declare it themselves (declares_a.cu, declares_b.cu).
__global__ void declared_child(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = 2.0f * x[i] + 1.0f;
}
