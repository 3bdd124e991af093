# A thread that runs a child's threads itself (T4, and thresholding's small
# grids) loops for a count of its own, so its warp leaves the loop
# diverged. The differential tester found (seed 11 program 1242,
# tests/difftest/found/seed11-1242-t4-hang) that on an H100 such a warp hung
# at its next device launches: a default-stream launch by lane 0 and
# fire-and-forget launches by the others. The same loop written by hand in
# the original hangs too; a __syncwarp over the lanes that entered the loop
# makes both run. Every serial run now takes its lanes before
# (dpopt::warp_active_lanes) and meets them after (__syncwarp(dp_lanes)).
srr="$tmp/serial-run-rejoin"
mkdir -p "$srr"
serial_loop='for \(unsigned int dp_b = 0; dp_b < dpopt::block_count\(dp_(grid|pending_[0-9]+\.dp_grid)\); dp_b\+\+\)'
for option in --remove=t4 --remove=t1 --remove=t2 --remove=t3 --remove=auto --threshold=64 "--threshold=64 --aggregate=grid --coarsen=2" "--threshold=32 --aggregate=warp"; do
    out="$srr/$(echo "$option" | tr -c 'a-z0-9\n' '_').cu"
    # shellcheck disable=SC2086
    expect_status 0 "serial-run-rejoin $option" build/dpopt $option "$here/diverged.cu" -o "$out"
    loops=$(grep -cE "$serial_loop" "$out")
    takes=$(grep -c 'const unsigned int dp_lanes = dpopt::warp_active_lanes();' "$out")
    meets=$(grep -c '__syncwarp(dp_lanes);' "$out")
    # T3 runs the child by the whole block (no serial loop in one thread).
    if [ "$option" != --remove=t3 ]; then
        [ "$loops" -gt 0 ] && pass || fail "serial-run-rejoin $option: no serial run in the output"
    fi
    [ "$loops" = "$takes" ] && [ "$loops" = "$meets" ] && pass ||
        fail "serial-run-rejoin $option: $loops serial runs, $takes lane masks taken, $meets rejoins"
    # Each serial loop: a mask is taken between it and the one before, and
    # the lanes meet within the few lines after its call.
    awk -v pat="$serial_loop" '
        /const unsigned int dp_lanes = dpopt::warp_active_lanes\(\);/ { took = NR }
        $0 ~ pat { if (!took) bad = 1; loop = NR; took = 0; next }
        loop && /__syncwarp\(dp_lanes\);/ { if (NR - loop > 6) bad = 1; loop = 0 }
        END { exit bad || loop }' "$out" && pass ||
        fail "serial-run-rejoin $option: a serial run without its lanes taken before and met after"
done
