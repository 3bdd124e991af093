"""Makes qsb's --aggregate=grid output launch each level as a device graph (the prototype of levels through
device graphs): graph.py IN OUT. Two device-launchable graphs of one device-updatable kernel node (the fused
level kernel) take turns: a level's close sets the other's grid and arguments and tail-launches it; the host
launches the recursion's root through a graph of its own (a device graph is launched only from a graph's
kernel)."""
import re
import sys

src, dst = sys.argv[1], sys.argv[2]
t = open(src).read()


def sub(t, o, n, count):
    assert t.count(o) == count, (o[:80], t.count(o))
    return t.replace(o, n)


K = "cdp_block_quicksort_dp_grid_1"
# the next level: launched as the other graph, not as a child grid
pat = re.compile(r"dpopt::launch_nested\(\[&\]\(cudaStream_t dp_stream\) \{\n\s*" + K +
                 r"<<<dp_next\.blocks, dp_next\.block, \(\*dp_first\)\.dp_shmem, dp_stream>>>\((?P<args>[^;]*)\);\n\s*\}\);")
ms = list(pat.finditer(t))
assert len(ms) == 2, len(ms)
t = pat.sub(lambda m: "qx_graph_next(" + m.group("args") + ");", t)

# a kernel of a device graph may not call the device runtime's cudaGetLastError (instantiation refuses it as
# CDP): the launches it followed are batched, and a batched launch sets no error
t = sub(t, "if (cudaGetLastError() != cudaSuccess)", "if (false /* qx: was cudaGetLastError() != cudaSuccess */)", 4)

decl = ("__global__ void " + K + "(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, "
        "int depth, int max_depth, dim3 dp_grid);\n")
helper = r"""
// qx: the fused level kernel's arguments as laid out in its parameter buffer
struct qx_args {
    dpopt::LevelPiece piece;
    unsigned int *data;
    unsigned int *scratch;
    int depth;
    int max_depth;
    dim3 grid;
};
static __device__ cudaGraphExec_t qx_exec[2];      // two graphs: the fused level kernel, then qx_next
static __device__ cudaGraphDeviceNode_t qx_node[2]; // their level kernels, updatable from the device
static __device__ __align__(8) unsigned char qx_pending[sizeof(qx_args)]; // the next level, as the close found it
static __device__ unsigned int qx_has_next;
static __device__ int qx_error;

// qx: the level's close records the next level (the graph's next node launches it: the device runtime's
// graph calls, linked into this kernel, would cost it registers)
__device__ inline void qx_graph_next(const dpopt::LevelPiece &piece, unsigned int *data, unsigned int *scratch,
                                     int depth, int max_depth, dim3 grid)
{
    const qx_args a = {piece, data, scratch, depth, max_depth, grid};
    memcpy(qx_pending, &a, sizeof a);
    qx_has_next = 1u;
}

// qx: the node after a level (or the root): the next level, if any, as graph `other`, after this graph
__global__ void qx_next(unsigned int other)
{
    if (!qx_has_next)
        return;
    qx_has_next = 0u;
    qx_args a;
    memcpy(&a, qx_pending, sizeof a);
    if (a.piece.block.x != QSB_THREADS || a.piece.block.y != 1 || a.piece.block.z != 1)
        qx_error = 3;
    if (cudaGraphKernelNodeSetGridDim(qx_node[other], dim3(a.piece.blocks)) != cudaSuccess)
        qx_error = 1;
    if (cudaGraphKernelNodeSetParam(qx_node[other], 0, &a, offsetof(qx_args, grid) + sizeof(dim3)) != cudaSuccess)
        qx_error = 1;
    if (cudaGraphLaunch(qx_exec[other], cudaStreamGraphTailLaunch) != cudaSuccess)
        qx_error = 2;
}
"""
t = sub(t, decl, decl + helper, 1)

run = "cdp_block_quicksort<<<1, QSB_THREADS>>>(p->data, p->scratch, 0, p->n - 1, 0, p->max_depth)"
t = sub(t, run, "qx_host_run(p)", 1)
host = r"""
#define QX_CHECK(x) do { cudaError_t qx_e = (x); if (qx_e != cudaSuccess) { fprintf(stderr, "qx: %s: %s\n", #x, cudaGetErrorString(qx_e)); exit(1); } } while (0)

// qx: a device-launchable graph of a kernel node, then qx_next(other); where updatable, the kernel node's
// device handle in *dev
template <typename... P>
static cudaGraphExec_t qx_graph(const char *name, void (*kernel)(P...), void **args, dim3 grid, dim3 block,
                                unsigned int other, cudaGraphNode_t *node, cudaGraphDeviceNode_t *dev)
{
    cudaGraphExec_t x_out;
    cudaGraph_t g;
    QX_CHECK(cudaGraphCreate(&g, 0));
    cudaKernelNodeParams kp = {};
    kp.func = (void *)kernel;
    kp.gridDim = grid;
    kp.blockDim = block;
    kp.kernelParams = args;
    QX_CHECK(cudaGraphAddKernelNode(node, g, nullptr, 0, &kp));
    if (dev) {
        cudaLaunchAttributeValue v = {};
        v.deviceUpdatableKernelNode.deviceUpdatable = 1;
        QX_CHECK(cudaGraphKernelNodeSetAttribute(*node, cudaLaunchAttributeDeviceUpdatableKernelNode, &v));
        cudaLaunchAttributeValue got = {};
        QX_CHECK(cudaGraphKernelNodeGetAttribute(*node, cudaLaunchAttributeDeviceUpdatableKernelNode, &got));
        *dev = got.deviceUpdatableKernelNode.devNode;
    }
    void *next_args[] = {&other};
    cudaKernelNodeParams np = {};
    np.func = (void *)qx_next;
    np.gridDim = dim3(1);
    np.blockDim = dim3(1);
    np.kernelParams = next_args;
    cudaGraphNode_t next;
    QX_CHECK(cudaGraphAddKernelNode(&next, g, node, 1, &np));
    cudaGraphInstantiateParams ip = {};
    ip.flags = cudaGraphInstantiateFlagDeviceLaunch | cudaGraphInstantiateFlagUpload;
    ip.uploadStream = 0;
    cudaError_t e = cudaGraphInstantiateWithParams(&x_out, g, &ip);
    if (e != cudaSuccess) {
        fprintf(stderr, "qx: instantiate %s (updatable %d): %s, result %d\n", name, dev != nullptr, cudaGetErrorString(e),
                (int)ip.result_out);
        exit(1);
    }
    return x_out;
}

// qx: the recursion's root through a graph (made once, its arguments set each run)
static cudaError_t qx_host_run(const qs_problem *p)
{
    static cudaGraphExec_t root;
    static cudaGraphNode_t root_node;
    unsigned int *data = p->data, *scratch = p->scratch;
    int left = 0, right = p->n - 1, depth = 0, max_depth = p->max_depth;
    void *args[] = {&data, &scratch, &left, &right, &depth, &max_depth};
    if (!root) {
        cudaGraphExec_t exec[2];
        cudaGraphDeviceNode_t dev[2];
        for (int k = 0; k < 2; k++) {
            qx_args a = {};
            void *level_args[] = {&a.piece, &a.data, &a.scratch, &a.depth, &a.max_depth, &a.grid};
            cudaGraphNode_t n;
            exec[k] = qx_graph("level", """ + K + r""", level_args, dim3(1), dim3(QSB_THREADS), k ^ 1u, &n, &dev[k]);
        }
        QX_CHECK(cudaMemcpyToSymbol(qx_exec, exec, sizeof exec));
        QX_CHECK(cudaMemcpyToSymbol(qx_node, dev, sizeof dev));
        root = qx_graph("root", cdp_block_quicksort, args, dim3(1), dim3(QSB_THREADS), 0u, &root_node, nullptr);
    } else {
        cudaKernelNodeParams kp = {};
        kp.func = (void *)cdp_block_quicksort;
        kp.gridDim = dim3(1);
        kp.blockDim = dim3(QSB_THREADS);
        kp.kernelParams = args;
        QX_CHECK(cudaGraphExecKernelNodeSetParams(root, root_node, &kp));
    }
    return cudaGraphLaunch(root, 0);
}

static void qx_check_error()
{
    int e = 0;
    QX_CHECK(cudaMemcpyFromSymbol(&e, qx_error, sizeof e));
    if (e) { fprintf(stderr, "qx: device graph step failed (%d)\n", e); exit(1); }
}

void qs_variant_run"""
t = sub(t, "\nvoid qs_variant_run", host, 1)
t = sub(t, "    CHECK_CUDA(cudaDeviceSynchronize());\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qx_check_error();\n", 1)
if "#include <cstdio>" not in t:
    t = "#include <cstdio>\n#include <cstdlib>\n#include <cstddef>\n" + t
open(dst, "w").write(t)
