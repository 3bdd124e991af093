#!/usr/bin/env python3
"""The bfs A/B's variant of fg.cu (dpopt --flatten=grid of
bench/apps/bfs/cdp.cu): fg_nolaunch, the followed kernel without its two
launches (a flag instead; a bound, wrong where either is taken), written
into OUTDIR.
   usage: variants.py OUTDIR      (run.sh calls it)"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FLAG = "ab_fallback_taken = 1u; // A/B: no launch from the followed kernel (a bound: wrong where taken)"
AS_WRITTEN = ("                bfs_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, "
              "dp_pending_0.dp_stream>>>(dp_pending_0.neighbours, dp_pending_0.degree, dp_pending_0.level, "
              "dp_pending_0.next, dp_pending_0.next_size, dp_pending_0.next_depth);")
NESTED = "                dpopt::launch_nested([&](cudaStream_t dp_stream) {"
BODY = "// dpopt: bfs_parent's body, as the two kernels below run it (--flatten=grid)."


def nolaunch(s):
    assert AS_WRITTEN in s and NESTED in s and BODY in s
    s = s.replace(AS_WRITTEN, "                if constexpr (dp_followed)\n                    " + FLAG +
                  "\n                else\n    " + AS_WRITTEN)
    i = s.index(NESTED)
    j = s.index("                });\n", i) + len("                });\n")
    block = "".join("    " + line + "\n" for line in s[i:j].rstrip("\n").split("\n"))
    s = (s[:i] + "                if constexpr (dp_followed) {\n                    " + FLAG +
         "\n                } else {\n" + block + "                }\n" + s[j:])
    return s.replace(BODY, "__device__ unsigned int ab_fallback_taken; // A/B: set where the removed launches "
                     "would have run\n\n" + BODY, 1)


if __name__ == "__main__":
    os.makedirs(sys.argv[1], exist_ok=True)
    with open(os.path.join(sys.argv[1], "fg_nolaunch.cu"), "w") as f:
        f.write("/* A/B variant of fg.cu (dpopt --flatten=grid of bench/apps/bfs/cdp.cu): the followed kernel "
                "without its two launches (a bound) */\n" + nolaunch(open(os.path.join(HERE, "fg.cu")).read()))
