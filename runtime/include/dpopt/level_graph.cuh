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
// The kernel as written (its levels chained, levels.cuh) stays beside the
// graphs' copies: where the graphs cannot be made (a configuration CUDA
// refuses, a stream being captured, which cannot take a device graph as a
// node, a CUDA before 12.4) the host's launch is that kernel's, made as
// written, which leaves the error the program expects. Where a graph's step
// fails after the root's graph is made, nothing can take over: the
// levels' kernels no longer count themselves out, so they cannot run as
// child grids instead; the program stops with a message.
//
// One level runs at a time and one launch waits at most: the pending-launch
// limit is never approached.
#ifndef DPOPT_RUNTIME_LEVEL_GRAPH_CUH
#define DPOPT_RUNTIME_LEVEL_GRAPH_CUH

#include <cstddef>
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
    bool pair_refused; // they could not be made: the kernel as written runs every launch
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
// the __device__ variable's address as the host names it). False where
// they cannot be made (said once, on the terminal): the kernel as written
// runs the launches then.
inline bool level_graphs_ready(LevelGraphHost &host, const void *graphs_symbol, const void *fused, void **fused_args,
                               dim3 block, size_t shmem, const void *close, cudaStream_t stream, const char *name)
{
    if (host.pair_made || host.pair_refused)
        return host.pair_made;
    LevelGraphs graphs = {};
    for (unsigned int k = 0; k < 2; k++) {
        cudaGraphNode_t node;
        if (level_graph_make(&graphs.exec[k], fused, fused_args, dim3(1), block, shmem, close, k ^ 1u, &node,
                             &graphs.node[k], stream, name) != cudaSuccess) {
            cudaGetLastError(); // not the program's error: the kernel as written launches instead
            host.pair_refused = true;
            return false;
        }
    }
    level_graph_check(cudaMemcpyToSymbolAsync(graphs_symbol, &graphs, sizeof graphs, 0, cudaMemcpyHostToDevice, stream),
                      "the level graphs could not reach the device", name);
    level_graph_check(cudaStreamSynchronize(stream), "the level graphs could not reach the device", name);
    host.pair_made = true;
    return true;
}

// The recursion's root from the host, into `stream`:
// kernel<<<grid, block, shmem>>>(args), then close<<<1, 1>>>(0) (the first
// level runs as graph 0). The graph is made at the first launch on a
// device; a later launch sets its kernel node's arguments, and makes it
// again where CUDA will not set its configuration on a device-launchable
// graph (a grid or block other than the last launch's). True where the
// graph was launched (its launch's error, if any, is the runtime's last);
// false where no graph could be made: nothing was launched.
inline bool level_graph_launch_root(LevelGraphHost &host, const void *kernel, void **args, dim3 grid, dim3 block,
                                    size_t shmem, const void *close, cudaStream_t stream, const char *name)
{
    if (host.root) {
        const cudaKernelNodeParams node = level_graph_node(kernel, args, grid, block, shmem);
        if (cudaGraphExecKernelNodeSetParams(host.root, host.root_node, &node) == cudaSuccess) {
            cudaGraphLaunch(host.root, stream);
            return true;
        }
        cudaGetLastError(); // not the program's error: the graph is made again below
        cudaGraphExecDestroy(host.root);
        host.root = nullptr;
    }
    cudaGraphExec_t root = nullptr;
    if (level_graph_make(&root, kernel, args, grid, block, shmem, close, 0u, &host.root_node, nullptr, stream, name) !=
        cudaSuccess) {
        cudaGetLastError(); // not the program's error: the kernel as written launches instead
        return false;
    }
    host.root = root;
    cudaGraphLaunch(host.root, stream);
    return true;
}

// The root's launch with the device's graphs made first, under the
// device's slot of `table` (host threads launching at once take turns).
// `graphs_symbol`, `fused`, `fused_args`, `level_block`, `level_shmem` and
// `close` are level_graphs_ready's; `root` the graphs' copy of the kernel;
// `args`, `grid`, `block`, `shmem` and `stream` the host launch's as
// written. True where a graph took the launch (an error of its launch is
// the runtime's last error, as a launch's is); false where none can (a
// stream being captured, a configuration CUDA refuses, graphs that cannot
// be made): the caller launches the kernel as written, which gives the
// error the program expects.
inline bool level_graph_launch(PerDevice<LevelGraphHost> &table, const void *graphs_symbol, const void *fused,
                               void **fused_args, dim3 level_block, size_t level_shmem, const void *close,
                               const void *root, void **args, dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                               const char *name)
{
    cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
    if (cudaStreamIsCapturing(stream, &capture) != cudaSuccess) {
        cudaGetLastError(); // not the program's error: the kernel as written launches instead
        return false;
    }
    if (capture != cudaStreamCaptureStatusNone)
        return false;
    DeviceSlot<LevelGraphHost> slot(table);
    return level_graphs_ready(*slot, graphs_symbol, fused, fused_args, level_block, level_shmem, close, stream, name) &&
           level_graph_launch_root(*slot, root, args, grid, block, shmem, close, stream, name);
}

} // namespace dpopt
#else
namespace dpopt {

// Before CUDA 12.4 (no device-updatable graph nodes) the generated code
// compiles the same and every launch is the kernel's as written: the
// graphs' kernels are never launched.
struct LevelGraphs {
    int unused;
};
struct LevelGraphHost {
    bool unused;
};

template <typename Params>
__device__ inline void level_graph_next(const LevelGraphs *, unsigned int, unsigned int, const Params &, size_t,
                                        const char *kernel)
{
    printf("dpopt: %s's levels ran as device graphs, which this CUDA has not\n", kernel);
    __trap();
}

inline bool level_graph_launch(PerDevice<LevelGraphHost> &, const void *, const void *, void **, dim3, size_t,
                               const void *, const void *, void **, dim3, dim3, size_t, cudaStream_t, const char *)
{
    return false;
}

} // namespace dpopt
#endif // DPOPT_LEVEL_GRAPHS

#endif
