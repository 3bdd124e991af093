__global__ void child(int *p) { p[0] = 1; }
__global__ void parent(int *p) { child<<<1>>>(p); }
