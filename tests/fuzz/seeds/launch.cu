__global__ void child(int *a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] += 1; }
__global__ void parent(int *a, int *n) {
    int t = threadIdx.x;
    if (n[t] > 0) child<<<(n[t] + 127) / 128, 128>>>(a, n[t]);
}
int main() { int *a, *n; parent<<<1, 32>>>(a, n); cudaDeviceSynchronize(); return 0; }
