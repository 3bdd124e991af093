// Which kernels a device-launchable graph may hold: a plain kernel, with and without the device-updatable
// attribute, and one that launches from the device (instantiation refuses it: cudaGraphInstantiateNodeOperationNotSupported, 3).
// Run on the H200 in this folder's third call: plain 0 and 0, with a device launch "invalid argument" result 3 both ways.
#include <cstdio>
#include <cuda_runtime.h>
__device__ int hits;
__global__ void k(int v) { if (threadIdx.x == 0) atomicAdd(&hits, v); }
__global__ void k_cdp(int v) { if (threadIdx.x == 0) { atomicAdd(&hits, v); if (v < 0) k<<<1, 1>>>(1); } }
template <typename F> static void try_one(const char *name, F kernel, bool upd)
{
    cudaGraph_t g; cudaGraphCreate(&g, 0);
    int v = 1; void *args[] = {&v};
    cudaKernelNodeParams kp = {}; kp.func = (void *)kernel; kp.gridDim = dim3(2); kp.blockDim = dim3(32); kp.kernelParams = args;
    cudaGraphNode_t n; cudaGraphAddKernelNode(&n, g, nullptr, 0, &kp);
    if (upd) {
        cudaLaunchAttributeValue a = {}; a.deviceUpdatableKernelNode.deviceUpdatable = 1;
        printf("  set attr: %s\n", cudaGetErrorString(cudaGraphKernelNodeSetAttribute(n, cudaLaunchAttributeDeviceUpdatableKernelNode, &a)));
    }
    cudaGraphInstantiateParams ip = {}; ip.flags = cudaGraphInstantiateFlagDeviceLaunch; cudaGraphExec_t x;
    cudaError_t e = cudaGraphInstantiateWithParams(&x, g, &ip);
    printf("%s updatable %d: %s result %d\n", name, upd, cudaGetErrorString(e), (int)ip.result_out);
}
int main()
{
    try_one("plain kernel", k, false); try_one("plain kernel", k, true);
    try_one("kernel with a device launch", k_cdp, false); try_one("kernel with a device launch", k_cdp, true);
}
