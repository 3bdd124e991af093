#!/usr/bin/env python3
"""Derives the hand-edited variants of dpopt's --aggregate=grid output of
bench/apps/qsb/cdp.cu (grid.cu beside this file) by exact text edits; each
edit must match, or the script fails. Run: python3 make_edits.py [dir]."""
import re, sys, os

d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(d, "grid.cu")).read()

FUSED = "__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid)\n{"
ROOT = "__global__ void cdp_block_quicksort(unsigned int *data, unsigned int *scratch, int left, int right, int depth,\n                                    int max_depth)\n{"

def sub(text, old, new, count=None):
    n = text.count(old)
    if n == 0 or (count is not None and n != count):
        sys.exit("make_edits: expected %s match(es) of %r, found %d" % (count, old[:80], n))
    return text.replace(old, new)

def header(text, what):
    return "// qsb-study hand edit of dpopt --aggregate=grid output: %s\n" % what + text

# E1 lb8: occupancy. The fused kernel takes 64 registers (flat's qsb_level 32):
# 4 blocks of 256 threads per SM instead of 8. Force 8 (ptxas spills ~264 B).
def e_lb8(t):
    t = sub(t, FUSED, FUSED.replace("__global__ void", "__global__ void __launch_bounds__(QSB_THREADS, 8)"), 1)
    t = sub(t, ROOT, ROOT.replace("__global__ void", "__global__ void __launch_bounds__(QSB_THREADS, 8)"), 1)
    return header(t, "E1 lb8: __launch_bounds__(QSB_THREADS, 8) on both kernels (8 blocks/SM, as flat)")

# E2 slim: the pending launch records carry only what differs between threads
# (active, left, right); the uniform fields (grid 1, block, shmem, stream,
# data, scratch, depth + 1, max_depth) are written once, into the batch's
# first launch, from the kernel's own values. Also drops the two
# cudaGetLastError() calls that test a launch no longer made (device-runtime
# calls). Cost removed: per-thread state live across the body (registers).
def e_slim(t):
    for k in ("0", "1"):
        for f in ("dp_grid = 1", "dp_block = QSB_THREADS", "dp_shmem = 0", "dp_stream = cudaStreamFireAndForget",
                  "data = data", "scratch = scratch", "depth = depth + 1", "max_depth = max_depth"):
            t = re.sub(r"\n[ ]*dp_pending_%s\.%s;" % (k, re.escape(f)), "", t)
        t = t.replace("dp_first_launch->dp_grid = dp_pending_%s.dp_grid;" % k, "dp_first_launch->dp_grid = 1;")
        t = t.replace("dp_first_launch->dp_block = dp_pending_%s.dp_block;" % k, "dp_first_launch->dp_block = QSB_THREADS;")
        t = t.replace("dp_first_launch->dp_shmem = dp_pending_%s.dp_shmem;" % k, "dp_first_launch->dp_shmem = 0;")
        t = t.replace("dp_first_launch->dp_stream = dp_pending_%s.dp_stream;" % k, "dp_first_launch->dp_stream = cudaStreamFireAndForget;")
        t = t.replace("dp_first_launch->data = dp_pending_%s.data;" % k, "dp_first_launch->data = data;")
        t = t.replace("dp_first_launch->scratch = dp_pending_%s.scratch;" % k, "dp_first_launch->scratch = scratch;")
        t = t.replace("dp_first_launch->depth = dp_pending_%s.depth;" % k, "dp_first_launch->depth = depth + 1;")
        t = t.replace("dp_first_launch->max_depth = dp_pending_%s.max_depth;" % k, "dp_first_launch->max_depth = max_depth;")
        t = sub(t, "dpopt::block_count(dp_pending_%s.dp_grid)" % k, "1u")
    t = sub(t, "const dim3 dp_block = dp_pending_0.dp_active ? dp_pending_0.dp_block : dp_pending_1.dp_block;",
            "const dim3 dp_block = dim3(QSB_THREADS);", 2)
    t = re.sub(r"\n[ ]*if \(cudaGetLastError\(\) != cudaSuccess\)\n[ ]*bench_count_launch_error\(\);", "", t)
    if "dp_pending_0.dp_grid" in t or "cudaGetLastError" in t or "dp_pending_1.data" in t:
        sys.exit("make_edits: slim left a use behind")
    return header(t, "E2 slim: pending records hold active/left/right only; no cudaGetLastError (registers)")

# E3 nomax: the block is the constant QSB_THREADS (--report: "block (no max
# reduction)"), yet the batch options keep max_block = true: every block runs
# block_max_block (3 barriers, shared atomics) and 3 same-address global
# atomicMax. Turn it off and launch the constant block.
def e_nomax(t):
    t = sub(t, "dp_options.level = true; // a level of the recursion: its batch may come from the heap\n",
            "dp_options.level = true; // a level of the recursion: its batch may come from the heap\n"
            "        dp_options.max_block = false; // qsb-study: the block is the constant QSB_THREADS\n", 2)
    t = sub(t, "<<<dp_next.blocks, dp_next.block,", "<<<dp_next.blocks, dim3(QSB_THREADS),", 2)
    return header(t, "E3 nomax: max_block = false, fused block = QSB_THREADS (per-block max reduction + 3 global atomicMax)")

# E4 direct: each launch is one block, so fused block b is launch
# piece.from + b: no header loads and gallop search on entry, one
# record load (the read counting and release stay).
DIRECT = """
// qsb-study: every launch of the batch is one block: block b of the piece is launch piece.from + b.
template <typename Record>
__device__ inline dpopt::BatchBlock qsb_enter_direct(const dpopt::LevelPiece &piece, Record *record)
{
    const unsigned int block = piece.from + blockIdx.x;
    dpopt::batch_load_record(record, &dpopt::batch_records<Record>(piece.data)[block]);
    __syncthreads();
    if (threadIdx.x == 0 && piece.readers && dpopt::batch_count_read(piece.data, blockIdx.x, piece.readers))
        dpopt::batch_release(piece.data);
    return dpopt::BatchBlock{block, 0u};
}
"""
def e_direct(t):
    t = sub(t, "__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid);\n",
            "__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid);\n" + DIRECT, 1)
    t = sub(t, "dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);", "qsb_enter_direct(dp_piece, &dp_record);", 1)
    t = sub(t, "    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block\n", "", 1)
    return header(t, "E4 direct: fused block's record by index, no search on entry")

# E4 lean: E2 + E3 + direct entry + E1 together: how close the generated
# structure (tail-launched levels, grid batch) comes to flat once its
# per-block costs are gone. Not a single cost: the sum.
def e_lean(t):
    return header(e_lb8(e_nomax(e_slim(e_direct(t)))).split("\n", 4)[4],
                  "E4 lean: E1 + E2 + E3 + direct entry (record by index, no search)")

for name, f in (("e1_lb8", e_lb8), ("e2_slim", e_slim), ("e3_nomax", e_nomax), ("e4_lean", e_lean)):
    open(os.path.join(d, name + ".cu"), "w").write(f(src))
    print("wrote", name + ".cu")

# Diagnostics (not edits of a cost): flat and grid with a per-level timeline
# (level_timer.cuh): thread 0 of each block notes its start and end.
def t_flat(t):
    t = sub(t, '#include "qsb.h"\n', '#include "qsb.h"\n#include "level_timer.cuh"\n', 1)
    t = sub(t, "    const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;\n",
            "    const unsigned long long qst_t0 = qst_begin(depth);\n    const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;\n", 1)
    t = sub(t, "            qs_selection_sort(data, left, right);\n        return;\n",
            "            qs_selection_sort(data, left, right);\n        qst_end(depth, qst_t0);\n        return;\n", 1)
    t = sub(t, "            work_out[atomicAdd(work_out_count, 1)] = make_int2(left + below + equal, right);\n    }\n}\n",
            "            work_out[atomicAdd(work_out_count, 1)] = make_int2(left + below + equal, right);\n    }\n    qst_end(depth, qst_t0);\n}\n", 1)
    t = sub(t, "    int segments = p->n > 1 ? 1 : 0;\n", "    qst_reset();\n    int segments = p->n > 1 ? 1 : 0;\n", 1)
    t = sub(t, "    CHECK_CUDA(cudaDeviceSynchronize());\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qst_print();\n", 1)
    return "// qsb-study diagnostic: flat.cu with a per-level timeline (level_timer.cuh)\n" + t

def t_grid(t):
    t = sub(t, '#include "qsb.h"\n', '#include "qsb.h"\n#include "level_timer.cuh"\n', 1)
    t = sub(t, ROOT, ROOT + "\n    const unsigned long long qst_t0 = qst_begin(depth);", 1)
    t = sub(t, FUSED, FUSED + "\n    const unsigned long long qst_t0 = qst_begin(depth);", 1)
    # the end of each kernel: after its flush
    t = sub(t, "            cdp_block_quicksort_dp_grid_1<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, cudaStreamTailLaunch>>>(dp_next, (*dp_first).data, (*dp_first).scratch, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);\n        }\n    }\n}\n",
            "            cdp_block_quicksort_dp_grid_1<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, cudaStreamTailLaunch>>>(dp_next, (*dp_first).data, (*dp_first).scratch, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);\n        }\n    }\n    qst_end(depth, qst_t0);\n}\n", 1)
    t = sub(t, "                cdp_block_quicksort_dp_grid_1<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, cudaStreamTailLaunch>>>(dp_next, (*dp_first).data, (*dp_first).scratch, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);\n            }\n        }\n    }\n}\n",
            "                cdp_block_quicksort_dp_grid_1<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, cudaStreamTailLaunch>>>(dp_next, (*dp_first).data, (*dp_first).scratch, (*dp_first).depth, (*dp_first).max_depth, (*dp_first).dp_grid);\n            }\n        }\n    }\n    qst_end(depth, qst_t0);\n}\n", 1)
    t = sub(t, "    (dpopt::GridOrderLock(0), cdp_block_quicksort<<<", "    qst_reset();\n    (dpopt::GridOrderLock(0), cdp_block_quicksort<<<", 1)
    t = sub(t, "    CHECK_CUDA(cudaDeviceSynchronize());\n}", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qst_print();\n}", 1)
    return "// qsb-study diagnostic: grid.cu with a per-level timeline (level_timer.cuh)\n" + t

open(os.path.join(d, "flat_t.cu"), "w").write(t_flat(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "apps", "qsb", "flat.cu")).read()))
open(os.path.join(d, "grid_t.cu"), "w").write(t_grid(src))
print("wrote flat_t.cu grid_t.cu")
