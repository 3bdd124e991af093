// Streams a thread creates on the device for its own launches
// (analysis/device_streams.h): the accepted forms (one launch, a sequence,
// a stream made anew in each loop iteration) and the refused ones (a
// blocking stream, launches in a loop around one stream, a stream that is
// not the function's own variable, one that escapes).
__global__ void leaf(int *out, int n) { int j = blockIdx.x * blockDim.x + threadIdx.x; if (j < n) out[j] += 1; }

__global__ void one_each(int *out)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, 32);
    cudaStreamDestroy(s);
}

__global__ void two_in_order(int *out)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, 32);
    leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, 16);
    cudaStreamDestroy(s);
}

__global__ void blocking(int *out)
{
    cudaStream_t s;
    cudaStreamCreate(&s);
    leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, 32);
    cudaStreamDestroy(s);
}

__global__ void looped(int *out)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    for (int k = 0; k < 4; k++)
        leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, k);
    cudaStreamDestroy(s);
}

__global__ void per_iteration(int *out)
{
    for (int k = 0; k < 4; k++) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, k);
        cudaStreamDestroy(s);
    }
}

__device__ cudaStream_t shared_stream;

__global__ void global_stream(int *out)
{
    leaf<<<1, 32, 0, shared_stream>>>(out + threadIdx.x * 32, 32);
}

__global__ void escaping(int *out, cudaStream_t *keep)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    leaf<<<1, 32, 0, s>>>(out + threadIdx.x * 32, 32);
    keep[threadIdx.x] = s;
    cudaStreamDestroy(s);
}

// Two blocks, each with a stream of the same name: each launch sees its
// own (before 2026-11-24 both found the first block's, and neither was
// proven).
__global__ void same_name(int *out)
{
    {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        leaf<<<1, 32, 0, s>>>(out, 1);
        cudaStreamDestroy(s);
    }
    {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        leaf<<<1, 32, 0, s>>>(out + 32, 1);
        cudaStreamDestroy(s);
    }
}

// An inner stream of the same name hides the outer one: the inner launch
// is proven, the outer stream's uses take in the inner's, so it is not.
__global__ void shadowed(int *out)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        leaf<<<1, 32, 0, s>>>(out, 2);
        cudaStreamDestroy(s);
    }
    leaf<<<1, 32, 0, s>>>(out + 32, 2);
    cudaStreamDestroy(s);
}
