"""qsb's stamped sources (qsl.h here): `lite.py sources CDP FLAT OUT` writes OUT/cdp_lite.cu (the CDP
program reporting the stamps) and OUT/flat_lite.cu (flat.cu stamping each block); `lite.py grid FILE`
stamps, in place, the two kernels of dpopt's --aggregate=grid output of cdp_lite.cu."""
import re
import sys


def sub(t, o, n):
    assert t.count(o) == 1, o
    return t.replace(o, n)


def sources(cdp, flat, out):
    c = open(cdp).read()
    c = sub(c, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
    c = sub(c, "    CHECK_CUDA(cudaDeviceSynchronize());\n}\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qsl_report();\n}\n")
    open(out + "/cdp_lite.cu", "w").write(c)
    f = open(flat).read()
    f = sub(f, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
    f = sub(f, "                          int *work_out_count, int depth, int max_depth)\n{\n",
            "                          int *work_out_count, int depth, int max_depth)\n{\n    qsl_scope qsl_s(depth);\n")
    f = sub(f, "    CHECK_CUDA(cudaDeviceSynchronize());\n    CHECK_CUDA(cudaFree(work[0]));",
            "    CHECK_CUDA(cudaDeviceSynchronize());\n    qsl_report();\n    CHECK_CUDA(cudaFree(work[0]));")
    open(out + "/flat_lite.cu", "w").write(f)


def grid(p):
    t = open(p).read()
    heads = re.findall(r"\n__global__ void cdp_block_quicksort(?:_dp_grid_1)?\([^;{]*\)\n\{\n", t)
    assert len(heads) == 2, len(heads)
    for h in heads:
        t = t.replace(h, h + "    qsl_scope qsl_s(depth);\n", 1)
    open(p, "w").write(t)


if __name__ == "__main__":
    {"sources": sources, "grid": grid}[sys.argv[1]](*sys.argv[2:])
