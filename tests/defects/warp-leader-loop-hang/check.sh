# A warp's leader must not run a retry loop between its launches (the
# differential tester, seed 12 program 42, tests/difftest/found/
# seed12-42-threshold-warp-hang). Measured on an H100 (CUDA 13): a leader
# that had made a tail launch and fire-and-forget launches in a loop, then
# took pool space with the pool's compare-and-swap retry loop and launched
# the fused grid, hung 2 of 2 runs; the same loop on any other word hung
# too; one atomic add in its place ran. Checked on the PTX of pool.cu: the
# pool's allocation and its release branch only forward (no loop).
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    wl_ptx="$tmp/warp-leader-loop.ptx"
    if nvcc -arch=sm_90 -rdc=true -Iruntime/include -ptx "$here/pool.cu" -o "$wl_ptx" >"$tmp/warp-leader-loop.log" 2>&1; then
        pass
        for wl_kernel in allocate release; do
            # A backward branch: `bra LABEL` where LABEL was defined above it.
            wl_back=$(awk -v k="$wl_kernel" '
                /\.entry / { inside = index($0, "_Z" length(k) k) > 0 }
                inside && /^\$L__[A-Za-z0-9_]+:/ { sub(":", "", $1); seen[$1] = 1 }
                inside && /bra(\.uni)?[ \t]/ { t = $NF; sub(";", "", t); if (t in seen) print "loop to " t }
            ' "$wl_ptx")
            wl_found=$(grep -c "\.entry .*${wl_kernel}" "$wl_ptx")
            [ "$wl_found" = 1 ] && pass || fail "warp-leader-loop-hang: kernel $wl_kernel not found in the PTX"
            [ -z "$wl_back" ] && pass || fail "warp-leader-loop-hang: pool code in $wl_kernel loops: $wl_back"
        done
    else
        fail "warp-leader-loop-hang: nvcc -ptx pool.cu: $(head -c 300 "$tmp/warp-leader-loop.log")"
    fi
fi
