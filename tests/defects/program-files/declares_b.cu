// The second launcher of declared_child (declares_a.cu says why).
__global__ void declared_child(float *x, int n);

__global__ void parent_b(float *x, int n)
{
    if (threadIdx.x == 0)
        declared_child<<<(n + 127) / 128, 128>>>(x, n);
}

void run_b(float *x, int n) { parent_b<<<1, 32>>>(x, n); }
