// Names of the user's own that begin with dp_, the prefix of the names
// dpopt's generated code declares in the launching kernel and in the
// child's body (found reading generated code, 2026-11-23: the launch below
// became `const dim3 dp_grid(dp_grid)`, a variable initialised from itself).
__global__ void child(int *out, int n) { out[threadIdx.x] = n; }

__global__ void parent(int *out)
{
    int dp_grid = 1 + threadIdx.x % 2;
    child<<<dp_grid, 32>>>(out, dp_grid);
}

__global__ void child_with_table(int *dp_table) { dp_table[threadIdx.x] += blockIdx.x; }

__global__ void table_parent(int *table)
{
    child_with_table<<<2, 32>>>(table);
}

__global__ void plain_parent(int *out)
{
    child<<<2, 32>>>(out, 1);
}

// The same through a macro the launching kernel uses.
__device__ int dp_scale = 2;
#define SCALED(x) ((x) * dp_scale)

__global__ void macro_parent(int *out)
{
    int n = SCALED(threadIdx.x);
    child<<<2, 32>>>(out, n);
}

// A function of the user's may begin with dp_: generated code declares no function.
__device__ int dp_twice(int x) { return 2 * x; }

__global__ void function_parent(int *out)
{
    child<<<2, 32>>>(out, dp_twice(threadIdx.x));
}
