// Each thread creates a device stream, launches into it and destroys it
// (seed 7 program 6 of the differential tester). Removing the launch left
// threads creating and destroying streams with nothing in them: on an H100
// (CUDA 13) such T4 output hung, and ran once the streams went too.
__global__ void child(unsigned *acc, unsigned tag)
{
    atomicAdd(&acc[threadIdx.x % 64u], tag);
}

__global__ void parent(unsigned *acc)
{
    cudaStream_t stream;
    cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
    child<<<1, 32, 0, stream>>>(acc, threadIdx.x);
    cudaStreamDestroy(stream);
}
