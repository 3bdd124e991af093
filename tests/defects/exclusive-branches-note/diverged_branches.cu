// The differential tester's exclusive shape (seed 101, program 562): every thread launches,
// in one of four branches; under --aggregate=warp, lanes of one warp in two branches ran two
// warp batches at once and hung on an H200 (2026-11-25). Kernels only: dpopt's plan is checked.
__device__ unsigned dt_hmix(unsigned a, unsigned b) { return (a ^ (b * 2654435761u)) * 2246822519u; }
// ---- program 562: exclusive

__global__ void p562_fill(unsigned *img, unsigned v)
{
 img[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void p562_compute(unsigned *img, unsigned tag)
{
 int i = blockIdx.x * blockDim.x + threadIdx.x;
 img[i] = dt_hmix(tag, (unsigned)i);
}

__global__ void p562_refine(unsigned *img, unsigned d)
{
 int i = blockIdx.x * blockDim.x + threadIdx.x;
 img[i] = img[i] * 5u + d;
}

__global__ void p562_tiles(unsigned *img, int ntiles)
{
 int t = blockIdx.x * blockDim.x + threadIdx.x;
 if (t < ntiles) {
 unsigned *tile = img + t * 128;
 unsigned kind = dt_hmix((unsigned)t, 618u) % 4u;
 if (kind == 0u) {
 p562_compute<<<2, 64>>>(tile, (unsigned)t);
 } else {
 if (kind == 1u) {
 p562_fill<<<2, 64>>>(tile, 8u);
 p562_refine<<<2, 64>>>(tile, 1u);
 } else {
 if (kind == 2u) {
 p562_compute<<<2, 64>>>(tile, (unsigned)t);
 } else {
 p562_fill<<<2, 64>>>(tile, 10u);
 p562_refine<<<2, 64>>>(tile, 3u);
 }
 }
 }
 }
}

