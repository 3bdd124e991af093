// The bound for examples/mandelbrot-adaptive: the same Mariani-Silver
// algorithm with no dynamic parallelism, written by hand level by level
// from the host (one grid computes every square's border of a level and
// sorts the squares into three lists; one grid fills, one computes pixels,
// and the next level's grid subdivides), and the plain escape-time image
// (every pixel computed). No launch transformation can beat the first by
// much: it does the same arithmetic with five launches in all. Not built
// under dpopt's strategies (examples/build.sh); bench/results names its runs.
//
//   nvcc -arch=sm_90 -fmad=false examples/mandelbrot-adaptive/without-cdp.cu -o /tmp/ms-bound
//   usage: ms-bound [SIZE]   prints PASS or FAIL and the median of five
//   images after a warm-up, for each of the two programs
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#define MAX_DWELL 512
#define BSX 64
#define BSY 4
#define MAX_DEPTH 4
#define MIN_SIZE 32
#define SUBDIV 4
#define INIT_SUBDIV 32
#define NEUT_DWELL (MAX_DWELL + 1)
#define DIFF_DWELL (-1)

__host__ __device__ inline int divup(int x, int y) { return (x + y - 1) / y; }

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

__host__ __device__ inline int same_dwell(int d1, int d2)
{
    if (d1 == d2)
        return d1;
    if (d1 == NEUT_DWELL || d2 == NEUT_DWELL)
        return min(d1, d2);
    return DIFF_DWELL;
}

struct Frame {
    int w, h;
    float cmin_re, cmin_im, cmax_re, cmax_im;
};

// A square of one level: its corner, and its dwell once filled.
struct Square {
    int x0, y0, dwell;
};

// Where a level's grid sorts its squares; counts[0..2]: fills, pixel
// squares, the next level's squares.
struct Lists {
    Square *fill, *pixels, *next;
    int *counts;
};

__device__ int border_dwell(Frame f, int x0, int y0, int d)
{
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    int bs = blockDim.x * blockDim.y;
    int comm_dwell = NEUT_DWELL;
    for (int r = t; r < d; r += bs)
        for (int b = 0; b < 4; b++) {
            int x = b % 2 != 0 ? x0 + r : (b == 0 ? x0 : x0 + d - 1);
            int y = b % 2 == 0 ? y0 + r : (b == 1 ? y0 : y0 + d - 1);
            comm_dwell = same_dwell(comm_dwell, pixel_dwell(f.w, f.h, f.cmin_re, f.cmin_im, f.cmax_re, f.cmax_im, x, y));
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

// One block per square of the level: its border decides its list.
__global__ void level_k(Frame f, const Square *squares, int d, int depth, Lists out)
{
    Square s = squares[blockIdx.x];
    int comm = border_dwell(f, s.x0, s.y0, d);
    if (threadIdx.x != 0 || threadIdx.y != 0)
        return;
    if (comm != DIFF_DWELL) {
        s.dwell = comm;
        out.fill[atomicAdd(&out.counts[0], 1)] = s;
    } else if (depth + 1 < MAX_DEPTH && d / SUBDIV > MIN_SIZE) {
        int first = atomicAdd(&out.counts[2], SUBDIV * SUBDIV), e = d / SUBDIV;
        for (int i = 0; i < SUBDIV * SUBDIV; i++)
            out.next[first + i] = Square{s.x0 + i % SUBDIV * e, s.y0 + i / SUBDIV * e, 0};
    } else {
        out.pixels[atomicAdd(&out.counts[1], 1)] = s;
    }
}

// blockIdx.z: the square; x and y as the CDP program's child grids.
__global__ void fill_k(int *dwells, int w, const Square *squares, int d)
{
    Square s = squares[blockIdx.z];
    int x = threadIdx.x + blockIdx.x * blockDim.x, y = threadIdx.y + blockIdx.y * blockDim.y;
    if (x < d && y < d)
        dwells[(size_t)(s.y0 + y) * w + s.x0 + x] = s.dwell;
}

__global__ void pixels_k(int *dwells, Frame f, const Square *squares, int d)
{
    Square s = squares[blockIdx.z];
    int x = threadIdx.x + blockIdx.x * blockDim.x, y = threadIdx.y + blockIdx.y * blockDim.y;
    if (x < d && y < d)
        dwells[(size_t)(s.y0 + y) * f.w + s.x0 + x] =
            pixel_dwell(f.w, f.h, f.cmin_re, f.cmin_im, f.cmax_re, f.cmax_im, s.x0 + x, s.y0 + y);
}

__global__ void escape_k(int *dwells, Frame f)
{
    int x = threadIdx.x + blockIdx.x * blockDim.x, y = threadIdx.y + blockIdx.y * blockDim.y;
    if (x < f.w && y < f.h)
        dwells[(size_t)y * f.w + x] = pixel_dwell(f.w, f.h, f.cmin_re, f.cmin_im, f.cmax_re, f.cmax_im, x, y);
}

// Level by level: `level` holds the first level's squares; each list has
// room for every square of the deepest level.
static void mariani_silver(int *dwells, Frame f, Square *level, Lists lists, int *counts_host)
{
    int n = INIT_SUBDIV * INIT_SUBDIV, d = f.w / INIT_SUBDIV;
    dim3 bs(BSX, BSY);
    for (int depth = 1; n > 0; depth++) {
        cudaMemsetAsync(lists.counts, 0, 3 * sizeof(int));
        level_k<<<n, bs>>>(f, level, d, depth, lists);
        cudaMemcpy(counts_host, lists.counts, 3 * sizeof(int), cudaMemcpyDeviceToHost);
        dim3 grid(divup(d, BSX), divup(d, BSY));
        if (counts_host[0] > 0)
            fill_k<<<dim3(grid.x, grid.y, counts_host[0]), bs>>>(dwells, f.w, lists.fill, d);
        if (counts_host[1] > 0)
            pixels_k<<<dim3(grid.x, grid.y, counts_host[1]), bs>>>(dwells, f, lists.pixels, d);
        // Each grid follows the one before in the stream: the next level's
        // grid writes the lists only after these two have read them.
        std::swap(level, lists.next);
        n = counts_host[2];
        d /= SUBDIV;
    }
}

static void mandelbrot_on_host(std::vector<int> &img, Frame f, int x0, int y0, int d, int depth)
{
    int comm = NEUT_DWELL;
    for (int r = 0; r < d; r++)
        for (int b = 0; b < 4; b++) {
            int x = b % 2 != 0 ? x0 + r : (b == 0 ? x0 : x0 + d - 1);
            int y = b % 2 == 0 ? y0 + r : (b == 1 ? y0 : y0 + d - 1);
            comm = same_dwell(comm, pixel_dwell(f.w, f.h, f.cmin_re, f.cmin_im, f.cmax_re, f.cmax_im, x, y));
        }
    if (comm != DIFF_DWELL) {
        for (int y = y0; y < y0 + d; y++)
            std::fill(img.begin() + (size_t)y * f.w + x0, img.begin() + (size_t)y * f.w + x0 + d, comm);
    } else if (depth + 1 < MAX_DEPTH && d / SUBDIV > MIN_SIZE) {
        for (int by = 0; by < SUBDIV; by++)
            for (int bx = 0; bx < SUBDIV; bx++)
                mandelbrot_on_host(img, f, x0 + bx * (d / SUBDIV), y0 + by * (d / SUBDIV), d / SUBDIV, depth + 1);
    } else {
        for (int y = y0; y < y0 + d; y++)
            for (int x = x0; x < x0 + d; x++)
                img[(size_t)y * f.w + x] = pixel_dwell(f.w, f.h, f.cmin_re, f.cmin_im, f.cmax_re, f.cmax_im, x, y);
    }
}

static bool same_image(const std::vector<int> &got, const std::vector<int> &want, int w, const char *what)
{
    for (size_t i = 0; i < got.size(); i++)
        if (got[i] != want[i]) {
            printf("FAIL %s: pixel (%zu, %zu) has dwell %d, not %d\n", what, i % w, i / w, got[i], want[i]);
            return false;
        }
    return true;
}

int main(int argc, char **argv)
{
    const int w = argc > 1 ? atoi(argv[1]) : 16384;
    if (w <= 0 || w % INIT_SUBDIV != 0 || ((w / INIT_SUBDIV) & (w / INIT_SUBDIV - 1)) != 0) {
        fprintf(stderr, "FAIL: the size must be %d times a power of two\n", INIT_SUBDIV);
        return 2;
    }
    const Frame f = {w, w, -1.5f, -1.0f, 0.5f, 1.0f};
    int *dwells;
    cudaMalloc(&dwells, (size_t)w * w * sizeof(int));
    int most = INIT_SUBDIV * INIT_SUBDIV;
    for (int depth = 2; depth < MAX_DEPTH; depth++)
        most *= SUBDIV * SUBDIV;
    std::vector<Square> first;
    for (int i = 0; i < INIT_SUBDIV * INIT_SUBDIV; i++)
        first.push_back(Square{i % INIT_SUBDIV * (w / INIT_SUBDIV), i / INIT_SUBDIV * (w / INIT_SUBDIV), 0});
    Square *level, *next;
    Lists lists;
    cudaMalloc(&level, sizeof(Square) * most);
    cudaMalloc(&next, sizeof(Square) * most);
    cudaMalloc(&lists.fill, sizeof(Square) * most);
    cudaMalloc(&lists.pixels, sizeof(Square) * most);
    cudaMalloc(&lists.counts, 3 * sizeof(int));
    int *counts_host;
    cudaMallocHost(&counts_host, 3 * sizeof(int));

    // The host's image, on every core.
    std::vector<int> want((size_t)w * w, -2), brute((size_t)w * w);
    std::vector<std::thread> workers;
    const int cores = std::max(1u, std::min(std::thread::hardware_concurrency(), (unsigned)INIT_SUBDIV));
    for (int k = 0; k < cores; k++)
        workers.emplace_back([&, k] {
            for (int by = k; by < INIT_SUBDIV; by += cores)
                for (int bx = 0; bx < INIT_SUBDIV; bx++)
                    mandelbrot_on_host(want, f, bx * (w / INIT_SUBDIV), by * (w / INIT_SUBDIV), w / INIT_SUBDIV, 1);
        });
    for (std::thread &t : workers)
        t.join();
    workers.clear();
    for (int k = 0; k < cores; k++)
        workers.emplace_back([&, k] {
            for (int y = k; y < w; y += cores)
                for (int x = 0; x < w; x++)
                    brute[(size_t)y * w + x] = pixel_dwell(f.w, f.h, f.cmin_re, f.cmin_im, f.cmax_re, f.cmax_im, x, y);
        });
    for (std::thread &t : workers)
        t.join();

    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    int status = 0;
    for (int program = 0; program < 2; program++) {
        std::vector<float> times;
        for (int i = 0; i < 6; i++) {
            cudaMemset(dwells, 0xff, (size_t)w * w * sizeof(int));
            cudaMemcpy(level, first.data(), sizeof(Square) * first.size(), cudaMemcpyHostToDevice);
            lists.next = next;
            cudaDeviceSynchronize();
            cudaEventRecord(start);
            if (program == 0)
                mariani_silver(dwells, f, level, lists, counts_host);
            else
                escape_k<<<dim3(divup(w, BSX), divup(w, BSY)), dim3(BSX, BSY)>>>(dwells, f);
            cudaEventRecord(stop);
            cudaDeviceSynchronize();
            float ms = 0.0f;
            cudaEventElapsedTime(&ms, start, stop);
            if (i > 0)
                times.push_back(ms);
        }
        cudaError_t err = cudaGetLastError();
        const char *what = program == 0 ? "Mariani-Silver level by level" : "escape time, every pixel";
        if (err != cudaSuccess) {
            printf("FAIL %s: %s\n", what, cudaGetErrorString(err));
            return 1;
        }
        std::vector<int> got((size_t)w * w);
        cudaMemcpy(got.data(), dwells, got.size() * sizeof(int), cudaMemcpyDeviceToHost);
        if (!same_image(got, program == 0 ? want : brute, w, what)) {
            status = 1;
            continue;
        }
        std::sort(times.begin(), times.end());
        printf("PASS %s: %d x %d pixels, median %.3f ms\n", what, w, w, times[times.size() / 2]);
    }
    return status;
}
