__global__ void hchild(int *p) { p[threadIdx.x] += 1; }
__device__ void hlaunch(int *p) { hchild<<<1, 32>>>(p); }
__device__ void hwait() { cudaDeviceSynchronize(); }
