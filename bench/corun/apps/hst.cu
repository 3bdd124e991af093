// HST (Li & Liang, Table II: Rodinia hotspot's calculate_temp, 16x16 blocks,
// type Up): the chip's temperature after `iteration` explicit steps of the
// thermal model (a 5-point stencil on the temperatures plus the cell's power
// and the leak to the ambient), with Rodinia's pyramid tiling: each block
// loads a 16x16 tile of temperature and power into shared memory, runs the
// steps there on a shrinking region, and writes only its inner
// (16 - 2 * iteration)^2 cells, the ring around them being the halo that
// its neighbours recompute. At the edges of the chip a missing neighbour is
// the cell itself.
//
// As Rodinia's kernel, written anew; the changes: float constants
// (2.0f, not the double 2.0) and no unused time_elapsed parameter. One
// launch reads temp_src and writes temp_dst (Rodinia alternates the two
// over launches; here it is one launch, so it is idempotent).
//
// The chip constants (Cap, Rx, Ry, Rz) are Rodinia's formulas; the time
// step is not: Rodinia's step makes the explicit scheme unstable on fine
// grids (rounding would grow with every step), so here
// step = 0.1 * Cap * min(Rx, Ry), a coefficient of 0.1 per neighbour.
//
// Default size: a 6,144 x 6,144 grid (37.7 M cells; temperature in, power,
// temperature out: 453 MB) with iteration = 2 (Rodinia's pyramid height in
// its run script, and the paper's grid of 1,849 = 43 x 43 blocks is a 512 x
// 512 chip at that height); grid 512 x 512 = 262,144 blocks. Roughly
// 0.2-0.3 ms on an H100; the side grows with sqrt(scale).
#include "app.h"

#include <algorithm>
#include <vector>

constexpr int HST_BLOCK = 16;    // Rodinia's BLOCK_SIZE
constexpr int HST_PYRAMID = 2;   // steps per launch (Rodinia's pyramid_height)
constexpr float HST_AMB_TEMP = 80.0f;

__global__ void calculate_temp(int iteration, const float *power, const float *temp_src, float *temp_dst,
                               int grid_cols, int grid_rows, int border_cols, int border_rows,
                               float Cap, float Rx, float Ry, float Rz, float step)
{
    __shared__ float temp_on[HST_BLOCK][HST_BLOCK];
    __shared__ float power_on[HST_BLOCK][HST_BLOCK];
    __shared__ float temp_next[HST_BLOCK][HST_BLOCK];

    float step_div_cap = step / Cap;
    float rx_1 = 1.0f / Rx;
    float ry_1 = 1.0f / Ry;
    float rz_1 = 1.0f / Rz;
    int tx = threadIdx.x;
    int ty = threadIdx.y;

    // The block's output is its inner tile of small x small cells; its
    // 16x16 tile starts `border` cells before it, up and left.
    int small = HST_BLOCK - 2 * iteration;
    int blk_y = small * (int)blockIdx.y - border_rows;
    int blk_x = small * (int)blockIdx.x - border_cols;
    int y = blk_y + ty;
    int x = blk_x + tx;
    long long index = (long long)grid_cols * y + x;

    if (y >= 0 && y <= grid_rows - 1 && x >= 0 && x <= grid_cols - 1) {
        temp_on[ty][tx] = temp_src[index];
        power_on[ty][tx] = power[index];
    }
    __syncthreads();

    // The part of the tile on the chip; a neighbour off the chip is the
    // cell itself (the index clamped into this range).
    int valid_y_min = blk_y < 0 ? -blk_y : 0;
    int valid_y_max = blk_y + HST_BLOCK - 1 > grid_rows - 1 ? grid_rows - 1 - blk_y : HST_BLOCK - 1;
    int valid_x_min = blk_x < 0 ? -blk_x : 0;
    int valid_x_max = blk_x + HST_BLOCK - 1 > grid_cols - 1 ? grid_cols - 1 - blk_x : HST_BLOCK - 1;
    int north = ty - 1 < valid_y_min ? valid_y_min : ty - 1;
    int south = ty + 1 > valid_y_max ? valid_y_max : ty + 1;
    int west = tx - 1 < valid_x_min ? valid_x_min : tx - 1;
    int east = tx + 1 > valid_x_max ? valid_x_max : tx + 1;

    bool computed = false;
    for (int i = 0; i < iteration; i++) {
        // Step i is valid one cell further in than step i - 1 was.
        computed = false;
        if (tx >= i + 1 && tx <= HST_BLOCK - i - 2 && ty >= i + 1 && ty <= HST_BLOCK - i - 2 &&
            tx >= valid_x_min && tx <= valid_x_max && ty >= valid_y_min && ty <= valid_y_max) {
            computed = true;
            float t = temp_on[ty][tx];
            temp_next[ty][tx] = t + step_div_cap * (power_on[ty][tx] +
                                                    (temp_on[south][tx] + temp_on[north][tx] - 2.0f * t) * ry_1 +
                                                    (temp_on[ty][east] + temp_on[ty][west] - 2.0f * t) * rx_1 +
                                                    (HST_AMB_TEMP - t) * rz_1);
        }
        __syncthreads();
        if (i == iteration - 1)
            break;
        if (computed)
            temp_on[ty][tx] = temp_next[ty][tx];
        __syncthreads();
    }
    // After the last step only the inner tile's cells are computed.
    if (computed)
        temp_dst[index] = temp_next[ty][tx];
}

struct HstState {
    int rows, cols;
    dim3 grid;
    float cap, rx, ry, rz, step;
    std::vector<float> temp, power;  // host copies of the inputs
    float *d_temp_src, *d_power, *d_temp_dst;
    bool have_ref;
    CorunDeviceRef on_device[1]; // the references on the device (corun_compare_device)
    std::vector<double> ref;
};

static void *hst_setup(double scale)
{
    const int small = HST_BLOCK - 2 * HST_PYRAMID;
    size_t side = scale > 0 ? corun_scaled(6144.0 * std::sqrt(scale), 1.0, small, (size_t)65535 * small) : 0;
    if (!side) {
        fprintf(stderr, "HST: scale %g gives no grid side of %d to %d cells\n", scale, small, 65535 * small);
        return nullptr;
    }
    HstState *s = new HstState();
    s->rows = s->cols = (int)side;
    s->grid = dim3((s->cols + small - 1) / small, (s->rows + small - 1) / small);

    // Rodinia's chip: 16 mm x 16 mm x 0.5 mm of silicon.
    const double t_chip = 0.0005, chip_height = 0.016, chip_width = 0.016;
    const double factor_chip = 0.5, spec_heat_si = 1.75e6, k_si = 100;
    double grid_height = chip_height / s->rows, grid_width = chip_width / s->cols;
    double cap = factor_chip * spec_heat_si * t_chip * grid_width * grid_height;
    double rx = grid_width / (2.0 * k_si * t_chip * grid_height);
    double ry = grid_height / (2.0 * k_si * t_chip * grid_width);
    double rz = t_chip / (k_si * grid_height * grid_width);
    s->cap = (float)cap;
    s->rx = (float)rx;
    s->ry = (float)ry;
    s->rz = (float)rz;
    s->step = (float)(0.1 * cap * std::min(rx, ry));  // stable: see the top of the file

    // Temperatures around Rodinia's inputs' (320-340 K); power such that a
    // step heats a cell by up to half a kelvin (step / Cap * power).
    size_t cells = (size_t)s->rows * s->cols;
    double power_unit = cap / (0.1 * cap * std::min(rx, ry));
    s->temp.resize(cells);
    s->power.resize(cells);
    for (size_t i = 0; i < cells; i++) {
        s->temp[i] = corun_uniform(11, i, 320.0f, 340.0f);
        s->power[i] = (float)(corun_uniform(12, i, 0.0f, 0.5f) * power_unit);
    }
    CORUN_CUDA(cudaMalloc(&s->d_temp_src, cells * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_power, cells * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_temp_dst, cells * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(s->d_temp_src, s->temp.data(), cells * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_power, s->power.data(), cells * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemset(s->d_temp_dst, 0, cells * sizeof(float)));
    s->have_ref = false;
    return s;
}

static void hst_launch(void *state, cudaStream_t stream)
{
    HstState *s = (HstState *)state;
    dim3 grid = s->grid;
    dim3 block(HST_BLOCK, HST_BLOCK);
    calculate_temp<<<grid, block, 0, stream>>>(HST_PYRAMID, s->d_power, s->d_temp_src, s->d_temp_dst, s->cols,
                                               s->rows, HST_PYRAMID, HST_PYRAMID, s->cap, s->rx, s->ry, s->rz,
                                               s->step);
    CORUN_LAUNCHED("calculate_temp");
}

static unsigned int hst_grid_blocks(void *state)
{
    HstState *s = (HstState *)state;
    return s->grid.x * s->grid.y;
}

// HST_PYRAMID steps of the same model over the whole chip, in double, one
// full grid after another (no tiling): what the pyramid must reproduce.
static void hst_reference(HstState *s)
{
    int rows = s->rows, cols = s->cols;
    size_t cells = (size_t)rows * cols;
    double step_div_cap = (double)s->step / s->cap;
    double rx_1 = 1.0 / s->rx, ry_1 = 1.0 / s->ry, rz_1 = 1.0 / s->rz;
    std::vector<double> cur(s->temp.begin(), s->temp.end()), next(cells);
    for (int it = 0; it < HST_PYRAMID; it++) {
        for (int y = 0; y < rows; y++) {
            int n = std::max(y - 1, 0), so = std::min(y + 1, rows - 1);
            for (int x = 0; x < cols; x++) {
                int w = std::max(x - 1, 0), e = std::min(x + 1, cols - 1);
                size_t i = (size_t)y * cols + x;
                double t = cur[i];
                next[i] = t + step_div_cap * (s->power[i] +
                                              (cur[(size_t)so * cols + x] + cur[(size_t)n * cols + x] - 2.0 * t) * ry_1 +
                                              (cur[(size_t)y * cols + e] + cur[(size_t)y * cols + w] - 2.0 * t) * rx_1 +
                                              (HST_AMB_TEMP - t) * rz_1);
            }
        }
        cur.swap(next);
    }
    s->ref.swap(cur);
    s->have_ref = true;
}

static bool hst_verify(void *state, char *why, size_t why_len)
{
    HstState *s = (HstState *)state;
    if (!s->have_ref)
        hst_reference(s);
    // Temperatures near 330 K moved by at most a few kelvin: float rounding
    // over two steps is ~1e-7 relative; 1e-5 leaves room, and a cell the
    // tiling got wrong (a halo, an edge) is off by far more.
    return corun_compare_device("temp_dst", s->d_temp_dst, s->ref.data(), &s->on_device[0],
                                s->ref.size(), 1e-5, 0.0, why, why_len);
}

static void hst_release(void *state)
{
    HstState *s = (HstState *)state;
    CORUN_CUDA(cudaFree(s->d_temp_src));
    CORUN_CUDA(cudaFree(s->d_power));
    CORUN_CUDA(cudaFree(s->d_temp_dst));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_hst = {
    "HST", "calculate_temp", "Up",
    (const void *)calculate_temp, HST_BLOCK * HST_BLOCK, 0,
    hst_setup, hst_launch, hst_grid_blocks, hst_verify, hst_release,
};
