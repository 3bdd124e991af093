// A quote never closed ends with its line: the #define after it is read
// (dpopt took the apostrophe's text up to the next line's start, and
// the #define there for no directive).
#warning this build doesn't check bounds
#define CFG(n) ((n) + 127) / 128, 128
__global__ void child(int *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = 1; }
__global__ void parent(int *p, int n)
{
    child<<<CFG(n)>>>(p + threadIdx.x * n, n);
}
