// A #define of the tested macro inside the function (tests/expect/branches.expect):
// code generated after it under the branch's condition would test another value.
__global__ void child(int *out, int i) { out[i] = i; }
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef USE_CHILD
    if (i < n)
        child<<<1, 1>>>(out, i);
#endif
#define USE_CHILD 1
    out[i] += 0;
}
void run(int *out, int n) { parent<<<(n + 127) / 128, 128>>>(out, n); }
