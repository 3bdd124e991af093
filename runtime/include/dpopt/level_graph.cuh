// dpopt runtime: a recursion's levels run as device graphs.
//
// A grid launched from the device gets no room back from warps that exit
// early; the same grid launched from the device as a device graph does, as
// a host launch does (bench/results/level-graphs-800ee3bf-2026-12-02-h200/).
// So a recursion's levels (levels.cuh) can run as two device graphs taking
// turns, each the fused level kernel (a node whose grid and parameters the
// device sets) and then a one-thread close kernel, which closes the level
// (the next piece, levels.cuh) and launches it as the other graph, after
// the running one (a tail launch). The graph's order is the level barrier:
// no block counts itself out, and no warp waits at a block's end.
//
// A device graph is launched only from a kernel that a graph runs, so the
// host launches the recursion's root through a graph of its own: the
// kernel, then the close kernel. Each is made on first use on a device and
// given each launch's configuration and arguments.
//
// What a device graph may hold: no kernel that launches from the device or
// calls the device runtime (cudaGetLastError included): instantiation
// refuses it (cudaGraphInstantiateNodeOperationNotSupported). Device-side
// updates set a node's grid and parameters, never its block or shared
// memory: the level's block is the graph's. Device-updatable nodes came
// with CUDA 12.4.
//
// A root launch whose configuration CUDA refuses returns the error of the
// graph node's creation (cudaErrorInvalidValue), where the launch as written
// returns cudaErrorInvalidConfiguration; nothing runs either way.
//
// One level runs at a time and one launch waits at most: the pending-launch
// limit is never approached. A graph that cannot be made or launched stops
// the program with a message: the levels' kernels no longer count
// themselves out, so they cannot run as child grids instead.
#ifndef DPOPT_RUNTIME_LEVEL_GRAPH_CUH
#define DPOPT_RUNTIME_LEVEL_GRAPH_CUH

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "dpopt/per_device.cuh"

// Code that uses it tests DPOPT_LEVEL_GRAPHS and keeps the chained levels
// of levels.cuh where it is 0.
#if CUDART_VERSION >= 12040
#define DPOPT_LEVEL_GRAPHS 1
#else
#define DPOPT_LEVEL_GRAPHS 0
#endif

#if DPOPT_LEVEL_GRAPHS
namespace dpopt {

// The two graphs a recursion's levels take turns in, as the device sees
// them: a __device__ variable per fused kernel, filled by the host
// (level_graphs_ready) on each device before the root's first launch.
struct LevelGraphs {
    cudaGraphExec_t exec[2];
    cudaGraphDeviceNode_t node[2]; // each graph's level kernel
};

// What the host keeps per device for one recursion: whether the pair is
// made, and the root's graph (made at its first launch, then given each
// launch's configuration and arguments).
struct LevelGraphHost {
    bool pair_made;
    cudaGraphExec_t root;
    cudaGraphNode_t root_node;
};

// The next level, as graph `other` (not the running one: its last run has
// ended, as this one started after it), `blocks` blocks and the fused
// kernel's parameter buffer `params` (its first `bytes` bytes: Params lays
// the parameters out as the buffer does), after the running graph. On the
// close kernel's one thread. The buffer is copied to 16-byte alignment
// first: cudaGraphKernelNodeSetParam faults on a less aligned source.
template <typename Params>
__device__ inline void level_graph_next(const LevelGraphs *graphs, unsigned int other, unsigned int blocks,
                                        const Params &params, size_t bytes, const char *kernel)
{
    struct alignas(16) Aligned {
        Params params;
    };
    const Aligned aligned = {params};
    cudaError_t error = cudaGraphKernelNodeSetGridDim(graphs->node[other], dim3(blocks));
    if (error == cudaSuccess)
        error = cudaGraphKernelNodeSetParam(graphs->node[other], 0, &aligned.params, bytes);
    if (error == cudaSuccess)
        error = cudaGraphLaunch(graphs->exec[other], cudaStreamGraphTailLaunch);
    if (error != cudaSuccess) {
        printf("dpopt: the next level of %s's recursion could not start (error %d)\n", kernel, (int)error);
        __trap();
    }
}

// Stops the program where a graph could not be made or launched.
inline void level_graph_check(cudaError_t error, const char *what, const char *kernel)
{
    if (error != cudaSuccess) {
        std::fprintf(stderr, "dpopt: %s for %s's recursion: %s\n", what, kernel, cudaGetErrorString(error));
        std::abort();
    }
}

// A kernel node's parameters: kernel<<<grid, block, shmem>>>(args).
inline cudaKernelNodeParams level_graph_node(const void *kernel, void **args, dim3 grid, dim3 block, size_t shmem)
{
    cudaKernelNodeParams node = {};
    node.func = const_cast<void *>(kernel);
    node.gridDim = grid;
    node.blockDim = block;
    node.sharedMemBytes = (unsigned int)shmem;
    node.kernelParams = args;
    return node;
}

// A device-launchable graph in *exec: kernel<<<grid, block, shmem>>>(args),
// then close<<<1, 1>>>(other). Where `updatable` is given, the kernel's
// node is device-updatable and its device handle goes there. The error of
// the first step that fails (a configuration CUDA refuses: the kernel's
// node), after a message where it is not the configuration's.
inline cudaError_t level_graph_make(cudaGraphExec_t *exec, const void *kernel, void **args, dim3 grid, dim3 block,
                                    size_t shmem, const void *close, unsigned int other, cudaGraphNode_t *kernel_node,
                                    cudaGraphDeviceNode_t *updatable, cudaStream_t upload, const char *name)
{
    cudaGraph_t graph;
    cudaError_t error = cudaGraphCreate(&graph, 0);
    if (error != cudaSuccess)
        return error;
    const cudaKernelNodeParams node = level_graph_node(kernel, args, grid, block, shmem);
    error = cudaGraphAddKernelNode(kernel_node, graph, nullptr, 0, &node);
    if (error == cudaSuccess && updatable) {
        cudaLaunchAttributeValue value = {};
        value.deviceUpdatableKernelNode.deviceUpdatable = 1;
        error = cudaGraphKernelNodeSetAttribute(*kernel_node, cudaLaunchAttributeDeviceUpdatableKernelNode, &value);
        cudaLaunchAttributeValue made = {};
        if (error == cudaSuccess)
            error = cudaGraphKernelNodeGetAttribute(*kernel_node, cudaLaunchAttributeDeviceUpdatableKernelNode, &made);
        *updatable = made.deviceUpdatableKernelNode.devNode;
    }
    void *close_args[] = {&other};
    const cudaKernelNodeParams closing = level_graph_node(close, close_args, dim3(1), dim3(1), 0);
    cudaGraphNode_t close_node;
    if (error == cudaSuccess)
        error = cudaGraphAddKernelNode(&close_node, graph, kernel_node, 1, &closing);
    cudaGraphInstantiateParams instantiate = {};
    instantiate.flags = cudaGraphInstantiateFlagDeviceLaunch | cudaGraphInstantiateFlagUpload;
    instantiate.uploadStream = upload;
    if (error == cudaSuccess) {
        error = cudaGraphInstantiateWithParams(exec, graph, &instantiate);
        if (error != cudaSuccess)
            std::fprintf(stderr, "dpopt: %s's recursion cannot run as device graphs: %s (instantiation result %d)\n",
                         name, cudaGetErrorString(error), (int)instantiate.result_out);
    }
    cudaGraphDestroy(graph); // the executable graph keeps what it needs
    return error;
}

// Makes, once per device, the two graphs of the recursion's levels: each
// fused<<<1, block, shmem>>>(fused_args) then close<<<1, 1>>>(the other),
// and copies their handles to the device's LevelGraphs (`graphs_symbol`,
// the __device__ variable's address as the host names it).
inline void level_graphs_ready(LevelGraphHost &host, const void *graphs_symbol, const void *fused, void **fused_args,
                               dim3 block, size_t shmem, const void *close, cudaStream_t stream, const char *name)
{
    if (host.pair_made)
        return;
    LevelGraphs graphs = {};
    for (unsigned int k = 0; k < 2; k++) {
        cudaGraphNode_t node;
        level_graph_check(level_graph_make(&graphs.exec[k], fused, fused_args, dim3(1), block, shmem, close, k ^ 1u,
                                           &node, &graphs.node[k], stream, name),
                          "the level graphs could not be made", name);
    }
    level_graph_check(cudaMemcpyToSymbolAsync(graphs_symbol, &graphs, sizeof graphs, 0, cudaMemcpyHostToDevice, stream),
                      "the level graphs could not reach the device", name);
    level_graph_check(cudaStreamSynchronize(stream), "the level graphs could not reach the device", name);
    host.pair_made = true;
}

// The recursion's root from the host, into `stream`:
// kernel<<<grid, block, shmem>>>(args), then close<<<1, 1>>>(0) (the first
// level runs as graph 0). The graph is made at the first launch on a
// device; a later launch sets its kernel node's arguments, and makes it
// again where CUDA will not set its configuration on a device-launchable
// graph (a grid or block other than the last launch's).
inline cudaError_t level_graph_launch_root(LevelGraphHost &host, const void *kernel, void **args, dim3 grid,
                                           dim3 block, size_t shmem, const void *close, cudaStream_t stream,
                                           const char *name)
{
    if (host.root) {
        const cudaKernelNodeParams node = level_graph_node(kernel, args, grid, block, shmem);
        if (cudaGraphExecKernelNodeSetParams(host.root, host.root_node, &node) == cudaSuccess)
            return cudaGraphLaunch(host.root, stream);
        cudaGetLastError(); // not the program's error: the graph is made again below
        cudaGraphExecDestroy(host.root);
        host.root = nullptr;
    }
    cudaGraphExec_t root = nullptr;
    const cudaError_t error =
        level_graph_make(&root, kernel, args, grid, block, shmem, close, 0u, &host.root_node, nullptr, stream, name);
    if (error != cudaSuccess)
        return error; // a configuration CUDA refuses: the launch's error, as written
    host.root = root;
    return cudaGraphLaunch(host.root, stream);
}

// The root's launch with the device's graphs made first, under the
// device's slot of `table` (host threads launching at once take turns).
// `graphs_symbol`, `fused`, `fused_args`, `level_block`, `level_shmem` and
// `close` are level_graphs_ready's; `kernel`, `args`, `grid`, `block`,
// `shmem` and `stream` the host launch's as written. A stream being
// captured stops the program: a device graph cannot be a captured launch's
// child node.
inline cudaError_t level_graph_launch(PerDevice<LevelGraphHost> &table, const void *graphs_symbol, const void *fused,
                                      void **fused_args, dim3 level_block, size_t level_shmem, const void *close,
                                      const void *kernel, void **args, dim3 grid, dim3 block, size_t shmem,
                                      cudaStream_t stream, const char *name)
{
    cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
    level_graph_check(cudaStreamIsCapturing(stream, &capture), "the launch's stream", name);
    if (capture != cudaStreamCaptureStatusNone) {
        std::fprintf(stderr, "dpopt: %s's recursion runs as device graphs, which a stream capture "
                             "cannot take\n", name);
        std::abort();
    }
    DeviceSlot<LevelGraphHost> slot(table);
    level_graphs_ready(*slot, graphs_symbol, fused, fused_args, level_block, level_shmem, close, stream, name);
    return level_graph_launch_root(*slot, kernel, args, grid, block, shmem, close, stream, name);
}

} // namespace dpopt
#endif // DPOPT_LEVEL_GRAPHS

#endif
