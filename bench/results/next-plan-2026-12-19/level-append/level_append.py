#!/usr/bin/env python3
"""Hand edit of dpopt's qsb output (--aggregate=grid) for the level-append
prototype (level_append.cuh): in the fused level kernel, each launch is
appended to the next level's batch by its own thread at the launch; the
pending records and the block's flush go, the block's end only counts it out
(level_batch_close). The first grid's kernel (the host's launch) is left as
dpopt wrote it. Usage: level_append.py [--inline-close] IN.cu OUT.cu (--inline-close: the last
block's work stays in the kernel, level_batch_close as dpopt writes it: 40 registers, not 32)"""
import re
import sys

args = [a for a in sys.argv[1:] if a != "--inline-close"]
inline_close = len(args) + 1 != len(sys.argv)
src = open(args[0]).read()
K = "cdp_block_quicksort_dp_grid_1"
head, sep, fused = src.partition("\n__global__ void %s(const dpopt::LevelPiece dp_piece" % K)
head, sep2, fused2 = (head + sep + fused).rpartition("\n__global__ void %s(const dpopt::LevelPiece dp_piece" % K)
assert sep2, "no fused kernel"
fused = sep2 + fused2
head = head.replace("#include <dpopt/base.cuh>\n", "#include <dpopt/base.cuh>\n#include \"level_append.cuh\"\n", 1)
assert "level_append.cuh" in head

def one(t, old, new):
    assert t.count(old) == 1, (old[:70], t.count(old))
    return t.replace(old, new)

# The pending records go; the level's options are the flush's, made once.
for k in (0, 1):
    fused = re.sub(r"\n *%s_launch dp_pending_%d = \{\};[^\n]*" % (K, k), "", fused, count=1)
fused = one(fused, "    {\n        // The original body:",
            "    {\n        dpopt::BatchOptions dp_level_options = dpopt::batch_options<%s_args, %s_launch>();\n"
            "        dp_level_options.one_per_row = true;\n        dp_level_options.sites = 2u;\n"
            "        dp_level_options.level = true;\n        // The original body:" % (K, K))

# Each launch: its record made where it was postponed, appended at once.
SITE = re.compile(r"( *)// dpopt: cdp_block_quicksort<<<\.\.\.>>> postponed to the end of the block, aggregated at "
                  r"grid granularity\n((?:\1dp_pending_(\d)\.[^\n]*\n|\1//[^\n]*\n)+)")


def append_site(m):
    ind, lines, k = m.group(1), m.group(2), m.group(3)
    lines = lines.replace("dp_pending_%s." % k, "dp_launch.")
    out = [ind + "// prototype: cdp_block_quicksort<<<...>>> appended to the next level's batch at once",
           ind + "%s_launch dp_launch = {};" % K]
    out += lines.rstrip("\n").split("\n")
    out += [ind + l for l in (
        "if (dp_launch.dp_active) {",
        "    unsigned char *dp_data;",
        "    unsigned int dp_capacity;",
        "    unsigned long long dp_base;",
        "    if (proto::level_append(&%s_state, dp_level_options, dpopt::block_count(dp_launch.dp_grid)," % K,
        "                            dp_launch.dp_block, &dp_data, &dp_capacity, &dp_base)) {",
        "        const unsigned int dp_slot = (unsigned int)(dp_base >> 32);",
        "        %s_args dp_record = {};" % K,
        "        dp_record.left = dp_launch.left;",
        "        dp_record.right = dp_launch.right;",
        "        dpopt::batch_store_slot(dp_data, dp_capacity, dp_slot, dp_record);",
        "        if (dp_slot == 0)",
        "            *dpopt::batch_first<%s_launch, %s_args>(dp_data, dp_capacity) = dp_launch;" % (K, K),
        "        dpopt::batch_block_start(dp_data)[dp_slot] = (unsigned int)dp_base;",
        "    } else {",
        "        dpopt::levels_no_room(\"cdp_block_quicksort\");",
        "    }",
        "}")]
    return "\n".join(out) + "\n"


fused, n = SITE.subn(append_site, fused)
assert n == 2, n

# The flush: only the count-out stays; the last block's work goes out of line (or stays, --inline-close).
start = fused.index("            // dpopt: the grid's launches of cdp_block_quicksort from lines")
if inline_close:
    end = fused.index("            // The last block launches the next grid of the recursion")
    fused = fused[:start] + ("            // prototype: the launches are in the batch already: the block only counts itself out\n"
                             "            %s_launch *dp_first = nullptr;\n"
                             "            dpopt::BlockBatch dp_batch;\n"
                             "            __shared__ dpopt::BlockBatch::TempStorage dp_temp;\n" % K) + fused[end:]
    fused = one(fused, "&%s_levels, dp_options, &dp_next)" % K, "&%s_levels, dp_level_options, &dp_next)" % K)
else:
    end = fused.index("#line", start)
    fused = fused[:start] + (
        "            // prototype: the launches are in the batch already: the block only counts itself out, and the\n"
        "            // last block starts the next level\n"
        "            __shared__ dpopt::BlockBatch::TempStorage dp_temp;\n"
        "            if (dpopt::group_batch_last_block(dp_temp, dpopt::whole_grid(&%s_state)))\n"
        "                %s_next_level(dp_level_options);\n"
        "        }\n    }\n}\n" % (K, K)) + fused[end:]
    launch = re.search(r"\n( *)%s<<<dp_next\.blocks[^\n]*" % K, src).group(0).strip()
    fused = ("\n// prototype: the last block of a level, out of line (its work sets none of the kernel's registers):\n"
             "// the batch's header, the next piece, and its launch.\n"
             "static __device__ __noinline__ void %s_next_level(const dpopt::BatchOptions options)\n{\n"
             "    dpopt::BlockBatch dp_batch;\n    dpopt::LevelPiece dp_next;\n"
             "    if (proto::level_close_after_last(&dp_batch, &%s_state, &%s_levels, options, &dp_next)) {\n"
             "        %s_launch *dp_first = dpopt::batch_first<%s_launch, %s_args>(dp_next.data, dp_next.capacity);\n"
             "        dpopt::launch_nested([&](cudaStream_t dp_stream) {\n            %s\n        });\n    }\n}\n"
             % (K, K, K, K, K, K, launch)) + fused

assert "dp_pending_" not in fused, "a pending record left"
open(args[1], "w").write(head + fused)
