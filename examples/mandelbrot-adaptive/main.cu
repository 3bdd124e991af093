// The Mariani-Silver Mandelbrot, as NVIDIA's article on dynamic parallelism
// writes it ("Adaptive Parallel Computation with CUDA Dynamic Parallelism"):
// one block per square of the image computes the dwell along the square's
// border with a block reduction (border_dwell); if the whole border has one
// dwell, its first thread fills the square with it; if not, it either
// subdivides the square into SUBDIV x SUBDIV smaller ones (a launch of the
// same kernel, one level deeper) or, small or deep enough, computes every
// pixel. The host runs the same algorithm and compares every pixel.
//
// Build and run, with dpopt (each level's launches fused into one grid):
//
//   scripts/dpopt-nvcc --dpopt=--aggregate=grid -arch=sm_90 -fmad=false \
//       examples/mandelbrot-adaptive/main.cu -o /tmp/mandelbrot && /tmp/mandelbrot
//
// -fmad=false: the device computes each pixel's dwell with the host's
// arithmetic, so that the two agree to the pixel.
//   usage: mandelbrot [SIZE]   prints PASS or FAIL, and the median time of
//   five images after a warm-up (SIZE: 16384 by default, as the article)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#define MAX_DWELL 512
#define BSX 64          // the blocks of the per-pixel and fill kernels
#define BSY 4
#define MAX_DEPTH 4     // levels of subdivision at most
#define MIN_SIZE 32     // a square at most this wide is computed pixel by pixel
#define SUBDIV 4        // a square splits into SUBDIV x SUBDIV
#define INIT_SUBDIV 32  // the first grid: INIT_SUBDIV x INIT_SUBDIV squares
#define NEUT_DWELL (MAX_DWELL + 1) // no dwell seen yet
#define DIFF_DWELL (-1)            // the border's dwells differ

__host__ __device__ inline int divup(int x, int y) { return (x + y - 1) / y; }

// Iterations before the point escapes, MAX_DWELL at most.
__host__ __device__ int pixel_dwell(int w, int h, float cmin_re, float cmin_im, float cmax_re, float cmax_im,
                                    int x, int y)
{
    float c_re = cmin_re + (cmax_re - cmin_re) * ((float)x / (float)w);
    float c_im = cmin_im + (cmax_im - cmin_im) * ((float)y / (float)h);
    float z_re = c_re, z_im = c_im;
    int dwell = 0;
    while (dwell < MAX_DWELL && z_re * z_re + z_im * z_im < 4.0f) {
        float re = z_re * z_re - z_im * z_im + c_re;
        z_im = 2.0f * z_re * z_im + c_im;
        z_re = re;
        dwell++;
    }
    return dwell;
}

// The common dwell of two: one of them if they agree or one is neutral.
__host__ __device__ inline int same_dwell(int d1, int d2)
{
    if (d1 == d2)
        return d1;
    if (d1 == NEUT_DWELL || d2 == NEUT_DWELL)
        return min(d1, d2);
    return DIFF_DWELL;
}

// The dwell common to the border of the d x d square at (x0, y0), or
// DIFF_DWELL: every thread of the block walks part of the border, then the
// block reduces their answers in shared memory.
__device__ int border_dwell(int w, int h, float cmin_re, float cmin_im, float cmax_re, float cmax_im, int x0, int y0,
                            int d)
{
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    int bs = blockDim.x * blockDim.y;
    int comm_dwell = NEUT_DWELL;
    for (int r = t; r < d; r += bs) {
        for (int b = 0; b < 4; b++) {
            int x = b % 2 != 0 ? x0 + r : (b == 0 ? x0 : x0 + d - 1);
            int y = b % 2 == 0 ? y0 + r : (b == 1 ? y0 : y0 + d - 1);
            comm_dwell = same_dwell(comm_dwell, pixel_dwell(w, h, cmin_re, cmin_im, cmax_re, cmax_im, x, y));
        }
    }
    __shared__ int ldwells[BSX * BSY];
    int nt = min(d, BSX * BSY);
    if (t < nt)
        ldwells[t] = comm_dwell;
    __syncthreads();
    for (; nt > 1; nt /= 2) {
        if (t < nt / 2)
            ldwells[t] = same_dwell(ldwells[t], ldwells[t + nt / 2]);
        __syncthreads();
    }
    return ldwells[0];
}

__global__ void mandelbrot_pixel_k(int *dwells, int w, int h, float cmin_re, float cmin_im, float cmax_re,
                                   float cmax_im, int x0, int y0, int d)
{
    int x = threadIdx.x + blockIdx.x * blockDim.x;
    int y = threadIdx.y + blockIdx.y * blockDim.y;
    if (x < d && y < d) {
        x += x0;
        y += y0;
        dwells[y * w + x] = pixel_dwell(w, h, cmin_re, cmin_im, cmax_re, cmax_im, x, y);
    }
}

__global__ void dwell_fill_k(int *dwells, int w, int x0, int y0, int d, int dwell)
{
    int x = threadIdx.x + blockIdx.x * blockDim.x;
    int y = threadIdx.y + blockIdx.y * blockDim.y;
    if (x < d && y < d) {
        x += x0;
        y += y0;
        dwells[y * w + x] = dwell;
    }
}

// One block per d x d square: fill it, subdivide it, or compute it pixel by
// pixel.
__global__ void mandelbrot_block_k(int *dwells, int w, int h, float cmin_re, float cmin_im, float cmax_re,
                                   float cmax_im, int x0, int y0, int d, int depth)
{
    x0 += d * blockIdx.x;
    y0 += d * blockIdx.y;
    int comm_dwell = border_dwell(w, h, cmin_re, cmin_im, cmax_re, cmax_im, x0, y0, d);
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        if (comm_dwell != DIFF_DWELL) {
            dim3 bs(BSX, BSY), grid(divup(d, BSX), divup(d, BSY));
            dwell_fill_k<<<grid, bs>>>(dwells, w, x0, y0, d, comm_dwell);
        } else if (depth + 1 < MAX_DEPTH && d / SUBDIV > MIN_SIZE) {
            dim3 bs(blockDim.x, blockDim.y), grid(SUBDIV, SUBDIV);
            mandelbrot_block_k<<<grid, bs>>>(dwells, w, h, cmin_re, cmin_im, cmax_re, cmax_im, x0, y0, d / SUBDIV,
                                             depth + 1);
        } else {
            dim3 bs(BSX, BSY), grid(divup(d, BSX), divup(d, BSY));
            mandelbrot_pixel_k<<<grid, bs>>>(dwells, w, h, cmin_re, cmin_im, cmax_re, cmax_im, x0, y0, d);
        }
    }
}

// The host's image: the same algorithm, square by square.
static void mandelbrot_on_host(std::vector<int> &img, int w, int h, const float c[4], int x0, int y0, int d, int depth)
{
    int comm = NEUT_DWELL;
    for (int r = 0; r < d; r++)
        for (int b = 0; b < 4; b++) {
            int x = b % 2 != 0 ? x0 + r : (b == 0 ? x0 : x0 + d - 1);
            int y = b % 2 == 0 ? y0 + r : (b == 1 ? y0 : y0 + d - 1);
            comm = same_dwell(comm, pixel_dwell(w, h, c[0], c[1], c[2], c[3], x, y));
        }
    if (comm != DIFF_DWELL) {
        for (int y = y0; y < y0 + d; y++)
            std::fill(img.begin() + (size_t)y * w + x0, img.begin() + (size_t)y * w + x0 + d, comm);
    } else if (depth + 1 < MAX_DEPTH && d / SUBDIV > MIN_SIZE) {
        for (int by = 0; by < SUBDIV; by++)
            for (int bx = 0; bx < SUBDIV; bx++)
                mandelbrot_on_host(img, w, h, c, x0 + bx * (d / SUBDIV), y0 + by * (d / SUBDIV), d / SUBDIV, depth + 1);
    } else {
        for (int y = y0; y < y0 + d; y++)
            for (int x = x0; x < x0 + d; x++)
                img[(size_t)y * w + x] = pixel_dwell(w, h, c[0], c[1], c[2], c[3], x, y);
    }
}

int main(int argc, char **argv)
{
    // A square image whose side INIT_SUBDIV squares divide evenly, as the
    // article's (the reduction in border_dwell wants a power of two).
    const int w = argc > 1 ? atoi(argv[1]) : 16384, h = w;
    if (w <= 0 || w % INIT_SUBDIV != 0 || ((w / INIT_SUBDIV) & (w / INIT_SUBDIV - 1)) != 0) {
        fprintf(stderr, "FAIL: the size must be %d times a power of two\n", INIT_SUBDIV);
        return 2;
    }
    const float c[4] = {-1.5f, -1.0f, 0.5f, 1.0f}; // cmin (re, im), cmax (re, im)
    int *dwells;
    cudaMalloc(&dwells, (size_t)w * h * sizeof(int));
    const int images = 6;
    std::vector<float> times;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaError_t err = cudaSuccess;
    for (int i = 0; i < images && err == cudaSuccess; i++) {
        cudaMemset(dwells, 0xff, (size_t)w * h * sizeof(int));
        cudaEventRecord(start);
        dim3 bs(BSX, BSY), grid(INIT_SUBDIV, INIT_SUBDIV);
        mandelbrot_block_k<<<grid, bs>>>(dwells, w, h, c[0], c[1], c[2], c[3], 0, 0, w / INIT_SUBDIV, 1);
        cudaEventRecord(stop);
        err = cudaDeviceSynchronize();
        float ms = 0.0f;
        cudaEventElapsedTime(&ms, start, stop);
        if (i > 0)
            times.push_back(ms);
    }
    if (err != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(err));
        return 1;
    }
    std::vector<int> got((size_t)w * h), want((size_t)w * h, -2);
    cudaMemcpy(got.data(), dwells, got.size() * sizeof(int), cudaMemcpyDeviceToHost);
    // The host's image row of squares by row, on every core.
    std::vector<std::thread> workers;
    const int cores = std::max(1u, std::min(std::thread::hardware_concurrency(), (unsigned)INIT_SUBDIV));
    for (int k = 0; k < cores; k++)
        workers.emplace_back([&, k] {
            for (int by = k; by < INIT_SUBDIV; by += cores)
                for (int bx = 0; bx < INIT_SUBDIV; bx++)
                    mandelbrot_on_host(want, w, h, c, bx * (w / INIT_SUBDIV), by * (w / INIT_SUBDIV), w / INIT_SUBDIV,
                                       1);
        });
    for (std::thread &t : workers)
        t.join();
    for (size_t i = 0; i < got.size(); i++)
        if (got[i] != want[i]) {
            printf("FAIL: pixel (%zu, %zu) has dwell %d, not %d\n", i % w, i / w, got[i], want[i]);
            return 1;
        }
    std::sort(times.begin(), times.end());
    printf("PASS: %d x %d pixels, %d images, median %.3f ms\n", w, h, images, times[times.size() / 2]);
    return 0;
}
