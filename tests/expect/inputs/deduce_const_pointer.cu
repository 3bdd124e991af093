// A local declared through a const pointer (`float *const *v`: the qualifier
// is the pointer declarator's first child) hides the kernel's parameter v.
template <typename T>
__global__ void deref(float *p, T v) { p[threadIdx.x] = **v; }

// a pointer declared through a const pointer: float *const *
__global__ void from_const_pointer(float *p, int v)
{
    {
        float *const *v = &p;
        deref<<<1, 32>>>(p + threadIdx.x * 32, v);
    }
}
