// A launch inside a macro's text, the macro used as a statement: dpopt expands it itself (syntax/expand.h).
__global__ void child(int *out) { out[threadIdx.x] = 1; }
#define SPAWN(p) child<<<1, 32>>>(p)

__global__ void parent(int *out)
{
    if (threadIdx.x == 0)
        SPAWN(out);
}
