// A launch under #if with no #else (tests/expect/branches.expect).
__global__ void child(int *out, int i) { out[i] = i; }
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = 0;
#if defined(LAUNCH_CHILD) && LAUNCH_CHILD >= 2
    if (i < n)
        child<<<1, 1>>>(out, i);
#endif
}
void run(int *out, int n) { parent<<<(n + 127) / 128, 128>>>(out, n); }
