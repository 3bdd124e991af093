__global__ void leaf_barrier(int *out)
{
    __shared__ int s[64];
    s[threadIdx.x] = __shfl_xor_sync(0xffffffffu, (int)threadIdx.x, 1);
    __syncthreads();
    out[threadIdx.x] = s[63 - threadIdx.x];
}
__global__ void leaf(int *out) { out[threadIdx.x] = __reduce_add_sync(0xffffffffu, 1); }
__global__ void with_barriers(int *out) { leaf_barrier<<<1, 64>>>(out + 64 * threadIdx.x); }
__global__ void waited(int *out)
{
    leaf<<<1, 32>>>(out + 32 * threadIdx.x);
    cudaDeviceSynchronize();
    out[threadIdx.x] += 1;
}
void run(int *out) { with_barriers<<<1, 32>>>(out); waited<<<1, 32>>>(out); }
