// Lines continued with a backslash, read with CR LF line ends too
// (text_scanning.expect's edit: adds a CR to each line).
#define SPAWN_LEAF(q, m) \
    leaf<<<1, 32>>>(q, m)
#if defined(WIDE) && \
    WIDE > 1
#define LANES WIDE
#else
#define LANES 1
#endif
__global__ void leaf(int *p, int n) { if (threadIdx.x < n) p[threadIdx.x] = 1; }
__global__ void mid(int *p, int n)
{
    if (threadIdx.x < LANES)
        SPAWN_LEAF(p, n);
}
#define RUN_MID(q, m) \
    mid<<<4, 64>>>(q, m)
__global__ void top(int *p, int n)
{
    RUN_MID(p + blockIdx.x * 256 * n, n);
}
