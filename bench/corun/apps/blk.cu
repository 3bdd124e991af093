// BLK (Li & Liang, Table II: the CUDA SDK's BlackScholes, blocks of 128,
// type Optimal): the Black-Scholes prices of European call and put options,
// the normal distribution's CDF by its 5-term polynomial approximation
// (Abramowitz & Stegun 26.2.17), the exponential, logarithm and division by
// the fast intrinsics, as the SDK does.
//
// As the SDK sample's kernel of the paper's time (a fixed grid, 480 blocks
// of 128, walking the options with a grid-stride loop), written anew with
// float arrays instead of float2 and the body inline. Its 480 blocks are
// 32 for each of the 15 SMs of a Fermi GPU; here the grid is 32 blocks for
// each SM of the device (4,224 on an H100), the same ratio; the stride loop
// takes any number of options.
//
// Inputs as the SDK's: stock price in [5, 30), strike in [1, 100), years
// in [0.25, 10); riskless rate 0.02, volatility 0.30.
//
// Default size: 16,777,216 options (4 times the SDK's 4 M): three inputs and
// two outputs, 336 MB, roughly 0.1-0.2 ms on an H100. The options are scale
// times the default; the grid stays.
#include "app.h"

#include <vector>

constexpr int BLK_THREADS = 128;
constexpr int BLK_BLOCKS_PER_SM = 32;  // the SDK's 480 blocks on 15 SMs
constexpr float BLK_RISKFREE = 0.02f;
constexpr float BLK_VOLATILITY = 0.30f;

// The standard normal CDF, polynomial approximation.
__device__ float cnd(float d)
{
    const float A1 = 0.31938153f;
    const float A2 = -0.356563782f;
    const float A3 = 1.781477937f;
    const float A4 = -1.821255978f;
    const float A5 = 1.330274429f;
    const float RSQRT2PI = 0.39894228040143267793994605993438f;
    float K = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
    float c = RSQRT2PI * __expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0)
        c = 1.0f - c;
    return c;
}

__global__ void BlackScholes(float *call, float *put, const float *stock_price, const float *option_strike,
                             const float *option_years, float riskfree, float volatility, int opt_n)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int threads = gridDim.x * blockDim.x;
    for (int opt = tid; opt < opt_n; opt += threads) {
        float S = stock_price[opt];
        float X = option_strike[opt];
        float T = option_years[opt];
        float sqrtT = __fdividef(1.0f, rsqrtf(T));
        float d1 = __fdividef(__logf(S / X) + (riskfree + 0.5f * volatility * volatility) * T, volatility * sqrtT);
        float d2 = d1 - volatility * sqrtT;
        float cnd_d1 = cnd(d1);
        float cnd_d2 = cnd(d2);
        float exp_rt = __expf(-riskfree * T);
        call[opt] = S * cnd_d1 - X * exp_rt * cnd_d2;
        put[opt] = X * exp_rt * (1.0f - cnd_d2) - S * (1.0f - cnd_d1);
    }
}

struct BlkState {
    int n;
    unsigned int blocks;
    std::vector<float> price, strike, years;  // host copies of the inputs
    float *d_call, *d_put, *d_price, *d_strike, *d_years;
    bool have_ref;
    CorunDeviceRef on_device[2]; // the references on the device (corun_compare_device)
    std::vector<double> ref_call, ref_put;
};

static void *blk_setup(double scale)
{
    size_t n = corun_scaled(16777216.0, scale, 1, 0x7fffffff - 0x10000000);  // opt + threads stays an int
    if (!n) {
        fprintf(stderr, "BLK: scale %g gives no option count of 1 to 1,879,048,191\n", scale);
        return nullptr;
    }
    int device, sms;
    CORUN_CUDA(cudaGetDevice(&device));
    CORUN_CUDA(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    BlkState *s = new BlkState();
    s->n = (int)n;
    size_t needed = (n + BLK_THREADS - 1) / BLK_THREADS;
    s->blocks = (unsigned int)(needed < (size_t)BLK_BLOCKS_PER_SM * sms ? needed : (size_t)BLK_BLOCKS_PER_SM * sms);
    s->price.resize(n);
    s->strike.resize(n);
    s->years.resize(n);
    for (size_t i = 0; i < n; i++) {
        s->price[i] = corun_uniform(41, i, 5.0f, 30.0f);
        s->strike[i] = corun_uniform(42, i, 1.0f, 100.0f);
        s->years[i] = corun_uniform(43, i, 0.25f, 10.0f);
    }
    CORUN_CUDA(cudaMalloc(&s->d_price, n * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_strike, n * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_years, n * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_call, n * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_put, n * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(s->d_price, s->price.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_strike, s->strike.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemcpy(s->d_years, s->years.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemset(s->d_call, 0, n * sizeof(float)));
    CORUN_CUDA(cudaMemset(s->d_put, 0, n * sizeof(float)));
    s->have_ref = false;
    return s;
}

static void blk_launch(void *state, cudaStream_t stream)
{
    BlkState *s = (BlkState *)state;
    int blocks = (int)s->blocks;
    BlackScholes<<<blocks, BLK_THREADS, 0, stream>>>(s->d_call, s->d_put, s->d_price, s->d_strike, s->d_years,
                                                     BLK_RISKFREE, BLK_VOLATILITY, s->n);
    CORUN_LAUNCHED("BlackScholes");
}

static unsigned int blk_grid_blocks(void *state)
{
    return ((BlkState *)state)->blocks;
}

// The same formulas in double (the SDK's CPU reference does the same).
static double blk_cnd(double d)
{
    const double A1 = 0.31938153, A2 = -0.356563782, A3 = 1.781477937, A4 = -1.821255978, A5 = 1.330274429;
    const double RSQRT2PI = 0.39894228040143267793994605993438;
    double K = 1.0 / (1.0 + 0.2316419 * std::fabs(d));
    double c = RSQRT2PI * std::exp(-0.5 * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    return d > 0 ? 1.0 - c : c;
}

static void blk_reference(BlkState *s)
{
    const double R = BLK_RISKFREE, V = BLK_VOLATILITY;
    s->ref_call.resize(s->n);
    s->ref_put.resize(s->n);
    for (int i = 0; i < s->n; i++) {
        double S = s->price[i], X = s->strike[i], T = s->years[i];
        double sqrtT = std::sqrt(T);
        double d1 = (std::log(S / X) + (R + 0.5 * V * V) * T) / (V * sqrtT);
        double d2 = d1 - V * sqrtT;
        double cnd_d1 = blk_cnd(d1), cnd_d2 = blk_cnd(d2);
        double exp_rt = std::exp(-R * T);
        s->ref_call[i] = S * cnd_d1 - X * exp_rt * cnd_d2;
        s->ref_put[i] = X * exp_rt * (1.0 - cnd_d2) - S * (1.0 - cnd_d1);
    }
    s->have_ref = true;
}

static bool blk_verify(void *state, char *why, size_t why_len)
{
    BlkState *s = (BlkState *)state;
    if (!s->have_ref)
        blk_reference(s);
    // Prices run from 0 to about 95, so the check is absolute plus relative:
    // the fast log's error (~1e-6) over V * sqrt(T) >= 0.15 moves d1 by up
    // to ~1e-5, the CDF by ~4e-6, and a price by that times the strike (up
    // to 100): ~4e-4 at worst, plus the float differences of terms of ~100
    // (~1e-5). 1e-3 absolute + 1e-4 relative; a wrong formula or a missed
    // option is off by far more.
    return corun_compare_device("call", s->d_call, s->ref_call.data(), &s->on_device[0],
                                s->n, 1e-4, 1e-3, why, why_len) &&
           corun_compare_device("put", s->d_put, s->ref_put.data(), &s->on_device[1], s->n, 1e-4, 1e-3, why, why_len);
}

static void blk_release(void *state)
{
    BlkState *s = (BlkState *)state;
    CORUN_CUDA(cudaFree(s->d_call));
    CORUN_CUDA(cudaFree(s->d_put));
    CORUN_CUDA(cudaFree(s->d_price));
    CORUN_CUDA(cudaFree(s->d_strike));
    CORUN_CUDA(cudaFree(s->d_years));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_blk = {
    "BLK", "BlackScholes", "Optimal",
    (const void *)BlackScholes, BLK_THREADS, 0,
    blk_setup, blk_launch, blk_grid_blocks, blk_verify, blk_release,
};
