// Nested groups (tests/expect/branches.expect): the launch in the inner
// #else is compiled under the outer #if and not the inner #ifdef.
__global__ void child(int *out, int i) { out[i] = i; }
#if MODE > 1
__global__ void wide_child(int *out, int i) { out[i] = 2 * i; }
#endif
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
#if MODE > 1
#ifdef NARROW
        child<<<1, 1>>>(out, i);
#else
        wide_child<<<1, 1>>>(out, i);
#endif
#endif
    }
}
void run(int *out, int n) { parent<<<(n + 127) / 128, 128>>>(out, n); }
