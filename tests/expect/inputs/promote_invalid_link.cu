// Chains one of whose links' launches may fail on its configuration, as
// written (plan/promote.h, runtime chain.cuh): that launch is lost with
// every link after it, and the link that made it goes on. Promoted, a link
// passes its chain on only where its launch as written would start
// (dpopt::chain_link_starts), and a pool whose launch fails all the same
// ends the chain there (dpopt::chain_launch_failed: freed, no release);
// before 2026-11-29 the program stopped (__trap). The GPU program is
// bench/results/next-plan-2026-11-29/promote-invalid-link.cu.
#define BIG 2048

// Each link launches the next with twice its block: 2,048 fails (a pool per
// link: the block differs from link to link).
__global__ void doubling(int *seen, int links, int link, int block, int sum)
{
    int here = sum + block;
    if (threadIdx.x == 0 && link + 1 < links)
        doubling<<<1, block * 2>>>(seen, links, link + 1, block * 2, here);
    seen[link] = sum;
}

// A constant block every link launches with (pools of 128 under pa).
__global__ void fixed(int *seen, int links, int link, int sum)
{
    int here = sum + link;
    if (threadIdx.x == 0 && link + 1 < links)
        fixed<<<1, BIG>>>(seen, links, link + 1, here);
    seen[link] = sum;
}

// A condition of ||: it reads whole beside the thread test and the check
// (before, the first link's test of thread 0 went with the first operand of
// || alone: every thread with b > 0 made a pool and launched it). Its
// prologue reads no postponed argument (overlap: thread 0 releases at once).
__global__ void either(int *seen, int n, int a, int b, int sum)
{
    int here = a * 2;
    if (threadIdx.x == 0 && (a + 1 < n || b > 0))
        either<<<1, 64>>>(seen, n, a + 1, b - 1, sum + here);
    seen[a] = sum;
}

// Kernels that ask whether their launch failed are not promoted: the
// launch, promoted, is made before the prologue or not at all.
__global__ void checks(int *seen, int links, int link, int sum)
{
    int here = sum + link;
    if (threadIdx.x == 0 && link + 1 < links)
        checks<<<1, 64>>>(seen, links, link + 1, here);
    if (threadIdx.x == 0 && cudaGetLastError() != cudaSuccess)
        seen[link] = -1;
}

__device__ bool launch_failed() { return cudaPeekAtLastError() != cudaSuccess; }

__global__ void checks_through(int *seen, int links, int link, int sum)
{
    int here = sum + link;
    if (threadIdx.x == 0 && link + 1 < links)
        checks_through<<<1, 64>>>(seen, links, link + 1, here);
    if (threadIdx.x == 0 && launch_failed())
        seen[link] = -1;
}

int main()
{
    int *seen = nullptr;
    cudaMalloc(&seen, 64 * sizeof(int));
    doubling<<<1, 32>>>(seen, 12, 0, 32, 0);
    fixed<<<1, 64>>>(seen, 12, 0, 0);
    fixed<<<1, BIG>>>(seen, 12, 0, 0);
    either<<<1, 64>>>(seen, 12, 0, 2, 0);
    checks<<<1, 64>>>(seen, 12, 0, 0);
    checks_through<<<1, 64>>>(seen, 12, 0, 0);
    cudaDeviceSynchronize();
    return 0;
}
