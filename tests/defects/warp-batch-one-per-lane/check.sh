# A warp batch meets the lanes that reach a launch together at warp
# barriers, and on Volta and later a warp barrier pairs with any other of
# the same mask, wherever it is. The differential tester found it (seed 11,
# programs 518 and 583, tests/difftest/found/seed11-583-warp-pairing and
# seed11-518-threshold-warp-pairing): lane 0 ran warp batches alone in a
# loop of a device function, then joined the other lanes at the next; on an
# H100 their barriers paired with the wrong batch's, lanes wrote their
# records into another batch and a fused grid read a tag as a pointer. A
# warp batch is now made only where each lane meets at most one: a launch
# run once per thread, in the kernel itself, the kernel's only
# warp-aggregated launch, in a kernel with no warp-wide operations of its
# own, and not a tail launch (seed 11 program 543 hung with one).
# Everything else stays as written, with a note.
wbl="$tmp/warp-batch-one-per-lane"
mkdir -p "$wbl"
sound="a warp batch is sound only where each lane meets it once"
for option in --aggregate=warp "--threshold=32 --aggregate=warp" --aggregate=block --aggregate=grid; do
    out="$wbl/lanes.cu"
    # shellcheck disable=SC2086
    expect_status 0 "lanes $option" build/dpopt $option "$here/lanes.cu" -o "$out"
    # The loop of the device function and the while loop: no warp batch.
    for line in 24:5 37:13 38:13; do
        grep "lanes.cu:$line: note: launch of " "$tmp/cli.err" | grep -qF "a thread may run the launch more than once (a loop, or a lambda), and $sound" && pass ||
            fail "lanes $option: line $line is not refused as a repeated warp batch: $(grep "lanes.cu:$line:" "$tmp/cli.err")"
    done
    case $option in
    *warp)
        # Two launches a lane may both meet, and a kernel with its own ballot.
        for pair in 48:9/50 50:9/48; do
            grep -qF "lanes.cu:${pair%/*}: note: launch of 'child' $( [ "$option" = --aggregate=warp ] && echo 'left as written' || echo 'not aggregated'): the launching kernel makes another launch that warp granularity would take too (line ${pair#*/}), and a warp batch is sound only where each lane meets one at most" "$tmp/cli.err" && pass ||
                fail "lanes $option: the two sites of two_sites are not refused (${pair%/*})"
        done
        grep -qF "lanes.cu:58:9: note: launch of 'child' $( [ "$option" = --aggregate=warp ] && echo 'left as written' || echo 'not aggregated'): the launching kernel uses warp-wide operations itself" "$tmp/cli.err" && pass ||
            fail "lanes $option: the launch beside __ballot_sync is not refused"
        grep "lanes.cu:73:9: note: launch of 'child' left as written: " "$tmp/cli.err" | grep -qF "a tail launch made through a warp batch can hang the kernel" && pass ||
            fail "lanes $option: the tail launch is not refused: $(grep 'lanes.cu:73:' "$tmp/cli.err")"
        # The one launch a lane meets once: still a warp batch, and the only one.
        [ "$(grep -c 'dpopt::warp_batch_open(' "$out")" = 1 ] && grep -q 'child_dp_warp<<<' "$out" && pass ||
            fail "lanes $option: expected exactly one warp batch (kernel once), got $(grep -c 'dpopt::warp_batch_open(' "$out")"
        ;;
    *)
        # Block and grid granularity do not fall back to warp batches.
        [ "$(grep -c 'dpopt::warp_batch_open(' "$out")" = 0 ] && pass ||
            fail "lanes $option: a site fell back to a warp batch"
        ;;
    esac
done
# The runtime: no lane starts the end-of-block scan's warp shuffles while
# another lane of its warp may be in the body's warp batch.
for fn in block_batch_open group_batch_open; do
    awk "/void $fn\\(/,/block_exclusive_scan2/" runtime/include/dpopt/block_batch.cuh | grep -q '__syncthreads();' && pass ||
        fail "warp-batch-one-per-lane: $fn does not wait for the whole block before its scan"
done
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    build/dpopt --aggregate=warp "$here/lanes.cu" -o "$wbl/lanes_warp.cu" 2>/dev/null
    nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$wbl/lanes_warp.cu" -o "$wbl/lanes.o" >"$wbl/nvcc.log" 2>&1 && pass ||
        fail "warp-batch-one-per-lane: nvcc rejects dpopt's output: $(head -c 300 "$wbl/nvcc.log")"
fi
