// A child naming what no file dpopt reads defines: MYBID stands for a
// header found only with an -I folder dpopt was not given, and may be
// blockIdx.x for all dpopt knows, which a copy of the child's body must
// not read as the parent's. Its neighbour names only its own locals and
// parameters (through a const pointer, a range-for), and is taken.
#include "child_unknown_names_missing.h"

__global__ void unseen_child(int *p, int v) { p[MYBID * 32 + threadIdx.x] = v; }

struct Pair {
    int a, b;
};

__global__ void own_names_child(int *const *pp, const Pair *pairs, int v)
{
    int sum = 0;
    for (int k : {1, 2})
        sum += 2 * k;
    pp[0][threadIdx.x] = v + sum + pairs[0].a;
}

__global__ void unseen_parent(int *p)
{
    if (threadIdx.x == 0)
        unseen_child<<<4, 32>>>(p + blockIdx.x * 128, 1);
}

__global__ void own_names_parent(int *const *pp, const Pair *pairs)
{
    if (threadIdx.x == 0)
        own_names_child<<<1, 32>>>(pp, pairs, 2);
}
