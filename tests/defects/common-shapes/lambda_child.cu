template <typename Body>
__global__ void parallel_for(int n, Body body)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        body(i);
}
struct AddTo {
    int *acc;
    int v;
    __device__ void operator()(int i) const { atomicAdd(&acc[i], v); }
};
__global__ void segments(int *acc, const int *len, const int *start, int segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < segs)
        parallel_for<<<(len[s] + 127) / 128, 128>>>(len[s], AddTo{acc + start[s], s});
}
