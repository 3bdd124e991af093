// A UTF-8 byte-order mark first: the runtime includes go after it (before
// it, the mark is mid-file and nvcc rejects the output).
__global__ void child(int *q) { q[threadIdx.x] = 1; }
__global__ void parent(int *p) { child<<<1, 32>>>(p + threadIdx.x * 32); }
