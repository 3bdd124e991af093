__global__ void relax(float *dist, const int *nbr, int v, int k)
{
    int j = threadIdx.x;
    if (j < k)
        atomicMin((int *)&dist[nbr[v * k + j]], __float_as_int(dist[v] + 1.0f));
}
__global__ void sweep(float *dist, const int *nbr, const char *active, int n, int k)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n || !active[v])
        return;
#ifdef USE_TAIL_LAUNCH
    relax<<<1, k, 0, cudaStreamTailLaunch>>>(dist, nbr, v, k);
#elif defined(USE_FIRE_AND_FORGET)
    relax<<<1, k, 0, cudaStreamFireAndForget>>>(dist, nbr, v, k);
#else
    relax<<<1, k>>>(dist, nbr, v, k);
#endif
}
