// A launcher that declares its child with a prototype of its own, not
// through a header: the child, defined in declared_child.cu, is still read
// in (before: "the child kernel is not defined in this file", with the
// files given together). declares_b.cu launches the same child: the code
// made from it in each file must not clash at link time.
__global__ void declared_child(float *x, int n);

__global__ void parent_a(float *x, int n)
{
    if (threadIdx.x == 0)
        declared_child<<<(n + 127) / 128, 128>>>(x, n);
}

void run_b(float *x, int n);

int main()
{
    float *x;
    cudaMalloc(&x, 1024 * sizeof(float));
    parent_a<<<1, 32>>>(x, 1024);
    run_b(x, 1024);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
