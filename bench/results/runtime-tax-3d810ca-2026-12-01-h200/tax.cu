// What a kernel pays per launch for device-runtime code it contains (H200 A/B).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void child(int *p) { p[1] += 1; }

__device__ __noinline__ void launch_apart(int *p) { child<<<1, 1>>>(p); }
typedef void (*LaunchFn)(int *);
__device__ LaunchFn launch_ptr = launch_apart;

#define BODY int t = blockIdx.x * blockDim.x + threadIdx.x; if (t < n) p[2 + t] += 1;
__global__ void k_plain(int *p, int n, int flag) { BODY }
__global__ void k_err(int *p, int n, int flag) { BODY if (t < n && cudaGetLastError() != cudaSuccess) p[0] = -1; }
__global__ void k_peek(int *p, int n, int flag) { BODY if (t < n && cudaPeekAtLastError() != cudaSuccess) p[0] = -1; }
__global__ void k_err_dead(int *p, int n, int flag) { BODY if (flag == 12345 && cudaGetLastError() != cudaSuccess) p[0] = -1; }
__global__ void k_launch_dead(int *p, int n, int flag) { BODY if (flag == 12345) child<<<1, 1>>>(p); }
__global__ void k_launch_noinline(int *p, int n, int flag) { BODY if (flag == 12345) launch_apart(p); }
__global__ void k_launch_fptr(int *p, int n, int flag) { BODY if (flag == 12345) launch_ptr(p); }
__global__ void k_launch_ffa(int *p, int n, int flag) { BODY if (flag == 12345) child<<<1, 1, 0, cudaStreamFireAndForget>>>(p); }

__device__ __noinline__ void plain_apart(int *p, int t) { p[2 + t] += 2; }
__global__ void k_stack(int *p, int n, int flag) { BODY volatile int a[16]; for (int i = 0; i < 16; i++) a[i] = t + i; if (t < n) p[2 + t] += a[flag & 15]; }
__global__ void k_stack_real(int *p, int n, int flag)
{
    BODY
    int a[48];
    for (int i = 0; i < 48; i++) a[i] = p[2 + (t + i) % (n > 0 ? n : 1)];
    if (t < n) p[2 + t] += a[(flag + t) % 48];
}
__global__ void k_call_plain(int *p, int n, int flag) { BODY if (flag == 12345) plain_apart(p, t); }

typedef void (*Kernel)(int *, int, int);
int main()
{
    int *p;
    cudaMalloc(&p, (2 + 660 * 256) * sizeof(int));
    cudaMemset(p, 0, (2 + 660 * 256) * sizeof(int));
    struct { const char *name; Kernel k; } ks[] = {
        {"plain", k_plain}, {"err (every thread)", k_err}, {"peek (every thread)", k_peek},
        {"err (dead branch)", k_err_dead}, {"launch (dead branch)", k_launch_dead},
        {"launch in noinline fn (dead)", k_launch_noinline}, {"launch via fn pointer (dead)", k_launch_fptr},
        {"launch fire-and-forget (dead)", k_launch_ffa},
        {"local array (stack, no runtime)", k_stack}, {"indexed local array (real stack)", k_stack_real}, {"noinline call (no runtime, dead)", k_call_plain}};
    int shapes[][2] = {{1, 128}, {20, 128}, {660, 256}};
    cudaEvent_t a, b;
    cudaEventCreate(&a); cudaEventCreate(&b);
    printf("%-32s %12s %12s %12s   (us a launch, 2000 back to back; median of 5)\n", "kernel", "1x128", "20x128", "660x256");
    for (auto &k : ks) {
        printf("%-32s", k.name);
        for (auto &s : shapes) {
            float best[5];
            for (int rep = 0; rep < 5; rep++) {
                for (int i = 0; i < 50; i++) k.k<<<s[0], s[1]>>>(p, s[0] * s[1], 0);
                cudaEventRecord(a);
                for (int i = 0; i < 2000; i++) k.k<<<s[0], s[1]>>>(p, s[0] * s[1], 0);
                cudaEventRecord(b);
                cudaEventSynchronize(b);
                float ms; cudaEventElapsedTime(&ms, a, b);
                best[rep] = ms * 1000 / 2000;
            }
            for (int i = 0; i < 5; i++) for (int j = i + 1; j < 5; j++) if (best[j] < best[i]) { float t = best[i]; best[i] = best[j]; best[j] = t; }
            printf(" %12.2f", best[2]);
        }
        printf("\n");
    }
    printf("\n%-32s %12s %12s   (us a round: launch + 4-byte copy back, 500 rounds; median of 5)\n", "kernel", "1x128", "660x256");
    int host;
    for (auto &k : ks) {
        printf("%-32s", k.name);
        for (int si : {0, 2}) {
            auto &s = shapes[si];
            float best[5];
            for (int rep = 0; rep < 5; rep++) {
                cudaEventRecord(a);
                for (int i = 0; i < 500; i++) { k.k<<<s[0], s[1]>>>(p, s[0] * s[1], 0); cudaMemcpy(&host, p, 4, cudaMemcpyDeviceToHost); }
                cudaEventRecord(b);
                cudaEventSynchronize(b);
                float ms; cudaEventElapsedTime(&ms, a, b);
                best[rep] = ms * 1000 / 500;
            }
            for (int i = 0; i < 5; i++) for (int j = i + 1; j < 5; j++) if (best[j] < best[i]) { float t = best[i]; best[i] = best[j]; best[j] = t; }
            printf(" %12.2f", best[2]);
        }
        printf("\n");
    }
    cudaError_t e = cudaDeviceSynchronize();
    printf("status: %s\n", cudaGetErrorString(e));
    return 0;
}
