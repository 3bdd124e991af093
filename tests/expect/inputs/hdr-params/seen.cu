// A kernel passing its parameters to functions of a header dpopt reads:
// by value they stay what they were; by reference, or to a template that
// may deduce a reference, they may be written.
#include "util.h"

__global__ void child(int *data, int n) { data[threadIdx.x] = n; }

__global__ void parent(int *data, int n, int m, int k)
{
    by_value(data, n);
    by_reference(m);
    deduced(k);
    child<<<1, 32>>>(data, n + m + k);
    child<<<1, 32>>>(data, n);
}
