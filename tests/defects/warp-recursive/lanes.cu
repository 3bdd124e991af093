// A kernel whose first three lanes each launch it again (the differential
// tester, seed 39, program 138's levels part, made smaller). Under warp
// aggregation, on an H100 four levels deep with three lanes launching, the
// last level ran 2,624 blocks' worth of additions where the program ran
// 2,592, a different count each run.
__device__ unsigned dt_mix(unsigned a, unsigned b)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    return h * 0x2C1B3C6Du;
}

__global__ void lv(unsigned *acc, unsigned tag, int depth, int max_depth, int fan)
{
    unsigned v = dt_mix(tag, threadIdx.x + 64u * (unsigned)depth + 4096u * blockIdx.x);
    atomicAdd(&acc[v % 384u], v);
    if (depth < max_depth && threadIdx.x < fan)
        lv<<<1, 32>>>(acc, tag * 3u + threadIdx.x + 1u, depth + 1, max_depth, fan);
}

// A kernel another kernel launches, which launches itself: recursive too.
__global__ void again(unsigned *acc, int depth)
{
    atomicAdd(&acc[depth], 1u);
    if (depth < 3 && threadIdx.x < 2)
        again<<<1, 32>>>(acc, depth + 1);
}

__global__ void starts(unsigned *acc)
{
    if (threadIdx.x < 2)
        again<<<1, 32>>>(acc, 0);
}

int main()
{
    lv<<<1, 32>>>(nullptr, 7u, 0, 4, 3);
    starts<<<1, 32>>>(nullptr);
    return 0;
}
