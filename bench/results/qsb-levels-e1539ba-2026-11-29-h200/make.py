#!/usr/bin/env python3
"""grid_t.cu (dpopt --aggregate=grid's output of qsb with a timeline) and
flat_t.cu from bench/apps/qsb/flat.cu; every edit must match."""
import sys
d = sys.argv[1]
def sub(t, old, new, count=1):
    n = t.count(old)
    if n != count:
        sys.exit("make.py: %d matches of %r, wanted %d" % (n, old[:70], count))
    return t.replace(old, new)
g = open(d + "/grid.cu").read()
g = sub(g, '#include "qsb.h"\n', '#include "qsb.h"\n#include "level_timer.cuh"\n')
ROOT = "                                    int max_depth)\n{\n"
g = sub(g, ROOT, ROOT + "    const unsigned long long qst_t0 = qst_begin(depth);\n    unsigned long long qst_t1 = 0;\n")
FUSED = "int depth, int max_depth, dim3 dp_grid)\n{\n"
g = sub(g, FUSED, FUSED + "    const unsigned long long qst_t0 = qst_begin(depth);\n    unsigned long long qst_t1 = 0;\n")
# after the body's lambda: the flush begins
g = sub(g, "\n}();\n", "\n}();\n    qst_t1 = qst_now();\n", 1)
g = sub(g, "\n        }();\n", "\n        }();\n        qst_t1 = qst_now();\n", 1)
# the end of each kernel: the launch_nested block, then the closing braces
g = sub(g, "            });\n        }\n    }\n}\n", "            });\n        }\n    }\n    qst_end(depth, qst_t0, qst_t1);\n}\n")
g = sub(g, "                });\n            }\n        }\n    }\n}\n", "                });\n            }\n        }\n    }\n    qst_end(depth, qst_t0, qst_t1);\n}\n")
g = sub(g, "    (dpopt::GridOrderLock(0), cdp_block_quicksort<<<", "    qst_reset();\n    (dpopt::GridOrderLock(0), cdp_block_quicksort<<<")
g = sub(g, "    CHECK_CUDA(cudaDeviceSynchronize());\n}", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qst_print();\n}")
open(d + "/grid_t.cu", "w").write(g)
f = open("bench/apps/qsb/flat.cu").read()
f = sub(f, '#include "qsb.h"\n', '#include "qsb.h"\n#include "level_timer.cuh"\n')
f = sub(f, "    const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;\n",
        "    const unsigned long long qst_t0 = qst_begin(depth);\n    const int left = work_in[blockIdx.x].x, right = work_in[blockIdx.x].y;\n")
f = sub(f, "            qs_selection_sort(data, left, right);\n        return;\n",
        "            qs_selection_sort(data, left, right);\n        qst_end(depth, qst_t0, 0);\n        return;\n")
f = sub(f, "            work_out[atomicAdd(work_out_count, 1)] = make_int2(left + below + equal, right);\n    }\n}\n",
        "            work_out[atomicAdd(work_out_count, 1)] = make_int2(left + below + equal, right);\n    }\n    qst_end(depth, qst_t0, 0);\n}\n")
f = sub(f, "    int segments = p->n > 1 ? 1 : 0;\n", "    qst_reset();\n    int segments = p->n > 1 ? 1 : 0;\n")
f = sub(f, "    CHECK_CUDA(cudaDeviceSynchronize());\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qst_print();\n")
open(d + "/flat_t.cu", "w").write(f)
print("wrote grid_t.cu flat_t.cu")
