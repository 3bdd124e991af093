#!/usr/bin/env python3
"""qsb-gap: derives the diagnostic variants of dpopt's --aggregate=grid output
of bench/apps/qsb/cdp.cu by exact text edits of grid.cu (untimed) and
grid_t.cu (with level_timer.cuh), both beside this file. Each edit must
match as often as expected, or the script fails. Run: python3 make_variants.py [dir]
  ff      the next level launched into cudaStreamFireAndForget (it becomes a child
          of the closing grid, one nesting level deeper); a launch that fails
          (cudaErrorLaunchMaxDepthExceeded at depth 24?) is made as the tail launch
          instead and counted (QSG ff_fallbacks=...)
  k2      the fused kernel a template of an unused int, levels alternating between
          its two instances (K = depth & 1): still tail launches
  tdelay  as grid, but the launching thread spins 20 us after its tail launch
          before its block (the last of the grid) exits
"""
import re, sys, os

d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))

LAUNCH = re.compile(r"cdp_block_quicksort_dp_grid_1<<<(dp_next\.blocks, dp_next\.block, \(\*dp_first\)\.dp_shmem), "
                    r"cudaStreamTailLaunch>>>\(([^;]*)\);")
FUSED_SIG = "__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece,"
INCLUDE = "#include <dpopt/levels.cuh>\n"
SYNC = "    CHECK_CUDA(cudaDeviceSynchronize());\n"

def sub(text, old, new, count):
    n = text.count(old)
    if n != count:
        sys.exit("make_variants: expected %d match(es) of %r, found %d" % (count, old[:80], n))
    return text.replace(old, new)

def resub(text, pattern, repl, count):
    out, n = pattern.subn(repl, text)
    if n != count:
        sys.exit("make_variants: expected %d match(es) of %r, found %d" % (count, pattern.pattern[:80], n))
    return out

def common(t, what):
    t = sub(t, INCLUDE, INCLUDE + '#include "qsb_gap.cuh"\n', 1)
    return "// qsb-gap diagnostic edit of dpopt --aggregate=grid output: %s\n" % what + t

def ff(t):
    t = resub(t, LAUNCH, lambda m: (
        "(void)cudaGetLastError(); /* qsb-gap ff */ "
        "cdp_block_quicksort_dp_grid_1<<<%s, cudaStreamFireAndForget>>>(%s); "
        "if (cudaGetLastError() != cudaSuccess) { atomicAdd(&qsg_ff_fallbacks, 1u); "
        "cdp_block_quicksort_dp_grid_1<<<%s, cudaStreamTailLaunch>>>(%s); }") % (m.group(1), m.group(2), m.group(1), m.group(2)), 2)
    t = sub(t, SYNC, SYNC + "    qsg_report();\n", 1)
    return common(t, "ff: the next level into cudaStreamFireAndForget (tail launch where that fails)")

def k2(t):
    t = sub(t, FUSED_SIG, "template <int QSG_K> " + FUSED_SIG, 2)
    t = resub(t, LAUNCH, lambda m: (
        "if ((*dp_first).depth & 1) /* qsb-gap k2 */ cdp_block_quicksort_dp_grid_1<1><<<%s, cudaStreamTailLaunch>>>(%s); "
        "else cdp_block_quicksort_dp_grid_1<0><<<%s, cudaStreamTailLaunch>>>(%s);") % (m.group(1), m.group(2), m.group(1), m.group(2)), 2)
    return common(t, "k2: levels alternate between two instances of the fused kernel (tail launches)")

def tdelay(t):
    t = resub(t, LAUNCH, lambda m: m.group(0) + " qsg_spin(QSG_DELAY_NS); /* qsb-gap tdelay */", 2)
    return common(t, "tdelay: the launching thread spins 20 us after its tail launch")

for name, f in (("ff", ff), ("k2", k2), ("tdelay", tdelay)):
    for base, suffix in (("grid.cu", ""), ("grid_t.cu", "_t")):
        src = open(os.path.join(d, base)).read()
        open(os.path.join(d, name + suffix + ".cu"), "w").write(f(src))
print("make_variants: ff, k2, tdelay (and their _t) written")
