// Parents whose whole body is a grid-stride loop (tests/expect/grid_stride.expect).
#define WIDTH 64

__global__ void child(unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[i % WIDTH], 1u);
}

__device__ void count_error(unsigned *errors) { atomicAdd(errors, 1u); }

// Widened: its iterations depend on nothing but j.
__global__ void plain(unsigned *out, unsigned *errors, const int *sizes, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        int size = sizes[j];
        child<<<(size + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, size);
        if (cudaGetLastError() != cudaSuccess)
            count_error(errors);
    }
}

// A store: a later iteration of the same thread might read it.
__global__ void stores(unsigned *out, const int *sizes, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        out[WIDTH + j] = 1u;
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, sizes[j]);
    }
}

// Reads its thread's place.
__global__ void place(unsigned *out, const int *sizes, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, sizes[j] + (int)threadIdx.x);
}

// Leaves the loop early.
__global__ void leaves(unsigned *out, const int *sizes, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        if (sizes[j] < 0)
            break;
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, sizes[j]);
    }
}

// Its children in the block's stream: a block's order would change.
__global__ void ordered(unsigned *out, const int *sizes, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
        child<<<1, 32>>>(out, sizes[j]);
}

// Something before the loop: not a grid-stride kernel.
__global__ void before(unsigned *out, const int *sizes, int n)
{
    unsigned *mine = out;
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(mine, sizes[j]);
}

#define TWICE(x) ((x) * 2)

// A function-like macro: what it expands to is not read here.
__global__ void macro_call(unsigned *out, const int *sizes, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, TWICE(sizes[j]));
}

// Carries its parameter from one iteration to the next: a local of the
// same name in an inner block is another variable.
__global__ void shadow(unsigned *out, const int *sizes, int n, int salt)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        {
            int salt = 0;
            (void)salt;
        }
        salt = salt * 3 + 1;
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, sizes[j] + salt);
    }
}

static int next_count(int *c) { return (*c)++; }

void run(unsigned *out, unsigned *errors, const int *sizes, int n, int *calls)
{
    plain<<<4, 128>>>(out, errors, sizes, n);
    plain<<<4, 128>>>(out, errors, sizes, next_count(calls));
    stores<<<4, 128>>>(out, sizes, n);
    place<<<4, 128>>>(out, sizes, n);
    leaves<<<4, 128>>>(out, sizes, n);
    ordered<<<4, 128>>>(out, sizes, n);
    before<<<4, 128>>>(out, sizes, n);
    macro_call<<<4, 128>>>(out, sizes, n);
    shadow<<<4, 128>>>(out, sizes, n, 7);
}
