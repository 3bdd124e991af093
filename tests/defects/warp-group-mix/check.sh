# warp-group-mix: the differential tester's seed 7 program 12 (and 2, 64,
# 218, 257) failed under warp, block, grid and multiblock aggregation with
# cudaErrorIllegalAddress, cudaErrorMisalignedAddress or a wrong checksum,
# 1 to 3 runs of 3 (tests/difftest/found/pool-release-race). Measured on an
# H100: warp_batch_open's leader allocated pool space in a branch of its own
# (a CAS loop); two groups of one warp running that code at once mixed, the
# leader went on with another group's lane and launched the fused grid before
# its own group had written a record; the fused blocks read zeros. Now no
# lane branches from __activemask() to the shuffle that shares the batch:
# every lane executes the reservation's atomicAdd (zero on all but the
# leader). Checked on the PTX of open.cu: between `activemask` and the
# shuffle after the reservation (`atom.global.add.u64` on pool_state), no
# `atom.global.cas` and no branch after the warp scan's loop.
# The GPU check: tests/difftest/found/gpu-check.sh (pool-release-race).
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    wg_ptx="$tmp/warp-group-mix.ptx"
    if nvcc -arch=sm_90 -rdc=true -Iruntime/include -ptx "$here/open.cu" -o "$wg_ptx" >"$tmp/warp-group-mix.log" 2>&1; then
        pass
        wg_bad=$(awk '
            /\.entry _Z6parent/ { inparent = 1 }
            !inparent { next }
            /activemask\.b32/ && !a { a = NR; next }
            !a || done { next }
            /atom\.global\.cas/ { print "line " NR ": a CAS loop: " $0 }
            /atom\.global\.add\.u64/ { reserved = NR; next }
            /^\$L__/ { label[$1] = NR }
            /bra/ { branch[NR] = $0 }
            reserved && /shfl\.sync/ { s = NR; done = 1 }
            END {
                if (!a) { print "no activemask in parent"; exit }
                if (!reserved) { print "no atom.global.add.u64 (the reservation every lane executes) between activemask and the shuffle" }
                back = a
                for (n in branch) { t = branch[n]; sub(/.*bra(\.uni)?[ \t]+/, "", t); sub(/;.*/, "", t); if ((t ":") in label && label[t ":"] < n + 0 && n + 0 > back) back = n + 0 }
                for (n in branch) if (n + 0 > back && (!s || n + 0 < s)) print "line " n ": a branch between the warp scan and the shuffle: " branch[n]
            }
        ' "$wg_ptx")
        [ -z "$wg_bad" ] && pass || fail "warp-group-mix: $wg_bad"
    else
        fail "warp-group-mix: nvcc -ptx open.cu failed: $(head -c 300 "$tmp/warp-group-mix.log")"
    fi
fi
