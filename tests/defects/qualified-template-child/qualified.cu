// A child named with its namespace and template arguments (ops::shifted<3>) was said to be
// "not defined in this file": the model kept the arguments in the name. It is the same
// child as ops::plain, declared inside a namespace, and says so.
namespace ops {
template <int S>
__global__ void shifted(int *o) { o[threadIdx.x] = threadIdx.x << S; }
__global__ void plain(int *o) { o[threadIdx.x] = 1; }
}
__global__ void parent(int *o)
{
    ops::shifted<3><<<1, 32>>>(o + 32 * threadIdx.x);
    ops::plain<<<1, 32>>>(o + 32 * threadIdx.x);
}
