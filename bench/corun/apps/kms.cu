// KMS (Li & Liang, Table II: Rodinia kmeans' invert_mapping, blocks of 256,
// type Down): transposes the feature array from a row per point,
// input[point][feature], to a row per feature, output[feature][point], so
// that the clustering kernels read it coalesced. A thread takes one point
// and copies its features one by one: its reads walk its own row (a stride
// of nfeatures between neighbouring threads, which leans on the L1 cache,
// the reason the paper finds the kernel cache-sensitive), its writes are
// coalesced.
//
// As Rodinia's kernel, written anew (64-bit offsets, the input const).
//
// Default size: 1,976,080 points of 34 features (4 times Rodinia's
// kdd_cup input of 494,020 x 34, whose 1,936 blocks are the paper's grid):
// 269 MB in, 269 MB out, roughly 0.2-0.5 ms on an H100 depending on how
// well L1 holds the rows. Grid: 7,720 blocks; the points are scale times
// the default.
#include "app.h"

#include <vector>

constexpr int KMS_THREADS = 256;
constexpr int KMS_FEATURES = 34;  // kdd_cup's

__global__ void invert_mapping(const float *input, float *output, int npoints, int nfeatures)
{
    int point_id = threadIdx.x + blockDim.x * blockIdx.x;
    if (point_id < npoints) {
        for (int i = 0; i < nfeatures; i++)
            output[point_id + (long long)npoints * i] = input[(long long)point_id * nfeatures + i];
    }
}

struct KmsState {
    int npoints, nfeatures;
    unsigned int blocks;
    std::vector<float> input;  // host copy of the input
    float *d_input, *d_output;
    bool have_ref;
    CorunDeviceRef on_device[1]; // the references on the device (corun_compare_device)
    std::vector<float> ref;
};

static void *kms_setup(double scale)
{
    size_t n = corun_scaled(1976080.0, scale, 1, 0x7fffffff - KMS_THREADS);
    if (!n) {
        fprintf(stderr, "KMS: scale %g gives no point count of 1 to 2^31 - 257\n", scale);
        return nullptr;
    }
    KmsState *s = new KmsState();
    s->npoints = (int)n;
    s->nfeatures = KMS_FEATURES;
    s->blocks = (unsigned int)((n + KMS_THREADS - 1) / KMS_THREADS);
    size_t total = n * s->nfeatures;
    s->input.resize(total);
    for (size_t i = 0; i < total; i++)
        s->input[i] = corun_uniform(61, i, 0.0f, 1.0f);
    CORUN_CUDA(cudaMalloc(&s->d_input, total * sizeof(float)));
    CORUN_CUDA(cudaMalloc(&s->d_output, total * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(s->d_input, s->input.data(), total * sizeof(float), cudaMemcpyHostToDevice));
    CORUN_CUDA(cudaMemset(s->d_output, 0, total * sizeof(float)));
    s->have_ref = false;
    return s;
}

static void kms_launch(void *state, cudaStream_t stream)
{
    KmsState *s = (KmsState *)state;
    int blocks = (int)s->blocks;
    invert_mapping<<<blocks, KMS_THREADS, 0, stream>>>(s->d_input, s->d_output, s->npoints, s->nfeatures);
    CORUN_LAUNCHED("invert_mapping");
}

static unsigned int kms_grid_blocks(void *state)
{
    return ((KmsState *)state)->blocks;
}

// The transpose, feature row by feature row.
static void kms_reference(KmsState *s)
{
    size_t np = s->npoints;
    s->ref.resize(np * s->nfeatures);
    for (int f = 0; f < s->nfeatures; f++)
        for (size_t p = 0; p < np; p++)
            s->ref[f * np + p] = s->input[p * s->nfeatures + f];
    s->have_ref = true;
}

static bool kms_verify(void *state, char *why, size_t why_len)
{
    KmsState *s = (KmsState *)state;
    if (!s->have_ref)
        kms_reference(s);
    // A copy: exact.
    return corun_compare_device("output", s->d_output, s->ref.data(), &s->on_device[0],
                                s->ref.size(), 0.0, 0.0, why, why_len);
}

static void kms_release(void *state)
{
    KmsState *s = (KmsState *)state;
    CORUN_CUDA(cudaFree(s->d_input));
    CORUN_CUDA(cudaFree(s->d_output));
    for (CorunDeviceRef &r : s->on_device)
        corun_free_reference(&r);
    delete s;
}

const CorunApp app_kms = {
    "KMS", "invert_mapping", "Down",
    (const void *)invert_mapping, KMS_THREADS, 0,
    kms_setup, kms_launch, kms_grid_blocks, kms_verify, kms_release,
};
