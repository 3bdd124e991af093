// Launches whose grid or block would not start, as the program is written,
// under --corun and --corun-children with a quota (DPOPT_CORUN="mark:tlp=2,
// child:tlp=2"): each fails as written, leaves its error, and runs nothing;
// before 2026-11-29 the co-runnable version, launched with at most the
// blocks that fit, ran a grid of 70,000 in y or of -1 (4,294,967,295 x)
// blocks as if it were valid. A valid launch of each runs, as control.
// Prints PASS or FAIL.
//   usage: DPOPT_CORUN=mark:tlp=2,child:tlp=2 corun-invalid-launch
#include <cstdio>

__global__ void mark(int *hits)
{
    atomicAdd(hits, 1);
}

__global__ void child(int *hits)
{
    atomicAdd(hits, 1);
}

__global__ void parent(int *hits, int *errors, int grid)
{
    child<<<grid, 32>>>(hits);
    errors[0] = cudaGetLastError() != cudaSuccess;
}

int main()
{
    int *hits = nullptr, *errors = nullptr;
    cudaMalloc(&hits, 4 * sizeof(int));
    cudaMalloc(&errors, 4 * sizeof(int));
    cudaMemset(hits, 0, 4 * sizeof(int));
    cudaMemset(errors, 0, 4 * sizeof(int));
    int failures = 0;
    mark<<<dim3(1, 70000), 64>>>(hits);
    cudaError_t tall = cudaGetLastError();
    int negative = -1;
    mark<<<negative, 64>>>(hits + 1);
    cudaError_t wrapped = cudaGetLastError();
    mark<<<4, 64>>>(hits + 2);
    cudaError_t valid = cudaGetLastError();
    parent<<<1, 1>>>(hits + 3, errors, -1);
    cudaError_t done = cudaDeviceSynchronize();
    int got[4], err[4];
    cudaMemcpy(got, hits, sizeof got, cudaMemcpyDeviceToHost);
    cudaMemcpy(err, errors, sizeof err, cudaMemcpyDeviceToHost);
    printf("grid 1 x 70000: %s, %d blocks' threads ran\n", cudaGetErrorString(tall), got[0]);
    printf("grid -1: %s, %d ran\n", cudaGetErrorString(wrapped), got[1]);
    printf("grid 4: %s, %d ran\n", cudaGetErrorString(valid), got[2]);
    printf("child grid -1 from the device: error seen %d, %d ran; synchronize: %s\n", err[0], got[3],
           cudaGetErrorString(done));
    failures += tall == cudaSuccess || got[0] != 0;
    failures += wrapped == cudaSuccess || got[1] != 0;
    failures += valid != cudaSuccess || got[2] != 4 * 64;
    failures += err[0] != 1 || got[3] != 0 || done != cudaSuccess;
    printf(failures ? "FAIL\n" : "PASS\n");
    return failures ? 1 : 0;
}
