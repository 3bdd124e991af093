// SRD (Li & Liang, Table II: Rodinia SRAD v1's extract, blocks of 512,
// type Up): the first step of SRAD, which takes an image out of its
// compressed (log) form: out[i] = exp(image[i] / 255), one pixel a thread.
//
// As Rodinia's kernel, written anew, with one change: Rodinia updates the
// image in place; here the result goes to `out`, so that launching again
// gives the same output.
//
// Default size: 67,108,864 pixels (an 8,192 x 8,192 image; Rodinia's own
// 502 x 458 is the paper's grid of 450 blocks): 268 MB in, 268 MB out,
// roughly 0.2 ms on an H100 at its bandwidth. Grid: 131,072 blocks; the
// pixel count is scale times the default.
#include "app.h"

#include <vector>

constexpr int SRD_THREADS = 512;  // Rodinia's NUMBER_THREADS

__global__ void extract(long long n, const float *image, float *out)
{
    long long ei = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (ei < n)
        out[ei] = expf(image[ei] / 255.0f);
}

struct SrdState {
    long long n;
    unsigned int blocks;
    std::vector<float> image;  // host copy of the input
    float *d_image, *d_out;
    bool have_ref;
    CorunDeviceRef on_device[1]; // the references on the device (corun_compare_device)
    std::vector<double> ref;
};

static void *srd_setup(double scale)
{
    size_t n = corun_scaled(67108864.0, scale, 1, (size_t)SRD_THREADS * 0x7fffffff);
    if (!n) {
        fprintf(stderr, "SRD: scale %g gives no image of 1 to 2^31 blocks of pixels\n", scale);
        return nullptr;
    }
    SrdState *s = new SrdState();
    s->n = (long long)n;
    s->blocks = (unsigned int)((n + SRD_THREADS - 1) / SRD_THREADS);
    // Pixel values of an 8-bit image, 0 to 255.
    s->image.resize(n);
    for (size_t i = 0; i < n; i++)
        s->image[i] = (float)(corun_hash(21, i) % 256);
    CORUN_CUDA(cudaMalloc(&s->d_image, n * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_out, n * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(s->d_image, s->image.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemset(s->d_out, 0, n * sizeof(float)));
    s->have_ref = false;
    return s;
}

static void srd_launch(void *state, cudaStream_t stream)
{
    SrdState *s = (SrdState *)state;
    int blocks = (int)s->blocks;
    extract<<<blocks, SRD_THREADS, 0, stream>>>(s->n, s->d_image, s->d_out);
    CORUN_LAUNCHED("extract");
}

static unsigned int srd_grid_blocks(void *state)
{
    return ((SrdState *)state)->blocks;
}

static void srd_reference(SrdState *s)
{
    s->ref.resize(s->n);
    for (long long i = 0; i < s->n; i++)
        s->ref[i] = std::exp((double)(s->image[i] / 255.0f));
    s->have_ref = true;
}

static bool srd_verify(void *state, char *why, size_t why_len)
{
    SrdState *s = (SrdState *)state;
    if (!s->have_ref)
        srd_reference(s);
    // expf is within 2 ulp (2.4e-7 relative) and the quotient is rounded
    // as the reference's: 1e-5 relative is ample.
    return corun_compare_device("out", s->d_out, s->ref.data(), &s->on_device[0],
                                (size_t)s->n, 1e-5, 0.0, why, why_len);
}

static void srd_release(void *state)
{
    SrdState *s = (SrdState *)state;
    CORUN_CUDA(cudaFree(s->d_image));
    CORUN_CUDA(cudaFree(s->d_out));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_srd = {
    "SRD", "extract", "Up",
    (const void *)extract, SRD_THREADS, 0,
    srd_setup, srd_launch, srd_grid_blocks, srd_verify, srd_release,
};
