// Under --flatten=grid, which launching kernels the host follows with
// their children's fused grids (each host launch rewritten) and which keep
// the device-side launch, and why.
__global__ void touch(int *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        out[j] += 1;
}

// Followed: launched from the host only, by plain launches.
__global__ void plain_parent(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    touch<<<(sizes[t] + 31) / 32, 32>>>(out + t * 64, sizes[t]);
}

// Not followed: an attribute set on it would not reach the copy launched.
__global__ void attributed_parent(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    touch<<<(sizes[t] + 31) / 32, 32>>>(out + t * 64, sizes[t]);
}

// Not followed: its host launch is part of a larger expression.
__global__ void comma_parent(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    touch<<<(sizes[t] + 31) / 32, 32>>>(out + t * 64, sizes[t]);
}

// Not followed: no host launch of it is in this file.
__global__ void elsewhere_parent(int *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    touch<<<(sizes[t] + 31) / 32, 32>>>(out + t * 64, sizes[t]);
}

void run(int *out, const int *sizes, bool twice)
{
    plain_parent<<<4, 64>>>(out, sizes);
    if (twice)
        plain_parent<<<4, 64>>>(out,
                                sizes);
    cudaFuncSetAttribute(attributed_parent, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
    attributed_parent<<<4, 64>>>(out, sizes);
    (void)sizes, comma_parent<<<4, 64>>>(out, sizes);
}

struct Eight {
    int v[8];
};

// Not followed: a __grid_constant__ parameter, which its body may not have.
__global__ void constant_parent(int *out, const __grid_constant__ Eight e)
{
    touch<<<1, 32>>>(out + threadIdx.x * 64, e.v[threadIdx.x % 8]);
}

void run_constant(int *out, Eight e) { constant_parent<<<2, 64>>>(out, e); }
