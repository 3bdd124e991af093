// bench/corun/compare.cu - the harness's check of a kernel's output against
// its CPU reference, on the device (declared in app.h).
//
// The co-run benchmark spent 15 to 20 s a pair on an H100 (2026-11-25)
// for about 0.1 s of kernels. Every configuration of every pair checks
// both kernels, and BKP's output alone is 160 million floats at 1 ms:
// copied back and compared on the host, by estimate about a second a
// check (not yet measured apart). Here the reference goes to the device once
// (CorunDeviceRef) and a kernel compares every element with the same test
// as corun_compare; only the first differing index and its two values come
// back. This file is never passed through dpopt --corun: its kernel is the
// harness's, not a benchmark's.
#include "app.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace {

// Where the index found lives: after the reference, in the same allocation,
// at an offset rounded up to its own alignment. n floats end on a 4-byte
// boundary when n is odd, and a 64-bit atomicMin there stops the context
// with "misaligned address" (the self-test's 3000017 floats did, on an
// H100, 2026-11-25).
size_t first_offset(size_t n, size_t size)
{
    const size_t align = alignof(unsigned long long);
    return (n * size + align - 1) / align * align;
}

// The smallest index whose value is out of tolerance (n where none is).
template <class T>
__global__ void first_difference(const float *got, const T *want, size_t n, double rtol, double atol,
                                 unsigned long long *first)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        double w = (double)want[i], g = (double)got[i];
        if (!(fabs(g - w) <= atol + rtol * fabs(w))) // also catches NaN
            atomicMin(first, (unsigned long long)i);
    }
}

template <class T>
bool compare_on_device(const char *what, const float *d_got, const T *want, CorunDeviceRef *ref, size_t n,
                       double rtol, double atol, char *why, size_t why_len)
{
    if (ref->data && (ref->n != n || ref->size != sizeof(T))) {
        fprintf(stderr, "corun: %s: a device reference of %zu elements checked against %zu\n", what, ref->n, n);
        exit(2);
    }
    if (!ref->data) {
        CORUN_CUDA(cudaMalloc(&ref->data, first_offset(n, sizeof(T)) + sizeof(unsigned long long)));
        CORUN_CUDA(cudaMemcpy(ref->data, want, n * sizeof(T), cudaMemcpyHostToDevice));
        ref->n = n;
        ref->size = sizeof(T);
    }
    const T *d_want = (const T *)ref->data;
    unsigned long long *d_first = (unsigned long long *)((char *)ref->data + first_offset(n, sizeof(T)));
    unsigned long long first = n;
    CORUN_CUDA(cudaMemcpy(d_first, &first, sizeof first, cudaMemcpyHostToDevice));
    if (n > 0) {
        first_difference<T><<<1024, 256>>>(d_got, d_want, n, rtol, atol, d_first);
        CORUN_LAUNCHED("first_difference");
    }
    CORUN_CUDA(cudaMemcpy(&first, d_first, sizeof first, cudaMemcpyDeviceToHost));
    if (first >= n)
        return true;
    float g;
    CORUN_CUDA(cudaMemcpy(&g, d_got + first, sizeof g, cudaMemcpyDeviceToHost));
    snprintf(why, why_len, "%s[%llu] = %.9g, expected %.9g (tolerance %g + %g * |expected|)", what, first, g,
             (double)want[first], atol, rtol);
    return false;
}

} // namespace

bool corun_compare_device(const char *what, const float *d_got, const float *want, CorunDeviceRef *ref, size_t n,
                          double rtol, double atol, char *why, size_t why_len)
{
    return compare_on_device(what, d_got, want, ref, n, rtol, atol, why, why_len);
}

bool corun_compare_device(const char *what, const float *d_got, const double *want, CorunDeviceRef *ref, size_t n,
                          double rtol, double atol, char *why, size_t why_len)
{
    return compare_on_device(what, d_got, want, ref, n, rtol, atol, why, why_len);
}

void corun_free_reference(CorunDeviceRef *ref)
{
    if (ref->data)
        CORUN_CUDA(cudaFree(ref->data));
    *ref = CorunDeviceRef();
}

// The check itself checked, at the harness's start: equal arrays pass, and
// one value moved past the tolerance, or a NaN, is found at its index
// (among 3 million, past the first grid-stride step). A check that cannot
// fail would make every "verified" below meaningless.
bool corun_compare_device_selftest(char *why, size_t why_len)
{
    const size_t n = 3000017;
    std::vector<float> want(n);
    for (size_t i = 0; i < n; i++)
        want[i] = corun_uniform(7, i, -50.0f, 50.0f);
    float *d_got;
    CORUN_CUDA(cudaMalloc(&d_got, n * sizeof(float)));
    CORUN_CUDA(cudaMemcpy(d_got, want.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CorunDeviceRef ref;
    char said[512];
    bool ok = corun_compare_device("selftest", d_got, want.data(), &ref, n, 1e-5, 0.0, said, sizeof said);
    if (!ok)
        snprintf(why, why_len, "equal arrays differ: %s", said);
    const size_t moved[2] = {2999999, 131};
    const float wrong[2] = {want[2999999] + 1.0f, std::nanf("")};
    for (int k = 0; ok && k < 2; k++) {
        CORUN_CUDA(cudaMemcpy(d_got + moved[k], &wrong[k], sizeof(float), cudaMemcpyHostToDevice));
        char index[32];
        snprintf(index, sizeof index, "selftest[%zu]", moved[k]);
        if (corun_compare_device("selftest", d_got, want.data(), &ref, n, 1e-5, 0.0, said, sizeof said) ||
            strncmp(said, index, strlen(index)) != 0) {
            snprintf(why, why_len, "element %zu set to %g was not found (%s)", moved[k], wrong[k], said);
            ok = false;
        }
    }
    corun_free_reference(&ref);
    CORUN_CUDA(cudaFree(d_got));
    return ok;
}
