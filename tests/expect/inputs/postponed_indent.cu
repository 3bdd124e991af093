// A body rewritten where it stands, its launches made at its end: it runs
// in a lambda one level deeper, and its lines move with it, except those
// whose white space is part of a literal.
#include <cstdio>

#define LABEL "parent"

__global__ void child(int *out, int v) { out[threadIdx.x] = v; }

__global__ void parent(int *out, const int *sizes)
{
    const char *banner = R"(raw line one
  raw line two: its two spaces are the literal's
)";
    const char *joined = "joined \
  continued: these spaces too";
    int n = sizes[threadIdx.x];
#if DEBUG_PARENT
    printf("%s %s %s\n", LABEL, banner, joined);
#endif
    if (n > 0)
        child<<<1, n, 0, cudaStreamFireAndForget>>>(out + threadIdx.x * 32, n);
}
