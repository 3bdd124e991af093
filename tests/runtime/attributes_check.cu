// Linked with dpopt's output of tests/defects/parse-rejects/kernel_attributes.cu
// under one strategy (tests/runtime/gpu-attributes.sh): runs its `run` and
// checks what every child wrote. regs_parent's and clustered_parent's
// threads each add 1 to 64 words of their own (a bound child, __maxnreg__),
// plain_parent's add 2 to 128 (a clustered child).
#include <cstdio>

#include <cuda_runtime.h>

void run(int *a, int n, int block);

int main(int argc, char **argv)
{
    const char *label = argc > 1 ? argv[1] : "as written";
    const int n = 1000, block = 128, words = n * 128;
    static int got[n * 128];
    int *a;
    if (cudaMalloc((void **)&a, sizeof got) != cudaSuccess || cudaMemset(a, 0, sizeof got) != cudaSuccess) {
        std::printf("FAIL attributes %s: no device memory\n", label);
        return 1;
    }
    run(a, n, block);
    const cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess || cudaMemcpy(got, a, sizeof got, cudaMemcpyDeviceToHost) != cudaSuccess) {
        std::printf("FAIL attributes %s: %s\n", label, cudaGetErrorString(err));
        return 1;
    }
    int wrong = 0, first = -1;
    for (int k = 0; k < words; k++)
        if (got[k] != (k < n * 64 ? 4 : 2) && wrong++ == 0)
            first = k;
    if (wrong) {
        std::printf("FAIL attributes %s: %d wrong words, the first %d (%d)\n", label, wrong, first, got[first]);
        return 1;
    }
    std::printf("PASS attributes %s\n", label);
    return 0;
}
