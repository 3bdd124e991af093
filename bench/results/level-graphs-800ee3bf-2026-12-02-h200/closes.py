"""Makes graph.py's output close each level in a node of its own: closes.py IN OUT. The level kernel's blocks
no longer count themselves out (no barrier, no fence, no ticket at the block's end: a warp done with the body
exits); the graph's second node, one thread, runs after the whole level kernel, as flat.cu's host loop does:
it closes the level (the batch's header, the stack, the next piece) and launches the next level's graph."""
import re
import sys

src, dst = sys.argv[1], sys.argv[2]
t = open(src).read()
head = re.compile(r"if \(dpopt::group_batch_last_block\(dp_temp, dpopt::whole_grid\(&cdp_block_quicksort_dp_grid_1_state\)\)\)\n"
                  r"\s*\[\]\(\) __attribute__\(\(noinline\)\) \{\n")
ms = list(head.finditer(t))
assert len(ms) == 2, len(ms)
bodies = []
for m in reversed(ms):
    end = t.index("}();", m.end())
    bodies.append(t[m.end():end])
    t = t[:m.start()] + "/* qx: closed by the graph's next node (qx_next) */;" + t[end + len("}();"):]
assert bodies[0].split() == bodies[1].split()
t = t.replace("    __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory\n", "")
t = t.replace("        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory\n", "")
old = "// qx: the node after a level (or the root): the next level, if any, as graph `other`, after this graph\n__global__ void qx_next(unsigned int other)\n{\n"
assert t.count(old) == 1
t = t.replace(old, "// qx: the next level, if any, as graph `other`, after this graph\n__device__ inline void qx_launch_next(unsigned int other)\n{\n")
close = ("\n// qx: the node after a level (or the root), one thread: closes the level and launches the next\n"
         "__global__ void qx_next(unsigned int other)\n{\n    {\n" + bodies[0] + "    }\n    qx_launch_next(other);\n}\n")
anchor = "\n// qx: the fused level kernel's arguments"
i = t.index(anchor)
# the close names the launch record type and the states: after the kernel's declaration, before its use
j = t.index("\n__global__ void cdp_block_quicksort(", i)
t = t[:j] + close + t[j:]
open(dst, "w").write(t)
