// A launch inside a macro's text is no launch site dpopt can rewrite: it says so.
__global__ void child(int *out) { out[threadIdx.x] = 1; }
#define SPAWN(p) child<<<1, 32>>>(p)

__global__ void parent(int *out)
{
    if (threadIdx.x == 0)
        SPAWN(out);
}
