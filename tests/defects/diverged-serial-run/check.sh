# A thread that runs a child in place (T4) loops over the child's threads;
# where the child's size differs between lanes, the warp leaves the loop
# diverged. The differential tester found (seed 11 program 1242,
# tests/difftest/found/seed11-1242-t4-hang) that on an H100 such a warp
# hung at the launches its kernel then made as written (a default-stream
# launch by lane 0, fire-and-forget launches by the others). A __syncwarp
# after the loop ran it but hung programs 1239 and 1311, so the site stays
# as written while its kernel keeps another launch; sites whose kernel's
# other launches are removed too are still removed (templates.cu). Input:
# the found case itself.
dsr="$tmp/diverged-serial-run"
mkdir -p "$dsr"
for option in --remove=t4 --remove=t1 --remove=t2 --remove=auto; do
    out="$dsr/$(echo "$option" | tr -c 'a-z0-9\n' '_').cu"
    # shellcheck disable=SC2086
    expect_status 0 "diverged-serial-run $option" build/dpopt $option tests/difftest/found/seed11-1242-t4-hang/input.cu -o "$out"
    grep "input.cu:77:13: note: launch of 'p1242_q0_c0' left as written: " "$tmp/cli.err" |
        grep -qF "the child's size may differ between the lanes of a warp, so running it in place would leave the warp diverged, and the kernel also launches 'p1242_q0_c1' (line 84), which stays a launch" && pass ||
        fail "diverged-serial-run $option: the divergent-size site is not refused: $(grep 'input.cu:77:' "$tmp/cli.err")"
    grep -q 'p1242_q0_c0<<<1 + (d & 1), 128, 0, cudaStreamFireAndForget>>>' "$out" && ! grep -q 'p1242_q0_c0_dp_t4(' "$out" && pass ||
        fail "diverged-serial-run $option: the launch of p1242_q0_c0 is not as written"
    # A kernel whose launches are all removed: nothing is left to hang.
    # shellcheck disable=SC2086
    expect_status 0 "diverged-serial-run templates $option" build/dpopt $option tests/corpus/templates.cu -o "$dsr/templates.cu"
    ! grep -q "differ between the lanes of a warp" "$tmp/cli.err" && grep -q 'scale_child_dp_t4' "$dsr/templates.cu" && pass ||
        fail "diverged-serial-run $option: templates.cu's sites, all removable, are refused"
done
