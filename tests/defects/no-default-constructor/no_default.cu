struct Params {
    int depth;
    __host__ __device__ Params(int d) : depth(d) {}
};
__global__ void child(Params p, int *out) { out[threadIdx.x] = p.depth; }
__global__ void parent(int *out)
{
    Params p(blockIdx.x);
    if (threadIdx.x % 32 == 0)
        child<<<1, 32>>>(p, out + blockIdx.x * 128 + threadIdx.x);
}
