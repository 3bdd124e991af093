# A fused grid's block must read nothing of its batch once it has counted
# itself as having read it (the differential tester, seed 7: programs 2, 12,
# 64, 218 and 257 failed with cudaErrorIllegalAddress, cudaErrorMisalignedAddress
# or a wrong checksum under aggregation, threshold and coarsening).
# batch_enter_block compared the count with header->total_blocks read after
# its atomicAdd: by then the last block may have released the batch and the
# pool, empty again, handed the space to the next batch, whose header could
# make a second block release too; the pool then reset under a batch still in
# flight. Checked on the PTX of enter.cu (a fused kernel, plain and
# coarsened): between each `atom.global.add.u32` (the count) and the pool's
# release (`pool_state`), or the end of the block the count belongs to, no
# `ld.global`. Also: a device cudaMalloc's count is published with __syncwarp
# before any lane may free, and a free fences before counting.
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    pr_ptx="$tmp/pool-release.ptx"
    if nvcc -arch=sm_90 -rdc=true -Iruntime/include -ptx "$here/enter.cu" -o "$pr_ptx" >"$tmp/pool-release.log" 2>&1; then
        pass
        pr_bad=$(awk '
            /atom\.global\.add\.u32/ { counting = 1; n++; next }
            counting && /pool_state/ { counting = 0; next }
            counting && /^\$L__|^\}/ { counting = 0; next }
            counting && /ld\.global/ { print "count " n ": " $0 }
        ' "$pr_ptx")
        pr_counts=$(grep -c 'atom\.global\.add\.u32' "$pr_ptx")
        [ "$pr_counts" -ge 2 ] && pass || fail "difftest-pool-release: expected the count in both kernels, found $pr_counts"
        [ -z "$pr_bad" ] && pass || fail "difftest-pool-release: batch read after the block counted itself: $pr_bad"
        # The batch is read through L2 only (ld.global.cg): pool space is
        # reused, and an SM's L1 may hold what an earlier batch there held.
        # The only other global loads are of the pool's own state (atomicCAS loops).
        pr_l1=$(grep 'ld\.global' "$pr_ptx" | grep -v 'ld\.global\.cg' | grep -v pool_state)
        [ -z "$pr_l1" ] && pass || fail "difftest-pool-release: the batch is read through L1: $pr_l1"
    else
        fail "difftest-pool-release: nvcc -ptx enter.cu: $(head -c 300 "$tmp/pool-release.log")"
    fi
fi
# The device allocation arena (arena.cuh, which replaced malloc.cuh's
# aggregated buffers): the lanes freeing together are done with their parts
# (a fence, then the warp's barrier) before the count says so, since the
# last free lets the next allocation reuse the whole region.
pr_arena=runtime/include/dpopt/arena.cuh
awk '/arena_cudaFree/,/^}/' "$pr_arena" | grep -B3 'arena_give_back' | grep -q '__threadfence()' && pass ||
    fail "difftest-pool-release: arena_cudaFree counts its parts down without a fence"
awk '/arena_cudaFree/,/^}/' "$pr_arena" | grep -B2 'arena_give_back' | grep -q '__syncwarp(mask);' && pass ||
    fail "difftest-pool-release: arena_cudaFree counts its parts down before the other lanes' fences"
