// Mariani-Silver's shape: a kernel that launches itself (a local dim3 for
// its block, as NVIDIA's article writes it) and, in the other branches,
// two leaf kernels. Its recursion runs level by level at grid granularity,
// so one grid of it runs at a time and its leaf launches stay at grid
// granularity beside it.
__global__ void fill(int *img, int x0, int d, int v) { img[x0 + blockIdx.x * blockDim.x + threadIdx.x] = v; }
__global__ void pixels(int *img, int x0, int d) { img[x0 + blockIdx.x * blockDim.x + threadIdx.x] = d; }
__global__ void square(int *img, const int *kind, int x0, int d, int depth)
{
    x0 += d * blockIdx.x;
    if (threadIdx.x == 0) {
        if (kind[x0] == 0) {
            dim3 bs(64), grid((d + 63) / 64);
            fill<<<grid, bs>>>(img, x0, d, 7);
        } else if (depth < 3 && d > 64) {
            dim3 bs(blockDim.x), grid(4);
            square<<<grid, bs>>>(img, kind, x0, d / 4, depth + 1);
        } else {
            dim3 bs(64), grid((d + 63) / 64);
            pixels<<<grid, bs>>>(img, x0, d);
        }
    }
}
// The same, but its block a local variable assigned after its declaration:
// not known to be one size across a level.
__global__ void square_assigned(int *img, const int *kind, int x0, int d, int depth)
{
    x0 += d * blockIdx.x;
    if (threadIdx.x == 0) {
        dim3 bs(blockDim.x);
        if (kind[x0] == 1)
            bs.x = 32;
        if (kind[x0] == 0)
            fill<<<(d + 63) / 64, 64>>>(img, x0, d, 7);
        else if (depth < 3 && d > 64)
            square_assigned<<<4, bs>>>(img, kind, x0, d / 4, depth + 1);
    }
}
void run(int *img, const int *kind, int n)
{
    square<<<n / 1024, 32>>>(img, kind, 0, 1024, 0);
    square_assigned<<<n / 1024, 32>>>(img, kind, 0, 1024, 0);
}
