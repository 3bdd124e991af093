# exclusive-branches-note: launches in exclusive branches of one if / else
# if / else (Mariani-Silver's fill / per-pixel / recurse: a thread makes one
# of them) were refused as "another launch of the same thread", and under
# --aggregate=warp the three notes cited each other. analysis/exclusive.h
# now tells such sites apart (different branches of one if chain, cases of a
# switch that do not fall through, no loop, goto loop or re-entry around).
# - --aggregate=warp: lanes of one warp in two branches running two warp
#   batches at once hung on an H200 (diverged_branches.cu, seed 101 programs
#   562 and 659, 2026-11-25), and one branch's batch beside plain launches
#   of the lanes in the other branches hung on an H100 (lanes.cu,
#   2026-11-26). So every exclusive site stays as written, with a note
#   naming the if or switch and another branch's launch (not "would take
#   too"). Not exclusive (two ifs, a case falling through, a loop, a goto
#   loop): refused as before.
# - --flatten=grid: a launch of constant size within the flattening limit is
#   never made as written for its size: flattened. --flatten=block: a block's
#   large batch goes to a fire-and-forget fused grid: block by block, with
#   that reason.
# - --threshold=64: a thread makes one launch of the chain: applied.
# tests/defects/exclusive-branches-note/gpu.sh runs the programs on a GPU.
eb_out="$tmp/exclusive-branches"
mkdir -p "$eb_out"
eb_note() { grep -F "$1: note:" "$2"; }
eb_compile() {
    if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$1" -o "$1.o" >"$1.nvcc.log" 2>&1 && pass ||
            fail "exclusive-branches-note: nvcc rejects $1: $(head -5 "$1.nvcc.log")"
    fi
}

# --aggregate=warp
build/dpopt --aggregate=warp "$here/exclusive_branches.cu" -o "$eb_out/eb.cu" 2>"$eb_out/eb.notes" ||
    fail "exclusive-branches-note: --aggregate=warp exclusive_branches.cu exits non-zero"
for eb_case in 13:13/15 15:13/13 17:13/13; do
    eb_note "exclusive_branches.cu:${eb_case%/*}" "$eb_out/eb.notes" |
        grep -qF "left as written: another branch of the if at line 12 launches too (line ${eb_case#*/})" &&
        ! eb_note "exclusive_branches.cu:${eb_case%/*}" "$eb_out/eb.notes" | grep -qF "would take too" &&
        pass || fail "exclusive-branches-note: exclusive_branches.cu:${eb_case%/*}: the note does not say why: $(cat "$eb_out/eb.notes")"
done
! grep -q 'aggregated at warp granularity: one launch' "$eb_out/eb.cu" && pass ||
    fail "exclusive-branches-note: --aggregate=warp: a warp batch in one of exclusive branches"
eb_compile "$eb_out/eb.cu"
build/dpopt --aggregate=warp "$here/diverged_branches.cu" -o "$eb_out/diverged.cu" 2>"$eb_out/diverged.notes"
! grep -q 'aggregated at warp granularity: one launch' "$eb_out/diverged.cu" && pass ||
    fail "exclusive-branches-note: diverged_branches.cu: a warp batch where one branch makes two launches"
build/dpopt --aggregate=warp "$here/lanes.cu" -o "$eb_out/lanes.cu" 2>"$eb_out/lanes.notes" ||
    fail "exclusive-branches-note: --aggregate=warp lanes.cu exits non-zero"
# line:column, then the if or switch and its line, then the other branch's line
for eb_case in 13:9/if:12/15 15:9/if:12/13 17:9/if:12/13 24:13/switch:23/25 25:13/switch:23/24 26:14/switch:23/24 \
    73:13/if:72/75 75:13/if:72/73 77:9/if:71/73; do
    eb_at=${eb_case%%/*} eb_rest=${eb_case#*/}
    eb_chain=${eb_rest%/*} eb_other=${eb_rest#*/}
    eb_note "lanes.cu:$eb_at" "$eb_out/lanes.notes" |
        grep -qF "another branch of the ${eb_chain%:*} at line ${eb_chain#*:} launches too (line $eb_other)" &&
        pass || fail "exclusive-branches-note: lanes.cu:$eb_at: not refused naming line $eb_other: $(cat "$eb_out/lanes.notes")"
done
! grep -q 'aggregated at warp granularity: one launch' "$eb_out/lanes.cu" && pass ||
    fail "exclusive-branches-note: --aggregate=warp lanes.cu: a warp batch in one of exclusive branches (hung on an H100)"
# Not exclusive: a case falling through, two ifs one after the other.
for eb_pair in 33:13/34 34:14/33 51:9/53 53:9/51; do
    grep -F "lanes.cu:${eb_pair%/*}: note:" "$eb_out/lanes.notes" | grep -qF "makes another launch that warp granularity would take too (line ${eb_pair#*/})" &&
        pass || fail "exclusive-branches-note: lanes.cu:${eb_pair%/*}: the note does not name line ${eb_pair#*/}: $(cat "$eb_out/lanes.notes")"
done
# In a loop, or a goto loop: a thread may pass the chain twice.
for eb_line in 42:13 44:13 61:9 63:9; do
    grep -qF "lanes.cu:$eb_line: note: launch of 'add' left as written: a thread may run the launch more than once" "$eb_out/lanes.notes" &&
        pass || fail "exclusive-branches-note: lanes.cu:$eb_line: a repeated launch is not refused: $(cat "$eb_out/lanes.notes")"
done
eb_compile "$eb_out/lanes.cu"

# --flatten=grid: constant sizes within the limit, flattened.
build/dpopt --flatten=grid "$here/exclusive_branches.cu" -o "$eb_out/eb_grid.cu" 2>"$eb_out/eb_grid.notes"
[ ! -s "$eb_out/eb_grid.notes" ] && [ "$(grep -c 'dpopt::grid_flat_open(' "$eb_out/eb_grid.cu")" = 3 ] && ! grep -q '_dp_followed' "$eb_out/eb_grid.cu" &&
    pass || fail "exclusive-branches-note: --flatten=grid: the three sites are not flattened: $(cat "$eb_out/eb_grid.notes")"
eb_compile "$eb_out/eb_grid.cu"
build/dpopt --flatten=grid "$here/lanes.cu" -o "$eb_out/lanes_grid.cu" 2>"$eb_out/lanes_grid.notes"
! grep -q "not flattened" "$eb_out/lanes_grid.notes" && pass ||
    fail "exclusive-branches-note: --flatten=grid lanes.cu: $(cat "$eb_out/lanes_grid.notes")"
eb_compile "$eb_out/lanes_grid.cu"

# --flatten=block: block by block, for the fire-and-forget fused grid, not the size.
build/dpopt --flatten=block "$here/exclusive_branches.cu" -o "$eb_out/eb_block.cu" 2>"$eb_out/eb_block.notes"
for eb_line in 13:13 15:13 17:13; do
    eb_note "exclusive_branches.cu:$eb_line" "$eb_out/eb_block.notes" | grep -qF "walked by a fused grid launched into cudaStreamFireAndForget" &&
        ! eb_note "exclusive_branches.cu:$eb_line" "$eb_out/eb_block.notes" | grep -qF "65,536" &&
        pass || fail "exclusive-branches-note: --flatten=block exclusive_branches.cu:$eb_line: $(cat "$eb_out/eb_block.notes")"
done
eb_compile "$eb_out/eb_block.cu"

# --threshold=64: exclusive sites thresholded; the others not.
build/dpopt --threshold=64 "$here/exclusive_branches.cu" -o "$eb_out/eb_t.cu" 2>"$eb_out/eb_t.notes"
[ ! -s "$eb_out/eb_t.notes" ] && [ "$(grep -c '_dp_t4(' "$eb_out/eb_t.cu")" -ge 3 ] && pass ||
    fail "exclusive-branches-note: --threshold=64 exclusive_branches.cu: $(cat "$eb_out/eb_t.notes")"
eb_compile "$eb_out/eb_t.cu"
build/dpopt --threshold=64 "$here/lanes.cu" -o "$eb_out/lanes_t.cu" 2>"$eb_out/lanes_t.notes"
for eb_line in 13:9 15:9 17:9 24:13 25:13 26:14 73:13 75:13 77:9; do
    ! eb_note "lanes.cu:$eb_line" "$eb_out/lanes_t.notes" | grep -q . && pass ||
        fail "exclusive-branches-note: --threshold=64 lanes.cu:$eb_line: $(eb_note "lanes.cu:$eb_line" "$eb_out/lanes_t.notes")"
done
for eb_line in 33:13 34:14 42:13 44:13 51:9 53:9 61:9 63:9; do
    eb_note "lanes.cu:$eb_line" "$eb_out/lanes_t.notes" | grep -qF "threshold not applied: the launching thread may launch again" && pass ||
        fail "exclusive-branches-note: --threshold=64 lanes.cu:$eb_line: thresholded though the thread may launch twice"
done
eb_compile "$eb_out/lanes_t.cu"
