#include <cstdio>
// Raw strings hold text that reads like directives: none of it is one
// (dpopt obeyed them: the #ifdef decided and commented, the #undef
// followed, the #if 0 hiding the rest of the file, the #define expanded).
__global__ void child(int *p, int v) { p[threadIdx.x] = v; }
const char *banner = R"(
#ifdef DEBUG
debug build
#else
release build
#endif
)";
static const char *jit_src = u8R"jit(
#undef USE_FAST
#define CFG(n) 1, 1
#if 0
)" )jit";
const wchar_t *wide = LR"(#endif
)";
__global__ void parent(int *p)
{
#ifdef USE_FAST
    child<<<1, 32>>>(p + threadIdx.x * 32, 1);
#else
    child<<<1, 32>>>(p + threadIdx.x * 32, 2);
#endif
}
#define CFG(n) ((n) + 255) / 256, 256
__global__ void sized(int *p, int n)
{
    child<<<CFG(n)>>>(p + threadIdx.x * n, n);
}
