// A child calling a class member from a header found by `#include <...>`
// in an include folder (-I or -isystem), as a project's graph library
// would be: dpopt reads it (tests/expect/headers.expect).
#include <graph/csr.h>
#include <clamp.h>

__global__ void child(Csr g, int v, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < g.degree(v))
        out[g.edge(v, i)] = clamp_level(v);
}

__global__ void parent(Csr g, int *out, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        child<<<(g.degree(v) + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(g, v, out);
}
