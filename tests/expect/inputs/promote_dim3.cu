// A chain whose first link the host launches with a block named by a
// dim3: threadIdx.x == 0 may be more than one thread there, so the chain
// stays as written (plan/promote.c).
__global__ void link(int *out, int n, int start)
{
    if (threadIdx.x == 0 && start + 64 < n)
        link<<<1, 64>>>(out, n, start + 64);
}

int main()
{
    dim3 threads(64, 2);
    link<<<1, threads>>>(nullptr, 0, 0);
    return 0;
}
