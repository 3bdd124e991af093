// A lambda child that reads the thread's place: run by the launching thread
// (below a threshold, T4), threadIdx would be the launching thread's. Stays
// as written, the note naming the lambda.
template <typename F>
__global__ void for_each_index(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

__global__ void mark(float *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0) {
        float *row = m + r * cols;
        for_each_index<<<(len[r] + 63) / 64, 64>>>([=] __device__(int i) { row[i] = (float)threadIdx.x; }, len[r]);
    }
}
