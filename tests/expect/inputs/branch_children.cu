// #ifdef/#else with a child per branch, one defined only under the condition
// (tests/expect/branches.expect): each branch's launch is taken in it.
__global__ void child(int *out, int i) { out[i] = i; }
#ifdef USE_FAST
struct Fast { int v; };
__global__ void fast_child(int *out, Fast f) { out[f.v] = 2 * f.v; }
#endif
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
#ifdef USE_FAST
        Fast f = {i};
        fast_child<<<1, 1>>>(out, f);
#else
        child<<<1, 1>>>(out, i);
#endif
    }
}
void run(int *out, int n) { parent<<<(n + 127) / 128, 128>>>(out, n); }
