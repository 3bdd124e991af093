// LBM (Li & Liang, Table II: Parboil lbm's performStreamCollide, blocks of
// 120, type Optimal): one time step of a D3Q19 lattice Boltzmann fluid (the
// lid-driven cavity of Parboil's short input). A thread takes one cell: it
// reads the cell's 19 distributions from src, collides them (BGK towards
// the local equilibrium; an obstacle cell bounces them back instead, a cell
// of the lid has its velocity imposed) and streams (pushes) each to the
// neighbour in its direction in dst.
//
// As Parboil's CUDA kernel, written anew: the same layout idea (each
// direction's distributions one array of the whole grid, x fastest, with a
// margin before and after so the pushes past the edge of the grid land in
// memory of their own), the same collision, relaxation OMEGA = 1.95 and lid
// velocity (0.005, 0.002, 0). The changes: the cell flags are an int array
// of their own (Parboil keeps them as a 20th field of the grid) and the
// sizes are parameters, not macros. A push past x's end lands in the next
// row's first cell (the index is linear, the rows unpadded); both cells
// are walls, and the value is compared like any other.
//
// Block: x, SIZE_X = 120 threads; grid (SIZE_Y, SIZE_Z). Default size:
// Parboil's short input, 120 x 120 x 150 cells (2.16 M; src and dst are
// 19 floats a cell each, 333 MB in all), so the grid is the paper's 18,000
// blocks. Roughly 0.15-0.25 ms on an H100. SIZE_Z is scale times 150.
#include "app.h"

#include <vector>

constexpr int LBM_SX = 120, LBM_SY = 120, LBM_SZ = 150;  // Parboil's SIZE_X, SIZE_Y, SIZE_Z
constexpr int LBM_Q = 19;
constexpr float LBM_OMEGA = 1.95f;
constexpr float LBM_DFL1 = 1.0f / 3.0f, LBM_DFL2 = 1.0f / 18.0f, LBM_DFL3 = 1.0f / 36.0f;
constexpr int LBM_OBSTACLE = 1, LBM_ACCEL = 2;

// The 19 directions, in Parboil's order: N, S = y +-1; E, W = x +-1; T, B = z +-1.
enum LbmDir { LBM_C, LBM_N, LBM_S, LBM_E, LBM_W, LBM_T, LBM_B, LBM_NE, LBM_NW, LBM_SE, LBM_SW,
              LBM_NT, LBM_NB, LBM_ST, LBM_SB, LBM_ET, LBM_EB, LBM_WT, LBM_WB };

// src and dst: direction e of cell c at e * field + margin + c, c = x + sx * (y + sy * z).
__global__ void performStreamCollide(const float *src, float *dst, const int *flags, int sx, int sy,
                                     long long field, long long margin)
{
    int x = threadIdx.x;
    int y = blockIdx.x;
    int z = blockIdx.y;
    long long cell = x + (long long)sx * (y + (long long)sy * z);
    long long at = margin + cell;
    long long line = sx;                   // y + 1
    long long plane = (long long)sx * sy;  // z + 1

    float fC = src[LBM_C * field + at];
    float fN = src[LBM_N * field + at];
    float fS = src[LBM_S * field + at];
    float fE = src[LBM_E * field + at];
    float fW = src[LBM_W * field + at];
    float fT = src[LBM_T * field + at];
    float fB = src[LBM_B * field + at];
    float fNE = src[LBM_NE * field + at];
    float fNW = src[LBM_NW * field + at];
    float fSE = src[LBM_SE * field + at];
    float fSW = src[LBM_SW * field + at];
    float fNT = src[LBM_NT * field + at];
    float fNB = src[LBM_NB * field + at];
    float fST = src[LBM_ST * field + at];
    float fSB = src[LBM_SB * field + at];
    float fET = src[LBM_ET * field + at];
    float fEB = src[LBM_EB * field + at];
    float fWT = src[LBM_WT * field + at];
    float fWB = src[LBM_WB * field + at];
    int flag = flags[cell];

    if (flag & LBM_OBSTACLE) {
        // Bounce back: each distribution leaves in the opposite direction.
        float t;
        t = fN; fN = fS; fS = t;
        t = fE; fE = fW; fW = t;
        t = fT; fT = fB; fB = t;
        t = fNE; fNE = fSW; fSW = t;
        t = fNW; fNW = fSE; fSE = t;
        t = fNT; fNT = fSB; fSB = t;
        t = fNB; fNB = fST; fST = t;
        t = fET; fET = fWB; fWB = t;
        t = fEB; fEB = fWT; fWT = t;
    } else {
        float rho = fC + fN + fS + fE + fW + fT + fB + fNE + fNW + fSE + fSW + fNT + fNB + fST + fSB + fET +
                    fEB + fWT + fWB;
        float ux = fE - fW + fNE - fNW + fSE - fSW + fET + fEB - fWT - fWB;
        float uy = fN - fS + fNE + fNW - fSE - fSW + fNT + fNB - fST - fSB;
        float uz = fT - fB + fNT - fNB + fST - fSB + fET - fEB + fWT - fWB;
        ux /= rho;
        uy /= rho;
        uz /= rho;
        if (flag & LBM_ACCEL) {
            ux = 0.005f;
            uy = 0.002f;
            uz = 0.000f;
        }
        // Equilibrium w * rho * (1 + 3 cu + 4.5 cu^2 - 1.5 u^2), written as
        // w * rho * (cu * (4.5 cu + 3) - u2) with u2 = 1.5 u^2 - 1.
        float u2 = 1.5f * (ux * ux + uy * uy + uz * uz) - 1.0f;
        float keep = 1.0f - LBM_OMEGA;
        float w1 = LBM_DFL1 * LBM_OMEGA * rho;
        float w2 = LBM_DFL2 * LBM_OMEGA * rho;
        float w3 = LBM_DFL3 * LBM_OMEGA * rho;
        fC = keep * fC + w1 * (-u2);
        fN = keep * fN + w2 * (uy * (4.5f * uy + 3.0f) - u2);
        fS = keep * fS + w2 * (uy * (4.5f * uy - 3.0f) - u2);
        fE = keep * fE + w2 * (ux * (4.5f * ux + 3.0f) - u2);
        fW = keep * fW + w2 * (ux * (4.5f * ux - 3.0f) - u2);
        fT = keep * fT + w2 * (uz * (4.5f * uz + 3.0f) - u2);
        fB = keep * fB + w2 * (uz * (4.5f * uz - 3.0f) - u2);
        fNE = keep * fNE + w3 * ((ux + uy) * (4.5f * (ux + uy) + 3.0f) - u2);
        fNW = keep * fNW + w3 * ((-ux + uy) * (4.5f * (-ux + uy) + 3.0f) - u2);
        fSE = keep * fSE + w3 * ((ux - uy) * (4.5f * (ux - uy) + 3.0f) - u2);
        fSW = keep * fSW + w3 * ((-ux - uy) * (4.5f * (-ux - uy) + 3.0f) - u2);
        fNT = keep * fNT + w3 * ((uy + uz) * (4.5f * (uy + uz) + 3.0f) - u2);
        fNB = keep * fNB + w3 * ((uy - uz) * (4.5f * (uy - uz) + 3.0f) - u2);
        fST = keep * fST + w3 * ((-uy + uz) * (4.5f * (-uy + uz) + 3.0f) - u2);
        fSB = keep * fSB + w3 * ((-uy - uz) * (4.5f * (-uy - uz) + 3.0f) - u2);
        fET = keep * fET + w3 * ((ux + uz) * (4.5f * (ux + uz) + 3.0f) - u2);
        fEB = keep * fEB + w3 * ((ux - uz) * (4.5f * (ux - uz) + 3.0f) - u2);
        fWT = keep * fWT + w3 * ((-ux + uz) * (4.5f * (-ux + uz) + 3.0f) - u2);
        fWB = keep * fWB + w3 * ((-ux - uz) * (4.5f * (-ux - uz) + 3.0f) - u2);
    }

    // Stream: each distribution to the neighbour it moves towards.
    dst[LBM_C * field + at] = fC;
    dst[LBM_N * field + at + line] = fN;
    dst[LBM_S * field + at - line] = fS;
    dst[LBM_E * field + at + 1] = fE;
    dst[LBM_W * field + at - 1] = fW;
    dst[LBM_T * field + at + plane] = fT;
    dst[LBM_B * field + at - plane] = fB;
    dst[LBM_NE * field + at + 1 + line] = fNE;
    dst[LBM_NW * field + at - 1 + line] = fNW;
    dst[LBM_SE * field + at + 1 - line] = fSE;
    dst[LBM_SW * field + at - 1 - line] = fSW;
    dst[LBM_NT * field + at + line + plane] = fNT;
    dst[LBM_NB * field + at + line - plane] = fNB;
    dst[LBM_ST * field + at - line + plane] = fST;
    dst[LBM_SB * field + at - line - plane] = fSB;
    dst[LBM_ET * field + at + 1 + plane] = fET;
    dst[LBM_EB * field + at + 1 - plane] = fEB;
    dst[LBM_WT * field + at - 1 + plane] = fWT;
    dst[LBM_WB * field + at - 1 - plane] = fWB;
}

// The directions again, for the reference: velocity and weight of each
// (written from the model, not from the kernel's unrolled code).
static const int lbm_c[LBM_Q][3] = {
    {0, 0, 0},  {0, 1, 0},  {0, -1, 0}, {1, 0, 0},  {-1, 0, 0}, {0, 0, 1},  {0, 0, -1},
    {1, 1, 0},  {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0}, {0, 1, 1}, {0, 1, -1}, {0, -1, 1},
    {0, -1, -1}, {1, 0, 1}, {1, 0, -1}, {-1, 0, 1}, {-1, 0, -1},
};

struct LbmState {
    int sx, sy, sz;
    size_t cells, field, margin;
    std::vector<float> src;  // host copy of the input grid
    std::vector<int> flags;
    float *d_src, *d_dst;
    int *d_flags;
    bool have_ref;
    CorunDeviceRef on_device[1]; // the references on the device (corun_compare_device)
    std::vector<double> ref;
};

static double lbm_weight(int e)
{
    int len2 = lbm_c[e][0] * lbm_c[e][0] + lbm_c[e][1] * lbm_c[e][1] + lbm_c[e][2] * lbm_c[e][2];
    return len2 == 0 ? 1.0 / 3.0 : len2 == 1 ? 1.0 / 18.0 : 1.0 / 36.0;
}

static void *lbm_setup(double scale)
{
    size_t sz = corun_scaled(LBM_SZ, scale, 3, 65535);
    if (!sz) {
        fprintf(stderr, "LBM: scale %g gives no SIZE_Z of 3 to 65,535\n", scale);
        return nullptr;
    }
    LbmState *s = new LbmState();
    s->sx = LBM_SX;
    s->sy = LBM_SY;
    s->sz = (int)sz;
    s->cells = (size_t)s->sx * s->sy * s->sz;
    // The farthest push is one plane, one line and one cell away.
    s->margin = ((size_t)s->sx * s->sy + s->sx + 1 + 31) / 32 * 32;
    s->field = (s->cells + 2 * s->margin + 31) / 32 * 32;

    // Walls all around, 3% of the inside obstacles, and the lid (imposed
    // velocity) one layer below the top wall.
    s->flags.resize(s->cells);
    for (int z = 0; z < s->sz; z++)
        for (int y = 0; y < s->sy; y++)
            for (int x = 0; x < s->sx; x++) {
                size_t c = x + (size_t)s->sx * (y + (size_t)s->sy * z);
                bool wall = x == 0 || x == s->sx - 1 || y == 0 || y == s->sy - 1 || z == 0 || z == s->sz - 1;
                if (wall || corun_hash(51, c) % 100 < 3)
                    s->flags[c] = LBM_OBSTACLE;
                else if (z == s->sz - 2)
                    s->flags[c] = LBM_ACCEL;
                else
                    s->flags[c] = 0;
            }
    // Near rest: each distribution its weight times 0.95 to 1.05, so the
    // cells have densities and velocities of their own.
    s->src.assign(LBM_Q * s->field, 0.0f);
    for (int e = 0; e < LBM_Q; e++)
        for (size_t c = 0; c < s->cells; c++)
            s->src[e * s->field + s->margin + c] =
                (float)(lbm_weight(e) * corun_uniform(52, e * s->cells + c, 0.95f, 1.05f));

    size_t bytes = LBM_Q * s->field * sizeof(float);
    CORUN_CUDA(cudaMalloc(&s->d_src, bytes));
    CORUN_CUDA(cudaMalloc(&s->d_dst, bytes));
    CORUN_CUDA(cudaMalloc(&s->d_flags, s->cells * sizeof(int)));
    CORUN_CUDA(cudaMemcpy(s->d_src, s->src.data(), bytes, cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_flags, s->flags.data(), s->cells * sizeof(int), cudaMemcpyHostToDevice));
    // What no push reaches (the margins' outer parts) stays zero, as in the reference.
    CORUN_CUDA(cudaMemset(s->d_dst, 0, bytes));
    s->have_ref = false;
    return s;
}

static void lbm_launch(void *state, cudaStream_t stream)
{
    LbmState *s = (LbmState *)state;
    dim3 grid(s->sy, s->sz);
    int block = s->sx;
    performStreamCollide<<<grid, block, 0, stream>>>(s->d_src, s->d_dst, s->d_flags, s->sx, s->sy,
                                                     (long long)s->field, (long long)s->margin);
    CORUN_LAUNCHED("performStreamCollide");
}

static unsigned int lbm_grid_blocks(void *state)
{
    LbmState *s = (LbmState *)state;
    return (unsigned int)(s->sy * s->sz);
}

// The step from the model, in double: f_out = (1 - OMEGA) f + OMEGA f_eq,
// f_eq = w rho (1 + 3 c.u + 4.5 (c.u)^2 - 1.5 u.u); obstacles reflect
// (f_out in direction e is f of the opposite direction); then f_out in
// direction e goes to the cell at c + e (by linear index, as the kernel).
static void lbm_reference(LbmState *s)
{
    int opposite[LBM_Q];
    for (int e = 0; e < LBM_Q; e++)
        for (int o = 0; o < LBM_Q; o++)
            if (lbm_c[o][0] == -lbm_c[e][0] && lbm_c[o][1] == -lbm_c[e][1] && lbm_c[o][2] == -lbm_c[e][2])
                opposite[e] = o;
    long long offset[LBM_Q];
    for (int e = 0; e < LBM_Q; e++)
        offset[e] = lbm_c[e][0] + (long long)s->sx * (lbm_c[e][1] + (long long)s->sy * lbm_c[e][2]);
    const double omega = LBM_OMEGA;

    s->ref.assign(LBM_Q * s->field, 0.0);
    for (size_t c = 0; c < s->cells; c++) {
        double f[LBM_Q], out[LBM_Q];
        for (int e = 0; e < LBM_Q; e++)
            f[e] = s->src[e * s->field + s->margin + c];
        if (s->flags[c] & LBM_OBSTACLE) {
            for (int e = 0; e < LBM_Q; e++)
                out[e] = f[opposite[e]];
        } else {
            double rho = 0, u[3] = {0, 0, 0};
            for (int e = 0; e < LBM_Q; e++) {
                rho += f[e];
                for (int d = 0; d < 3; d++)
                    u[d] += lbm_c[e][d] * f[e];
            }
            for (int d = 0; d < 3; d++)
                u[d] /= rho;
            if (s->flags[c] & LBM_ACCEL) {
                u[0] = 0.005;
                u[1] = 0.002;
                u[2] = 0.0;
            }
            double uu = u[0] * u[0] + u[1] * u[1] + u[2] * u[2];
            for (int e = 0; e < LBM_Q; e++) {
                double cu = lbm_c[e][0] * u[0] + lbm_c[e][1] * u[1] + lbm_c[e][2] * u[2];
                double feq = lbm_weight(e) * rho * (1.0 + 3.0 * cu + 4.5 * cu * cu - 1.5 * uu);
                out[e] = (1.0 - omega) * f[e] + omega * feq;
            }
        }
        for (int e = 0; e < LBM_Q; e++)
            s->ref[e * s->field + s->margin + c + offset[e]] = out[e];
    }
    s->have_ref = true;
}

static bool lbm_verify(void *state, char *why, size_t why_len)
{
    LbmState *s = (LbmState *)state;
    if (!s->have_ref)
        lbm_reference(s);
    // Distributions of 0.03 to 0.35, each from sums of 19 floats and a few
    // products (float against the double model: ~1e-7 absolute). 2e-6 +
    // 1e-5 relative; a wrong direction or sign moves a value by ~1e-3.
    return corun_compare_device("dst", s->d_dst, s->ref.data(), &s->on_device[0],
                                (size_t)LBM_Q * s->field, 1e-5, 2e-6, why, why_len);
}

static void lbm_release(void *state)
{
    LbmState *s = (LbmState *)state;
    CORUN_CUDA(cudaFree(s->d_src));
    CORUN_CUDA(cudaFree(s->d_dst));
    CORUN_CUDA(cudaFree(s->d_flags));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_lbm = {
    "LBM", "performStreamCollide", "Optimal",
    (const void *)performStreamCollide, LBM_SX, 0,
    lbm_setup, lbm_launch, lbm_grid_blocks, lbm_verify, lbm_release,
};
