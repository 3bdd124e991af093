#!/usr/bin/env python3
"""slot.cu from grid.cu (dpopt --aggregate=grid -I bench/common -I
bench/datasets bench/apps/qsb/cdp.cu at 5209e9d): each postponed launch takes
its slot of the level's batch where the program launches
(level_slot.cuh's grid_batch_take_slot) and writes its record there; no
pending records, and the flush keeps only level_batch_close and the next
level's launch. A/B only: the argument expressions are evaluated twice."""
import re, sys
d = sys.argv[1]
src = open(d + "/grid.cu").read()
K = "cdp_block_quicksort_dp_grid_1"
OPTS = ("dpopt::BatchOptions dp_options = dpopt::batch_options<%s_args, %s_launch>();" % (K, K),
        "dp_options.one_per_row = true;", "dp_options.sites = 2u;", "dp_options.level = true;")

def at_launch(m):
    ind, n, body = m.group(1), m.group(2), m.group(0)
    f = dict(re.findall(r"dp_pending_%s\.(\w+) = (.*?);\n" % n, body))
    I, J, K4 = ind + "    ", ind + "        ", ind + "            "
    out = [ind + "{\n", I + "if (dpopt::launch_config_valid(%s, %s)) {\n" % (f["dp_grid"], f["dp_block"])]
    out += [J + o + "\n" for o in OPTS]
    out.append(J + "const dpopt::LaunchSlot dp_slot = dpopt::grid_batch_take_slot(&%s_state, "
               "dpopt::block_count(%s), %s, dp_options);\n" % (K, f["dp_grid"], f["dp_block"]))
    out.append(J + "if (dp_slot.data) {\n")
    out.append(K4 + "%s_args dp_record = {};\n" % K)
    out.append(K4 + "dp_record.left = %s;\n" % f["left"] + K4 + "dp_record.right = %s;\n" % f["right"])
    out.append(K4 + "dpopt::batch_store_slot(dp_slot.data, dp_slot.capacity, dp_slot.slot, dp_record);\n")
    out.append(K4 + "if (dp_slot.slot == 0) {\n")
    out.append(K4 + "    %s_launch *f = dpopt::batch_first<%s_launch, %s_args>(dp_slot.data, dp_slot.capacity);\n" % (K, K, K))
    out += [K4 + "    f->%s = %s;\n" % (k, "true" if k == "dp_active" else v) for k, v in f.items()]
    out.append(K4 + "}\n" + K4 + "dpopt::batch_block_start(dp_slot.data)[dp_slot.slot] = dp_slot.start;\n")
    out.append(J + "} else {\n" + K4 + 'dpopt::levels_no_room("cdp_block_quicksort");\n' + J + "}\n" + I + "}\n" + ind + "}\n")
    return "".join(out)

def flush(m):
    ind = m.group(1) + "    "
    return (m.group(1) + "{\n" + ind + "dpopt::BlockBatch dp_batch;\n" + ind + "__shared__ dpopt::BlockBatch::TempStorage dp_temp;\n"
            + "".join(ind + o + "\n" for o in OPTS) + ind + "%s_launch *dp_first = nullptr;\n" % K
            + ind + "dpopt::LevelPiece dp_next;\n" + ind + "if (dpopt::level_batch_close(")

out = re.sub(r"( *)\{\n *// dpopt: cdp_block_quicksort<<<\.\.\.>>> postponed.*?\n(?:.*\n)*? *dp_pending_(\d)\.dp_active = .*\n *\}\n",
             at_launch, src)
out = re.sub(r" *%s_launch dp_pending_\d = \{\};.*\n" % K, "", out)
out = re.sub(r"( *)\{\n *// dpopt: the grid's launches(?:.*\n)*? *dpopt::LevelPiece dp_next;\n *if \(dpopt::level_batch_close\(", flush, out)
out = out.replace("#include <dpopt/levels.cuh>", '#include <dpopt/levels.cuh>\n#include "level_slot.cuh"')
assert "dp_pending" not in out
open(d + "/slot.cu", "w").write(out)
print("wrote slot.cu")
