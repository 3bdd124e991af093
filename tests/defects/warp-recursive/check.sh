# Warp aggregation of a kernel that launches itself made more child blocks
# run than the program did, on an H100 (the differential tester, seed 39,
# programs 70, 138 and 145, under --aggregate=warp and --threshold=32
# --aggregate=warp; reproduced by hand with lanes.cu's lv, fan 3, four
# levels: 2,624 blocks at the last level for 2,592, a different checksum
# each run; fan 1 and 2 and shallower trees equal). The warp batch
# runtime's open fault is the likely cause (tests/difftest/found/README.md,
# pool-release-race). A recursive launch now gets no warp batch, with a
# note; the launch of a recursive kernel from another kernel keeps one.
wr="$tmp/warp-recursive"
mkdir -p "$wr"
why="the launch is recursive, and warp batches of a kernel launching itself can run more child blocks than the program launches"
for option in --aggregate=warp "--threshold=32 --aggregate=warp"; do
    out="$wr/lanes.cu"
    # shellcheck disable=SC2086
    expect_status 0 "warp-recursive $option" build/dpopt $option "$here/lanes.cu" -o "$out"
    for line in 18:9 26:9; do
        grep "lanes.cu:$line: note: launch of " "$tmp/cli.err" | grep -qF "$why" && pass ||
            fail "warp-recursive $option: line $line is not refused: $(grep "lanes.cu:$line:" "$tmp/cli.err")"
    done
    grep -q 'again_dp_warp<<<' "$out" && ! grep -q 'lv_dp_warp' "$out" && pass ||
        fail "warp-recursive $option: expected a warp batch for starts' launch of again only"
done
