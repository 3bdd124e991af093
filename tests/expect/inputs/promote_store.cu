// A prologue that writes global memory through an intrinsic rather than an
// assignment (plan/promote.c): the cache-hinted store `__stcg` writes as
// `out[i] = 1` does, so the chain is promoted without overlap.
#define TILE 256

__global__ void stores_first(int *out, int n, int start)
{
    __stcg(out + start + threadIdx.x, 1);
    if (threadIdx.x == 0 && start + TILE < n)
        stores_first<<<1, TILE>>>(out, n, start + TILE);
}

int main()
{
    int *out = nullptr;
    stores_first<<<1, TILE>>>(out, 4096, 0);
    return 0;
}
