#!/usr/bin/env python3
"""Hand edit of dpopt's qsb output (--aggregate=grid, main with level append):
each block of a level's fused kernel runs QSB_COARSEN of the level's
one-block launches in turn (a level grid QSB_COARSEN times narrower), to ask
whether the level's dispatch, not its blocks' work, is what its wide levels
wait on. Each block finds each of its launches' records, runs the body for
it, then counts itself as a reader once (the piece's readers are the
narrower grid's blocks) and out once. Usage: coarsen.py IN.cu OUT.cu; build
with -DQSB_COARSEN=k (and -DQSB_STRIDED: a block's launches a grid apart,
not consecutive)."""
import sys

src = open(sys.argv[1]).read()
K = "cdp_block_quicksort_dp_grid_1"


def one(t, old, new):
    assert t.count(old) == 1, (old[:70], t.count(old))
    return t.replace(old, new)


head = "\n__global__ void %s(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid)\n{\n" % K
before, fused = src.split(head)
fused = head + fused
fused = one(fused, """    cdp_block_quicksort_dp_grid_1_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);
    int left = dp_record.left;
    int right = dp_record.right;
    (void)dp_grid;
    (void)dp_where;
""", "    (void)dp_grid;\n    unsigned int dp_total = 0; // thread 0's: the batch's blocks\n")
fused = one(fused, "        // The original body: a return ends it, not the thread, so every thread reaches the flush.\n",
            "#ifdef QSB_STRIDED // a block's launches gridDim.x apart\n"
            "        for (unsigned int dp_v = blockIdx.x; dp_v < dp_piece.blocks; dp_v += gridDim.x) {\n"
            "#else // consecutive\n"
            "        for (unsigned int dp_v = blockIdx.x * QSB_COARSEN;\n"
            "             dp_v < dp_piece.blocks && dp_v < (blockIdx.x + 1u) * QSB_COARSEN; dp_v++) {\n"
            "#endif\n"
            "        cdp_block_quicksort_dp_grid_1_args dp_record;\n"
            "        unsigned int dp_t = 0;\n"
            "        dpopt::batch_find_block(dp_enter, dp_piece.data, dp_piece.from + dp_v, &dp_record, &dp_t);\n"
            "        dp_total = dp_t ? dp_t : dp_total;\n"
            "        int left = dp_record.left;\n"
            "        int right = dp_record.right;\n")
end = "\n        }();\n        {\n            // dpopt: the grid's launches of cdp_block_quicksort"
fused = one(fused, end,
            "\n        }();\n        __syncthreads();\n        }\n"
            "        if (dp_total && dp_piece.readers && dpopt::batch_count_read(dp_piece.data, blockIdx.x, dp_piece.readers))\n"
            "            dpopt::batch_release(dp_piece.data);\n"
            "        {\n            // dpopt: the grid's launches of cdp_block_quicksort")
out = before + fused
call = "%s<<<dp_next.blocks, dp_next.block, (*dp_first).dp_shmem, dp_stream>>>(dp_next," % K
assert out.count(call) == 2, out.count(call)
out = out.replace(call, "%s<<<(dp_next.blocks + QSB_COARSEN - 1) / QSB_COARSEN, dp_next.block, (*dp_first).dp_shmem, dp_stream>>>(qsb_coarse_piece(dp_next)," % K)
helper = ("// prototype: the piece as a grid QSB_COARSEN times narrower reads it\n"
          "static __device__ dpopt::LevelPiece qsb_coarse_piece(dpopt::LevelPiece p)\n{\n"
          "    if (p.readers)\n        p.readers = (p.blocks + QSB_COARSEN - 1) / QSB_COARSEN;\n    return p;\n}\n")
decl = "\n__global__ void %s(const dpopt::LevelPiece dp_piece" % K
i = out.index(decl)
j = out.index(";\n", i) + 2
out = out[:j] + helper + out[j:]
open(sys.argv[2], "w").write(out)
