// bench/corun/app.h - the interface between the concurrent-kernel harness
// (bench/corun/main.cu, issue 17) and its eight benchmark kernels
// (bench/corun/apps/*.cu), the kernels of Li & Liang, "Efficient Kernel
// Management on GPUs", Table II. Plain C++ host code.
//
// Each app owns one __global__ kernel, launched exactly once in its file (in
// `launch`, into the stream it is given), so that `dpopt --corun` can rewrite
// that launch. The harness runs one app alone or two together:
//
//     void *s = app.setup(scale);            // inputs on host and device
//     app.launch(s, stream);                 // as often as the harness likes:
//                                            // every launch gives the same output
//     app.verify(s, why, sizeof why);        // device output vs the CPU reference
//     app.release(s);
//
// The helpers below (CUDA error checks, the deterministic input generator,
// the float comparison) are shared host code for the apps and the harness.
#ifndef CORUN_APP_H
#define CORUN_APP_H

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

struct CorunApp {
    const char *abbr;    // "BKP"
    const char *kernel;  // "bpnn_layerforward"
    const char *type;    // the paper's Table II type: "Up", "Optimal" or "Down"
    // The kernel's address, for cudaOccupancyMaxActiveBlocksPerMultiprocessor,
    // with the block size and dynamic shared memory of its launch.
    const void *kernel_fn;
    unsigned int block_threads;
    size_t dynamic_shared;
    // Inputs on the host and the device; scale 1.0 is the default size and the
    // work grows about linearly with it. Returns nullptr (after saying why on
    // stderr) where the scale gives a size the app cannot take.
    void *(*setup)(double scale);
    // The kernel's ONE launch, in `stream`. Idempotent: no input is updated in place.
    void (*launch)(void *state, cudaStream_t stream);
    // The launch's grid, in blocks (x * y * z).
    unsigned int (*grid_blocks)(void *state);
    // Copies the output back and compares it with the CPU reference; on a
    // difference writes the first wrong index and its values into `why`.
    bool (*verify)(void *state, char *why, size_t why_len);
    void (*release)(void *state);
};

extern const CorunApp app_bkp, app_hst, app_srd, app_spm, app_blk, app_lbm, app_kms, app_stc;

// Exit status 2 on any CUDA error, naming the call (CORUN_CUDA(cudaMalloc(...))).
static inline void corun_check(cudaError_t e, const char *call, const char *file, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "%s:%d: %s: %s\n", file, line, call, cudaGetErrorString(e));
        exit(2);
    }
}
#define CORUN_CUDA(call) corun_check((call), #call, __FILE__, __LINE__)

// After a <<<...>>> launch: the launch's own error (configuration, resources).
#define CORUN_LAUNCHED(kernel) corun_check(cudaGetLastError(), "launch of " kernel, __FILE__, __LINE__)

// Deterministic pseudo-random inputs, no state: value number `i` of stream
// `seed` (splitmix64's finaliser), so any element can be made on its own.
static inline uint64_t corun_hash(uint64_t seed, uint64_t i)
{
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + i + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Uniform in [lo, hi).
static inline float corun_uniform(uint64_t seed, uint64_t i, float lo, float hi)
{
    double u = (double)(corun_hash(seed, i) >> 11) * (1.0 / 9007199254740992.0);
    return (float)(lo + (hi - lo) * u);
}

// A CPU reference's copy on the device, made on its first check (an app's
// state holds one a checked output; corun_free_reference in its release).
struct CorunDeviceRef {
    void *data = nullptr;
    size_t n = 0, size = 0;
};

// Whether every element of `d_got` (the output, on the device) is within
// atol + rtol * |want[i]| of the CPU reference `want[i]` (NaN never is);
// otherwise `why` names the first index that is not. Compared on the
// device (compare.cu), `want` copied to `ref` on the first call.
bool corun_compare_device(const char *what, const float *d_got, const float *want, CorunDeviceRef *ref, size_t n,
                          double rtol, double atol, char *why, size_t why_len);
bool corun_compare_device(const char *what, const float *d_got, const double *want, CorunDeviceRef *ref, size_t n,
                          double rtol, double atol, char *why, size_t why_len);
void corun_free_reference(CorunDeviceRef *ref);
// Whether the check finds what it should (main.cu runs it first).
bool corun_compare_device_selftest(char *why, size_t why_len);

// The element count of `scale` times `base`, at least `least`; 0 where it
// passes `most` (the caller says so and refuses).
static inline size_t corun_scaled(double base, double scale, size_t least, size_t most)
{
    double n = std::floor(base * scale + 0.5);
    if (!(scale > 0) || n > (double)most)
        return 0;
    return n < (double)least ? least : (size_t)n;
}

#endif
