__global__ void child(int *out, int v) { out[blockIdx.x * blockDim.x + threadIdx.x] = v; }
__global__ void parent(int *out, int *ticket)
{
    child<<<atomicAdd(ticket, 1) % 4 + 1, 32>>>(out, atomicAdd(ticket + 1, 1));
}
