// A segmented scan, as the differential tester's smem_scan shape writes it
// (seed 23, programs 368 and 396): each thread scans its segment with
// scan_tiles, then, into the same NULL stream, adds each tile's carry with
// add_carries and scales the segment with scale. The three launches of a
// thread run in that order. Prints PASS when every value is as the host
// computes it.
#include <cstdio>
#include <cstdlib>

#define TILE 64

__global__ void scan_tiles(const unsigned *in, unsigned *out, int n, unsigned *sums)
{
    __shared__ unsigned buf[2][TILE];
    int i = blockIdx.x * TILE + threadIdx.x;
    int cur = 0;
    buf[cur][threadIdx.x] = i < n ? in[i] : 0u;
    __syncthreads();
    for (int off = 1; off < TILE; off <<= 1) {
        unsigned v = buf[cur][threadIdx.x];
        if (threadIdx.x >= off)
            v += buf[cur][threadIdx.x - off];
        buf[cur ^ 1][threadIdx.x] = v;
        cur ^= 1;
        __syncthreads();
    }
    if (i < n)
        out[i] = buf[cur][threadIdx.x];
    if (threadIdx.x == TILE - 1)
        sums[blockIdx.x] = buf[cur][TILE - 1];
}

__global__ void add_carries(unsigned *out, int n, const unsigned *sums)
{
    __shared__ unsigned carry;
    if (threadIdx.x == 0) {
        unsigned c = 0;
        for (int t = 0; t < (int)blockIdx.x; ++t)
            c += sums[t];
        carry = c;
    }
    __syncthreads();
    int i = blockIdx.x * TILE + threadIdx.x;
    if (i < n)
        out[i] += carry;
}

__global__ void scale(unsigned *out, int n, unsigned c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = out[i] * 3u + c;
}

__global__ void segmented_scan(const unsigned *in, unsigned *out, const int *seg, int nseg, unsigned *sums)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= nseg)
        return;
    int b = seg[s], n = seg[s + 1] - b;
    if (n == 0)
        return;
    int tiles = (n + TILE - 1) / TILE;
    scan_tiles<<<tiles, TILE>>>(in + b, out + b, n, sums + s * 8);
    if (tiles > 1)
        add_carries<<<tiles, TILE>>>(out + b, n, sums + s * 8);
    scale<<<(n + 63) / 64, 64>>>(out + b, n, (unsigned)s);
}

int main()
{
    const int nseg = 48;
    int seg[nseg + 1];
    seg[0] = 0;
    for (int s = 0; s < nseg; s++)
        seg[s + 1] = seg[s] + (s * 37) % (8 * TILE) + (s % 3 == 0 ? 0 : 1);
    int total = seg[nseg];
    unsigned *h_in = (unsigned *)malloc(total * sizeof(unsigned)), *h_out = (unsigned *)malloc(total * sizeof(unsigned));
    for (int k = 0; k < total; k++)
        h_in[k] = (unsigned)(k * 2654435761u) % 1000u;
    unsigned *in, *out, *sums;
    int *d_seg;
    cudaMalloc(&in, total * sizeof(unsigned));
    cudaMalloc(&out, total * sizeof(unsigned));
    cudaMalloc(&sums, nseg * 8 * sizeof(unsigned));
    cudaMalloc(&d_seg, sizeof seg);
    cudaMemcpy(in, h_in, total * sizeof(unsigned), cudaMemcpyHostToDevice);
    cudaMemcpy(d_seg, seg, sizeof seg, cudaMemcpyHostToDevice);
    segmented_scan<<<(nseg + 31) / 32, 32>>>(in, out, d_seg, nseg, sums);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(e));
        return 1;
    }
    cudaMemcpy(h_out, out, total * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (int s = 0; s < nseg; s++) {
        unsigned acc = 0;
        for (int k = seg[s]; k < seg[s + 1]; k++) {
            acc += h_in[k];
            unsigned want = acc * 3u + (unsigned)s;
            if (h_out[k] != want) {
                printf("FAIL: segment %d position %d: %u, expected %u\n", s, k - seg[s], h_out[k], want);
                return 1;
            }
        }
    }
    printf("PASS: %d segments, %d values\n", nseg, total);
    return 0;
}
