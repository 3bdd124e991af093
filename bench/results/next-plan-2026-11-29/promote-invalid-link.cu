// Chains of single-block grids (--promote) in which one link's launch fails
// on its configuration, as the program is written: that launch is lost, and
// with it every link after it; the link that made it finishes (its
// epilogue runs), and the program goes on. Under --promote (p, pa, po, pao,
// --promote-start=pool) dpopt stopped the program there (__trap in
// dpopt::chain_launch_failed) before 2026-11-29's fix.
//   doubling:  each link launches the next with twice its block: 32, 64, ...,
//              1024, then 2048, which fails (a pool per link: p, po);
//   shrinking: blocks of 96, 64, 32, then 0, which fails; the prologue's part
//              is independent of the postponed argument (overlap: po, pao);
//   fixed:     every link after the first launched with a block of 2048 (a
//              constant: pools under pa, pao), the first launched with 64;
//              and once from the host with 2048 too, which fails there (under
//              --promote-start=pool, dpopt::chain_start's launch), leaving
//              an error for the host's cudaGetLastError;
//   passed:    a block the links pass on unchanged (pools under pa, pao),
//              0 or -64 from the host, which launches the first with 128;
//   valid:     the control, a chain whose every launch starts.
// Each chain's links write what they were launched with; checked against
// the host's replay of the program as written, then a kernel launched after
// them must run. Prints PASS or FAIL (and the first wrong value).
//   usage: promote-invalid-link
#include <cstdio>
#include <vector>

#define LINKS 12
#define BIG 2048
#define NONE (-1)

// A link's record: the running sum it was released with (postponed), the
// block it ran with, and a mark its epilogue (after the launch) wrote.
struct Mark {
    int sum;
    int size;
    int epilogue;
};

__global__ void doubling(Mark *marks, int links, int link, int block, int sum)
{
    __shared__ int total;
    if (threadIdx.x == 0)
        total = 0;
    __syncthreads();
    atomicAdd(&total, 1);
    __syncthreads();
    if (threadIdx.x == 0 && link + 1 < links)
        doubling<<<1, block * 2>>>(marks, links, link + 1, block * 2, sum + total);
    if (threadIdx.x == 0) {
        marks[link].sum = sum;
        marks[link].size = blockDim.x;
        marks[link].epilogue = 1;
    }
}

__global__ void shrinking(Mark *marks, int links, int link, int sum)
{
    int here = link * 3 + 1;
    if (threadIdx.x == 0 && link + 1 < links)
        shrinking<<<1, (3 - link) * 32>>>(marks, links, link + 1, sum + here);
    if (threadIdx.x == 0) {
        marks[link].sum = sum;
        marks[link].size = blockDim.x;
        marks[link].epilogue = 1;
    }
}

__global__ void fixed(Mark *marks, int links, int link, int sum)
{
    int here = link + 5;
    if (threadIdx.x == 0 && link + 1 < links)
        fixed<<<1, BIG>>>(marks, links, link + 1, sum + here);
    if (threadIdx.x == 0) {
        marks[link].sum = sum;
        marks[link].size = blockDim.x;
        marks[link].epilogue = 1;
    }
}

__global__ void passed(Mark *marks, int links, int link, int bs, int sum)
{
    int here = link + 7;
    if (threadIdx.x == 0 && link + 1 < links)
        passed<<<1, bs>>>(marks, links, link + 1, bs, sum + here);
    if (threadIdx.x == 0) {
        marks[link].sum = sum;
        marks[link].size = blockDim.x;
        marks[link].epilogue = 1;
    }
}

__global__ void valid(Mark *marks, int links, int link, int sum)
{
    int here = link + 11;
    if (threadIdx.x == 0 && link + 1 < links)
        valid<<<1, 64>>>(marks, links, link + 1, sum + here);
    if (threadIdx.x == 0) {
        marks[link].sum = sum;
        marks[link].size = blockDim.x;
        marks[link].epilogue = 1;
    }
}

__global__ void after(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 3 * i + 1;
}

// Whether a one-dimensional block of `b` threads (as the launch converts it:
// an int to unsigned) starts, with a grid of one.
static bool starts(int b)
{
    unsigned int u = (unsigned int)b;
    return u >= 1 && u <= 1024;
}

// The host's replay of a chain as written: link k is launched with
// block[k] (block[0] the host's) and adds add[k] to the sum it passes; a
// launch that does not start ends the chain.
static std::vector<Mark> replay(const std::vector<int> &block, const std::vector<int> &add, int links)
{
    std::vector<Mark> want(LINKS, Mark{NONE, NONE, NONE});
    int sum = 0;
    for (int k = 0; k < links && starts(block[k]); k++) {
        want[k] = Mark{sum, block[k], 1};
        sum += add[k];
    }
    return want;
}

static int failures = 0;

static void check(const char *chain, Mark *device, const std::vector<Mark> &want)
{
    std::vector<Mark> got(LINKS);
    cudaMemcpy(got.data(), device, LINKS * sizeof(Mark), cudaMemcpyDeviceToHost);
    int ran = 0;
    for (int k = 0; k < LINKS; k++) {
        ran += got[k].epilogue == 1;
        if (got[k].sum != want[k].sum || got[k].size != want[k].size || got[k].epilogue != want[k].epilogue) {
            printf("FAIL: %s link %d: sum %d block %d epilogue %d, not %d %d %d\n", chain, k, got[k].sum,
                   got[k].size, got[k].epilogue, want[k].sum, want[k].size, want[k].epilogue);
            failures++;
            return;
        }
    }
    printf("%s: %d links ran, as written\n", chain, ran);
}

int main()
{
    const int links = LINKS;
    Mark *marks[7];
    for (int c = 0; c < 7; c++) {
        cudaMalloc(&marks[c], LINKS * sizeof(Mark));
        cudaMemset(marks[c], 0xff, LINKS * sizeof(Mark)); // NONE everywhere
    }
    doubling<<<1, 32>>>(marks[0], links, 0, 32, 0);
    shrinking<<<1, 128>>>(marks[1], links, 0, 0);
    fixed<<<1, 64>>>(marks[2], links, 0, 0);
    passed<<<1, 128>>>(marks[3], links, 0, 0, 0);
    passed<<<1, 128>>>(marks[4], links, 0, -64, 0);
    valid<<<1, 64>>>(marks[5], links, 0, 0);
    cudaError_t before = cudaGetLastError();
    fixed<<<1, BIG>>>(marks[6], links, 0, 0);
    cudaError_t host_launch = cudaGetLastError();
    cudaError_t chains = cudaDeviceSynchronize();
    const int n = 1000;
    int *out = nullptr;
    cudaMalloc(&out, n * sizeof(int));
    after<<<(n + 255) / 256, 256>>>(out, n);
    cudaError_t later = cudaDeviceSynchronize();
    // (CUDA 13 on an H200 says "invalid argument" for a block of 2,048 from
    // the host; from the device, "invalid configuration argument".)
    if (before != cudaSuccess || host_launch == cudaSuccess) {
        printf("FAIL: the host's launches leave %s, then %s (not an error)\n", cudaGetErrorString(before),
               cudaGetErrorString(host_launch));
        return 1;
    }
    printf("the host's launch of fixed with 2048: %s\n", cudaGetErrorString(host_launch));
    if (chains != cudaSuccess || later != cudaSuccess) {
        printf("FAIL: the chains end with %s, the kernel after them with %s\n", cudaGetErrorString(chains),
               cudaGetErrorString(later));
        return 1;
    }
    std::vector<int> block(LINKS), add(LINKS);
    // doubling: 32, 64, ..., 1024, 2048; each adds its block.
    for (int k = 0, b = 32; k < LINKS; k++, b *= 2)
        block[k] = b, add[k] = b;
    check("doubling", marks[0], replay(block, add, links));
    // shrinking: 128 (the host's), then (3 - k) * 32 for link k + 1.
    for (int k = 0; k < LINKS; k++)
        block[k] = k == 0 ? 128 : (4 - k) * 32, add[k] = k * 3 + 1;
    check("shrinking", marks[1], replay(block, add, links));
    for (int k = 0; k < LINKS; k++)
        block[k] = k == 0 ? 64 : BIG, add[k] = k + 5;
    check("fixed", marks[2], replay(block, add, links));
    block[0] = BIG;
    check("fixed from the host with 2048", marks[6], replay(block, add, links));
    for (int k = 0; k < LINKS; k++)
        block[k] = k == 0 ? 128 : 0, add[k] = k + 7;
    check("passed 0", marks[3], replay(block, add, links));
    for (int k = 0; k < LINKS; k++)
        block[k] = k == 0 ? 128 : -64;
    check("passed -64", marks[4], replay(block, add, links));
    for (int k = 0; k < LINKS; k++)
        block[k] = 64, add[k] = k + 11;
    check("valid", marks[5], replay(block, add, links));
    std::vector<int> got(n);
    cudaMemcpy(got.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        if (got[i] != 3 * i + 1) {
            printf("FAIL: the kernel after the chains: out[%d] is %d, not %d\n", i, got[i], 3 * i + 1);
            return 1;
        }
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures ? 1 : 0;
}
